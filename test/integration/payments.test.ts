import Stripe from 'stripe';
import type { CheckoutResponse, PaymentIntentResponse, PortalResponse, SubscriptionStatusResponse, SubscriptionView } from '../../lambdas/contracts/payments';
import { keys } from '../../lambdas/shared/db/keys';
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_STRIPE_WEBHOOK_SECRET } from '../../lib/local/lambda-environment';
import { api, getItem, registerUser, stack, type TestUser } from './helpers/stack';

const paymentsUrl = stack.info.paymentsUrl;
const emulator = new URL(paymentsUrl);
const stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: emulator.hostname, port: Number(emulator.port), protocol: 'http' });
const appUrl = process.env.APP_URL!;
const PRICE_ID = 'price_solace_premium_monthly';

const status = async (token: string) => (await api<SubscriptionStatusResponse>('GET', '/payments/subscription-status', { token })).body.subscription;

async function waitForStatus(token: string, done: (s: SubscriptionView) => boolean): Promise<SubscriptionView> {
  for (let i = 0; i < 100; i++) {
    const current = await status(token);
    if (done(current)) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`subscription never reached the expected state: ${JSON.stringify(await status(token))}`);
}

/**
 * Waits until every event the payments emulator made about the user's customer has been
 * handled (each handled event is recorded with its effect), so no late delivery changes the
 * user while a test reads them.
 */
async function allEventsHandled(u: TestUser): Promise<void> {
  const customer = (await getItem(keys.user(u.id)))?.stripeCustomerId;
  for (let i = 0; i < 100; i++) {
    const { data } = await stripe.events.list({ limit: 100 });
    const theirs = data.filter((e) => (e.data.object as { customer?: unknown }).customer === customer);
    const handled = await Promise.all(theirs.map(async (e) => (await getItem(keys.stripeEvent(e.id))) !== undefined));
    if (customer && theirs.length > 0 && handled.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the emulator\'s events were never all handled');
}

/** Pays on the emulator's hosted checkout page as a person would, with a test card. */
async function payOnCheckoutPage(checkoutUrl: string, cardNumber: string): Promise<Response> {
  const page = await fetch(checkoutUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no checkout form');
  const form = new URLSearchParams({ email: 'buyer@example.com', cardNumber, cardExpiry: '12 / 34', cardCvc: '123', billingName: 'Ada Buyer' });
  return fetch(new URL(action.replace(/&amp;/g, '&'), checkoutUrl), { method: 'POST', body: form, redirect: 'manual' });
}

async function subscribe(u: TestUser): Promise<SubscriptionView> {
  const checkout = await api<CheckoutResponse>('POST', '/payments/create-subscription', { token: u.token, body: { planId: 'monthly', returnUrl: `${appUrl}/settings` } });
  expect(checkout.status).toBe(200);
  const paid = await payOnCheckoutPage(checkout.body.url, '4242 4242 4242 4242');
  expect(paid.status).toBe(303);
  expect(paid.headers.get('location')).toBe(`${appUrl}/settings?checkout=success&session_id=${checkout.body.sessionId}`);
  return waitForStatus(u.token, (s) => s.status === 'active');
}

async function signedDelivery(payload: object, secret: string = LOCAL_STRIPE_WEBHOOK_SECRET) {
  const body = JSON.stringify(payload);
  const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return api<{ received?: boolean; duplicate?: boolean; message?: string }>('POST', '/payments/webhook', {
    rawBody: body,
    headers: { 'Stripe-Signature': header },
  });
}

describe('payments: subscription through the hosted checkout and its webhooks', () => {
  it('starts with no subscription (the free trial)', async () => {
    const u = await registerUser();
    expect(await status(u.token)).toEqual({ status: 'none' });
  });

  it('subscribes with 4242…: the webhook makes the user premium for a month', async () => {
    const u = await registerUser();
    const before = Date.now();
    const view = await subscribe(u);
    expect(view).toMatchObject({ status: 'active', plan: 'monthly', source: 'stripe' });
    expect(Date.parse(view.endDate!)).toBeGreaterThan(before + 27 * 86_400_000);
    const me = (await api<{ subscription: unknown }>('GET', '/auth/me', { token: u.token })).body;
    expect(me.subscription).toMatchObject({ status: 'active', source: 'stripe' });
    const again = await api<{ message: string }>('POST', '/payments/create-subscription', { token: u.token, body: { planId: 'monthly' } });
    expect(again.status).toBe(409);
  });

  it('shows the provider\'s decline on the checkout page and changes nothing', async () => {
    const u = await registerUser();
    const checkout = await api<CheckoutResponse>('POST', '/payments/create-subscription', { token: u.token, body: { planId: 'monthly' } });
    const declined = await payOnCheckoutPage(checkout.body.url, '4000 0000 0000 0002');
    expect(await declined.text()).toContain('Your card was declined.');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await status(u.token)).toEqual({ status: 'none' });
  });

  it('cancels at the period end and opens the customer portal', async () => {
    const u = await registerUser();
    await subscribe(u);
    const portal = await api<PortalResponse>('POST', '/payments/customer-portal', { token: u.token, body: { returnUrl: `${appUrl}/settings` } });
    expect(portal.status).toBe(200);
    expect(portal.body.url.startsWith(paymentsUrl)).toBe(true);
    const cancelled = await api<{ subscription: SubscriptionView }>('POST', '/payments/cancel-subscription', { token: u.token, body: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await waitForStatus(u.token, (s) => s.cancelAtPeriodEnd === true)).toMatchObject({ status: 'active' });
  });

  it('creates a payment intent for the plan, for the caller whatever userId the body names', async () => {
    const u = await registerUser();
    const other = await registerUser();
    const res = await api<PaymentIntentResponse>('POST', '/payments/create-payment-intent', { token: u.token, body: { planId: 'monthly', userId: other.id } });
    expect(res.status).toBe(200);
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_/);
    const intent = await stripe.paymentIntents.retrieve(res.body.clientSecret.split('_secret_')[0]!);
    expect(intent).toMatchObject({ amount: 4999, currency: 'usd', metadata: { userId: u.id, planId: 'monthly' } });
    expect((await getItem(keys.user(other.id)))?.stripeCustomerId).toBeUndefined();
  });

  it('gives a month of Premium when the payment intent of the card flow succeeds', async () => {
    const u = await registerUser();
    const before = Date.now();
    const res = await api<PaymentIntentResponse>('POST', '/payments/create-payment-intent', { token: u.token, body: { planId: 'monthly' } });
    const intentId = res.body.clientSecret.split('_secret_')[0]!;
    const declined = await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' }).catch((error: { code?: string }) => error);
    expect((declined as { code?: string }).code).toBe('card_declined');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await status(u.token)).toEqual({ status: 'none' });
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const view = await waitForStatus(u.token, (s) => s.status === 'active');
    expect(view).toMatchObject({ status: 'active', plan: 'monthly', source: 'stripe' });
    expect(Date.parse(view.endDate!)).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 1000);
    expect(Date.parse(view.endDate!)).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000);
  });

  it.each([
    ['/payments/create-subscription', { planId: 'yearly' }],
    ['/payments/create-subscription', { planId: 'monthly', returnUrl: 'https://evil.example/settings' }],
    ['/payments/customer-portal', {}],
    ['/payments/customer-portal', { returnUrl: 'javascript:alert(1)' }],
    ['/payments/create-payment-intent', {}],
  ])('refuses %s %j with 400', async (path, body) => {
    const u = await registerUser();
    expect((await api('POST', path, { token: u.token, body })).status).toBe(400);
  });

  it('passes on the return address as the URL parser reads it, never as typed', async () => {
    const u = await registerUser();
    // WHATWG URL reads a backslash as a slash: this is the app's origin, path /@evil.example.
    const typed = `${appUrl}\\@evil.example`;
    const normalised = `${appUrl}/@evil.example`;
    const checkout = await api<CheckoutResponse>('POST', '/payments/create-subscription', { token: u.token, body: { planId: 'monthly', returnUrl: typed } });
    expect(checkout.status).toBe(200);
    const session = await stripe.checkout.sessions.retrieve(checkout.body.sessionId);
    expect(session.success_url).toBe(`${normalised}?checkout=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${normalised}?checkout=cancelled`);

    const portal = await api<PortalResponse>('POST', '/payments/customer-portal', { token: u.token, body: { returnUrl: typed } });
    expect(portal.status).toBe(200);
    const page = await (await fetch(portal.body.url)).text();
    expect(page).toContain(`href="${normalised}"`);
    expect(page).not.toContain('\\');
  });

  it('answers 409 to a portal or a cancellation without a subscription, 401 without a user', async () => {
    const u = await registerUser();
    expect((await api('POST', '/payments/customer-portal', { token: u.token, body: { returnUrl: `${appUrl}/settings` } })).status).toBe(409);
    expect((await api('POST', '/payments/cancel-subscription', { token: u.token, body: {} })).status).toBe(409);
    expect((await api('GET', '/payments/subscription-status')).status).toBe(401);
  });
});

describe('payments: the webhook', () => {
  it('refuses a bad or missing signature with 400 and no effect', async () => {
    const u = await registerUser();
    const event = { id: `evt_forged_${Date.now()}`, object: 'event', type: 'customer.subscription.updated', created: Math.floor(Date.now() / 1000), data: { object: { id: 'sub_x', object: 'subscription', metadata: { userId: u.id } } } };
    const forged = await signedDelivery(event, 'whsec_not_the_secret');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Invalid signature');
    const unsigned = await api<{ message: string }>('POST', '/payments/webhook', { rawBody: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    const tampered = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: LOCAL_STRIPE_WEBHOOK_SECRET });
    const changed = await api('POST', '/payments/webhook', { rawBody: JSON.stringify({ ...event, type: 'invoice.paid' }), headers: { 'Stripe-Signature': tampered } });
    expect(changed.status).toBe(400);
    const old = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: LOCAL_STRIPE_WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await api('POST', '/payments/webhook', { rawBody: JSON.stringify(event), headers: { 'Stripe-Signature': old } })).status).toBe(400);
    expect(await getItem(keys.stripeEvent(event.id))).toBeUndefined();
    expect(await status(u.token)).toEqual({ status: 'none' });
  });

  it('applies one event delivered 10 times once', async () => {
    const u = await registerUser();
    await subscribe(u);
    const { data } = await stripe.events.list({ limit: 100 });
    const created = data.find((e) => e.type === 'customer.subscription.created' && (e.data.object as Stripe.Subscription).metadata?.userId === u.id);
    expect(created).toBeDefined();
    await allEventsHandled(u);
    const stampBefore = (await getItem(keys.user(u.id)))?.stripeStateAt;
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => signedDelivery(created!)));
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(deliveries.filter((d) => d.body.duplicate !== true)).toHaveLength(0);
    expect((await getItem(keys.user(u.id)))?.stripeStateAt).toBe(stampBefore);
    expect(await getItem(keys.stripeEvent(created!.id))).toMatchObject({ type: 'customer.subscription.created' });

    // A new event, 10 deliveries at once: exactly one applies it.
    const fresh = { ...created!, id: `evt_fresh_${Date.now()}`, type: 'customer.subscription.updated' };
    const burst = await Promise.all(Array.from({ length: 10 }, () => signedDelivery(fresh)));
    expect(burst.every((d) => d.status === 200)).toBe(true);
    expect(burst.filter((d) => d.body.duplicate !== true)).toHaveLength(1);
    expect(await status(u.token)).toMatchObject({ status: 'active', source: 'stripe' });
  }, 30_000);

  it('keeps the newest state whatever order events come in: a late "deleted" of an active subscription changes nothing', async () => {
    const u = await registerUser();
    const active = await subscribe(u);
    const [subscription] = (await stripe.subscriptions.list({ customer: (await getItem(keys.user(u.id)))!.stripeCustomerId as string })).data;
    // An event that says the subscription ended, older than what Stripe now says.
    const stale = {
      id: `evt_stale_${Date.now()}`,
      object: 'event',
      type: 'customer.subscription.deleted',
      created: Math.floor(Date.now() / 1000) - 3600,
      data: { object: { ...subscription, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) - 3600 } },
    };
    const res = await signedDelivery(stale);
    expect(res.status).toBe(200);
    expect(await status(u.token)).toEqual(active);
    expect(await getItem(keys.stripeEvent(stale.id))).toBeDefined();
  });

  it('never adopts a customer the app did not make for the user: a subscription naming them on another customer changes nothing', async () => {
    const victim = await registerUser();
    const other = await registerUser();
    // Someone else's customer (the app's customer of another user), and one with no owner at all.
    const foreign = [
      await stripe.customers.create({ email: other.email, metadata: { userId: other.id }, payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } }),
      await stripe.customers.create({ email: 'stranger@example.com', payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } }),
    ];
    for (const customer of foreign) {
      const subscription = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: PRICE_ID }], metadata: { userId: victim.id } });
      expect(subscription.status).toBe('active');
      const event = { id: `evt_foreign_${customer.id}`, object: 'event', type: 'customer.subscription.created', created: Math.floor(Date.now() / 1000), data: { object: subscription } };
      const res = await signedDelivery(event);
      expect(res.status).toBe(200);
      expect(await getItem(keys.stripeEvent(event.id))).toBeDefined();
    }
    // The emulator's own deliveries of the same subscriptions have had time to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const stored = await getItem(keys.user(victim.id));
    expect(stored?.stripeCustomerId).toBeUndefined();
    expect(stored?.subscription).toEqual({ status: 'none' });
    expect(await status(victim.token)).toEqual({ status: 'none' });
    expect((await api('POST', '/payments/customer-portal', { token: victim.token, body: { returnUrl: `${appUrl}/settings` } })).status).toBe(409);
  });

  it('takes a customer the app made for the user, named in its own metadata, even before the user item has its id', async () => {
    const u = await registerUser();
    const own = await stripe.customers.create({ email: u.email, metadata: { userId: u.id }, payment_method: 'pm_card_visa', invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const subscription = await stripe.subscriptions.create({ customer: own.id, items: [{ price: PRICE_ID }], metadata: { userId: u.id } });
    const res = await signedDelivery({ id: `evt_own_${own.id}`, object: 'event', type: 'customer.subscription.created', created: Math.floor(Date.now() / 1000), data: { object: subscription } });
    expect(res.status).toBe(200);
    expect(await status(u.token)).toMatchObject({ status: 'active', source: 'stripe' });
    expect((await getItem(keys.user(u.id)))?.stripeCustomerId).toBe(own.id);
  });

  it('answers 200 to a signed event about an object Stripe no longer has, and records it as ignored', async () => {
    const u = await registerUser();
    const now = Math.floor(Date.now() / 1000);
    const events = [
      { type: 'customer.subscription.updated', object: { id: `sub_gone${now}`, object: 'subscription', customer: 'cus_gone', metadata: { userId: u.id } } },
      { type: 'checkout.session.completed', object: { id: `cs_gone${now}`, object: 'checkout.session', subscription: `sub_gone${now}`, metadata: { userId: u.id } } },
      { type: 'invoice.paid', object: { id: `in_gone${now}`, object: 'invoice', subscription: `sub_gone${now}` } },
      { type: 'payment_intent.succeeded', object: { id: `pi_gone${now}`, object: 'payment_intent', customer: 'cus_gone', metadata: { userId: u.id, planId: 'monthly' } } },
    ].map((e, i) => ({ id: `evt_gone_${now}_${i}_${Math.random().toString(36).slice(2)}`, object: 'event', type: e.type, created: now, data: { object: e.object } }));
    for (const event of events) {
      const res = await signedDelivery(event);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ received: true, ignored: true });
      expect(await getItem(keys.stripeEvent(event.id))).toMatchObject({ type: event.type, outcome: 'ignored' });
      // Delivered again, it is the duplicate it is.
      expect((await signedDelivery(event)).body).toMatchObject({ received: true, duplicate: true });
    }
    expect(await status(u.token)).toEqual({ status: 'none' });
  });

  it('refuses a signature stamped further ahead than the tolerance, and takes one a little ahead', async () => {
    const now = Math.floor(Date.now() / 1000);
    const event = { id: `evt_future_${now}_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'customer.created', created: now, data: { object: { id: 'cus_x', object: 'customer' } } };
    const payload = JSON.stringify(event);
    const at = (timestamp: number) => stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET, timestamp });
    const ahead = await api<{ message: string }>('POST', '/payments/webhook', { rawBody: payload, headers: { 'Stripe-Signature': at(now + 600) } });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe('Invalid signature');
    expect(await getItem(keys.stripeEvent(event.id))).toBeUndefined();
    const skewed = await api('POST', '/payments/webhook', { rawBody: payload, headers: { 'Stripe-Signature': at(now + 30) } });
    expect(skewed.status).toBe(200);
    expect(await getItem(keys.stripeEvent(event.id))).toBeDefined();
  });

  it('ends premium when Stripe ends the subscription', async () => {
    const u = await registerUser();
    await subscribe(u);
    const customer = (await getItem(keys.user(u.id)))!.stripeCustomerId as string;
    const [subscription] = (await stripe.subscriptions.list({ customer })).data;
    await stripe.subscriptions.cancel(subscription!.id);
    expect(await waitForStatus(u.token, (s) => s.status === 'expired')).toMatchObject({ status: 'expired', source: 'stripe' });
  });
});
