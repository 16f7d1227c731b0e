import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer';
import { getSesClient } from '../shared/aws-clients';
import { getConfig } from '../shared/config';
import { escapeHtml } from '../shared/email';
import type { WeekCounts } from './schedule-records';

export interface ScheduledMail {
  to: string;
  subject: string;
  lines: string[];
  call: { action: string; link: string };
  unsubscribe: { url: string; label: string };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function reminderMail(to: string, unsubscribeUrl: string): ScheduledMail {
  return {
    to,
    subject: 'A gentle reminder to check in',
    lines: ['This is your daily reminder to take a moment for yourself: a quick check-in takes about a minute.'],
    call: { action: 'Check in now', link: `${getConfig().appUrl}/wellness` },
    unsubscribe: { url: unsubscribeUrl, label: 'Stop daily reminders' },
  };
}

/** Counts and a link only: nothing an entry, a mood or a check-in says is in the mail. */
export function weeklySummaryMail(to: string, counts: WeekCounts, unsubscribeUrl: string): ScheduledMail {
  const parts = [
    plural(counts.checkIns, 'check-in', 'check-ins'),
    plural(counts.moodLogs, 'mood log', 'mood logs'),
    plural(counts.journalEntries, 'journal entry', 'journal entries'),
  ];
  const total = counts.checkIns + counts.moodLogs + counts.journalEntries;
  return {
    to,
    subject: 'Your week in Solace',
    lines: [
      `This week: ${parts.join(', ')}.`,
      total > 0 ? 'Every entry is a moment you made for yourself.' : 'A new week is a fresh start, whenever you are ready.',
    ],
    call: { action: 'See your week', link: `${getConfig().appUrl}/wellness` },
    unsubscribe: { url: unsubscribeUrl, label: 'Stop weekly summaries' },
  };
}

/** The MIME message, with the one-click unsubscribe headers of RFC 8058. */
export async function buildScheduledMail(mail: ScheduledMail): Promise<Buffer> {
  const text = ['Hi there,', '', ...mail.lines, '', `${mail.call.action}: ${mail.call.link}`, '', 'With care,', 'The Solace team', '',
    `${mail.unsubscribe.label}: ${mail.unsubscribe.url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<p>Hi there,</p>
${mail.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(mail.call.link)}">${escapeHtml(mail.call.action)}</a></p>
<p>With care,<br>The Solace team</p>
<p style="font-size:13px;color:#6b7280"><a href="${escapeHtml(mail.unsubscribe.url)}">${escapeHtml(mail.unsubscribe.label)}</a></p>
</body></html>`;
  const composer = new MailComposer({
    from: getConfig().emailFrom,
    to: mail.to,
    subject: mail.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${mail.unsubscribe.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}

/** Sends through SES (the local emulator locally). Only the error's name goes on: SES messages can name the recipient. */
export async function sendScheduledMail(mail: ScheduledMail): Promise<void> {
  const raw = await buildScheduledMail(mail);
  try {
    await getSesClient().send(new SendRawEmailCommand({ Source: getConfig().emailFrom, Destinations: [mail.to], RawMessage: { Data: raw } }));
  } catch (error) {
    throw new Error(`Sending a scheduled mail failed (${(error as Error).name || 'Error'})`);
  }
}
