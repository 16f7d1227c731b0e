import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime, ulid } from 'ulid';
import type { EncryptedField } from '../contracts/encryption';
import type { MoodLog } from '../contracts/mental-health';
import type { RouteBody } from '../contracts/route-schemas';
import { getDocumentClient, tableName } from '../shared/db/client';
import { MOOD_PREFIX, keys } from '../shared/db/keys';
import type { SortKeyRange } from '../shared/db/query';
import { applyClearable, restamp, withStamps, type MoodLogRecord } from '../shared/db/records';
import { transactWrite, TransactionRefused } from '../shared/db/transact';
import { BadRequest, Conflict, NotFound } from '../shared/errors';

type CreateBody = RouteBody<'mentalHealth.createMoodLog'>;
type UpdateBody = RouteBody<'mentalHealth.updateMoodLog'>;

export const MOOD_NOT_FOUND = 'Mood log not found';
export const MOOD_CHANGED = 'This mood log was changed elsewhere. Please reload.';
export const FUTURE_TIMESTAMP = 'timestamp must not be in the future';
/** Clock skew allowed between the device that logs a mood and the server. */
export const FUTURE_ALLOWANCE_MS = 60_000;

const ENCRYPTABLE = ['notes', 'triggers', 'gratitude'] as const;

/**
 * The schema has already checked each of these fields: an object that is not a list can
 * only be an encrypted field.
 */
const isEncrypted = (value: unknown): value is EncryptedField =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const encryptedAny = (record: Pick<MoodLogRecord, (typeof ENCRYPTABLE)[number]>) => ENCRYPTABLE.some((f) => isEncrypted(record[f]));

/**
 * The instant of a log in milliseconds: now when none is given. ULIDs cannot hold a time
 * before 1970, and a mood cannot be logged ahead of time.
 */
export function moodTime(timestamp: string | undefined, now: number): number {
  if (timestamp === undefined) return now;
  const ms = Date.parse(timestamp);
  if (Number.isNaN(ms)) throw new BadRequest('timestamp: timestamp must be an ISO 8601 date-time');
  if (ms > now + FUTURE_ALLOWANCE_MS) throw new BadRequest(FUTURE_TIMESTAMP);
  if (ms < 0) throw new BadRequest('timestamp: timestamp must not be before 1970');
  return ms;
}

/** The API shape: snake_case dates as the spec's client reads them; absent fields left out. */
export function toMoodLog(r: MoodLogRecord): MoodLog {
  return {
    id: r.id,
    mood: r.mood,
    energy: r.energy,
    stress: r.stress,
    timestamp: r.timestamp,
    ...(r.notes !== undefined ? { notes: r.notes } : {}),
    ...(r.triggers !== undefined ? { triggers: r.triggers } : {}),
    ...(r.gratitude !== undefined ? { gratitude: r.gratitude } : {}),
    clientEncrypted: r.clientEncrypted,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export function newMoodRecord(userId: string, body: CreateBody, now = Date.now()): MoodLogRecord {
  const at = moodTime(body.timestamp, now);
  // The id's time is the log's: the sort key orders logs by when they were felt.
  const id = ulid(at);
  const createdAt = new Date(now).toISOString();
  const { mood, energy, stress, notes, triggers, gratitude } = body;
  const timestamp = new Date(at).toISOString();
  const fields = { ...keys.moodLog(userId, id), entity: 'mood' as const, id, mood, energy, stress, timestamp, notes, triggers, gratitude };
  return withStamps<MoodLogRecord>(fields, encryptedAny(fields), createdAt);
}

/**
 * The stored log with the changes applied: undefined keeps a field, null clears it. A new
 * instant gives the log a new id (its key sorts by time), so `moved` says the old item goes.
 */
export function mergeMood(record: MoodLogRecord, changes: UpdateBody, now = Date.now()): { next: MoodLogRecord; moved: boolean } {
  const next: MoodLogRecord = { ...record };
  if (changes.mood !== undefined) next.mood = changes.mood;
  if (changes.energy !== undefined) next.energy = changes.energy;
  if (changes.stress !== undefined) next.stress = changes.stress;
  let moved = false;
  if (changes.timestamp !== undefined) {
    const at = moodTime(changes.timestamp, now);
    if (at !== Date.parse(record.timestamp)) {
      const userId = record.PK.slice('USER#'.length);
      const id = ulid(at);
      Object.assign(next, keys.moodLog(userId, id), { id, timestamp: new Date(at).toISOString() });
      moved = true;
    }
  }
  applyClearable(next, changes, ENCRYPTABLE);
  return { next: restamp(next, encryptedAny(next), record.updatedAt, now), moved };
}

/** The sort-key range of logs from `startDate` to `endDate` (inclusive); null when none can be in it. */
export function moodRange(startDate: string | undefined, endDate: string | undefined): SortKeyRange | null {
  const startMs = startDate === undefined ? undefined : Date.parse(startDate);
  // A date without a time is the whole UTC day: an end date runs through its last millisecond.
  const endMs = endDate === undefined ? undefined : Date.parse(endDate) + (isDateOnly(endDate) ? 86_400_000 - 1 : 0);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) throw new BadRequest('startDate and endDate must be ISO 8601 dates or date-times');
  if (startMs !== undefined && endMs !== undefined && startMs > endMs) throw new BadRequest('startDate must not be after endDate');
  // ULIDs start at 1970: earlier bounds mean "from the beginning", or nothing at all.
  if (endMs !== undefined && endMs < 0) return null;
  const lower = startMs === undefined || startMs <= 0 ? MOOD_PREFIX : `${MOOD_PREFIX}${encodeTime(startMs, 10)}${'0'.repeat(16)}`;
  const upper = endMs === undefined ? `${MOOD_PREFIX}~` : `${MOOD_PREFIX}${encodeTime(endMs, 10)}${'Z'.repeat(16)}`;
  return { lower, upper };
}

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export async function getMoodRecord(userId: string, logId: string): Promise<MoodLogRecord | undefined> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.moodLog(userId, logId), ConsistentRead: true }));
  return out.Item as MoodLogRecord | undefined;
}

/** After a refused write based on `stored`: 404 when the log is gone, else 409. */
async function refusedWrite(stored: MoodLogRecord): Promise<never> {
  const userId = stored.PK.slice('USER#'.length);
  if (!(await getMoodRecord(userId, stored.id))) throw new NotFound(MOOD_NOT_FOUND);
  throw new Conflict(MOOD_CHANGED);
}

/**
 * Writes a merged log only if nobody changed it since `stored` was read. A moved log is
 * deleted and put under its new key in one transaction, so it is never lost or doubled
 * and the counter stays as it is.
 */
export async function replaceMood(stored: MoodLogRecord, next: MoodLogRecord, moved: boolean): Promise<void> {
  const unchanged = { ConditionExpression: 'attribute_exists(PK) AND updatedAt = :previous', ExpressionAttributeValues: { ':previous': stored.updatedAt } };
  if (!moved) {
    try {
      await getDocumentClient().send(new PutCommand({ TableName: tableName(), Item: next, ...unchanged }));
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      await refusedWrite(stored);
    }
    return;
  }
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: { PK: stored.PK, SK: stored.SK }, ...unchanged } },
      { Put: { TableName: tableName(), Item: next, ConditionExpression: 'attribute_not_exists(PK)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) await refusedWrite(stored);
    throw error;
  }
}
