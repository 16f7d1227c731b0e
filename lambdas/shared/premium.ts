/**
 * What Premium unlocks on the server (spec §6: journal export and analytics, therapist
 * matching, …). Every account has the whole app during its free trial, which starts at
 * sign-up (spec §4: 'Trial already active!'); after it, a route marked `premium` in the route
 * table answers 403 unless the subscription is active.
 */
import type { UserRecord } from './db/users';

export const TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;

export const PREMIUM_REQUIRED = 'This is a Premium feature and your free trial has ended. Upgrade or enter a license key in Settings to continue.';

export function trialEndsAt(user: Pick<UserRecord, 'createdAt'>): number {
  return Date.parse(user.createdAt) + TRIAL_DAYS * DAY_MS;
}

/** An active subscription whose end (if it has one) has not passed. */
export function isRunning(subscription: UserRecord['subscription'], now = Date.now()): boolean {
  return subscription.status === 'active' && (subscription.endDate === undefined || Date.parse(subscription.endDate) > now);
}

/** The end of `days` more of Premium: counted from the end of a subscription still running, else from now. */
export function extendedEndDate(current: UserRecord['subscription'], days: number, now = Date.now()): string {
  const runningEnd = isRunning(current, now) && current.endDate ? Date.parse(current.endDate) : now;
  return new Date(runningEnd + days * DAY_MS).toISOString();
}

export function hasPremium(user: Pick<UserRecord, 'createdAt' | 'subscription'>, now = Date.now()): boolean {
  return isRunning(user.subscription, now) || now < trialEndsAt(user);
}
