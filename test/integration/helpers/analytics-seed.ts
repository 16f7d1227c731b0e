import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { withStamps, type ChatSessionRecord, type MoodLogRecord, type StatsCounter } from '../../../lambdas/shared/db/records';
import { keys } from '../../../lambdas/shared/db/keys';
import { db, stack } from './stack';

export { journalItem } from './journal';

/**
 * Items of the agreed record shapes written straight to DynamoDB Local, so analytics can be
 * tested on data from past days (the API only makes items "now"). Counters on the user item
 * move as the owning group's transactions would move them.
 */

/** Kolkata has no DST: a local wall time maps to one fixed instant (UTC+05:30). */
export const ZONE = 'Asia/Kolkata';
const OFFSET = '+05:30';

export function localToday(timeZone = ZONE, at = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function shiftDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Today in the zone, once it is safely away from midnight: seeding and the calls that
 * follow must see the same "today".
 */
export async function settledToday(timeZone = ZONE): Promise<string> {
  for (;;) {
    const today = localToday(timeZone);
    if (today === localToday(timeZone, Date.now() + 30_000)) return today;
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

/** The instant of `hh:mm[:ss]` Kolkata time, `daysAgo` days before `today`. */
export function kolkata(today: string, daysAgo: number, time: string): Date {
  const full = time.length === 5 ? `${time}:00` : time;
  return new Date(`${shiftDays(today, -daysAgo)}T${full}${OFFSET}`);
}

export async function putItems(items: readonly object[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((item) => ({ PutRequest: { Item: item as Record<string, unknown> } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 10) throw new Error('BatchWrite left items unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * attempt));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [stack.info.tableName]: requests } }));
      requests = (out.UnprocessedItems?.[stack.info.tableName] ?? []) as typeof requests;
    }
  }
}

export function moodLogItem(userId: string, at: Date, mood: number, energy = 5, stress = 3): MoodLogRecord {
  const id = ulid(at.getTime());
  const timestamp = at.toISOString();
  return withStamps<MoodLogRecord>({ ...keys.moodLog(userId, id), entity: 'mood', id, mood, energy, stress, timestamp }, false, timestamp);
}

export function chatSessionItem(userId: string, startedAt: Date, lastMessageAt: Date, messageCount = 2): ChatSessionRecord {
  const id = ulid(startedAt.getTime());
  return {
    ...keys.chatSession(userId, id),
    entity: 'chat',
    id,
    persona: 'sage',
    startedAt: startedAt.toISOString(),
    lastMessageAt: lastMessageAt.toISOString(),
    messageCount,
  };
}

export async function addToCounters(userId: string, counts: Partial<Record<StatsCounter, number>>): Promise<void> {
  const entries = Object.entries(counts).filter(([, n]) => n !== 0);
  if (entries.length === 0) return;
  await db.send(
    new UpdateCommand({
      TableName: stack.info.tableName,
      Key: keys.user(userId),
      UpdateExpression: `ADD ${entries.map((_, i) => `#stats.#c${i} :n${i}`).join(', ')}`,
      ExpressionAttributeNames: { '#stats': 'stats', ...Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])) },
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:n${i}`, n])),
    }),
  );
}
