import { SendEmailCommand } from '@aws-sdk/client-ses';
import { getSesClient } from './aws-clients';
import { getConfig } from './config';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends through SES (aws-ses-v2-local locally). The body is never logged. */
export async function sendEmail(message: EmailMessage): Promise<void> {
  await getSesClient().send(
    new SendEmailCommand({
      Source: getConfig().emailFrom,
      Destination: { ToAddresses: [message.to] },
      Message: {
        Subject: { Data: message.subject, Charset: 'UTF-8' },
        Body: {
          Text: { Data: message.text, Charset: 'UTF-8' },
          Html: { Data: message.html, Charset: 'UTF-8' },
        },
      },
    }),
  );
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A short email: a greeting, its lines and, when given, one button with its link. */
function composeEmail(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  call?: { action: string; link: string },
): EmailMessage {
  const hello = `Hi ${greetingName || 'there'},`;
  const callText = call ? ['', `${call.action}: ${call.link}`] : [];
  const text = [hello, '', ...lines, ...callText, '', 'With care,', 'The Solace team'].join('\n');
  const callHtml = call
    ? `<p><a href="${escapeHtml(call.link)}" style="display:inline-block;padding:10px 18px;background:#6d5dfc;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(call.action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(call.link)}</p>\n`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(hello)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${callHtml}<p>With care,<br>The Solace team</p>
</body></html>`;
  return { to, subject, text, html };
}

const linkEmail = (to: string, subject: string, greetingName: string, lines: string[], action: string, link: string) =>
  composeEmail(to, subject, greetingName, lines, { action, link });

export function verificationEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkEmail(
    to,
    'Verify your Solace email',
    firstName,
    ['Welcome to Solace. Please confirm this is your email address.', 'The link works once and expires in 24 hours.'],
    'Verify email',
    link,
  );
}

export function passwordResetEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkEmail(
    to,
    'Reset your Solace password',
    firstName,
    [
      'Someone asked to reset the password of your Solace account. If it was not you, ignore this email: nothing changes.',
      'The link works once and expires in 1 hour.',
    ],
    'Reset password',
    link,
  );
}

/** To the new address: the change happens only when its owner opens this link. */
export function emailChangeConfirmEmail(to: string, firstName: string, link: string): EmailMessage {
  return linkEmail(
    to,
    'Confirm your new Solace email',
    firstName,
    [
      'You asked to use this address to sign in to Solace. Your account moves to it once you confirm.',
      'The link works once and expires in 24 hours. If you did not ask for this, ignore this email: nothing changes.',
    ],
    'Confirm new email',
    link,
  );
}

/** To the current address, when a change to another one is asked for. */
export function emailChangeRequestedEmail(to: string, firstName: string, newEmail: string): EmailMessage {
  return composeEmail(to, 'Your Solace email is about to change', firstName, [
    `Someone signed in to your Solace account asked to move it to ${newEmail}. This address stays your sign-in until the link sent there is opened.`,
    'If this was not you, change your password now: that cancels the change.',
  ]);
}

/** To the former address, once the change is done. */
export function emailChangedEmail(to: string, firstName: string, newEmail: string): EmailMessage {
  return composeEmail(to, 'Your Solace email was changed', firstName, [
    `Your Solace account now signs in with ${newEmail}. This address is no longer linked to it.`,
    'If this was not you, please contact us right away.',
  ]);
}
