/**
 * Queries of one partition of the table or of an index, for the admin lists: a page after
 * an opaque cursor, or a whole partition for counts and numbered pages; the table is never scanned.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from '../shared/db/client';
import { invalidCursor, readCursorKey, writeCursorKey } from '../shared/db/cursor';

export type IndexName = 'GSI1' | 'GSI2';

export interface PartitionQuery {
  /** Absent: the table itself. */
  index?: IndexName;
  pk: string;
  /** A condition on the sort key. */
  sk?: { op: '<' | '>' | 'begins_with'; value: string };
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  newestFirst?: boolean;
}

const keyNames = (index?: IndexName) => (index ? ['PK', 'SK', `${index}PK`, `${index}SK`] : ['PK', 'SK']);
const partitionName = (index?: IndexName) => (index ? `${index}PK` : 'PK');
const sortName = (index?: IndexName) => (index ? `${index}SK` : 'SK');

function input(q: PartitionQuery): QueryCommandInput {
  const names: Record<string, string> = { '#pk': partitionName(q.index), ...q.filter?.names };
  const values: Record<string, unknown> = { ':pk': q.pk, ...q.filter?.values };
  let condition = '#pk = :pk';
  if (q.sk) {
    names['#sk'] = sortName(q.index);
    values[':sk'] = q.sk.value;
    condition += q.sk.op === 'begins_with' ? ' AND begins_with(#sk, :sk)' : ` AND #sk ${q.sk.op} :sk`;
  }
  return {
    TableName: tableName(),
    ...(q.index ? { IndexName: q.index } : {}),
    KeyConditionExpression: condition,
    ...(q.filter ? { FilterExpression: q.filter.expression } : {}),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: !q.newestFirst,
  };
}

export function encodeCursor(item: Record<string, unknown>, index?: IndexName): string {
  return writeCursorKey(Object.fromEntries(keyNames(index).map((name) => [name, item[name]])));
}

/** The start key in a cursor, only if it is a key of this very partition. */
export function decodeCursor(cursor: string, q: PartitionQuery): Record<string, string> {
  const entries = Object.entries(readCursorKey(cursor));
  const expected = keyNames(q.index);
  if (entries.length !== expected.length || !entries.every(([name, value]) => expected.includes(name) && typeof value === 'string' && value.length <= 1024)) {
    throw invalidCursor();
  }
  const key = Object.fromEntries(entries) as Record<string, string>;
  if (key[partitionName(q.index)] !== q.pk) throw invalidCursor();
  return key;
}

/** Up to `limit` items after the cursor, and a cursor for the rest when more follow. */
export async function queryPage<T extends Record<string, unknown>>(
  q: PartitionQuery,
  limit: number,
  cursor?: string,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const items: T[] = [];
  let start: Record<string, unknown> | undefined = cursor ? decodeCursor(cursor, q) : undefined;
  // One more than asked, so "is there more" is known without an empty last page.
  do {
    const out = await getDocumentClient().send(new QueryCommand({ ...input(q), Limit: Math.max(limit + 1 - items.length, 25), ExclusiveStartKey: start }));
    items.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start && items.length <= limit);
  if (items.length <= limit) return { items, nextCursor: null };
  const page = items.slice(0, limit);
  return { items: page, nextCursor: encodeCursor(page[page.length - 1] as T, q.index) };
}

/** Every item of the partition (only the named attributes, when given). */
export async function queryAll<T>(q: PartitionQuery, attributes?: string[]): Promise<T[]> {
  const base = input(q);
  const names = { ...base.ExpressionAttributeNames };
  let projection: string | undefined;
  if (attributes) {
    projection = attributes.map((a, i) => ((names[`#p${i}`] = a), `#p${i}`)).join(', ');
  }
  const items: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({ ...base, ExpressionAttributeNames: names, ...(projection ? { ProjectionExpression: projection } : {}), ExclusiveStartKey: start }),
    );
    items.push(...((out.Items ?? []) as T[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** How many items of the partition match. */
export async function countAll(q: PartitionQuery): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(new QueryCommand({ ...input(q), Select: 'COUNT', ExclusiveStartKey: start }));
    count += out.Count ?? 0;
    start = out.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Page `page` of `limit` of a list already read whole, with the totals the screens show. */
export function numberedPage<T>(all: T[], page: number, limit: number) {
  const total = all.length;
  return {
    slice: all.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
  };
}
