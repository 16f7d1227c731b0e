import type { AuthResponse, MessageResponse, RefreshResponse } from '../contracts/user';
import {
  createAccount,
  ExtraWriteRefused,
  signInWithPassword,
  type CreatedAccount,
  type EmailRecord,
  type Session,
} from '../shared/accounts';
import { getConfig } from '../shared/config';
import { findToken } from '../shared/db/tokens';
import { getUserRecord, revokeSessions, toUser } from '../shared/db/users';
import { Forbidden, TooManyRequests, Unauthorized } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { reply } from '../shared/http';
import { globalSignOut, refreshAccessToken } from '../shared/identity';
import { attemptUpdateWithinLimit, recordAttempt } from '../shared/rate-limit';
import { startLoginAttempt } from './login-guard';
import { sendVerificationEmail } from '../shared/verification';

const toAuthResponse = (session: Session): AuthResponse => ({
  token: session.accessToken,
  refreshToken: session.refreshToken,
  expiresIn: session.expiresIn,
  user: toUser(session.user),
});

export async function register(ctx: RequestContext<'auth.register'>) {
  const rule = getConfig().rateLimits.registerPerIp;
  const { email, password, firstName, lastName } = ctx.body;
  let created: CreatedAccount;
  try {
    // The address's count goes up with the account, in its transaction, only while under the limit.
    created = await createAccount(
      { email, password, firstName, lastName },
      { signIn: true, verifyLink: true, extraWrites: [{ Update: attemptUpdateWithinLimit('register-ip', ctx.sourceIp, rule) }] },
    );
  } catch (error) {
    if (error instanceof ExtraWriteRefused) {
      throw new TooManyRequests('Too many registration attempts. Please try again later.');
    }
    // Failed attempts count too, so addresses cannot be probed without limit.
    await recordAttempt('register-ip', ctx.sourceIp, rule);
    throw error;
  }
  const { user, tokens, verifySecret } = created;
  ctx.logger.info('account created', { userId: user.id });
  if (!tokens || !verifySecret) throw new Error('The new account was not signed in');
  try {
    await sendVerificationEmail(user, verifySecret);
  } catch (error) {
    // The account exists and works; the user can ask for a new link from the app.
    ctx.logger.error('verification email not sent', { userId: user.id, error: (error as Error).name });
  }
  return reply(201, toAuthResponse({ ...tokens, user }));
}

/**
 * Wrong passwords are counted three ways (see login-guard.ts): an address that guessed too
 * often at an account is refused for it, while someone else's guessing never locks the
 * owner out. Failures take the same time whether or not the account exists; a disabled
 * account is refused (403) before its password is tried.
 */
export async function login(ctx: RequestContext<'auth.login'>) {
  const { email, password } = ctx.body;
  const attempt = await startLoginAttempt('login', email, ctx.sourceIp);
  const fail = attempt.refuse;
  if (attempt.addressRefused) return fail(new TooManyRequests(TOO_MANY_LOGINS));
  const account = (attempt.emailItem as EmailRecord | undefined) ?? null;
  // A disabled account is answered before its password is tried: the same 403, in the same
  // time, whatever the password, so the answer never confirms one. Nothing is counted: nothing
  // was learnt about the password.
  if (account && (await getUserRecord(account.userId))?.disabled) return fail(new Forbidden(ACCOUNT_DISABLED));
  let session: Session | null;
  try {
    session = await signInWithPassword(email, password, account);
  } catch (error) {
    // Disabled meanwhile (or by the pool itself): held like every other refusal.
    if (error instanceof Forbidden) return fail(new Forbidden(ACCOUNT_DISABLED));
    throw error;
  }
  if (session) return toAuthResponse(session);
  const throttled = await attempt.countWrongPassword();
  return fail(throttled ? new TooManyRequests(TOO_MANY_LOGINS) : new Unauthorized('Invalid email or password'));
}

const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
const ACCOUNT_DISABLED = 'Account disabled';

export async function refresh(ctx: RequestContext<'auth.refresh'>): Promise<RefreshResponse> {
  const { refreshToken } = ctx.body;
  const record = await findToken('refresh', refreshToken);
  if (!record) throw new Unauthorized('Session has ended. Please sign in again.');
  const user = await getUserRecord(record.userId);
  if (!user || record.issuedAt < user.tokensValidFrom) throw new Unauthorized('Session has ended. Please sign in again.');
  if (user.disabled) throw new Forbidden('Account disabled');
  const refreshed = await refreshAccessToken(user.cognitoUsername, refreshToken);
  if (!refreshed) throw new Unauthorized('Session has ended. Please sign in again.');
  return { token: refreshed.accessToken, expiresIn: refreshed.expiresIn };
}

/** Ends every session of the user: all earlier access and refresh tokens fail from now on. */
export async function logout(ctx: RequestContext<'auth.logout'>): Promise<MessageResponse> {
  const { user } = ctx.auth;
  await revokeSessions(user.id);
  try {
    await globalSignOut(user.cognitoUsername);
  } catch (error) {
    ctx.logger.warn('pool sign-out failed; the session epoch still refuses old tokens', {
      userId: user.id,
      error: (error as Error).name,
    });
  }
  return { success: true, message: 'Logged out successfully' };
}
