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

export function hasPremium(user: Pick<UserRecord, 'createdAt' | 'subscription'>, now = Date.now()): boolean {
  const { subscription } = user;
  if (subscription.status === 'active' && (subscription.endDate === undefined || Date.parse(subscription.endDate) > now)) return true;
  return now < trialEndsAt(user);
}
