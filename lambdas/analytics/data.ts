/**
 * Reads for the analytics figures: Queries on the caller's partition only, with the time
 * ranges as key conditions on the sort keys' ULIDs (a ULID's first 10 characters are its
 * time, so `<PREFIX><time>0…0` to `<PREFIX><time>Z…Z` holds every id made in that span),
 * and only the attributes a figure needs.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { decodeTime, encodeTime } from 'ulid';
import { getDocumentClient, tableName } from '../shared/db/client';
import { CHAT_PREFIX, JOURNAL_PREFIX, MOOD_PREFIX, keys } from '../shared/db/keys';
import type { ChatSpan, MoodPoint, MoodSample } from './calculations';

/** The largest time a ULID holds (48 bits). */
const ULID_TIME_MAX = 2 ** 48 - 1;

const ulidTime = (ms: number) => encodeTime(Math.min(ULID_TIME_MAX, Math.max(0, Math.floor(ms))), 10);
export const lowerBound = (prefix: string, ms: number) => `${prefix}${ulidTime(ms)}${'0'.repeat(16)}`;
export const upperBound = (prefix: string, ms: number) => `${prefix}${ulidTime(ms)}${'Z'.repeat(16)}`;

/** The instant of an item from its sort key `<PREFIX><ulid>`. */
export const sortKeyTime = (sk: string, prefix: string): number => decodeTime(sk.slice(prefix.length, prefix.length + 26));

type Item = Record<string, unknown>;

interface RangeQuery {
  userId: string;
  prefix: string;
  /** Inclusive instants; the lower one defaults to the first id of the prefix. */
  fromMs?: number;
  toMs: number;
  projection: string;
  names?: Record<string, string>;
  newestFirst?: boolean;
  /** At most this many items; all of the range when absent. */
  limit?: number;
}

function rangeInput(q: RangeQuery, limit: number | undefined, start: Item | undefined): QueryCommandInput {
  return {
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
    ExpressionAttributeValues: {
      ':pk': keys.userPartition(q.userId),
      ':lower': q.fromMs === undefined ? q.prefix : lowerBound(q.prefix, q.fromMs),
      ':upper': upperBound(q.prefix, q.toMs),
    },
    ProjectionExpression: q.projection,
    ...(q.names ? { ExpressionAttributeNames: q.names } : {}),
    ScanIndexForward: !q.newestFirst,
    ...(limit === undefined ? {} : { Limit: limit }),
    ExclusiveStartKey: start,
  };
}

async function queryRange(q: RangeQuery): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const remaining = q.limit === undefined ? undefined : q.limit - items.length;
    const out = await getDocumentClient().send(new QueryCommand(rangeInput(q, remaining, start)));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && (q.limit === undefined || items.length < q.limit));
  return items;
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** A log's instant: its timestamp, or its id's time should the timestamp be unreadable. */
function moodTime(item: Item): number {
  const parsed = typeof item.timestamp === 'string' ? Date.parse(item.timestamp) : NaN;
  return Number.isNaN(parsed) ? sortKeyTime(item.SK as string, MOOD_PREFIX) : parsed;
}

const MOOD_PAGE_SIZE = 100;

// `timestamp` is a DynamoDB reserved word.
const TIMESTAMP = { '#ts': 'timestamp' };

/**
 * The newest mood logs up to `toMs`, newest first: at least the last `count`, and every log
 * since `sinceMs`. One read serves both the trend (last 30 logs) and the two-week figures;
 * it goes on only for someone who logged more than `count` times since `sinceMs`.
 */
export async function newestMoodLogs(userId: string, toMs: number, count: number, sinceMs: number): Promise<MoodPoint[]> {
  const q: RangeQuery = { userId, prefix: MOOD_PREFIX, toMs, projection: 'SK, mood, #ts', names: TIMESTAMP, newestFirst: true };
  const logs: MoodPoint[] = [];
  let start: Item | undefined;
  do {
    const limit = logs.length < count ? count - logs.length : MOOD_PAGE_SIZE;
    const out = await getDocumentClient().send(new QueryCommand(rangeInput(q, limit, start)));
    for (const item of out.Items ?? []) {
      const ms = moodTime(item);
      logs.push({ ms, timestamp: typeof item.timestamp === 'string' ? item.timestamp : new Date(ms).toISOString(), mood: num(item.mood, 3) });
    }
    start = out.LastEvaluatedKey;
  } while (start && (logs.length < count || sortKeyTime(start.SK as string, MOOD_PREFIX) >= sinceMs));
  return logs;
}

/**
 * Mood logs between two instants with the wellness figures (spec §9 defaults: energy 5,
 * stress 3); the mood itself only when asked for.
 */
export async function moodLogsBetween(userId: string, fromMs: number, toMs: number, withMood = true): Promise<MoodSample[]> {
  const projection = `SK, ${withMood ? 'mood, ' : ''}energy, stress, #ts`;
  const items = await queryRange({ userId, prefix: MOOD_PREFIX, fromMs, toMs, projection, names: TIMESTAMP });
  return items.map((item) => ({ ms: moodTime(item), mood: num(item.mood, 3), energy: num(item.energy, 5), stress: num(item.stress, 3) }));
}

/** Chat sessions started between two instants, with their span (start to last message). */
export async function chatSpansStartedBetween(userId: string, fromMs: number, toMs: number): Promise<ChatSpan[]> {
  const items = await queryRange({ userId, prefix: CHAT_PREFIX, fromMs, toMs, projection: 'SK, startedAt, lastMessageAt' });
  return items.map((item) => {
    const startMs = typeof item.startedAt === 'string' ? Date.parse(item.startedAt) : sortKeyTime(item.SK as string, CHAT_PREFIX);
    const last = typeof item.lastMessageAt === 'string' ? Date.parse(item.lastMessageAt) : NaN;
    return { startMs, endMs: Number.isNaN(last) ? startMs : last };
  });
}

/** Every chat session up to `toMs` with its coach, for the achievements. */
export async function chatSessionCoaches(userId: string, toMs: number): Promise<{ startMs: number; persona: string }[]> {
  const items = await queryRange({ userId, prefix: CHAT_PREFIX, toMs, projection: 'SK, persona' });
  return items.map((item) => ({ startMs: sortKeyTime(item.SK as string, CHAT_PREFIX), persona: typeof item.persona === 'string' ? item.persona : '' }));
}

/** Start instants of chat sessions, from the keys alone (a session's id is made from its start). */
export async function chatStartsBetween(userId: string, fromMs: number, toMs: number): Promise<number[]> {
  const items = await queryRange({ userId, prefix: CHAT_PREFIX, fromMs, toMs, projection: 'SK' });
  return items.map((item) => sortKeyTime(item.SK as string, CHAT_PREFIX));
}

/** Creation instants of journal entries, from the keys alone (the ULID's time). */
export async function journalTimesBetween(userId: string, fromMs: number, toMs: number): Promise<number[]> {
  const items = await queryRange({ userId, prefix: JOURNAL_PREFIX, fromMs, toMs, projection: 'SK' });
  return items.map((item) => sortKeyTime(item.SK as string, JOURNAL_PREFIX));
}

// Most streaks are short: a small first page, then larger ones while the run goes on.
const STREAK_PAGE_SIZES = [40, 200, 1000];

/**
 * Creation instants of journal entries up to `toMs`, newest first, a page at a time (keys
 * only), so the reader can stop as soon as it has what it needs.
 */
export async function* journalTimesNewestFirst(userId: string, toMs: number): AsyncGenerator<number[]> {
  let start: Item | undefined;
  let page = 0;
  do {
    const limit = STREAK_PAGE_SIZES[Math.min(page, STREAK_PAGE_SIZES.length - 1)];
    const q: RangeQuery = { userId, prefix: JOURNAL_PREFIX, toMs, projection: 'SK', newestFirst: true };
    const out = await getDocumentClient().send(new QueryCommand(rangeInput(q, limit, start)));
    yield (out.Items ?? []).map((item) => sortKeyTime(item.SK as string, JOURNAL_PREFIX));
    start = out.LastEvaluatedKey;
    page += 1;
  } while (start);
}
