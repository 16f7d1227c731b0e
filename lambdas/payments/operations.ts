import type Stripe from 'stripe';
import {
  PREMIUM_PLAN,
  type CheckoutResponse,
  type PaymentIntentResponse,
  type PortalResponse,
  type SubscriptionStatusResponse,
  type SubscriptionView,
} from '../contracts/payments';
import { getConfig } from '../shared/config';
import { transactWrite, TransactionRefused } from '../shared/db/transact';
import { getUserRecord, type UserRecord } from '../shared/db/users';
import { BadRequest, Conflict, NotFound } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { getStripe, idOf } from './stripe-client';
import { replaces, saveCustomerId, stripeStateUpdate, subscriptionFromStripe, subscriptionView } from './subscription-state';

/** Spec §9: 49.99 USD, in cents. */
const PLAN_AMOUNT = Math.round(PREMIUM_PLAN.price * 100);

async function currentUser(userId: string): Promise<UserRecord> {
  const user = await getUserRecord(userId);
  if (!user) throw new NotFound('User not found');
  return user;
}

/**
 * A checkout or portal only ever sends the browser back into the app. What is passed on is the
 * address as parsed (`URL.href`), never as typed: the origin checked is the origin anyone
 * reading it will see (`http://app\@evil.example` is passed on as `http://app/@evil.example`).
 */
function appReturnUrl(requested: string | undefined, fallbackPath: string): string {
  const { appUrl, corsOrigins } = getConfig();
  let url: URL;
  try {
    url = new URL(requested ?? `${appUrl}${fallbackPath}`);
  } catch {
    throw new BadRequest('returnUrl must be a URL of this app');
  }
  if (!corsOrigins.includes(url.origin)) throw new BadRequest('returnUrl must be a URL of this app');
  return url.href;
}

/** The user's Stripe customer, made on first need (the user id in its metadata ties webhooks back). */
async function customerOf(stripe: Stripe, user: UserRecord): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  if (await saveCustomerId(user.id, customer.id)) return customer.id;
  // Another request saved one first: use that one.
  return (await currentUser(user.id)).stripeCustomerId ?? customer.id;
}

export async function subscriptionStatus(ctx: RequestContext<'payments.subscriptionStatus'>): Promise<SubscriptionStatusResponse> {
  const user = await currentUser(ctx.auth.userId);
  return { success: true, subscription: subscriptionView(user.subscription) };
}

/** Spec: `{planId, userId}` → `{success, clientSecret}`; the user is the caller, whatever the body says. */
export async function createPaymentIntent(ctx: RequestContext<'payments.createPaymentIntent'>): Promise<PaymentIntentResponse> {
  const user = await currentUser(ctx.auth.userId);
  const stripe = await getStripe();
  const customer = await customerOf(stripe, user);
  const intent = await stripe.paymentIntents.create({
    amount: PLAN_AMOUNT,
    currency: PREMIUM_PLAN.currency.toLowerCase(),
    customer,
    description: PREMIUM_PLAN.name,
    metadata: { userId: user.id, planId: ctx.body.planId },
  });
  if (!intent.client_secret) throw new Error('Stripe returned a payment intent without a client secret');
  return { success: true, clientSecret: intent.client_secret };
}

/** A hosted checkout of the premium plan; the webhook makes the subscription count once paid. */
export async function createSubscription(ctx: RequestContext<'payments.createSubscription'>): Promise<CheckoutResponse> {
  const user = await currentUser(ctx.auth.userId);
  const returnUrl = appReturnUrl(ctx.body.returnUrl, '/settings');
  const view = subscriptionView(user.subscription);
  if (view.status === 'active' && view.source === 'stripe') throw new Conflict('You already have an active subscription');
  const stripe = await getStripe();
  const customer = await customerOf(stripe, user);
  const join = returnUrl.includes('?') ? '&' : '?';
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: user.id,
    line_items: [{ price: getConfig().stripe.priceId, quantity: 1 }],
    success_url: `${returnUrl}${join}checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${returnUrl}${join}checkout=cancelled`,
    metadata: { userId: user.id, planId: ctx.body.planId },
    subscription_data: { metadata: { userId: user.id, planId: ctx.body.planId } },
  });
  if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
  return { success: true, url: session.url, sessionId: session.id };
}

/** Writes Stripe's answer about a subscription to the user, unless a newer state is stored. */
export async function applyStripeSubscription(user: UserRecord, subscription: Stripe.Subscription, readAt: number): Promise<SubscriptionView> {
  const next = subscriptionFromStripe(subscription);
  const customer = idOf(subscription.customer) as string;
  if (next && replaces(user.subscription, next)) {
    try {
      await transactWrite([stripeStateUpdate(user, customer, next, readAt)]);
      return subscriptionView(next);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
  return subscriptionView((await currentUser(user.id)).subscription);
}

async function stripeSubscriptionOf(stripe: Stripe, user: UserRecord): Promise<Stripe.Subscription> {
  const view = subscriptionView(user.subscription);
  if (!user.stripeCustomerId || view.status !== 'active' || view.source !== 'stripe') throw new Conflict('You have no active subscription to cancel');
  const list = await stripe.subscriptions.list({ customer: user.stripeCustomerId, status: 'active', limit: 1 });
  const found = list.data[0];
  if (!found) throw new Conflict('You have no active subscription to cancel');
  return found;
}

/** Cancels at the end of the paid period (default) or at once. */
export async function cancelSubscription(ctx: RequestContext<'payments.cancelSubscription'>) {
  const user = await currentUser(ctx.auth.userId);
  const stripe = await getStripe();
  const subscription = await stripeSubscriptionOf(stripe, user);
  const readAt = Date.now();
  const changed = ctx.body.atPeriodEnd
    ? await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true })
    : await stripe.subscriptions.cancel(subscription.id);
  return { success: true, subscription: await applyStripeSubscription(user, changed, readAt) };
}

/** Spec: `{returnUrl}` → `{success, url}` of Stripe's customer portal. */
export async function customerPortal(ctx: RequestContext<'payments.customerPortal'>): Promise<PortalResponse> {
  const returnUrl = appReturnUrl(ctx.body.returnUrl, '/settings');
  const user = await currentUser(ctx.auth.userId);
  if (!user.stripeCustomerId) throw new Conflict('There is no subscription to manage yet');
  const stripe = await getStripe();
  const session = await stripe.billingPortal.sessions.create({ customer: user.stripeCustomerId, return_url: returnUrl });
  return { success: true, url: session.url };
}
