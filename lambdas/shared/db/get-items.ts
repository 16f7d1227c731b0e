import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from './client';
import type { Key } from './keys';

const BATCH_GET_LIMIT = 100;
const MAX_ROUNDS = 8;

/**
 * The items at `itemKeys`, in that order (undefined where none exists), read with
 * BatchGetItem 100 at a time; keys DynamoDB leaves unprocessed are asked for again.
 */
export async function getItems<T>(itemKeys: Key[]): Promise<(T | undefined)[]> {
  const found = new Map<string, T>();
  const id = (k: { PK: unknown; SK: unknown }) => `${String(k.PK)}\u0000${String(k.SK)}`;
  const unique = [...new Map(itemKeys.map((k) => [id(k), { PK: k.PK, SK: k.SK }])).values()];
  for (let start = 0; start < unique.length; start += BATCH_GET_LIMIT) {
    let pending: Key[] = unique.slice(start, start + BATCH_GET_LIMIT);
    for (let round = 0; pending.length > 0; round++) {
      if (round >= MAX_ROUNDS) throw new Error('BatchGetItem left keys unprocessed');
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** round));
      const out = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) found.set(id(item as Key), item as T);
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Key[];
    }
  }
  return itemKeys.map((k) => found.get(id(k)));
}
