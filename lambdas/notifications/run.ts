import { resolveNotificationSettings } from '../contracts/notifications';
import { getUserRecord } from '../shared/db/users';
import { createLogger } from '../shared/logger';
import { reminderMail, sendScheduledMail, weeklySummaryMail, type ScheduledMail } from './emails';
import { SLOT_MS, inQuietHours, localTimeAt, slotStart, summaryWeek } from './schedule';
import { claimSlot, dueInSlot, isSuppressed, nextSlotOf, releaseSlot, weekCounts, type ScheduleRecord } from './schedule-records';
import { unsubscribeUrl } from './unsubscribe-link';

const logger = createLogger('notifications');

/**
 * Slots before the current one a run also reads: mail of a run that failed or came late goes
 * out up to this many quarter hours later instead of never (the item would stay in its slot).
 */
export const CATCH_UP_SLOTS = 3;

export interface RunResult {
  sent: number;
  skipped: number;
}

type Outcome = 'sent' | 'skipped' | 'lost';

/** Why a due item sends nothing (it is still moved to its next slot): null when it sends. */
async function reasonToSkip(
  record: ScheduleRecord,
  slotMs: number,
  user: NonNullable<Awaited<ReturnType<typeof getUserRecord>>>,
): Promise<string | null> {
  const settings = resolveNotificationSettings(user.settings?.notifications);
  if (user.disabled || !user.emailVerified) return 'account';
  if (nextSlotOf(record.kind, settings, slotMs) !== slotMs) return 'not due';
  // A daylight-saving change can move a chosen time into quiet hours on that day.
  if (inQuietHours(settings.quietHours, localTimeAt(settings.timeZone, slotMs))) return 'quiet hours';
  if (await isSuppressed(user.email)) return 'suppressed';
  return null;
}

async function composeFor(record: ScheduleRecord, to: string, slotMs: number): Promise<ScheduledMail> {
  const link = await unsubscribeUrl(record.userId, record.kind);
  if (record.kind === 'reminder') return reminderMail(to, link);
  const week = summaryWeek(slotMs);
  return weeklySummaryMail(to, await weekCounts(record.userId, week.fromMs, week.toMs), link);
}

async function handleDue(record: ScheduleRecord, slotMs: number): Promise<Outcome> {
  const user = await getUserRecord(record.userId);
  if (!user) {
    await claimSlot(record, null);
    return 'skipped';
  }
  const settings = resolveNotificationSettings(user.settings?.notifications);
  const next = nextSlotOf(record.kind, settings, slotMs + SLOT_MS);
  const skip = await reasonToSkip(record, slotMs, user);
  const mail = skip === null ? await composeFor(record, user.email, slotMs) : undefined;
  // Claimed before sending: of two runs on the same slot only one gets here.
  if (!(await claimSlot(record, next))) return 'lost';
  if (!mail) return 'skipped';
  try {
    await sendScheduledMail(mail);
  } catch (error) {
    await releaseSlot(record, next);
    throw error;
  }
  return 'sent';
}

/**
 * One run of the scheduled mail at `now` (passed in, so tests can set the clock): reads the
 * users due in the current 15-minute slot (and the few before it) through GSI2, sends each
 * their reminder or weekly summary unless quiet hours, a bounce or a complaint say not to,
 * and moves each to its next slot.
 */
export async function runNotifications(now: Date): Promise<RunResult> {
  const current = slotStart(now.getTime());
  const result: RunResult = { sent: 0, skipped: 0 };
  for (let slot = current - CATCH_UP_SLOTS * SLOT_MS; slot <= current; slot += SLOT_MS) {
    for (const record of await dueInSlot(slot)) {
      try {
        const outcome = await handleDue(record, slot);
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'skipped') result.skipped += 1;
      } catch (error) {
        // One failed mail does not stop the others; it is tried again by the next run.
        logger.error('scheduled mail failed', { kind: record.kind, userId: record.userId, error: (error as Error).message });
      }
    }
  }
  logger.info('scheduled mail run', { slot: new Date(current).toISOString(), ...result });
  return result;
}
