import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ImportItemResult, ImportItemsResponse } from '../contracts/imports';
import { getDocumentClient, tableName } from '../shared/db/client';
import { counterUpdate } from '../shared/db/counters';
import { keys } from '../shared/db/keys';
import { putItems } from '../shared/db/partition';
import { transactWrite, TransactionRefused, type TransactItem } from '../shared/db/transact';
import { Unauthorized } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { planImport, type ImportPlan } from './import-records';

const putNew = (item: Record<string, unknown>): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
});

/** Check-ins have no counter; the user item is still checked, so nothing is written for a deleted account. */
const userExists = (userId: string): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: keys.user(userId), ConditionExpression: 'attribute_exists(PK)' },
});

async function exists(key: { PK: string; SK: string }): Promise<boolean> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true, ProjectionExpression: 'PK' }));
  return out.Item !== undefined;
}

/**
 * Writes one planned item with its counter in one transaction; false when an item with its
 * key is already there (imported before). A session's messages go first: nothing lists a
 * message without its session, so a write cut short leaves nothing visible, and importing
 * the same session again writes the same messages under the same keys and then the session.
 */
async function writePlan(userId: string, plan: ImportPlan): Promise<boolean> {
  if (plan.type === 'chatSession') {
    if (await exists({ PK: plan.record.PK, SK: plan.record.SK })) return false;
    if (plan.messages.length > 0) await putItems(plan.messages as unknown as Record<string, unknown>[]);
  }
  const second = plan.type === 'checkIn' ? userExists(userId) : counterUpdate(userId, plan.counter, 1);
  try {
    await transactWrite([putNew(plan.record as unknown as Record<string, unknown>), second]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) return false;
    // The account was deleted meanwhile.
    throw new Unauthorized();
  }
}

/**
 * POST /imports/items: each item is planned (and so validated) before any is written, then
 * written one at a time: all of a user's writes share the counters on the user item.
 */
export async function importItems(ctx: RequestContext<'imports.items'>): Promise<ImportItemsResponse> {
  const { userId } = ctx.auth;
  const now = Date.now();
  const plans = ctx.body.items.map((item, index) => ({ item, plan: planImport(userId, item, index, now) }));
  const results: ImportItemResult[] = [];
  for (const { item, plan } of plans) {
    const created = await writePlan(userId, plan);
    results.push({
      importKey: item.importKey,
      type: item.type,
      id: plan.record.id,
      ...(created ? { status: 'created' } : { status: 'skipped', reason: 'already imported' }),
    });
  }
  const created = results.filter((r) => r.status === 'created').length;
  return { results, created, skipped: results.length - created };
}
