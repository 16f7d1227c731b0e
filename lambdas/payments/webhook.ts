/**
 * POST /payments/webhook: Stripe's events, signed. The signature is checked on the raw body
 * (its timestamp at most 300 s old or ahead); each event is applied once (its id is recorded in
 * the same transaction as its effect); and the effect is Stripe's current state of the
 * subscription, read when the event is handled, so an old or repeated event can never turn a
 * newer state back. An event about an object Stripe no longer has is recorded as ignored and
 * answered 200 (a 5xx would only make Stripe deliver it again for three days).
 */
import type Stripe from 'stripe';
import { PREMIUM_PLAN } from '../contracts/payments';
import { keys } from '../shared/db/keys';
import { getDocumentClient, tableName } from '../shared/db/client';
import { transactWrite, TransactionRefused, type TransactItem } from '../shared/db/transact';
import { getUserRecord, type UserRecord } from '../shared/db/users';
import { BadRequest, Conflict } from '../shared/errors';
import { extendedEndDate } from '../shared/premium';
import type { RequestContext } from '../shared/http';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { getStripe, getWebhookSecret, idOf } from './stripe-client';
import { replaces, stripeStateUpdate, subscriptionFromStripe } from './subscription-state';

export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Processed event ids are kept this long (Stripe retries for up to three days). */
const EVENT_RECORD_DAYS = 30;


/** The subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | undefined {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return object.id as string;
    case 'checkout.session.completed':
      return idOf(object.subscription as string | { id: string } | null);
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as { subscription_details?: { subscription?: string | { id: string } } } | undefined;
      return idOf((object.subscription as string | { id: string } | null | undefined) ?? parent?.subscription_details?.subscription);
    }
    default:
      return undefined;
  }
}

function eventRecord(event: Stripe.Event, outcome?: 'ignored'): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.stripeEvent(event.id),
        type: event.type,
        receivedAt: new Date().toISOString(),
        ttl: Math.floor(Date.now() / 1000) + EVENT_RECORD_DAYS * 86_400,
        ...(outcome ? { outcome } : {}),
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

async function alreadyApplied(eventId: string): Promise<boolean> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return out.Item !== undefined;
}

/**
 * The user a subscription belongs to: the one its metadata names, and only if its customer is
 * theirs — the customer stored on the user, or, before one is stored, a customer the app made
 * for that user (its own metadata names them). A subscription naming a user on anybody else's
 * customer is nobody's: the user's status, customer and billing portal stay as they were.
 */
async function ownerOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<UserRecord | undefined> {
  const userId = subscription.metadata?.userId;
  const customerId = idOf(subscription.customer);
  if (!userId || !customerId) return undefined;
  const user = await getUserRecord(userId);
  if (!user) return undefined;
  if (user.stripeCustomerId) return user.stripeCustomerId === customerId ? user : undefined;
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted === true || customer.metadata?.userId !== user.id) return undefined;
  return user;
}

/**
 * Stripe's answer for an id it does not (or no longer) have. Only this code: any other failure
 * (a 404 for a wrong API address included) stays a 5xx, so Stripe delivers the event again.
 */
function isMissingObject(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'resource_missing';
}

/**
 * When the signature was made (its `t=`), or undefined if it has none. Stripe's check covers an
 * old timestamp only; one ahead of the clock by more than the tolerance is refused here.
 */
function signedAt(header: string): number | undefined {
  const stamp = header.split(',').find((part) => part.trim().startsWith('t='));
  const seconds = stamp ? Number(stamp.trim().slice(2)) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : undefined;
}

/** A month of Premium bought with one payment. */
const PAID_MONTH_DAYS = 30;

/**
 * A plan paid with a payment intent of `POST /payments/create-payment-intent` (the spec's card
 * flow): a month of Premium, added to a subscription still running. Read back from Stripe, so
 * only a payment that really succeeded counts; the write holds only if the subscription is
 * still the one read.
 */
async function paidMonthEffect(stripe: Stripe, sent: Stripe.PaymentIntent): Promise<TransactItem | undefined> {
  if (!sent.metadata?.planId || !sent.metadata.userId) return undefined;
  const intent = await stripe.paymentIntents.retrieve(sent.id);
  if (intent.status !== 'succeeded' || intent.metadata.planId !== PREMIUM_PLAN.id) return undefined;
  const user = await getUserRecord(intent.metadata.userId as string);
  if (!user || !user.stripeCustomerId || user.stripeCustomerId !== idOf(intent.customer as string | { id: string } | null)) return undefined;
  const current = user.subscription;
  const next = { status: 'active' as const, plan: PREMIUM_PLAN.id, endDate: extendedEndDate(current, PAID_MONTH_DAYS), source: 'stripe' as const };
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET subscription = :next',
      ConditionExpression: 'attribute_exists(PK) AND subscription = :current',
      ExpressionAttributeValues: { ':next': next, ':current': current },
    },
  };
}

export async function webhook(ctx: RequestContext<'payments.webhook'>) {
  const signature = ctx.headers['stripe-signature'];
  if (!ctx.rawBody || !signature) throw new BadRequest('Missing signature');
  const secret = await getWebhookSecret();
  const stripe = await getStripe();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(ctx.rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new BadRequest('Invalid signature');
  }
  const stamp = signedAt(signature);
  if (stamp === undefined || stamp > Date.now() / 1000 + SIGNATURE_TOLERANCE_SECONDS) throw new BadRequest('Invalid signature');
  if (await alreadyApplied(event.id)) return { received: true, duplicate: true };

  const effects: TransactItem[] = [];
  let paidMonth = false;
  try {
    if (event.type === 'payment_intent.succeeded') {
      const effect = await paidMonthEffect(stripe, event.data.object as Stripe.PaymentIntent);
      if (effect) effects.push(effect);
      paidMonth = effect !== undefined;
    }
    const subscriptionId = subscriptionIdOf(event);
    if (subscriptionId) {
      const readAt = Date.now();
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const user = await ownerOf(stripe, subscription);
      const next = subscriptionFromStripe(subscription);
      if (user && next && replaces(user.subscription, next)) {
        effects.push(stripeStateUpdate(user, idOf(subscription.customer) as string, next, readAt));
      } else if (!user) {
        ctx.logger.warn('Stripe subscription without a matching user', { eventType: event.type });
      }
    }
  } catch (error) {
    if (!isMissingObject(error)) throw error;
    // Stripe no longer has what the event is about: nothing to apply, and nothing a retry would change.
    ctx.logger.warn('Stripe event about an object that no longer exists: ignored', { eventType: event.type, eventId: event.id });
    try {
      await transactWrite([eventRecord(event, 'ignored')]);
    } catch (again) {
      if (!(again instanceof TransactionRefused)) throw again;
      return { received: true, duplicate: true };
    }
    return { received: true, ignored: true };
  }
  try {
    await transactWrite([eventRecord(event), ...effects]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    // Delivered twice at once: the other delivery applied it.
    if (error.failed[0]) return { received: true, duplicate: true };
    // A paid month must not be lost to a change made meanwhile: Stripe delivers it again.
    if (paidMonth) throw new Conflict('The subscription changed meanwhile; deliver the event again');
    // A newer state is already stored: record the event without its (older) effect.
    await transactWrite([eventRecord(event)]).catch((again: unknown) => {
      if (!(again instanceof TransactionRefused)) throw again;
    });
  }
  return { received: true };
}
