/**
 * The user's subscription as Stripe says it is, written to the user item. Every webhook and
 * every call that changes a subscription writes the state Stripe answers *now*, stamped with
 * when it was read; a write whose stamp is older than the stored one is refused, so the final
 * state never depends on the order events arrive in.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { PREMIUM_PLAN, type SubscriptionView } from '../contracts/payments';
import type { User } from '../contracts/user';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import type { TransactItem } from '../shared/db/transact';
import type { UserRecord } from '../shared/db/users';
import { isRunning } from '../shared/premium';

/** Stripe statuses during which the user has premium (past_due: Stripe is still retrying the card). */
const PREMIUM_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);
/** Stripe statuses that say nothing final yet: the first payment is still open. */
const PENDING_STATUSES: ReadonlySet<string> = new Set(['incomplete']);

/** The period end of a subscription, from its first item (API 2025+) or the subscription itself. */
function periodEnd(subscription: Stripe.Subscription): number | undefined {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const legacy = subscription as unknown as { current_period_end?: number };
  return item?.current_period_end ?? legacy.current_period_end;
}

/** What a Stripe subscription means for the user; undefined while its first payment is open. */
export function subscriptionFromStripe(subscription: Stripe.Subscription): User['subscription'] | undefined {
  if (PENDING_STATUSES.has(subscription.status)) return undefined;
  const end = periodEnd(subscription);
  const endedAt = subscription.ended_at ?? subscription.canceled_at ?? undefined;
  const active = PREMIUM_STATUSES.has(subscription.status);
  const endSeconds = active ? end : (endedAt ?? end);
  return {
    status: active ? 'active' : 'expired',
    plan: PREMIUM_PLAN.id,
    ...(endSeconds ? { endDate: new Date(endSeconds * 1000).toISOString() } : {}),
    source: 'stripe',
    cancelAtPeriodEnd: active && subscription.cancel_at_period_end === true,
  };
}

/** The spec's view of a stored subscription: an active one whose end has passed is expired. */
export function subscriptionView(subscription: User['subscription'] | undefined, now = Date.now()): SubscriptionView {
  if (!subscription || subscription.status === 'none') return { status: 'none' };
  const status = isRunning(subscription, now) ? 'active' : 'expired';
  return {
    status,
    ...(subscription.plan ? { plan: subscription.plan } : {}),
    ...(subscription.endDate ? { endDate: subscription.endDate } : {}),
    ...(subscription.source ? { source: subscription.source } : {}),
    ...(status === 'active' && subscription.cancelAtPeriodEnd ? { cancelAtPeriodEnd: true } : {}),
  };
}

/**
 * Whether a Stripe state may replace the stored one: not over a licence that runs longer than
 * a Stripe subscription which is not (or no longer) active.
 */
export function replaces(stored: User['subscription'], next: User['subscription'], now = Date.now()): boolean {
  if (stored.source !== 'license' || stored.status !== 'active') return true;
  const licenceEnd = stored.endDate ? Date.parse(stored.endDate) : 0;
  if (licenceEnd <= now) return true;
  return next.status === 'active' && Date.parse(next.endDate ?? '') >= licenceEnd;
}

/**
 * The update of a user's subscription to Stripe's state read at `readAt` (ms): only if no
 * newer state is stored, and only for this Stripe customer.
 */
export function stripeStateUpdate(user: UserRecord, customerId: string, next: User['subscription'], readAt: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET subscription = :subscription, stripeStateAt = :at, stripeCustomerId = :customer',
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(stripeStateAt) OR stripeStateAt <= :at) AND (attribute_not_exists(stripeCustomerId) OR stripeCustomerId = :customer)',
      ExpressionAttributeValues: { ':subscription': next, ':at': readAt, ':customer': customerId },
    },
  };
}

/** Remembers the user's Stripe customer once (a second one made by a race is not kept). */
export async function saveCustomerId(userId: string, customerId: string): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET stripeCustomerId = :customer',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(stripeCustomerId)',
        ExpressionAttributeValues: { ':customer': customerId },
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
