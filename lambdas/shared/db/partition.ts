import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from './client';
import type { Key } from './keys';
import { queryPages } from './query';

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Key } };

/** Pages written at once: a large batch (1,000 access codes) is 40 pages, written four at a time. */
const PARALLEL_PAGES = 4;

/** One BatchWriteItem page (at most 25), retrying what the table left unprocessed, with backoff. */
async function writePage(page: WriteRequest[], what: string): Promise<void> {
  const db = getDocumentClient();
  let pending = page;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
    if (attempt > 8) throw new Error(`Could not ${what} every item`);
    const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (out.UnprocessedItems?.[tableName()] ?? []) as WriteRequest[];
  }
}

/** BatchWriteItem 25 at a time, a few pages at once. */
async function batchWrite(requests: WriteRequest[], what: string): Promise<void> {
  const pages: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += 25) pages.push(requests.slice(i, i + 25));
  for (let i = 0; i < pages.length; i += PARALLEL_PAGES) {
    await Promise.all(pages.slice(i, i + PARALLEL_PAGES).map((page) => writePage(page, what)));
  }
}

/** Deletes the given items, 25 at a time, retrying what the table left unprocessed. */
export function deleteKeys(itemKeys: Key[]): Promise<void> {
  return batchWrite(
    itemKeys.map((Key) => ({ DeleteRequest: { Key } })),
    'delete',
  );
}

/** Writes new items (no condition), 25 at a time, retrying what the table left unprocessed. */
export function putItems(items: Record<string, unknown>[]): Promise<void> {
  return batchWrite(
    items.map((Item) => ({ PutRequest: { Item } })),
    'write',
  );
}

/**
 * Deletes every item of a partition, or only those whose sort key begins with `prefix`,
 * a page of keys at a time. Returns how many it deleted.
 */
async function deleteMatching(pk: string, prefix?: string): Promise<number> {
  let deleted = 0;
  const pages = queryPages<Key>({
    KeyConditionExpression: prefix === undefined ? 'PK = :pk' : 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: prefix === undefined ? { ':pk': pk } : { ':pk': pk, ':prefix': prefix },
    ProjectionExpression: 'PK, SK',
    // Items written just before the delete started must be seen, or they would stay behind.
    ConsistentRead: true,
  });
  for await (const itemKeys of pages) {
    await deleteKeys(itemKeys);
    deleted += itemKeys.length;
  }
  return deleted;
}

/** Deletes every item of a partition (a user's whole data), 25 at a time, retrying leftovers. */
export function deletePartition(pk: string): Promise<number> {
  return deleteMatching(pk);
}

/** Deletes the items of a partition whose sort key begins with `prefix` (e.g. a chat session's messages). */
export function deleteWithPrefix(pk: string, prefix: string): Promise<number> {
  if (prefix === '') throw new Error('An empty prefix would delete the whole partition');
  return deleteMatching(pk, prefix);
}
