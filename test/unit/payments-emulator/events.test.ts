import Stripe from 'stripe';
import { PRICE, useEmulator, waitFor } from './harness';

describe('payments emulator: events and webhooks', () => {
  const emu = useEmulator();

  it('lists and retrieves events in Stripe\'s envelope', async () => {
    // An invoice.paid event to find: a subscription paid at once with the customer's default card.
    const customer = await emu.stripe.customers.create({ payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    await emu.stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
    const list = await emu.stripe.events.list({ limit: 3, type: 'invoice.paid' });
    expect(list.data.length).toBeGreaterThan(0);
    const event = list.data[0] as Stripe.Event;
    expect(event).toMatchObject({ object: 'event', type: 'invoice.paid', livemode: false, api_version: Stripe.API_VERSION });
    expect(event.id).toMatch(/^evt_/);
    const fetched = await emu.stripe.events.retrieve(event.id);
    expect(fetched.data.object).toEqual(event.data.object);
    const page2 = await emu.stripe.events.list({ limit: 2, starting_after: event.id });
    expect(page2.data.every((e) => e.id !== event.id)).toBe(true);
  });

  it('signs every delivery so that stripe.webhooks.constructEvent accepts it', async () => {
    await waitFor(() => emu.deliveries.length > 0);
    expect(emu.rejectedSignatures).toEqual([]);
    for (const d of emu.deliveries) {
      expect(d.event).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
      expect(typeof d.event.created).toBe('number');
    }
  });

  it('retries a failed delivery with backoff, and gives up after the last attempt without blocking the next event', async () => {
    emu.failNext = 2;
    const first = await emu.stripe.customers.create({});
    await emu.stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: first.id, payment_method: 'pm_card_visa', confirm: true });
    await waitFor(() => emu.deliveredFor(first.id).length === 1);
    expect(emu.logs.some((l) => l.includes('attempt 1') && l.includes('retrying'))).toBe(true);

    emu.alwaysFail = true;
    const second = await emu.stripe.customers.create({});
    await emu.stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: second.id, payment_method: 'pm_card_visa', confirm: true });
    await waitFor(() => emu.logs.some((l) => l.includes('gave up after 3 attempts')));
    emu.alwaysFail = false;
    const third = await emu.stripe.customers.create({});
    await emu.stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: third.id, payment_method: 'pm_card_visa', confirm: true });
    await waitFor(() => emu.deliveredFor(third.id).length === 1);
    expect(emu.deliveredFor(second.id)).toEqual([]);
    const given = (await emu.stripe.events.list({ type: 'payment_intent.succeeded', limit: 3 })).data.find(
      (e) => (e.data.object as Stripe.PaymentIntent).customer === second.id,
    );
    expect(given?.pending_webhooks).toBe(0);
  });

  it('redelivers an event on request, with the same id', async () => {
    const customer = await emu.stripe.customers.create({});
    await emu.stripe.paymentIntents.create({ amount: 700, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
    const delivered = await waitFor(() => emu.deliveries.find((d) => (d.event.data.object as { customer?: string }).customer === customer.id));
    const res = await emu.hook('/__emulator/redeliver', { eventId: delivered.event.id });
    expect(res.status).toBe(200);
    await waitFor(() => emu.deliveries.filter((d) => d.event.id === delivered.event.id).length === 2);
    expect((await emu.hook('/__emulator/redeliver', { eventId: 'evt_missing' })).status).toBe(404);
    expect((await emu.hook('/__emulator/advance', { subscriptionId: 'sub_missing', to: 'period_end' })).status).toBe(404);
    expect((await emu.hook('/__emulator/advance', { to: 'period_end' })).status).toBe(400);
    expect((await emu.api('/__emulator/advance', { method: 'POST', auth: null })).status).toBe(401);
  });
});
