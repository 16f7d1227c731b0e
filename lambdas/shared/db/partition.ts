import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient, tableName } from './client';
import type { Key } from './keys';

/** Deletes every item of a partition (a user's whole data), 25 at a time, retrying leftovers. */
export async function deletePartition(pk: string): Promise<number> {
  const db = getDocumentClient();
  let deleted = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: 'PK, SK',
        ExclusiveStartKey: cursor,
      }),
    );
    const itemKeys = (page.Items ?? []) as Key[];
    for (let i = 0; i < itemKeys.length; i += 25) {
      let requests = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests.length > 0; attempt++) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        if (attempt > 8) throw new Error('Could not delete every item of the partition');
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      }
    }
    deleted += itemKeys.length;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return deleted;
}
