import type { MessageResponse } from '../contracts/user';
import { emailItem, findEmailRecord } from '../shared/accounts';
import { getConfig } from '../shared/config';
import { tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import {
  findToken,
  linkEpochCondition,
  linkStillValid,
  putTokenItem,
  tokenDeleteCondition,
  type TokenRecord,
} from '../shared/db/tokens';
import { transactWrite, TransactionRefused, type TransactItem } from '../shared/db/transact';
import { getUserRecord, LINK_EPOCH_STEP, PENDING_LINK_ATTRIBUTES, revokeSessions, type UserRecord } from '../shared/db/users';
import { emailChangedEmail, sendEmail } from '../shared/email';
import { BadRequest, TooManyRequests } from '../shared/errors';
import { sha256Hex } from '../shared/hash';
import type { RequestContext } from '../shared/http';
import { globalSignOut, moveIdentityEmail, setPassword, updateIdentityAttributes } from '../shared/identity';
import { consumeAttempt } from '../shared/rate-limit';
import { withResponseFloor } from '../shared/timing';
import { sendPasswordResetLink, sendVerificationLink } from '../shared/verification';

const FORGOT_ANSWER: MessageResponse = {
  success: true,
  message: 'If an account exists for this email, password reset instructions have been sent.',
};

/** Answers the same, in the same time, whether or not the address has an account. */
export async function forgotPassword(ctx: RequestContext<'auth.forgotPassword'>): Promise<MessageResponse> {
  const { rateLimits, authResponseFloorMs } = getConfig();
  return withResponseFloor(authResponseFloorMs, async () => {
    const { email } = ctx.body;
    const [emailOver, ipOver] = await Promise.all([
      consumeAttempt('reset-email', email, rateLimits.resetPerEmail),
      consumeAttempt('reset-ip', ctx.sourceIp, rateLimits.resetPerIp),
    ]);
    if (emailOver || ipOver) throw new TooManyRequests('Too many password reset attempts. Please try again later.');
    const emailRecord = await findEmailRecord(email);
    const user = emailRecord ? await getUserRecord(emailRecord.userId) : undefined;
    if (user && !user.disabled) {
      await sendPasswordResetLink(user);
      ctx.logger.info('reset link sent', { userId: user.id });
    }
    return FORGOT_ANSWER;
  });
}

/**
 * Uses a link once: deletes its item on condition that it is still there, while the user
 * item still matches what the link was made for (address, link epoch and, where a link
 * must be the newest of its kind, its hash). Returns false when any of that no longer holds.
 */
async function claimLink(
  record: TokenRecord,
  secret: string,
  user: UserRecord,
  sole?: 'resetLinkHash' | 'pendingEmailLinkHash',
  userUpdate?: { set: string[]; remove: string[]; values: Record<string, unknown> },
  extra: TransactItem[] = [],
): Promise<boolean> {
  const epoch = linkEpochCondition(record.linkEpoch ?? 0);
  const condition = [`attribute_exists(PK)`, `email = :linkEmail`, epoch.expression, ...(sole ? [`${sole} = :linkHash`] : [])].join(' AND ');
  const values = { ':linkEmail': record.email, ...epoch.values, ...(sole ? { ':linkHash': sha256Hex(secret) } : {}) };
  const userItem: TransactItem = userUpdate
    ? {
        Update: {
          TableName: tableName(),
          Key: keys.user(user.id),
          UpdateExpression: `SET ${userUpdate.set.join(', ')}${userUpdate.remove.length > 0 ? ` REMOVE ${userUpdate.remove.join(', ')}` : ''}`,
          ConditionExpression: condition,
          ExpressionAttributeValues: { ...values, ...userUpdate.values },
        },
      }
    : { ConditionCheck: { TableName: tableName(), Key: keys.user(user.id), ConditionExpression: condition, ExpressionAttributeValues: values } };
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: keys.token(sha256Hex(secret)), ...tokenDeleteCondition(record.kind) } },
      userItem,
      ...extra,
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefused) return false;
    throw error;
  }
}

const INVALID_RESET = 'Invalid or expired reset link. Please request a new one.';

/**
 * A reset link works once, only while it is the account's newest one, for the address it
 * was sent to, and until the password or the address changes.
 */
export async function resetPassword(ctx: RequestContext<'auth.resetPassword'>): Promise<MessageResponse> {
  const { token, password } = ctx.body;
  const record = await findToken('reset', token);
  const user = record ? await getUserRecord(record.userId) : undefined;
  if (!record || !user || !linkStillValid(record, user) || user.resetLinkHash !== sha256Hex(token)) {
    throw new BadRequest(INVALID_RESET);
  }
  if (!(await claimLink(record, token, user, 'resetLinkHash'))) throw new BadRequest(INVALID_RESET);
  try {
    await setPassword(user.cognitoUsername, password);
  } catch (error) {
    // Give the link back so the user can try again.
    await putTokenItem(record);
    throw error;
  }
  await revokeSessions(user.id, { endLinks: true });
  try {
    await globalSignOut(user.cognitoUsername);
  } catch (error) {
    ctx.logger.warn('pool sign-out failed; the session epoch still refuses old tokens', { error: (error as Error).name });
  }
  ctx.logger.info('password reset', { userId: user.id });
  return { success: true, message: 'Password reset successfully' };
}

const INVALID_VERIFY = 'Invalid verification link. It may have expired.';

/**
 * POST /auth/verify-email takes both links that prove an address: the verify link of the
 * account's address, and the link that confirms a new address (which moves the account).
 */
export async function verifyEmail(ctx: RequestContext<'auth.verifyEmail'>): Promise<MessageResponse> {
  const { token } = ctx.body;
  const record = await findToken(['verify', 'email-change'], token);
  const user = record ? await getUserRecord(record.userId) : undefined;
  if (!record || !user || !linkStillValid(record, user)) throw new BadRequest(INVALID_VERIFY);
  if (record.kind === 'email-change') return confirmEmailChange(ctx, record, token, user);

  // The address goes along: cognito-local refuses email_verified alone; Cognito accepts both.
  await updateIdentityAttributes(user.cognitoUsername, { email: user.email, email_verified: 'true' });
  const verified = await claimLink(record, token, user, undefined, {
    set: ['emailVerified = :true', 'updatedAt = :now'],
    remove: [],
    values: { ':true': true, ':now': new Date().toISOString() },
  });
  if (!verified) throw new BadRequest(INVALID_VERIFY);
  ctx.logger.info('email verified', { userId: user.id });
  return { success: true, message: 'Email verified successfully' };
}

/**
 * The owner of the new address opened the link: the pool identity moves first (it refuses
 * an address in use), then, in one transaction, the link is used, the new address item is
 * written, the old one removed and the user item moved (its link epoch too, so every other
 * link of the account ends). The former address is told.
 */
async function confirmEmailChange(
  ctx: RequestContext<'auth.verifyEmail'>,
  record: TokenRecord,
  secret: string,
  user: UserRecord,
): Promise<MessageResponse> {
  const newEmail = record.newEmail;
  if (!newEmail || user.pendingEmail !== newEmail || user.pendingEmailLinkHash !== sha256Hex(secret)) {
    throw new BadRequest(INVALID_VERIFY);
  }
  if (await findEmailRecord(newEmail)) throw new BadRequest('This email address is already used by another account.');
  if (!(await moveIdentityEmail(user.cognitoUsername, newEmail))) {
    throw new BadRequest('This email address is already used by another account.');
  }
  const moved = await claimLink(
    record,
    secret,
    user,
    'pendingEmailLinkHash',
    {
      set: ['email = :newEmail', 'emailVerified = :true', 'updatedAt = :now', LINK_EPOCH_STEP],
      remove: PENDING_LINK_ATTRIBUTES,
      values: { ':newEmail': newEmail, ':true': true, ':now': new Date().toISOString(), ':one': 1, ':zero': 0 },
    },
    [
      {
        Put: {
          TableName: tableName(),
          Item: emailItem(newEmail, user.id, user.cognitoUsername),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Delete: {
          TableName: tableName(),
          Key: keys.email(user.email),
          ConditionExpression: 'userId = :user',
          ExpressionAttributeValues: { ':user': user.id },
        },
      },
    ],
  );
  if (!moved) {
    await moveIdentityEmail(user.cognitoUsername, user.email).catch(() => undefined);
    throw new BadRequest(INVALID_VERIFY);
  }
  ctx.logger.info('email changed', { userId: user.id });
  await sendEmail(emailChangedEmail(user.email, user.firstName, newEmail)).catch((error: Error) =>
    ctx.logger.error('email change notice not sent', { userId: user.id, error: error.name }),
  );
  return { success: true, message: 'Email changed and verified successfully' };
}

export async function resendVerification(ctx: RequestContext<'auth.resendVerification'>): Promise<MessageResponse> {
  const { user } = ctx.auth;
  if (user.emailVerified) return { success: true, message: 'Your email is already verified' };
  if (await consumeAttempt('verify-user', user.id, getConfig().rateLimits.resetPerEmail)) {
    throw new TooManyRequests('Too many verification emails. Please try again later.');
  }
  await sendVerificationLink(user);
  return { success: true, message: 'Verification email sent' };
}
