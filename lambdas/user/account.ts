import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PasswordWrap } from '../contracts/encryption';
import type { User, UserSettings } from '../contracts/user';
import { emailConflict, findEmailRecord, recordRefreshToken } from '../shared/accounts';
import type { AuthContext } from '../shared/auth';
import { getConfig } from '../shared/config';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import { deleteKeys, deletePartition } from '../shared/db/partition';
import { tokenKeysOf } from '../shared/db/tokens';
import { setExpression } from '../shared/db/update-expression';
import { getUserRecord, revokeSessions, toUser, waitForSessionEpoch, type UserRecord } from '../shared/db/users';
import { BadRequest, TooManyRequests, Unauthorized } from '../shared/errors';
import { configuredExportStore } from '../shared/export-store';
import type { RequestContext } from '../shared/http';
import { deleteIdentity, globalSignOut, setPassword, signIn } from '../shared/identity';
import { deleteRateWindowsOf, isRateLimited, recordAttempt } from '../shared/rate-limit';
import { sendEmailChangeLink } from '../shared/verification';
import { rescheduleUser } from '../notifications/schedule-records';

/** A fresh session handed back after a password change, so this device stays signed in. */
export interface RenewedSession {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

/**
 * Checks the password of the signed-in user. Only wrong passwords count towards the limit,
 * so a user who types it right is never refused for having done so often.
 */
async function confirmPassword(user: UserRecord, password: string, wrongMessage: string): Promise<void> {
  const rule = getConfig().rateLimits.loginPerEmail;
  if (await isRateLimited('password-check', user.id, rule)) {
    throw new TooManyRequests('Too many attempts. Please try again later.');
  }
  const tokens = await signIn(user.cognitoUsername, password);
  if (!tokens) {
    await recordAttempt('password-check', user.id, rule);
    throw new BadRequest(wrongMessage);
  }
}

/**
 * Sets a new password and ends every session (all earlier tokens fail), then signs this
 * device in again with the new password. The data key re-wrapped under the new password,
 * when sent and when encryption is set up, is stored in the write that ends the sessions.
 */
async function replacePassword(
  auth: AuthContext,
  currentPassword: string,
  newPassword: string,
  passwordWrap?: PasswordWrap,
): Promise<RenewedSession> {
  const { user } = auth;
  await confirmPassword(user, currentPassword, 'Current password is incorrect');
  // Without encryption there is no key to re-wrap: a wrap is ignored.
  const wrap = user.encryption ? passwordWrap : undefined;
  await setPassword(user.cognitoUsername, newPassword);
  let tokensValidFrom: number;
  try {
    tokensValidFrom = await revokeSessions(user.id, { passwordWrap: wrap, endLinks: true });
  } catch (error) {
    // The old password goes back, so the password and the stored wrap never disagree.
    await setPassword(user.cognitoUsername, currentPassword).catch(() => undefined);
    throw error;
  }
  await globalSignOut(user.cognitoUsername).catch(() => undefined);
  await waitForSessionEpoch({ tokensValidFrom });
  const tokens = await signIn(user.cognitoUsername, newPassword);
  if (!tokens) throw new Error('Signing in with the new password failed');
  await recordRefreshToken(user.id, tokens);
  return { token: tokens.accessToken, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn };
}

export async function getSettings(ctx: RequestContext<'user.getSettings'>): Promise<UserSettings> {
  return ctx.auth.user.settings;
}

export async function updateSettings(ctx: RequestContext<'user.updateSettings'>): Promise<UserSettings> {
  const updated = await updateUser(ctx.auth.userId, { settings: ctx.body });
  // The reminder and weekly summary follow the saved settings from the next slot on.
  if (ctx.body.notifications) await rescheduleUser(updated, Date.now());
  return updated.settings;
}

export async function changePassword(ctx: RequestContext<'user.changePassword'>) {
  const session = await replacePassword(ctx.auth, ctx.body.currentPassword, ctx.body.newPassword, ctx.body.encryption);
  ctx.logger.info('password changed', { userId: ctx.auth.userId });
  return { success: true, message: 'Password updated successfully', ...session };
}

/** Quiet hours are replaced as a pair, never merged into ones saved before. */
const WHOLE_SETTINGS = ['settings.notifications.quietHours'];

async function updateUser(userId: string, fields: Record<string, unknown>): Promise<UserRecord> {
  const { sets, names, values } = setExpression({ ...fields, updatedAt: new Date().toISOString() }, WHOLE_SETTINGS);
  const out = await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return out.Attributes as UserRecord;
}

/** The settings screen's account form (spec §7 "PUT of account data"). */
export async function updateAccount(
  ctx: RequestContext<'user.updateAccount'>,
): Promise<{ success: true; user: User; message?: string } & Partial<RenewedSession>> {
  const { user } = ctx.auth;
  const body = ctx.body;
  let { firstName, lastName } = body;
  if (body.name && !firstName && !lastName) {
    const [first = '', ...rest] = body.name.split(/\s+/);
    firstName = first || undefined;
    lastName = rest.join(' ') || undefined;
  }
  const emailChanges = body.email !== undefined && body.email !== user.email;
  if (emailChanges) {
    if (!body.currentPassword) throw new BadRequest('Current password is required to change email');
    if (!body.newPassword) await confirmPassword(user, body.currentPassword, 'Current password is incorrect');
    const holder = await findEmailRecord(body.email as string);
    if (holder) throw emailConflict();
  }
  let session: RenewedSession | undefined;
  if (body.newPassword && body.currentPassword) {
    session = await replacePassword(ctx.auth, body.currentPassword, body.newPassword, body.encryption);
  }
  if (emailChanges) {
    // The address changes only once its owner opens the link sent to it; until then the
    // current one stays the sign-in. A password change just made ended the older links, so
    // the link is made against the account as it is now.
    const current = session ? await getUserRecord(user.id) : user;
    if (!current) throw new Unauthorized('Session has ended. Please sign in again.');
    await sendEmailChangeLink(current, body.email as string);
    ctx.logger.info('email change asked', { userId: user.id });
  }
  const updated = await updateUser(user.id, {
    firstName,
    lastName,
    settings: body.notifications ? { notifications: body.notifications } : undefined,
  });
  if (body.notifications) await rescheduleUser(updated, Date.now());
  return {
    success: true,
    user: toUser(updated),
    ...(emailChanges ? { message: `We sent a confirmation link to ${body.email as string}. Your email changes once you open it.` } : {}),
    ...session,
  };
}

/**
 * Deletes everything the user has, then the address and the pool identity. Export files go
 * first: if that fails nothing else is gone and the user can try again, whereas items
 * deleted first would leave files that nothing points to.
 */
export async function deleteAccount(ctx: RequestContext<'user.deleteAccount'>) {
  const { user } = ctx.auth;
  await confirmPassword(user, ctx.body.password, 'Password is incorrect');
  await configuredExportStore()?.deleteAll(user.id);
  await deletePartition(keys.userPartition(user.id));
  // Links, refresh-token records and rate-limit counters carry the user's id or address.
  await deleteKeys(await tokenKeysOf(user.id));
  // A bounce or complaint mark is about this address only while it belongs to an account.
  await deleteKeys([keys.emailSuppression(user.email)]);
  await deleteRateWindowsOf(user.id, user.email);
  await getDocumentClient().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: keys.email(user.email),
      ConditionExpression: 'attribute_not_exists(PK) OR userId = :user',
      ExpressionAttributeValues: { ':user': user.id },
    }),
  );
  await deleteIdentity(user.cognitoUsername);
  ctx.logger.info('account deleted', { userId: user.id });
  return { success: true, message: 'Account deleted' };
}
