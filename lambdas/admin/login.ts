import type { AuthResponse } from '../contracts/user';
import { signInWithPassword, type EmailRecord } from '../shared/accounts';
import { getUserRecord, toUser } from '../shared/db/users';
import { Forbidden, TooManyRequests } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { groupsOf } from '../shared/identity';
import { startLoginAttempt } from '../auth/login-guard';
import { auditItem, recordAudit } from './audit';

/**
 * One answer for every refusal: an unknown address, a regular account (whose password is
 * never even tried) and a wrong admin password all read the same and take the same time.
 */
export const ADMIN_LOGIN_REFUSED = 'Admin sign-in failed. Check the email and password of an admin account.';
const TOO_MANY = 'Too many login attempts. Please try again later.';

/**
 * POST /admin/login: a session like /auth/login's, for members of the admin group only.
 * Refusals are counted as /auth/login counts wrong passwords (auth/login-guard.ts), in
 * counters of their own: the address that guessed at an admin account too often is refused
 * for it, right password or not; past the account's (or the address's) limit a refusal is a
 * 429 instead of a 403, but the right password still signs the admin in. So nobody can keep
 * an admin out by guessing at a well-known address.
 */
export async function adminLogin(ctx: RequestContext<'admin.login'>): Promise<AuthResponse> {
  const { email, password } = ctx.body;
  const attempt = await startLoginAttempt('admin-login', email, ctx.sourceIp);
  const refuse = attempt.refuse;
  if (attempt.addressRefused) return refuse(new TooManyRequests(TOO_MANY));
  const failed = async () => refuse((await attempt.countWrongPassword()) ? new TooManyRequests(TOO_MANY) : new Forbidden(ADMIN_LOGIN_REFUSED));

  const account = attempt.emailItem as EmailRecord | undefined;
  const record = account ? await getUserRecord(account.userId) : undefined;
  if (!account || !record || record.role !== 'admin' || record.disabled) return failed();
  // An account disabled meanwhile is refused like any other (signInWithPassword's 403).
  const session = await signInWithPassword(email, password, account).catch((error: unknown) => {
    if (error instanceof Forbidden) return null;
    throw error;
  });
  if (!session || session.user.role !== 'admin' || !groupsOf(session.accessToken).includes('admin')) return failed();

  await recordAudit(auditItem({ id: session.user.id, email: session.user.email }, 'admin.login', null, {}));
  ctx.logger.info('admin signed in', { userId: session.user.id });
  return { token: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn, user: toUser(session.user) };
}
