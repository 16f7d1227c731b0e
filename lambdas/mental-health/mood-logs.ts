import type { MoodLog, MoodLogListResponse } from '../contracts/mental-health';
import { deleteCountedOrNotFound, putCounted } from '../shared/db/counters';
import { decodeCursor, encodeCursor } from '../shared/db/cursor';
import { MOOD_PREFIX, keys, type Key } from '../shared/db/keys';
import { inRange, queryNewestFirst } from '../shared/db/query';
import type { MoodLogRecord } from '../shared/db/records';
import { BadRequest, NotFound } from '../shared/errors';
import { reply, type RequestContext } from '../shared/http';
import { MOOD_NOT_FOUND, getMoodRecord, mergeMood, moodRange, newMoodRecord, replaceMood, toMoodLog } from './mood-records';

const MOOD_SK = new RegExp(`^${MOOD_PREFIX}[0-9A-HJKMNP-TV-Z]{26}$`);

export async function createMoodLog(ctx: RequestContext<'mentalHealth.createMoodLog'>) {
  const record = newMoodRecord(ctx.auth.userId, ctx.body);
  await putCounted(ctx.auth.userId, record, 'totalMoodLogs');
  return reply(201, toMoodLog(record));
}

/** GET /mental-health/mood-logs: newest first; the dates are a key condition on the ids' times. */
export async function listMoodLogs(ctx: RequestContext<'mentalHealth.listMoodLogs'>): Promise<MoodLogListResponse> {
  const { userId } = ctx.auth;
  const { startDate, endDate, limit, cursor } = ctx.query;
  const range = moodRange(startDate, endDate);
  let startKey: Key | undefined;
  if (cursor) {
    startKey = decodeCursor(cursor, userId, MOOD_SK);
    // A start key outside the range is one this range never handed out.
    if (range && !inRange(startKey.SK, range)) throw new BadRequest('cursor: invalid cursor');
  }
  if (!range) return { moods: [], nextCursor: null };
  const { records, nextKey } = await queryNewestFirst<MoodLogRecord>(keys.userPartition(userId), range, limit, startKey);
  return { moods: records.map(toMoodLog), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

export async function updateMoodLog(ctx: RequestContext<'mentalHealth.updateMoodLog'>): Promise<MoodLog> {
  // The key is the caller's: another user's log is simply not there.
  const stored = await getMoodRecord(ctx.auth.userId, ctx.params.id);
  if (!stored) throw new NotFound(MOOD_NOT_FOUND);
  const { next, moved } = mergeMood(stored, ctx.body);
  await replaceMood(stored, next, moved);
  return toMoodLog(next);
}

export async function deleteMoodLog(ctx: RequestContext<'mentalHealth.deleteMoodLog'>) {
  const { userId } = ctx.auth;
  await deleteCountedOrNotFound(userId, keys.moodLog(userId, ctx.params.id), 'totalMoodLogs', MOOD_NOT_FOUND);
  return { success: true, message: 'Mood log deleted' };
}
