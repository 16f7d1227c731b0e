/** GET /admin/dashboard: figures read from the users list and the codes' status partitions. */
import { ADMIN_LIMITS } from '../contracts/admin-options';
import type { AdminDashboard } from '../contracts/admin';
import type { AccessCodeRecord } from '../shared/access-codes';
import { keys } from '../shared/db/keys';
import type { UserRecord } from '../shared/db/users';
import type { RequestContext } from '../shared/http';
import { isRunning, trialEndsAt } from '../shared/premium';
import { codeCounts } from './codes';
import { queryAll, queryPage } from './index-query';
import { toAdminCodes } from './views';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week holding `time`. */
export function weekStart(time: number): number {
  const day = new Date(time);
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return midnight - ((day.getUTCDay() + 6) % 7) * DAY_MS;
}

type UserFigures = Pick<UserRecord, 'createdAt' | 'role' | 'disabled' | 'subscription'>;

/** The users' figures from one pass over the list partition (only the attributes needed). */
export function userFigures(users: UserFigures[], now: number, weeks: number = ADMIN_LIMITS.dashboardWeeks): AdminDashboard['users'] {
  const firstWeek = weekStart(now) - (weeks - 1) * WEEK_MS;
  const perWeek = Array.from({ length: weeks }, (_, i) => ({ weekStart: new Date(firstWeek + i * WEEK_MS).toISOString(), count: 0 }));
  const figures = { total: 0, admins: 0, disabled: 0, activeSubscriptions: 0, trials: 0 };
  for (const user of users) {
    figures.total += 1;
    if (user.role === 'admin') figures.admins += 1;
    if (user.disabled) figures.disabled += 1;
    const running = isRunning(user.subscription, now);
    if (running) figures.activeSubscriptions += 1;
    else if (now < trialEndsAt(user)) figures.trials += 1;
    const created = Date.parse(user.createdAt);
    const week = Math.floor((weekStart(created) - firstWeek) / WEEK_MS);
    const bucket = perWeek[week];
    if (bucket && created <= now) bucket.count += 1;
  }
  return { ...figures, newPerWeek: perWeek };
}

export async function dashboard(_ctx: RequestContext<'admin.dashboard'>): Promise<AdminDashboard> {
  const now = Date.now();
  const [users, codes, recent] = await Promise.all([
    queryAll<UserFigures>({ index: 'GSI1', pk: keys.userListPartition() }, ['createdAt', 'role', 'disabled', 'subscription']),
    codeCounts(now),
    queryPage<AccessCodeRecord & Record<string, unknown>>(
      { index: 'GSI1', pk: keys.accessCodeStatusPartition('redeemed'), newestFirst: true },
      ADMIN_LIMITS.recentRedemptions,
    ),
  ]);
  const redeemed = await toAdminCodes(recent.items, now);
  return {
    users: userFigures(users, now),
    codes,
    recentRedemptions: redeemed.flatMap((code) => (code.redeemedBy ? [{ code, user: code.redeemedBy }] : [])),
  };
}
