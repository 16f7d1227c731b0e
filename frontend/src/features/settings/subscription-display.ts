import { PREMIUM_PLAN, type SubscriptionView } from '@contracts/payments-plan';

/** Spec §9: the expiry warning shows within 7 days of the subscription's end date. */
export const EXPIRY_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionKind = 'trial' | 'active' | 'expired';
export type SubscriptionTone = 'success' | 'warning' | 'danger';

export const SUBSCRIPTION_LABELS: Readonly<Record<SubscriptionKind, string>> = {
  trial: 'Free Trial',
  active: 'Premium Active',
  expired: 'Subscription Expired',
};

export interface SubscriptionDisplay {
  kind: SubscriptionKind;
  label: string;
  /** The badge colour; its meaning is always in `label` and `warning` too. */
  tone: SubscriptionTone;
  /** The end date as shown, or null when there is none (or it cannot be read). */
  endDate: string | null;
  /** Active and ending (or renewing) within EXPIRY_WARNING_DAYS. */
  endsSoon: boolean;
  /** Whole days until the end date, rounded up (0 on the day itself); null without a date. */
  daysLeft: number | null;
}

type SubscriptionLike = Pick<SubscriptionView, 'endDate' | 'cancelAtPeriodEnd' | 'source'> & { status?: string | null };

/** A date as the settings page shows it, e.g. "March 5, 2026" (in the reader's language). */
export function formatSubscriptionDate(value: string | Date): string {
  return new Date(value).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The premium plan's price as shown: "$49.99 / month". */
export function formatPlanPrice(plan: { price: number; currency: string; interval: string } = PREMIUM_PLAN): string {
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: plan.currency }).format(plan.price);
  return `${amount} / ${plan.interval}`;
}

function parseDate(value: string | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec §4 Subscription display: 'none' or missing is the free trial (yellow); 'active' is
 * Premium Active (green, or yellow when it ends within 7 days); anything else is expired (red).
 */
export function describeSubscription(subscription: SubscriptionLike | null | undefined, now: number): SubscriptionDisplay {
  const status = subscription?.status || 'none';
  const end = parseDate(subscription?.endDate);
  const daysLeft = end ? Math.max(0, Math.ceil((end.getTime() - now) / DAY_MS)) : null;
  const endDate = end ? formatSubscriptionDate(end) : null;

  if (status === 'none') return { kind: 'trial', label: SUBSCRIPTION_LABELS.trial, tone: 'warning', endDate, endsSoon: false, daysLeft };
  if (status === 'active') {
    const endsSoon = end !== null && end.getTime() - now <= EXPIRY_WARNING_DAYS * DAY_MS;
    return { kind: 'active', label: SUBSCRIPTION_LABELS.active, tone: endsSoon ? 'warning' : 'success', endDate, endsSoon, daysLeft };
  }
  return { kind: 'expired', label: SUBSCRIPTION_LABELS.expired, tone: 'danger', endDate, endsSoon: false, daysLeft };
}

/** Whether the subscription renews by itself at its end date (a Stripe subscription not set to end). */
export function renews(subscription: SubscriptionLike | null | undefined): boolean {
  return subscription?.status === 'active' && subscription.source === 'stripe' && !subscription.cancelAtPeriodEnd;
}

function inDays(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

/** The line under the badge about the end date: "Ends on …", "Renews on …", "Active until …". */
export function endDateLine(subscription: SubscriptionLike | null | undefined, display: SubscriptionDisplay): string | null {
  if (!display.endDate) return null;
  if (display.kind === 'expired') return `Ended on ${display.endDate}`;
  if (display.kind !== 'active') return null;
  if (subscription?.cancelAtPeriodEnd) return `Ends on ${display.endDate}`;
  if (renews(subscription)) return `Renews on ${display.endDate}`;
  return `Active until ${display.endDate}`;
}

/** The expiry warning (spec §9), in words, for an active subscription ending within 7 days. */
export function expiryWarning(subscription: SubscriptionLike | null | undefined, display: SubscriptionDisplay): string | null {
  if (!display.endsSoon || display.daysLeft === null) return null;
  if (renews(subscription)) return `Your subscription renews ${inDays(display.daysLeft)}.`;
  return `Your premium access ends ${inDays(display.daysLeft)}.`;
}
