import { getConfig } from './config';
import { createLinkToken } from './db/tokens';
import type { UserRecord } from './db/users';
import { passwordResetEmail, sendEmail, verificationEmail } from './email';

/** Emails a fresh `<appUrl>/verify-email?token=…` link to the user's current address. */
export async function sendVerificationLink(user: Pick<UserRecord, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = await createLinkToken('verify', user.id, user.email);
  const link = `${getConfig().appUrl}/verify-email?token=${token}`;
  await sendEmail(verificationEmail(user.email, user.firstName, link));
}

/** Emails a fresh `<appUrl>/reset-password?token=…` link. */
export async function sendPasswordResetLink(user: Pick<UserRecord, 'id' | 'email' | 'firstName'>): Promise<void> {
  const token = await createLinkToken('reset', user.id, user.email);
  const link = `${getConfig().appUrl}/reset-password?token=${token}`;
  await sendEmail(passwordResetEmail(user.email, user.firstName, link));
}
