import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageResponse } from '../contracts/user';
import { findEmailRecord } from '../shared/accounts';
import { getConfig } from '../shared/config';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import { claimToken, findToken, putToken, tokenDeleteCondition } from '../shared/db/tokens';
import { getUserRecord, revokeSessions } from '../shared/db/users';
import { BadRequest, TooManyRequests } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { globalSignOut, setPassword, updateIdentityAttributes } from '../shared/identity';
import { consumeAttempt } from '../shared/rate-limit';
import { sha256Hex } from '../shared/hash';
import { sendPasswordResetLink, sendVerificationLink } from '../shared/verification';

const FORGOT_ANSWER: MessageResponse = {
  success: true,
  message: 'If an account exists for this email, password reset instructions have been sent.',
};

/** Answers the same whether or not the address has an account. */
export async function forgotPassword(ctx: RequestContext<'auth.forgotPassword'>): Promise<MessageResponse> {
  const limits = getConfig().rateLimits;
  const { email } = ctx.body;
  const [emailOver, ipOver] = await Promise.all([
    consumeAttempt('reset-email', email, limits.resetPerEmail),
    consumeAttempt('reset-ip', ctx.sourceIp, limits.resetPerIp),
  ]);
  if (emailOver || ipOver) throw new TooManyRequests('Too many password reset attempts. Please try again later.');
  const emailRecord = await findEmailRecord(email);
  const user = emailRecord ? await getUserRecord(emailRecord.userId) : undefined;
  if (user && !user.disabled) {
    await sendPasswordResetLink(user);
    ctx.logger.info('reset link sent', { userId: user.id });
  }
  return FORGOT_ANSWER;
}

const INVALID_RESET = 'Invalid or expired reset link. Please request a new one.';

export async function resetPassword(ctx: RequestContext<'auth.resetPassword'>): Promise<MessageResponse> {
  const { token, password } = ctx.body;
  const record = await findToken('reset', token);
  const user = record ? await getUserRecord(record.userId) : undefined;
  if (!record || !user) throw new BadRequest(INVALID_RESET);
  // Single use: only the caller that deletes the token goes on.
  if (!(await claimToken('reset', token))) throw new BadRequest(INVALID_RESET);
  try {
    await setPassword(user.cognitoUsername, password);
  } catch (error) {
    // Give the link back so the user can try again.
    await putToken('reset', token, record.userId, record.issuedAt, record.expiresAt - record.issuedAt, record.email);
    throw error;
  }
  await revokeSessions(user.id);
  try {
    await globalSignOut(user.cognitoUsername);
  } catch (error) {
    ctx.logger.warn('pool sign-out failed; the session epoch still refuses old tokens', { error: (error as Error).name });
  }
  ctx.logger.info('password reset', { userId: user.id });
  return { success: true, message: 'Password reset successfully' };
}

const INVALID_VERIFY = 'Invalid verification link. It may have expired.';

export async function verifyEmail(ctx: RequestContext<'auth.verifyEmail'>): Promise<MessageResponse> {
  const { token } = ctx.body;
  const record = await findToken('verify', token);
  const user = record ? await getUserRecord(record.userId) : undefined;
  if (!record || !user || (record.email && record.email !== user.email)) throw new BadRequest(INVALID_VERIFY);
  // The address goes along: cognito-local refuses email_verified alone; Cognito accepts both.
  await updateIdentityAttributes(user.cognitoUsername, { email: user.email, email_verified: 'true' });
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName(), Key: keys.token(sha256Hex(token)), ...tokenDeleteCondition('verify') } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.user(user.id),
              UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
              ConditionExpression: 'attribute_exists(PK) AND email = :email',
              ExpressionAttributeValues: { ':true': true, ':now': new Date().toISOString(), ':email': user.email },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') throw new BadRequest(INVALID_VERIFY);
    throw error;
  }
  ctx.logger.info('email verified', { userId: user.id });
  return { success: true, message: 'Email verified successfully' };
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
