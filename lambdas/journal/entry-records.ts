import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, monotonicFactory } from 'ulid';
import { encryptedFieldSchema, type EncryptedField } from '../contracts/encryption';
import { AI_ANALYSIS_LIMITS, type JournalEntry } from '../contracts/journal';
import type { RouteBody } from '../contracts/route-schemas';
import { freeFormProblem } from '../contracts/storable';
import { getDocumentClient, tableName } from '../shared/db/client';
import { JOURNAL_PREFIX, keys, type Key } from '../shared/db/keys';
import { applyClearable, restamp, withStamps, type StoredWithDates } from '../shared/db/records';
import { queryNewestFirst, ulidRange, type Page, type SortKeyRange } from '../shared/db/query';
import { BadRequest, Conflict, NotFound } from '../shared/errors';

/** A journal entry as stored (PK USER#<sub>, SK JOURNAL#<ulid>). Encrypted fields are kept as sent. */
export interface JournalEntryRecord extends StoredWithDates<JournalEntry>, Key {
  entity: 'journal';
}

type CreateBody = RouteBody<'journal.create'>;
type UpdateBody = RouteBody<'journal.update'>;

export const ENTRY_NOT_FOUND = 'Entry not found';
export const ENTRY_CHANGED = 'This entry was changed elsewhere. Please reload.';

const ENCRYPTABLE = ['title', 'content', 'notes', 'aiAnalysis'] as const;

export const isEncryptedField = (value: unknown): value is EncryptedField =>
  value !== null && typeof value === 'object' && encryptedFieldSchema.safeParse(value).success;

function encryptedAny(record: Pick<JournalEntryRecord, (typeof ENCRYPTABLE)[number]>): boolean {
  return ENCRYPTABLE.some((field) => isEncryptedField(record[field]));
}

/**
 * The schema has already refused a plain aiAnalysis the table cannot hold; records built
 * from other input get the same check (storable.ts), never a failed write.
 */
function checkStorable(value: unknown, field: string): void {
  const problem = freeFormProblem(value, field, AI_ANALYSIS_LIMITS);
  if (problem) throw new BadRequest(`${field}: ${problem}`);
}

/** The API shape: snake_case dates as the spec's client reads them; absent fields left out. */
export function toEntry(r: JournalEntryRecord): JournalEntry {
  return {
    id: r.id,
    ...(r.title !== undefined ? { title: r.title } : {}),
    content: r.content,
    mood: r.mood,
    tags: r.tags,
    ...(r.notes !== undefined ? { notes: r.notes } : {}),
    ...(r.aiAnalysis !== undefined ? { aiAnalysis: r.aiAnalysis } : {}),
    clientEncrypted: r.clientEncrypted,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

// Monotonic within a process: entries made in the same millisecond still sort in order.
const nextUlid = monotonicFactory();

export function newEntryRecord(userId: string, body: CreateBody, now = Date.now()): JournalEntryRecord {
  if (body.aiAnalysis !== undefined && !isEncryptedField(body.aiAnalysis)) checkStorable(body.aiAnalysis, 'aiAnalysis');
  const id = nextUlid(now);
  // The id's time is the creation time (the factory may move it past `now` by a millisecond).
  const createdAt = new Date(decodeTime(id)).toISOString();
  const { title, content, mood, tags, notes, aiAnalysis } = body;
  const fields = { ...keys.journalEntry(userId, id), entity: 'journal' as const, id, title, content, mood, tags, notes, aiAnalysis };
  return withStamps<JournalEntryRecord>(fields, encryptedAny(fields), createdAt);
}

/** The stored entry with the changes applied: undefined keeps a field, null clears it. */
export function mergeEntry(record: JournalEntryRecord, changes: UpdateBody, now = Date.now()): JournalEntryRecord {
  if (changes.aiAnalysis && !isEncryptedField(changes.aiAnalysis)) checkStorable(changes.aiAnalysis, 'aiAnalysis');
  const next: JournalEntryRecord = { ...record };
  if (changes.content !== undefined) next.content = changes.content;
  if (changes.mood !== undefined) next.mood = changes.mood;
  if (changes.tags !== undefined) next.tags = changes.tags;
  applyClearable(next, changes, ['title', 'notes', 'aiAnalysis']);
  return restamp(next, encryptedAny(next), record.updatedAt, now);
}

export async function getEntryRecord(userId: string, entryId: string): Promise<JournalEntryRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.journalEntry(userId, entryId), ConsistentRead: true }),
  );
  return out.Item as JournalEntryRecord | undefined;
}

/**
 * Writes a merged entry only if nobody changed it since `previousUpdatedAt` was read:
 * 409 when it was changed, 404 when it was deleted meanwhile.
 */
export async function replaceEntry(next: JournalEntryRecord, previousUpdatedAt: string): Promise<void> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: next,
        ConditionExpression: 'attribute_exists(PK) AND updatedAt = :previous',
        ExpressionAttributeValues: { ':previous': previousUpdatedAt },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const userId = next.PK.slice('USER#'.length);
    if (!(await getEntryRecord(userId, next.id))) throw new NotFound(ENTRY_NOT_FOUND);
    throw new Conflict(ENTRY_CHANGED);
  }
}

/** Sort-key bounds of a range of entries (inclusive). */
export type EntryRange = SortKeyRange;

export const ALL_ENTRIES: EntryRange = ulidRange(JOURNAL_PREFIX);

/** One page of the user's entries in a range, newest first. */
export function queryEntries(userId: string, limit: number, range: EntryRange, startKey?: Key): Promise<Page<JournalEntryRecord>> {
  return queryNewestFirst<JournalEntryRecord>(keys.userPartition(userId), range, limit, startKey);
}

/**
 * The key after which the entry number `count` + 1 (newest first) starts, found with
 * key-only reads; null when the user has no more than `count` entries.
 */
export async function keyAfter(userId: string, count: number): Promise<Key | null> {
  let remaining = count;
  let exclusiveStart: Record<string, unknown> | undefined;
  let last: Key | undefined;
  while (remaining > 0) {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': JOURNAL_PREFIX },
        ProjectionExpression: 'PK, SK',
        ScanIndexForward: false,
        Limit: remaining,
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    const items = (out.Items ?? []) as Key[];
    remaining -= items.length;
    if (items.length > 0) last = items[items.length - 1];
    exclusiveStart = out.LastEvaluatedKey;
    if (!exclusiveStart) break;
  }
  return remaining > 0 || !last ? null : { PK: last.PK, SK: last.SK };
}
