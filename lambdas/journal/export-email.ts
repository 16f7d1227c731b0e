import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import { getSesClient } from '../shared/aws-clients';
import { escapeHtml } from '../shared/email';
import type { ExportEmailKind } from '../contracts/journal';
import { BadRequest } from '../shared/errors';

export interface ExportEmail {
  from: string;
  to: string;
  /** The account's owner, who asked for it (and is its only recipient). */
  owner: { firstName: string };
  filename: string;
  contentType: string;
  file: Uint8Array;
  /** A journal export unless told otherwise. */
  kind?: ExportEmailKind;
}

const WHAT: Record<ExportEmailKind, { noun: string; subject: string }> = {
  journal: { noun: 'journal export', subject: 'Your Solace journal export' },
  report: { noun: 'report for your therapist', subject: 'Your Solace report' },
};

/** The raw MIME message: text and HTML alternatives, the export as an attachment of its own type. */
export async function buildExportEmail(message: ExportEmail): Promise<Buffer> {
  const what = WHAT[message.kind ?? 'journal'];
  const paragraphs = [
    `Here is the ${what.noun} you asked for in Solace. You will find it attached to this email as ${message.filename}.`,
    'Please note that the attached file is not encrypted: anyone who can open this email can read it. Keep it somewhere safe, and delete it when you no longer need it.',
    'If you did not ask for it, someone may be using your account: please change your password.',
  ];
  const hello = `Hi ${message.owner.firstName || 'there'},`;
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), 'With care,', 'The Solace team'].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>With care,<br>The Solace team</p>
</body></html>`;
  const composer = new MailComposer({
    from: message.from,
    to: message.to,
    subject: what.subject,
    text,
    html,
    attachments: [{ filename: message.filename, content: Buffer.from(message.file), contentType: message.contentType }],
    // Nothing is fetched from a path or URL: the only content is what is given here.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

/**
 * Sends a prepared MIME message through SES (aws-ses-v2-local locally). SES error messages
 * can name the recipient, so only the error's name goes on (and into the log).
 */
export async function sendRawEmail(to: string, from: string, raw: Uint8Array): Promise<void> {
  try {
    await getSesClient().send(new SendRawEmailCommand({ Source: from, Destinations: [to], RawMessage: { Data: raw } }));
  } catch (error) {
    const name = (error as Error).name || 'Error';
    // E.g. a recipient SES refuses (in the SES sandbox: any address not verified).
    if (name === 'MessageRejected') throw new BadRequest('The export could not be sent to this address.');
    throw new Error(`Sending the export email failed (${name})`);
  }
}
