import { encodeTime } from 'ulid';
import type { JournalEntry, JournalExportResponse, JournalListResponse } from '../contracts/journal';
import { deleteCountedOrNotFound, putCounted } from '../shared/db/counters';
import { JOURNAL_PREFIX, keys, type Key } from '../shared/db/keys';
import { inRange } from '../shared/db/query';
import { BadRequest, NotFound } from '../shared/errors';
import { reply, type RequestContext } from '../shared/http';
import { decodeEntryCursor, encodeCursor } from './cursor';
import {
  ALL_ENTRIES,
  ENTRY_NOT_FOUND,
  getEntryRecord,
  keyAfter,
  mergeEntry,
  newEntryRecord,
  queryEntries,
  replaceEntry,
  toEntry,
  type EntryRange,
} from './entry-records';

/** Entries per page of GET /journal/export. */
export const EXPORT_PAGE_SIZE = 100;

export async function createEntry(ctx: RequestContext<'journal.create'>) {
  const record = newEntryRecord(ctx.auth.userId, ctx.body);
  await putCounted(ctx.auth.userId, record, 'totalJournalEntries');
  return reply(201, toEntry(record));
}

/**
 * GET /journal/entries: newest first. A cursor continues from an earlier page; without one,
 * page N starts after the first (N-1)·limit entries, found with key-only reads.
 */
export async function listEntries(ctx: RequestContext<'journal.list'>): Promise<JournalListResponse> {
  const { userId, user } = ctx.auth;
  const { page, limit, cursor } = ctx.query;
  let startKey: Key | undefined;
  let empty = false;
  if (cursor) {
    startKey = decodeEntryCursor(cursor, userId);
  } else if (page > 1) {
    const after = await keyAfter(userId, (page - 1) * limit);
    if (after) startKey = after;
    else empty = true;
  }
  const result = empty ? { records: [] } : await queryEntries(userId, limit, ALL_ENTRIES, startKey);
  const nextKey = 'nextKey' in result ? result.nextKey : undefined;
  return {
    entries: result.records.map(toEntry),
    page,
    limit,
    total: Math.max(0, user.stats.totalJournalEntries ?? 0),
    hasMore: nextKey !== undefined,
    nextCursor: nextKey ? encodeCursor(nextKey) : null,
  };
}

export async function updateEntry(ctx: RequestContext<'journal.update'>): Promise<JournalEntry> {
  const { userId } = ctx.auth;
  // The key is the caller's: another user's entry is simply not there.
  const stored = await getEntryRecord(userId, ctx.params.id);
  if (!stored) throw new NotFound(ENTRY_NOT_FOUND);
  const next = mergeEntry(stored, ctx.body);
  await replaceEntry(next, stored.updatedAt);
  return toEntry(next);
}

export async function removeEntry(ctx: RequestContext<'journal.delete'>) {
  const { userId } = ctx.auth;
  await deleteCountedOrNotFound(userId, keys.journalEntry(userId, ctx.params.id), 'totalJournalEntries', ENTRY_NOT_FOUND);
  return { success: true, message: 'Entry deleted' };
}

/** The sort-key range of entries created from `from` to `to` (both inclusive), or null when none can be. */
export function exportRange(from: string | undefined, to: string | undefined): EntryRange | null {
  const fromMs = from === undefined ? undefined : Date.parse(from);
  const toMs = to === undefined ? undefined : Date.parse(to);
  if (fromMs !== undefined && toMs !== undefined && fromMs > toMs) throw new BadRequest('from must not be after to');
  // ULIDs start at the epoch: earlier bounds mean "from the beginning", or nothing at all.
  if (toMs !== undefined && toMs < 0) return null;
  const lower = fromMs === undefined || fromMs <= 0 ? ALL_ENTRIES.lower : `${JOURNAL_PREFIX}${encodeTime(fromMs, 10)}${'0'.repeat(16)}`;
  const upper = toMs === undefined ? ALL_ENTRIES.upper : `${JOURNAL_PREFIX}${encodeTime(toMs, 10)}${'Z'.repeat(16)}`;
  return { lower, upper };
}

/**
 * GET /journal/export: every entry created in the range, newest first, a page at a time.
 * The range is a key condition on the ULID bounds of `from` and `to`.
 */
export async function exportEntries(ctx: RequestContext<'journal.export'>): Promise<JournalExportResponse> {
  const { userId } = ctx.auth;
  const { format, from, to, cursor } = ctx.query;
  const range = exportRange(from, to);
  const startKey = cursor ? decodeEntryCursor(cursor, userId) : undefined;
  // A start key outside the range is one this range never handed out.
  if (startKey && range && !inRange(startKey.SK, range)) throw new BadRequest('cursor: invalid cursor');
  if (!range) return { format, entries: [], nextCursor: null };
  const { records, nextKey } = await queryEntries(userId, EXPORT_PAGE_SIZE, range, startKey);
  return { format, entries: records.map(toEntry), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}
