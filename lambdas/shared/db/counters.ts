import { tableName } from './client';
import { keys } from './keys';
import type { StatsCounter } from './records';
import type { TransactItem } from './transact';

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
