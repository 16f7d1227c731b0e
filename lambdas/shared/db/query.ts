import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from './client';
import type { Key } from './keys';

/** Sort-key bounds of a range of items (both inclusive). */
export interface SortKeyRange {
  lower: string;
  upper: string;
}

/** Every item whose sort key is `prefix` + a ULID: `~` sorts after every ULID character. */
export const ulidRange = (prefix: string): SortKeyRange => ({ lower: prefix, upper: `${prefix}~` });

export const inRange = (sk: string, range: SortKeyRange): boolean => sk >= range.lower && sk <= range.upper;

export interface Page<T> {
  records: T[];
  /** The key of the last record returned, when more follow. */
  nextKey?: Key;
}

/** One page of a partition's items in a sort-key range, newest (highest key) first. */
export async function queryNewestFirst<T extends Key>(pk: string, range: SortKeyRange, limit: number, startKey?: Key): Promise<Page<T>> {
  const records: T[] = [];
  let exclusiveStart: Record<string, unknown> | undefined = startKey ? { PK: startKey.PK, SK: startKey.SK } : undefined;
  // One more than asked, so that "is there more" is known without an empty last page.
  while (records.length <= limit) {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
        ExpressionAttributeValues: { ':pk': pk, ':lower': range.lower, ':upper': range.upper },
        ScanIndexForward: false,
        Limit: limit + 1 - records.length,
        ExclusiveStartKey: exclusiveStart,
      }),
    );
    records.push(...((out.Items ?? []) as T[]));
    exclusiveStart = out.LastEvaluatedKey;
    if (!exclusiveStart) break;
  }
  if (records.length <= limit) return { records };
  const page = records.slice(0, limit);
  const last = page[page.length - 1] as T;
  return { records: page, nextKey: { PK: last.PK, SK: last.SK } };
}

type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/**
 * The items of a query in the table, a page at a time until the last; the caller stops early
 * by leaving its loop. Given a function, the input is made afresh for each page (e.g. a Limit
 * of only what is still wanted), when the caller has dealt with the page before.
 */
export async function* queryPages<T>(input: QueryInput | (() => QueryInput)): AsyncGenerator<T[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const pageInput = typeof input === 'function' ? input() : input;
    const page = await getDocumentClient().send(new QueryCommand({ ...pageInput, TableName: tableName(), ExclusiveStartKey: startKey }));
    yield (page.Items ?? []) as T[];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Every item a query finds, page after page; with `max`, at most that many. */
export async function queryAll<T>(input: QueryInput, max = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  for await (const page of queryPages<T>(input)) {
    items.push(...page);
    if (items.length >= max) break;
  }
  return items.slice(0, max);
}
