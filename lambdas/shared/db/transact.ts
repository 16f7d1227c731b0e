import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from './client';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction's update of one item of the table. */
export const tableUpdate = (update: Omit<NonNullable<TransactItem['Update']>, 'TableName'>): TransactItem => ({
  Update: { TableName: tableName(), ...update },
});

/** A condition of the transaction refused it; `failed[i]` tells whether item i's did. */
export class TransactionRefused extends Error {
  constructor(readonly failed: boolean[]) {
    super('A condition of the transaction was not met');
    this.name = 'TransactionRefused';
  }
}

const MAX_ATTEMPTS = 5;

/**
 * TransactWriteItems that tells refused conditions apart and retries a transaction that
 * only collided with another one on the same item (a user's counter is shared by all of
 * their writes).
 */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const failed = items.map((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
      if (failed.some(Boolean)) throw new TransactionRefused(failed);
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}
