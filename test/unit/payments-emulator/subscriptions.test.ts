import type Stripe from 'stripe';
import { PRICE, useEmulator, waitFor } from './harness';

/** The events of a subscription paid at once with a saved card, in the order they are sent. */
const CREATED_AND_PAID = ['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid'];
/** The events of a renewal paid with the saved card. */
const RENEWED_AND_PAID = ['customer.subscription.updated', 'payment_intent.succeeded', 'invoice.paid'];

describe('payments emulator: subscriptions', () => {
  const emu = useEmulator();

  it('creates an incomplete subscription without a card, active once its invoice is paid', async () => {
    const customer = await emu.stripe.customers.create({ email: 'sub@example.com' });
    const sub = await emu.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: PRICE }],
      metadata: { userId: 'user-3' },
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.payment_intent'],
    });
    expect(sub).toMatchObject({ object: 'subscription', status: 'incomplete', customer: customer.id, metadata: { userId: 'user-3' } });
    expect(sub.id).toMatch(/^sub_/);
    expect(sub.items.data[0]?.price).toMatchObject({ id: PRICE, unit_amount: 4999, currency: 'usd', recurring: { interval: 'month' } });
    const invoice = sub.latest_invoice as Stripe.Invoice & { payment_intent: Stripe.PaymentIntent };
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', amount_due: 4999, billing_reason: 'subscription_create' });
    expect(invoice.id).toMatch(/^in_/);
    expect(invoice.payment_intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 4999 });
    expect(invoice.confirmation_secret?.client_secret).toBe(invoice.payment_intent.client_secret);

    await emu.stripe.paymentIntents.confirm(invoice.payment_intent.id, { payment_method: 'pm_card_visa' });
    const active = await emu.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(active.status).toBe('active');
    expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
    await waitFor(() => emu.deliveredFor(customer.id).length >= 4);
    expect(emu.deliveredFor(customer.id)).toEqual(['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
    const updated = emu.deliveries.find((d) => d.event.type === 'customer.subscription.updated' && (d.event.data.object as Stripe.Subscription).id === sub.id);
    expect(updated?.event.data.previous_attributes).toMatchObject({ status: 'incomplete' });
  });

  it('subscribes a customer with a default card at once, cancels at period end, lists and deletes', async () => {
    const customer = await emu.stripe.customers.create({
      email: 'card@example.com',
      payment_method: 'pm_card_visa',
      invoice_settings: { default_payment_method: 'pm_card_visa' },
    });
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
    const sub = await emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    expect(sub.status).toBe('active');
    const item = sub.items.data[0] as Stripe.SubscriptionItem;
    expect(item.current_period_end).toBeGreaterThan(item.current_period_start);

    const ending = await emu.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: item.current_period_end });
    const listed = await emu.stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((s) => s.id)).toEqual([sub.id]);

    const canceled = await emu.stripe.subscriptions.cancel(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.ended_at).not.toBeNull();
    expect((await emu.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await emu.stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data.map((s) => s.id)).toEqual([sub.id]);

    await waitFor(() => emu.deliveredFor(customer.id).length >= 5);
    expect(emu.deliveredFor(customer.id)).toEqual([...CREATED_AND_PAID, 'customer.subscription.updated', 'customer.subscription.deleted']);
  });

  it('refuses an unknown price, a missing customer and unknown parameters', async () => {
    const customer = await emu.stripe.customers.create({});
    await expect(emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_nope' }] })).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'items[0][price]',
    });
    await expect(emu.stripe.subscriptions.create({ customer: 'cus_missing', items: [{ price: PRICE }] })).rejects.toMatchObject({ statusCode: 404 });
    await expect(emu.stripe.customers.create({ emial: 'typo@example.com' } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'emial',
    });
  });

  it('renews at period end with a new paid invoice, and ends a subscription cancelled at period end', async () => {
    const customer = await emu.stripe.customers.create({ payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const sub = await emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    const firstEnd = (sub.items.data[0] as Stripe.SubscriptionItem).current_period_end;
    const renewed = await emu.hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
    expect(renewed.status).toBe(200);
    const after = await emu.stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
    expect(after.status).toBe('active');
    expect(after.items.data[0]?.current_period_start).toBe(firstEnd);
    expect(after.latest_invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle' });

    await emu.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect((await emu.hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' })).status).toBe(200);
    expect((await emu.stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
    await waitFor(() => emu.deliveredFor(customer.id).length >= 8);
    expect(emu.deliveredFor(customer.id)).toEqual([...CREATED_AND_PAID, ...RENEWED_AND_PAID, 'customer.subscription.updated', 'customer.subscription.deleted']);
  });

  it('makes a renewal whose card fails past_due (invoice.payment_failed), then ends it', async () => {
    const customer = await emu.stripe.customers.create({ payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const sub = await emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    const failing = await emu.stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
    expect(failing).toMatchObject({ object: 'payment_method', customer: customer.id, card: { last4: '0341' } });
    await emu.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
    // A card that declines already when saved cannot be attached.
    await expect(emu.stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id })).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    await emu.hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
    expect((await emu.stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
    await emu.hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
    const ended = await emu.stripe.subscriptions.retrieve(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
    await waitFor(() => emu.deliveredFor(customer.id).includes('customer.subscription.deleted'));
    expect(emu.deliveredFor(customer.id).slice(3)).toEqual([
      'customer.subscription.updated',
      'payment_intent.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });
});
