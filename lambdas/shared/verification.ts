import { getConfig } from './config';
import { keys } from './db/keys';
import { linkEpochCondition, newLinkToken, putTokenItem, type TokenRecord } from './db/tokens';
import { transactWrite, TransactionRefused } from './db/transact';
import { tableName } from './db/client';
import { setExpression } from './db/update-expression';
import type { UserRecord } from './db/users';
import { emailChangeConfirmEmail, emailChangeRequestedEmail, passwordResetEmail, sendEmail, verificationEmail } from './email';
import { Conflict } from './errors';
import { sha256Hex } from './hash';

type Recipient = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'linkEpoch'>;

const appLink = (page: string, secret: string) => `${getConfig().appUrl}/${page}?token=${secret}`;

/** Emails `<appUrl>/verify-email?token=…` for a verify token already stored. */
export async function sendVerificationEmail(user: Pick<Recipient, 'email' | 'firstName'>, secret: string): Promise<void> {
  await sendEmail(verificationEmail(user.email, user.firstName, appLink('verify-email', secret)));
}

/** Stores a fresh verify token and emails its link to the user's current address. */
export async function sendVerificationLink(user: Recipient): Promise<void> {
  const { secret, item } = newLinkToken('verify', user);
  await putTokenItem(item);
  await sendVerificationEmail(user, secret);
}

/**
 * The link's item and, on the user item, the hash that makes it the one valid link of its
 * kind, in one transaction that holds only while the account still has this address and
 * link epoch (a credential change in between refuses it).
 */
async function storeSoleLink(user: Recipient, item: TokenRecord, fields: Record<string, string>): Promise<void> {
  const epoch = linkEpochCondition(user.linkEpoch ?? 0);
  const { sets, names, values } = setExpression(fields);
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.user(user.id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: `attribute_exists(PK) AND email = :email AND ${epoch.expression}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':email': user.email, ...epoch.values },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused) throw new Conflict('Your account changed meanwhile. Please try again.');
    throw error;
  }
}

/** Emails a fresh `<appUrl>/reset-password?token=…` link; every earlier reset link of the account is void. */
export async function sendPasswordResetLink(user: Recipient): Promise<void> {
  const { secret, item } = newLinkToken('reset', user);
  await storeSoleLink(user, item, { resetLinkHash: sha256Hex(secret) });
  await sendEmail(passwordResetEmail(user.email, user.firstName, appLink('reset-password', secret)));
}

/**
 * Asks the owner of `newEmail` to confirm it: the link goes to the new address (an earlier
 * pending change is replaced), and the current address is told of the request.
 */
export async function sendEmailChangeLink(user: Recipient, newEmail: string): Promise<void> {
  const { secret, item } = newLinkToken('email-change', user, { newEmail });
  await storeSoleLink(user, item, { pendingEmail: newEmail, pendingEmailLinkHash: sha256Hex(secret) });
  await sendEmail(emailChangeConfirmEmail(newEmail, user.firstName, appLink('verify-email', secret)));
  await sendEmail(emailChangeRequestedEmail(user.email, user.firstName, newEmail));
}
