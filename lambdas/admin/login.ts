import type { AuthResponse } from '../contracts/user';
import { signInWithPassword, type EmailRecord } from '../shared/accounts';
import { getConfig } from '../shared/config';
import { keys } from '../shared/db/keys';
import { getUserRecord, toUser } from '../shared/db/users';
import { Forbidden, TooManyRequests } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { groupsOf } from '../shared/identity';
import { readWindows, recordAttempt } from '../shared/rate-limit';
import { holdUntil } from '../shared/timing';
import { auditItem, recordAudit } from './audit';

/**
 * One answer for every refusal: an unknown address, a regular account (whose password is
 * never even tried) and a wrong admin password all read the same and take the same time.
 */
export const ADMIN_LOGIN_REFUSED = 'Admin sign-in failed. Check the email and password of an admin account.';
const TOO_MANY = 'Too many login attempts. Please try again later.';

/** POST /admin/login: a session like /auth/login's, for members of the admin group only. */
export async function adminLogin(ctx: RequestContext<'admin.login'>): Promise<AuthResponse> {
  const startedAt = Date.now();
  const { rateLimits: limits, authResponseFloorMs } = getConfig();
  const { email, password } = ctx.body;
  const refuse = async (error: Error): Promise<never> => {
    await holdUntil(startedAt, authResponseFloorMs);
    throw error;
  };
  const { counts, items } = await readWindows(
    [
      { kind: 'admin-login-email', subject: email, rule: limits.loginPerEmail },
      { kind: 'admin-login-ip', subject: ctx.sourceIp, rule: limits.loginPerIp },
    ],
    [keys.email(email)],
  );
  if ((counts[0] ?? 0) >= limits.loginPerEmail.limit || (counts[1] ?? 0) >= limits.loginPerIp.limit) return refuse(new TooManyRequests(TOO_MANY));
  const failed = async () => {
    await Promise.all([
      recordAttempt('admin-login-email', email, limits.loginPerEmail),
      recordAttempt('admin-login-ip', ctx.sourceIp, limits.loginPerIp),
    ]);
    return refuse(new Forbidden(ADMIN_LOGIN_REFUSED));
  };

  const account = items[0] as EmailRecord | undefined;
  const record = account ? await getUserRecord(account.userId) : undefined;
  if (!account || !record || record.role !== 'admin' || record.disabled) return failed();
  const session = await signInWithPassword(email, password, account);
  if (!session || session.user.role !== 'admin' || !groupsOf(session.accessToken).includes('admin')) return failed();

  await recordAudit(auditItem({ id: session.user.id, email: session.user.email }, 'admin.login', null, {}));
  ctx.logger.info('admin signed in', { userId: session.user.id });
  return { token: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn, user: toUser(session.user) };
}
