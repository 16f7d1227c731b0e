import { getConfig } from './config';
import { createLinkToken } from './db/tokens';
import type { UserRecord } from './db/users';
import { passwordResetEmail, sendEmail, verificationEmail } from './email';

type Recipient = Pick<UserRecord, 'id' | 'email' | 'firstName'>;

/** Emails `<appUrl>/verify-email?token=…` for a verify token already stored. */
export async function sendVerificationEmail(user: Recipient, secret: string): Promise<void> {
  const link = `${getConfig().appUrl}/verify-email?token=${secret}`;
  await sendEmail(verificationEmail(user.email, user.firstName, link));
}

/** Stores a fresh verify token and emails its link to the user's current address. */
export async function sendVerificationLink(user: Recipient): Promise<void> {
  await sendVerificationEmail(user, await createLinkToken('verify', user.id, user.email));
}

/** Emails a fresh `<appUrl>/reset-password?token=…` link. */
export async function sendPasswordResetLink(user: Recipient): Promise<void> {
  const token = await createLinkToken('reset', user.id, user.email);
  const link = `${getConfig().appUrl}/reset-password?token=${token}`;
  await sendEmail(passwordResetEmail(user.email, user.firstName, link));
}
