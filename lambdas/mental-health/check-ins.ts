import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, monotonicFactory } from 'ulid';
import type { CheckIn, CheckInListResponse } from '../contracts/check-ins';
import { getDocumentClient, tableName } from '../shared/db/client';
import { decodeCursor, encodeCursor } from '../shared/db/cursor';
import { CHECK_IN_PREFIX, keys, type Key } from '../shared/db/keys';
import { queryNewestFirst, ulidRange } from '../shared/db/query';
import { NotFound } from '../shared/errors';
import { reply, type RequestContext } from '../shared/http';

/**
 * `USER#<sub>` / `CHECKIN#<ulid>`: only the kind, the date (the ULID's time) and the answers as
 * the device encrypted them. The scores are inside the ciphertext: the server never knows them.
 */
export interface CheckInRecord extends Key {
  entity: 'checkIn';
  id: string;
  kind: CheckIn['kind'];
  answers: CheckIn['answers'];
  createdAt: string;
}

export const CHECK_IN_NOT_FOUND = 'Check-in not found';

const CHECK_IN_SK = new RegExp(`^${CHECK_IN_PREFIX}[0-9A-HJKMNP-TV-Z]{26}$`);
const ALL_CHECK_INS = ulidRange(CHECK_IN_PREFIX);
// Monotonic within a process: two check-ins in the same millisecond still sort in order.
const nextUlid = monotonicFactory();

export function toCheckIn(r: CheckInRecord): CheckIn {
  return { id: r.id, kind: r.kind, answers: r.answers, created_at: r.createdAt };
}

export async function createCheckIn(ctx: RequestContext<'mentalHealth.createCheckIn'>) {
  const { userId } = ctx.auth;
  const id = nextUlid(Date.now());
  const record: CheckInRecord = {
    ...keys.checkIn(userId, id),
    entity: 'checkIn',
    id,
    kind: ctx.body.kind,
    answers: ctx.body.answers,
    createdAt: new Date(decodeTime(id)).toISOString(),
  };
  await getDocumentClient().send(new PutCommand({ TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(PK)' }));
  return reply(201, toCheckIn(record));
}

/** GET /mental-health/check-ins: newest first, a page at a time. */
export async function listCheckIns(ctx: RequestContext<'mentalHealth.listCheckIns'>): Promise<CheckInListResponse> {
  const { userId } = ctx.auth;
  const { limit, cursor } = ctx.query;
  const startKey = cursor ? decodeCursor(cursor, userId, CHECK_IN_SK) : undefined;
  const { records, nextKey } = await queryNewestFirst<CheckInRecord>(keys.userPartition(userId), ALL_CHECK_INS, limit, startKey);
  return { checkIns: records.map(toCheckIn), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

export async function deleteCheckIn(ctx: RequestContext<'mentalHealth.deleteCheckIn'>) {
  // The key is the caller's: another user's check-in is simply not there.
  try {
    await getDocumentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.checkIn(ctx.auth.userId, ctx.params.id), ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new NotFound(CHECK_IN_NOT_FOUND);
    throw error;
  }
  return { success: true, message: 'Check-in deleted' };
}
