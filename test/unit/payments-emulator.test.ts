import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { startPaymentsEmulator, startPaymentsEmulatorProcess, type PaymentsEmulator } from '../../lib/local/payments-emulator';
import { freePort, stopProcess, tailLog } from '../../lib/local/processes';

/**
 * The local payments emulator driven by the real stripe SDK, its hosted pages by plain
 * HTTP form posts, and its webhooks received and verified with the SDK.
 */
const SECRET = 'sk_test_solace_local';
const WEBHOOK_SECRET = 'whsec_solace_local';
const PRICE = 'price_solace_premium_monthly';

interface Delivery {
  event: Stripe.Event;
  raw: string;
}

const mode = (file: string) => fs.statSync(file).mode & 0o777;

async function waitFor<T>(probe: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('local payments emulator', () => {
  let dataDir: string;
  let emulator: PaymentsEmulator;
  let stripe: Stripe;
  let base: string;
  let receiver: http.Server;
  const logs: string[] = [];
  const deliveries: Delivery[] = [];
  const rejectedSignatures: string[] = [];
  let failNext = 0;
  let alwaysFail = false;
  let umask: number;

  /** Event types delivered so far about one customer, in arrival order. */
  const deliveredFor = (customer: string) =>
    deliveries.filter((d) => (d.event.data.object as { customer?: unknown }).customer === customer).map((d) => d.event.type);

  const api = (pathname: string, init: RequestInit & { auth?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    if (init.auth !== null) headers.set('Authorization', `Bearer ${init.auth ?? SECRET}`);
    if (init.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return fetch(`${base}${pathname}`, { ...init, headers });
  };

  const hook = (pathname: string, body: unknown) =>
    api(pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

  const stillServes = async () => {
    const res = await api('/v1/customers?limit=1');
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    // The most permissive umask: the files' modes must not depend on the user's.
    umask = process.umask(0);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-emulator-'));
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (alwaysFail || failNext > 0) {
          failNext = Math.max(0, failNext - 1);
          res.writeHead(500).end();
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        try {
          const event = stripe.webhooks.constructEvent(raw, String(req.headers['stripe-signature']), WEBHOOK_SECRET);
          deliveries.push({ event, raw });
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
        } catch (error) {
          rejectedSignatures.push((error as Error).message);
          res.writeHead(400).end();
        }
      });
    });
    const receiverPort = await freePort();
    await new Promise<void>((resolve) => receiver.listen(receiverPort, '127.0.0.1', () => resolve()));
    const port = await freePort();
    emulator = await startPaymentsEmulator({
      port,
      dataDir,
      webhookUrl: `http://127.0.0.1:${receiverPort}/webhooks/stripe`,
      webhookRetry: { attempts: 3, baseDelayMs: 30, timeoutMs: 2000 },
      log: (line) => logs.push(line),
    });
    base = emulator.url;
    stripe = new Stripe(SECRET, { host: '127.0.0.1', port, protocol: 'http' });
  });

  afterAll(async () => {
    await emulator?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    process.umask(umask);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('API through the stripe SDK', () => {
    it('refuses a wrong or missing secret key with 401', async () => {
      const wrong = new Stripe('sk_test_wrong_key_1234', { host: '127.0.0.1', port: emulator.port, protocol: 'http' });
      await expect(wrong.customers.create({ email: 'a@example.com' })).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
      const missing = await api('/v1/customers', { auth: null });
      expect(missing.status).toBe(401);
      const body = (await missing.json()) as { error: { type: string; message: string } };
      expect(body.error.type).toBe('invalid_request_error');
      expect(body.error.message).toContain('You did not provide an API key');
      const bad = await api('/v1/customers', { auth: 'sk_test_other_9999' });
      expect(bad.status).toBe(401);
      expect(((await bad.json()) as { error: { message: string } }).error.message).not.toContain('sk_test_other_9999');
    });

    it('creates, retrieves, updates and lists customers', async () => {
      const created = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: 'user-1' } });
      expect(created).toMatchObject({ object: 'customer', email: 'ada@example.com', name: 'Ada', metadata: { userId: 'user-1' }, livemode: false });
      expect(created.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
      const fetched = await stripe.customers.retrieve(created.id);
      expect(fetched).toMatchObject({ id: created.id, email: 'ada@example.com' });
      const updated = await stripe.customers.update(created.id, { metadata: { plan: 'premium', userId: '' } });
      expect(updated.metadata).toEqual({ plan: 'premium' });
      const byEmail = await stripe.customers.list({ email: 'ada@example.com' });
      expect(byEmail.data.map((c) => c.id)).toEqual([created.id]);
      await expect(stripe.customers.retrieve('cus_doesnotexist')).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    });

    it('creates a payment intent, declines pm_card_chargeDeclined and then succeeds with pm_card_visa', async () => {
      const customer = await stripe.customers.create({ email: 'pay@example.com' });
      const intent = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd', customer: customer.id, metadata: { userId: 'user-2' } });
      expect(intent).toMatchObject({ object: 'payment_intent', status: 'requires_payment_method', amount: 2500, currency: 'usd', customer: customer.id });
      expect(intent.id).toMatch(/^pi_/);
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));

      const declined = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
      expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect(declined).toMatchObject({ rawType: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', statusCode: 402 });
      expect((declined as Stripe.errors.StripeCardError).payment_intent?.id).toBe(intent.id);
      const afterDecline = await stripe.paymentIntents.retrieve(intent.id);
      expect(afterDecline.status).toBe('requires_payment_method');
      expect(afterDecline.last_payment_error).toMatchObject({ type: 'card_error', code: 'card_declined' });

      const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
      expect(paid).toMatchObject({ status: 'succeeded', amount_received: 2500, last_payment_error: null });
      await expect(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' })).rejects.toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });

      await waitFor(() => deliveredFor(customer.id).length >= 2);
      expect(deliveredFor(customer.id)).toEqual(['payment_intent.payment_failed', 'payment_intent.succeeded']);
    });

    it('replays a POST sent again with the same Idempotency-Key', async () => {
      const first = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
      const again = await stripe.customers.create({ email: 'same@example.com' }, { idempotencyKey: 'key-1' });
      expect(again.id).toBe(first.id);
      await expect(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'key-1' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    });

    it('creates an incomplete subscription without a card, active once its invoice is paid', async () => {
      const customer = await stripe.customers.create({ email: 'sub@example.com' });
      const sub = await stripe.subscriptions.create({
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

      await stripe.paymentIntents.confirm(invoice.payment_intent.id, { payment_method: 'pm_card_visa' });
      const active = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(active.status).toBe('active');
      expect((active.latest_invoice as Stripe.Invoice).status).toBe('paid');
      await waitFor(() => deliveredFor(customer.id).length >= 4);
      expect(deliveredFor(customer.id)).toEqual(['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid', 'customer.subscription.updated']);
      const updated = deliveries.find((d) => d.event.type === 'customer.subscription.updated' && (d.event.data.object as Stripe.Subscription).id === sub.id);
      expect(updated?.event.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    });

    it('subscribes a customer with a default card at once, cancels at period end, lists and deletes', async () => {
      const customer = await stripe.customers.create({
        email: 'card@example.com',
        payment_method: 'pm_card_visa',
        invoice_settings: { default_payment_method: 'pm_card_visa' },
      });
      expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
      expect(sub.status).toBe('active');
      const item = sub.items.data[0] as Stripe.SubscriptionItem;
      expect(item.current_period_end).toBeGreaterThan(item.current_period_start);

      const ending = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
      expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: item.current_period_end });
      const listed = await stripe.subscriptions.list({ customer: customer.id });
      expect(listed.data.map((s) => s.id)).toEqual([sub.id]);

      const canceled = await stripe.subscriptions.cancel(sub.id);
      expect(canceled).toMatchObject({ status: 'canceled' });
      expect(canceled.ended_at).not.toBeNull();
      expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
      expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data.map((s) => s.id)).toEqual([sub.id]);

      await waitFor(() => deliveredFor(customer.id).length >= 5);
      expect(deliveredFor(customer.id)).toEqual([
        'customer.subscription.created',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ]);
    });

    it('refuses an unknown price, a missing customer and unknown parameters', async () => {
      const customer = await stripe.customers.create({});
      await expect(stripe.subscriptions.create({ customer: customer.id, items: [{ price: 'price_nope' }] })).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
        param: 'items[0][price]',
      });
      await expect(stripe.subscriptions.create({ customer: 'cus_missing', items: [{ price: PRICE }] })).rejects.toMatchObject({ statusCode: 404 });
      await expect(stripe.customers.create({ emial: 'typo@example.com' } as Stripe.CustomerCreateParams)).rejects.toMatchObject({
        statusCode: 400,
        code: 'parameter_unknown',
        param: 'emial',
      });
    });

    it('lists and retrieves events in Stripe\'s envelope', async () => {
      const list = await stripe.events.list({ limit: 3, type: 'invoice.paid' });
      expect(list.data.length).toBeGreaterThan(0);
      const event = list.data[0] as Stripe.Event;
      expect(event).toMatchObject({ object: 'event', type: 'invoice.paid', livemode: false, api_version: Stripe.API_VERSION });
      expect(event.id).toMatch(/^evt_/);
      const fetched = await stripe.events.retrieve(event.id);
      expect(fetched.data.object).toEqual(event.data.object);
      const page2 = await stripe.events.list({ limit: 2, starting_after: event.id });
      expect(page2.data.every((e) => e.id !== event.id)).toBe(true);
    });
  });

  describe('hosted checkout page', () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const card = { cardExpiry: '12 / 39', cardCvc: '123', billingName: 'Ada Lovelace' };

    it('creates a session whose url is a page with labelled card fields and a strict CSP', async () => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer_email: 'page@example.com',
        line_items: [{ price: PRICE, quantity: 1 }],
        success_url: 'http://app.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://app.test/billing/canceled',
      });
      expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', mode: 'subscription', amount_total: 4999 });
      expect(session.id).toMatch(/^cs_test_/);
      expect(session.url).toBe(`${base}/c/pay/${session.id}`);
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
      const customer = await stripe.customers.create({ email: 'checkout@example.com' });
      const session = await stripe.checkout.sessions.create({
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
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

      const invalid = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4241', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
      expect(invalid.status).toBe(400);
      expect(await invalid.text()).toContain('Your card number is invalid.');

      const paid = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4242', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`http://app.test/billing/success?session_id=${session.id}`);

      const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'line_items'] });
      expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id, client_reference_id: 'user-42' });
      const sub = completed.subscription as Stripe.Subscription;
      expect(sub).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
      expect(sub.default_payment_method).toMatch(/^pm_/);
      expect(completed.line_items?.data[0]).toMatchObject({ quantity: 1, price: { id: PRICE } });

      // Paying twice does not subscribe twice: the page sends the customer on.
      const again = await fetch(url, { method: 'POST', body: form({ cardNumber: '4242 4242 4242 4242', ...card }), headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
      expect(again.status).toBe(303);
      expect((await stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);

      await waitFor(() => deliveredFor(customer.id).length >= 4);
      expect(deliveredFor(customer.id)).toEqual(['customer.subscription.created', 'payment_intent.succeeded', 'invoice.paid', 'checkout.session.completed']);
      const completedEvent = deliveries.find((d) => d.event.type === 'checkout.session.completed' && (d.event.data.object as Stripe.Checkout.Session).id === session.id);
      expect(completedEvent?.event.data.object).toMatchObject({ client_reference_id: 'user-42', subscription: sub.id, metadata: { userId: 'user-42' } });
    });

    it('makes a customer from the typed email when the session has none', async () => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: 'hosted_page',
        line_items: [{ price: PRICE }],
        success_url: 'http://app.test/ok',
      });
      expect(session).toMatchObject({ ui_mode: 'hosted_page', customer: null, customer_creation: 'always' });
      await expect(stripe.checkout.sessions.create({ mode: 'subscription', ui_mode: 'embedded_page', line_items: [{ price: PRICE }], success_url: 'http://app.test/ok' })).rejects.toMatchObject({
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
      const completed = await stripe.checkout.sessions.retrieve(session.id);
      const customer = await stripe.customers.retrieve(completed.customer as string);
      expect(customer).toMatchObject({ email: 'new@example.com', name: 'Ada Lovelace' });
    });
  });

  describe('hosted billing portal', () => {
    it('shows the subscription, cancels at period end, resumes and returns to Solace', async () => {
      const customer = await stripe.customers.create({ email: 'portal@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
      const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://app.test/account' });
      expect(portal).toMatchObject({ object: 'billing_portal.session', customer: customer.id, return_url: 'http://app.test/account' });
      expect(portal.id).toMatch(/^bps_/);
      expect(portal.url.startsWith(`${base}/p/session/`)).toBe(true);

      const page = await fetch(portal.url);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Premium Subscription');
      expect(html).toContain('Active');
      expect(html).toContain('Current period ends');
      expect(html).toContain('Visa ending in 4242');
      expect(html).toContain('Cancel subscription');
      expect(html).toContain('href="http://app.test/account">Return to Solace</a>');
      const action = /action="([^"]+\/cancel)"/.exec(html)?.[1] as string;

      const canceled = await fetch(`${base}${action}`, { method: 'POST', redirect: 'manual' });
      expect(canceled.status).toBe(303);
      expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(true);
      const after = await (await fetch(`${base}${canceled.headers.get('location')}`)).text();
      expect(after).toContain('Resume');
      expect(after).toContain('role="status"');
      const resume = /action="([^"]+\/resume)"/.exec(after)?.[1] as string;
      expect((await fetch(`${base}${resume}`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);

      // Another customer's portal cannot change this subscription.
      const other = await stripe.customers.create({});
      const otherPortal = await stripe.billingPortal.sessions.create({ customer: other.id });
      const forged = await fetch(`${otherPortal.url}/subscriptions/${sub.id}/cancel`, { method: 'POST', redirect: 'manual' });
      expect(forged.status).toBe(404);
      expect((await stripe.subscriptions.retrieve(sub.id)).cancel_at_period_end).toBe(false);
    });
  });

  describe('webhooks and test hooks', () => {
    it('signs every delivery so that stripe.webhooks.constructEvent accepts it', async () => {
      await waitFor(() => deliveries.length > 0);
      expect(rejectedSignatures).toEqual([]);
      for (const d of deliveries) {
        expect(d.event).toMatchObject({ object: 'event', livemode: false, api_version: Stripe.API_VERSION });
        expect(typeof d.event.created).toBe('number');
      }
    });

    it('renews at period end with a new paid invoice, and ends a subscription cancelled at period end', async () => {
      const customer = await stripe.customers.create({ payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
      const firstEnd = (sub.items.data[0] as Stripe.SubscriptionItem).current_period_end;
      const renewed = await hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
      expect(renewed.status).toBe(200);
      const after = await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] });
      expect(after.status).toBe('active');
      expect(after.items.data[0]?.current_period_start).toBe(firstEnd);
      expect(after.latest_invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_cycle' });

      await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
      expect((await hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' })).status).toBe(200);
      expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('canceled');
      await waitFor(() => deliveredFor(customer.id).length >= 8);
      expect(deliveredFor(customer.id)).toEqual([
        'customer.subscription.created',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
        'payment_intent.succeeded',
        'invoice.paid',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ]);
    });

    it('makes a renewal whose card fails past_due (invoice.payment_failed), then ends it', async () => {
      const customer = await stripe.customers.create({ payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
      const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
      const failing = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: customer.id });
      expect(failing).toMatchObject({ object: 'payment_method', customer: customer.id, card: { last4: '0341' } });
      await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: failing.id } });
      // A card that declines already when saved cannot be attached.
      await expect(stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id })).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
      await hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
      expect((await stripe.subscriptions.retrieve(sub.id)).status).toBe('past_due');
      await hook('/__emulator/advance', { subscriptionId: sub.id, to: 'period_end' });
      const ended = await stripe.subscriptions.retrieve(sub.id);
      expect(ended).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
      await waitFor(() => deliveredFor(customer.id).includes('customer.subscription.deleted'));
      expect(deliveredFor(customer.id).slice(3)).toEqual([
        'customer.subscription.updated',
        'payment_intent.payment_failed',
        'invoice.payment_failed',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ]);
    });

    it('retries a failed delivery with backoff, and gives up after the last attempt without blocking the next event', async () => {
      failNext = 2;
      const first = await stripe.customers.create({});
      await stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: first.id, payment_method: 'pm_card_visa', confirm: true });
      await waitFor(() => deliveredFor(first.id).length === 1);
      expect(logs.some((l) => l.includes('attempt 1') && l.includes('retrying'))).toBe(true);

      alwaysFail = true;
      const second = await stripe.customers.create({});
      await stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: second.id, payment_method: 'pm_card_visa', confirm: true });
      await waitFor(() => logs.some((l) => l.includes('gave up after 3 attempts')));
      alwaysFail = false;
      const third = await stripe.customers.create({});
      await stripe.paymentIntents.create({ amount: 100, currency: 'usd', customer: third.id, payment_method: 'pm_card_visa', confirm: true });
      await waitFor(() => deliveredFor(third.id).length === 1);
      expect(deliveredFor(second.id)).toEqual([]);
      const given = (await stripe.events.list({ type: 'payment_intent.succeeded', limit: 3 })).data.find(
        (e) => (e.data.object as Stripe.PaymentIntent).customer === second.id,
      );
      expect(given?.pending_webhooks).toBe(0);
    });

    it('redelivers an event on request, with the same id', async () => {
      const customer = await stripe.customers.create({});
      await stripe.paymentIntents.create({ amount: 700, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
      const delivered = await waitFor(() => deliveries.find((d) => (d.event.data.object as { customer?: string }).customer === customer.id));
      const res = await hook('/__emulator/redeliver', { eventId: delivered.event.id });
      expect(res.status).toBe(200);
      await waitFor(() => deliveries.filter((d) => d.event.id === delivered.event.id).length === 2);
      expect((await hook('/__emulator/redeliver', { eventId: 'evt_missing' })).status).toBe(404);
      expect((await hook('/__emulator/advance', { subscriptionId: 'sub_missing', to: 'period_end' })).status).toBe(404);
      expect((await hook('/__emulator/advance', { to: 'period_end' })).status).toBe(400);
      expect((await api('/__emulator/advance', { method: 'POST', auth: null })).status).toBe(401);
    });
  });

  describe('hostile input', () => {
    const post = (body: string, pathname = '/v1/customers') => api(pathname, { method: 'POST', body });

    it.each([
      ['broken percent-encoding', 'email=%E0%A4%A'],
      ['a deep key', 'metadata[a][b][c][d][e][f][g]=1'],
      ['a huge key', `${'k'.repeat(10_000)}=1`],
      ['too many parameters', Array.from({ length: 1500 }, (_, i) => `metadata[k${i}]=1`).join('&')],
      ['a value that is also a hash', 'metadata=x&metadata[a]=b'],
      ['unpaired brackets', 'metadata[a=1'],
      ['a metadata value that is a hash', 'metadata[__proto__][polluted]=1'],
      ['an unknown parameter', 'foo=bar'],
    ])('answers %s with a Stripe-style 400', async (_name, body) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { type: string; message: string } };
      expect(json.error.type).toBe('invalid_request_error');
      expect(json.error.message.length).toBeGreaterThan(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await stillServes();
    });

    it.each([
      ['beyond the safe integers', '9007199254740993'],
      ['in exponent form', '1e3'],
      ['with a fraction', '10.5'],
      ['negative', '-100'],
      ['hexadecimal', '0x10'],
    ])('refuses an amount %s', async (_name, amount) => {
      const res = await post(`amount=${amount}&currency=usd`, '/v1/payment_intents');
      expect(res.status).toBe(400);
      const json = (await res.json()) as { error: { param: string; code: string } };
      expect(json.error).toMatchObject({ param: 'amount', code: 'parameter_invalid_integer' });
    });

    it('refuses a body over the size limit with 413, JSON bodies and unknown routes, and goes on', async () => {
      const big = await post(`description=${'x'.repeat(300 * 1024)}`);
      expect(big.status).toBe(413);
      const json = await api('/v1/customers', { method: 'POST', body: '{"email":"a@example.com"}', headers: { 'Content-Type': 'application/json' } });
      expect(json.status).toBe(400);
      const unknown = await api('/v1/nothing-here');
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('Unrecognized request URL');
      expect((await api('/v1/customers/../../etc/passwd')).status).toBe(404);
      await stillServes();
    });

    it('survives a malformed HTTP request', async () => {
      const answer = await new Promise<string>((resolve) => {
        const socket = net.connect(emulator.port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        let text = '';
        socket.on('data', (d) => (text += d.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
      expect(answer).toContain('400');
      await stillServes();
    });

    it('never logs card numbers or secrets', () => {
      const all = logs.join('\n');
      expect(all.length).toBeGreaterThan(0);
      for (const secret of ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '4000 0000 0000 0002', SECRET, WEBHOOK_SECRET, 'sk_test_wrong_key_1234']) {
        expect(all).not.toContain(secret);
      }
    });
  });

  describe('persistence', () => {
    it('says which port is in use', async () => {
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-port-'));
      await expect(startPaymentsEmulator({ port: emulator.port, dataDir: other, log: () => undefined })).rejects.toThrow(/Port \d+ is already in use .*PAYMENTS_PORT/);
      fs.rmSync(other, { recursive: true, force: true });
    });

    it('keeps objects across a restart with the same data directory, in owner-only files', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-restart-'));
      try {
        const port = await freePort();
        const options = { port, dataDir: dir, log: () => undefined };
        const sdk = new Stripe(SECRET, { host: '127.0.0.1', port, protocol: 'http' });
        let running = await startPaymentsEmulator(options);
        const customer = await sdk.customers.create({ email: 'kept@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
        const sub = await sdk.subscriptions.create({ customer: customer.id, items: [{ price: PRICE }] });
        await running.close();

        const paymentsDir = path.join(dir, 'payments');
        expect(mode(paymentsDir)).toBe(0o700);
        const file = path.join(paymentsDir, 'customers', `${customer.id}.json`);
        expect(mode(file)).toBe(0o600);
        expect(mode(path.join(paymentsDir, 'subscriptions'))).toBe(0o700);
        expect(fs.readdirSync(path.join(paymentsDir, 'customers')).every((n) => n.endsWith('.json'))).toBe(true);

        running = await startPaymentsEmulator(options);
        try {
          expect(await sdk.customers.retrieve(customer.id)).toMatchObject({ email: 'kept@example.com' });
          expect(await sdk.subscriptions.retrieve(sub.id)).toMatchObject({ status: 'active' });
          const later = await sdk.customers.create({});
          const list = await sdk.customers.list({ limit: 2 });
          expect(list.data.map((c) => c.id)).toEqual([later.id, customer.id]);
          expect((await sdk.events.list({ type: 'customer.subscription.created' })).data.map((e) => (e.data.object as Stripe.Subscription).id)).toEqual([sub.id]);
        } finally {
          await running.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('delivers, after a restart, the events an earlier run could not', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-resume-'));
      const received: string[] = [];
      const sink = http.createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          received.push(String(req.headers['stripe-signature']));
          res.writeHead(200).end();
        });
      });
      try {
        const sinkPort = await freePort();
        const port = await freePort();
        const sdk = new Stripe(SECRET, { host: '127.0.0.1', port, protocol: 'http' });
        const options = { port, dataDir: dir, webhookUrl: `http://127.0.0.1:${sinkPort}/`, webhookRetry: { attempts: 1, baseDelayMs: 1, timeoutMs: 500 }, log: () => undefined };
        // Nothing listens yet: the delivery cannot succeed; stopping keeps it pending.
        let running = await startPaymentsEmulator({ ...options, webhookRetry: { attempts: 50, baseDelayMs: 200, timeoutMs: 500 } });
        const customer = await sdk.customers.create({});
        await sdk.paymentIntents.create({ amount: 100, currency: 'usd', customer: customer.id, payment_method: 'pm_card_visa', confirm: true });
        await running.close();
        await new Promise<void>((resolve) => sink.listen(sinkPort, '127.0.0.1', () => resolve()));
        running = await startPaymentsEmulator(options);
        try {
          await waitFor(() => received.length === 1);
        } finally {
          await running.close();
        }
      } finally {
        await new Promise<void>((resolve) => sink.close(() => resolve()));
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('as a process of its own (bin/payments-emulator.ts)', () => {
    it('starts from environment variables, answers the SDK and outlives bad requests', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-process-'));
      const port = await freePort();
      const p = await startPaymentsEmulatorProcess({ port, dataDir: dir, logDir: path.join(dir, 'logs') });
      try {
        const sdk = new Stripe(SECRET, { host: '127.0.0.1', port, protocol: 'http' });
        const customer = await sdk.customers.create({ email: 'process@example.com' });
        const bad = await fetch(`http://127.0.0.1:${port}/v1/customers`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${SECRET}`, 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'a[b][c][d][e][f][g][h]=%ZZ',
        });
        expect(bad.status).toBe(400);
        expect(await sdk.customers.retrieve(customer.id)).toMatchObject({ email: 'process@example.com' });
        expect(fs.existsSync(path.join(dir, 'payments', 'customers', `${customer.id}.json`))).toBe(true);
      } finally {
        await stopProcess(p);
      }
      const log = tailLog(p.logFile, 200);
      expect(log).toContain('listening on');
      expect(log).not.toContain(SECRET);
      fs.rmSync(dir, { recursive: true, force: true });
    }, 60_000);
  });
});
