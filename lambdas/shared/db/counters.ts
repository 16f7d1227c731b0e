import { NotFound, Unauthorized } from '../errors';
import { tableName } from './client';
import { keys, type Key } from './keys';
import type { StatsCounter } from './records';
import { transactWrite, TransactionRefused, type TransactItem } from './transact';

/**
 * Moves one of the user's `stats` counters, as an item of the transaction that writes or
 * deletes what it counts. The user item must exist: no stray user item appears.
 */
export function counterUpdate(userId: string, counter: StatsCounter, by: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD #stats.#counter :by',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#stats': 'stats', '#counter': counter },
      ExpressionAttributeValues: { ':by': by },
    },
  };
}

/** The counter's condition refused the write: the account was deleted meanwhile. */
const accountGone = () => new Unauthorized();

/** Writes a new item of the user and counts it, in one transaction; 401 when the account is gone. */
export async function putCounted(userId: string, item: Key, counter: StatsCounter): Promise<void> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      counterUpdate(userId, counter, 1),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[1]) throw accountGone();
    throw error;
  }
}

/**
 * Deletes an item of the user and uncounts it, in one transaction. False when there was no
 * such item (nothing changes); 401 when the account is gone.
 */
export async function deleteCounted(userId: string, key: Key, counter: StatsCounter): Promise<boolean> {
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: key, ConditionExpression: 'attribute_exists(PK)' } },
      counterUpdate(userId, counter, -1),
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) return false;
    throw accountGone();
  }
}

/** Deletes and uncounts one of the caller's items, as deleteCounted: 404 with `notFound` when there was none. */
export async function deleteCountedOrNotFound(userId: string, key: Key, counter: StatsCounter, notFound: string): Promise<void> {
  if (!(await deleteCounted(userId, key, counter))) throw new NotFound(notFound);
}
