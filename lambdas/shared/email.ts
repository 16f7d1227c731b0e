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

function linkEmail(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  action: string,
  link: string,
): EmailMessage {
  const hello = `Hi ${greetingName || 'there'},`;
  const text = [hello, '', ...lines, '', `${action}: ${link}`, '', 'With care,', 'The Solace team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(hello)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6d5dfc;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this link: ${escapeHtml(link)}</p>
<p>With care,<br>The Solace team</p>
</body></html>`;
  return { to, subject, text, html };
}

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
