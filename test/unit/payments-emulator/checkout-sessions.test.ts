import type Stripe from 'stripe';
import { expectNothingSecretIn, form, PRICE, useEmulator, waitFor } from './harness';

describe('payments emulator: checkout sessions and the hosted checkout page', () => {
  const emu = useEmulator();

  const card = { cardExpiry: '12 / 39', cardCvc: '123', billingName: 'Ada Lovelace' };

  it('creates a session whose url is a page with labelled card fields and a strict CSP', async () => {
    const session = await emu.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'page@example.com',
      line_items: [{ price: PRICE, quantity: 1 }],
      success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing/canceled',
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', mode: 'subscription', amount_total: 4999 });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${emu.base}/c/pay/${session.id}`);
    const page = await fetch(session.url as string);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://app.test");
    const html = await page.text();
    for (const label of ['Card number', 'Expiry (MM / YY)', 'Security code (CVC)', 'Name on card']) expect(html).toContain(label);
    expect(html).toContain('<label for="cardNumber">');
    expect(html).toContain('page@example.com');
    expect(html).toContain('$49.99');
    expect(html).toContain('Premium Subscription');
    expect(html).toContain('href="http://app.test/billing/canceled"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!app\.test)[^"]*\.(css|js|png|woff)/);
  });

  it('shows the decline of 4000 0000 0000 0002, then subscribes with 4242 and redirects to success_url', async () => {
    const customer = await emu.stripe.customers.create({ email: 'checkout@example.com' });
    const session = await emu.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'user-42',
      metadata: { userId: 'user-42' },
      line_items: [{ price: PRICE, quantity: 1 }],
      success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing/canceled',
    });
    const url = session.url as string;

    const declined = await fetch(url, { method: 'POST', body: form({ cardNumber: '4000 0000 0000 0002', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(declined.status).toBe(402);
    const declinedHtml = await declined.text();
    expect(declinedHtml).toContain('Your card was declined.');
    expect(declinedHtml).toContain('role="alert"');
    // The typed card is never written back into the page.
    expect(declinedHtml).not.toMatch(/name="(cardNumber|cardCvc|cardExpiry)"[^>]*value=/);
    expect((await emu.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    const invalid = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4241', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('Your card number is invalid.');

    const paid = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4242', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);

    const completed = await emu.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, client_reference_id: 'user-42' });
    const sub = completed.subscription as Stripe.Subscription;
    expect(sub).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
    expect(sub.default_payment_method).toMatch(/^pm_/);
    expect(completed.line_items?.data[0]).toMatchObject({ quantity: 1, price: { id: PRICE } });

    // Paying twice does not subscribe twice: the page sends the customer on.
    const again = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4242', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(again.status).toBe(303);
    expect((await emu.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);

    await waitFor(() => emu.deliveredFor(customer.id).length >= 4);
    expect(emu.deliveredFor(customer.id)).toEqual(['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid', 'checkout.session.completed']);
    const completedEvent = emu.deliveries.find((d) => d.event.type === 'checkout.session.completed' && (d.event.data.object as Stripe.Checkout.Session).id === session.id);
    expect(completedEvent?.event.data.object).toMatchObject({ client_reference_id: 'user-42', subscription: sub.id, metadata: { userId: 'user-42' } });
  });

  it('makes a customer from the typed email when the session has none', async () => {
    const session = await emu.stripe.checkout.sessions.create({
      mode: 'subscription',
      ui_mode: 'hosted_page',
      line_items: [{ price: PRICE }],
      success_url: 'http://app.test/ok',
    });
    expect(session).toMatchObject({ ui_mode: 'hosted_page', customer: null, customer_creation: 'always' });
    await expect(emu.stripe.checkout.sessions.create({ mode: 'subscription', ui_mode: 'embedded_page', line_items: [{ price: PRICE }], success_url: 'http://app.test/ok' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'ui_mode',
    });
    const html = await (await fetch(session.url as string)).text();
    expect(html).toContain('<label for="email">Email</label>');
    const missingEmail = await fetch(session.url as string, { method: 'POST', body: form({ cardNumber: '4242424242424242', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(missingEmail.status).toBe(400);
    expect(await missingEmail.text()).toContain('Enter your email address.');
    const paid = await fetch(session.url as string, {
      method: 'POST',
      body: form({ email: 'new@example.com', cardNumber: '4242424242424242', ...card }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const completed = await emu.stripe.checkout.sessions.retrieve(session.id);
    const customer = await emu.stripe.customers.retrieve(completed.customer as string);
    expect(customer).toMatchObject({ email: 'new@example.com', name: 'Ada Lovelace' });
  });

  it('never logs card numbers or secrets', () => {
    expectNothingSecretIn(emu.logs);
  });
});
