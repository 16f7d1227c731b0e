import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { EncryptedField } from '../contracts/encryption';
import type { SafetyPlanResponse } from '../contracts/safety-plan';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys, type Key } from '../shared/db/keys';
import { Conflict } from '../shared/errors';
import type { RequestContext } from '../shared/http';

/** `USER#<sub>` / `SAFETYPLAN`: the encrypted plan exactly as the device sent it. */
export interface SafetyPlanRecord extends Key {
  entity: 'safetyPlan';
  plan: EncryptedField;
  version: number;
  updatedAt: string;
}

export const SAFETY_PLAN_CHANGED =
  'Your safety plan was changed on another device. Reload it to see the latest copy before saving again.';

const NO_PLAN: SafetyPlanResponse = { plan: null, version: 0, updatedAt: null };

function toResponse(record: SafetyPlanRecord): SafetyPlanResponse {
  return { plan: record.plan, version: record.version, updatedAt: record.updatedAt };
}

export async function getSafetyPlan(ctx: RequestContext<'mentalHealth.getSafetyPlan'>): Promise<SafetyPlanResponse> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.safetyPlan(ctx.auth.userId), ConsistentRead: true }));
  return out.Item ? toResponse(out.Item as SafetyPlanRecord) : NO_PLAN;
}

/**
 * PUT /safety-plan: replaces the plan only if the stored version is the one the device read
 * (none for version 0), so two devices never overwrite each other unseen: the later one gets 409.
 */
export async function putSafetyPlan(ctx: RequestContext<'mentalHealth.putSafetyPlan'>): Promise<SafetyPlanResponse> {
  const { plan, expectedVersion } = ctx.body;
  const record: SafetyPlanRecord = {
    ...keys.safetyPlan(ctx.auth.userId),
    entity: 'safetyPlan',
    plan,
    version: expectedVersion + 1,
    updatedAt: new Date().toISOString(),
  };
  const condition =
    expectedVersion === 0
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : {
          ConditionExpression: '#version = :expected',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':expected': expectedVersion },
        };
  try {
    await getDocumentClient().send(new PutCommand({ TableName: tableName(), Item: record, ...condition }));
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new Conflict(SAFETY_PLAN_CHANGED);
    throw error;
  }
  return toResponse(record);
}

/** DELETE /safety-plan: the plan goes; deleting when there is none is not an error. */
export async function deleteSafetyPlan(ctx: RequestContext<'mentalHealth.deleteSafetyPlan'>) {
  await getDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.safetyPlan(ctx.auth.userId) }));
  return { success: true, message: 'Safety plan deleted' };
}
