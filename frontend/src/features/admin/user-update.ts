import type { AdminUser, UpdateUserBody } from '@contracts/admin';
import { CODE_PLAN_DAYS, CODE_PLANS, type CodePlan } from '@contracts/admin-options';
import type { Role } from '@contracts/user';
import { endOfDay, localDay } from './generate-codes-form';

export type SubscriptionChoice = 'keep' | 'active' | 'none';

/** The Edit user form. */
export interface UserEditForm {
  role: Role;
  disabled: boolean;
  subscription: SubscriptionChoice;
  plan: CodePlan;
  /** `YYYY-MM-DD`: the subscription runs to the end of this day (browser time). */
  endOn: string;
}

export const USER_EDIT_MESSAGES = {
  endOnInvalid: 'Enter the date the subscription ends.',
  endOnPast: 'The end date must be in the future.',
  nothingChanged: 'Nothing to change: change the role, the account status or the subscription first.',
} as const;

const DAY_MS = 86_400_000;

const isPlan = (plan: string | undefined): plan is CodePlan => (CODE_PLANS as readonly (string | undefined)[]).includes(plan);

/** The form as it opens: the account as it is, no change to its subscription. */
export function userEditForm(user: AdminUser, now: Date = new Date()): UserEditForm {
  const { subscription } = user;
  const plan = isPlan(subscription.plan) ? subscription.plan : 'monthly';
  const end = subscription.status === 'active' && subscription.endDate ? new Date(subscription.endDate) : null;
  const endOn = end && end.getTime() > now.getTime() ? localDay(end) : localDay(new Date(now.getTime() + CODE_PLAN_DAYS[plan] * DAY_MS));
  return { role: user.role, disabled: user.disabled, subscription: 'keep', plan, endOn };
}

/** What PUT /admin/users/{id} is sent: only what changed. */
export function userUpdateBody(user: AdminUser, form: UserEditForm, now: Date = new Date()): { body: UpdateUserBody; error?: undefined } | { body?: undefined; error: string } {
  const body: UpdateUserBody = {};
  if (form.role !== user.role) body.role = form.role;
  if (form.disabled !== user.disabled) body.disabled = form.disabled;
  if (form.subscription === 'none') body.subscription = { status: 'none' };
  if (form.subscription === 'active') {
    const end = endOfDay(form.endOn.trim());
    if (!end) return { error: USER_EDIT_MESSAGES.endOnInvalid };
    if (end.getTime() <= now.getTime()) return { error: USER_EDIT_MESSAGES.endOnPast };
    body.subscription = { status: 'active', plan: form.plan, endDate: end.toISOString() };
  }
  if (body.role === undefined && body.disabled === undefined && body.subscription === undefined) return { error: USER_EDIT_MESSAGES.nothingChanged };
  return { body };
}
