import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from './config';
import { getDocumentClient, tableName } from './db/client';
import { keys, type Key } from './db/keys';
import { sha256Hex } from './hash';

/**
 * Fixed-window counters in the table (`RATE#<kind>#<hash>`), expiring by TTL. The subject
 * (an email or an address) is stored only hashed.
 */
function windowKey(kind: string, subject: string, rule: RateLimit, now: number) {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  return { key: keys.rateWindow(kind, sha256Hex(subject).slice(0, 32), windowStart), windowStart };
}

export async function attemptsInWindow(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<number> {
  const { key } = windowKey(kind, subject, rule, now);
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: key }));
  return (out.Item?.count as number | undefined) ?? 0;
}

export async function isRateLimited(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<boolean> {
  return (await attemptsInWindow(kind, subject, rule, now)) >= rule.limit;
}

export interface RateCheck {
  kind: string;
  subject: string;
  rule: RateLimit;
}

/**
 * Whether any of the checks is over its limit, in one read that can also fetch other
 * items the caller needs (returned by key).
 */
export async function anyRateLimited(
  checks: RateCheck[],
  alsoGet: Key[] = [],
  now = Date.now(),
): Promise<{ limited: boolean; items: Record<string, unknown>[] }> {
  const windows = checks.map((c) => ({ ...c, key: windowKey(c.kind, c.subject, c.rule, now).key }));
  const out = await getDocumentClient().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: [...windows.map((w) => w.key), ...alsoGet], ConsistentRead: true } },
    }),
  );
  const items = out.Responses?.[tableName()] ?? [];
  const limited = windows.some((w) => {
    const item = items.find((i) => i.PK === w.key.PK && i.SK === w.key.SK);
    return ((item?.count as number | undefined) ?? 0) >= w.rule.limit;
  });
  const found = alsoGet.flatMap((k) => items.filter((i) => i.PK === k.PK && i.SK === k.SK));
  return { limited, items: found };
}

/** The update that counts one attempt, alone or inside a transaction. */
export function attemptUpdate(kind: string, subject: string, rule: RateLimit, now = Date.now()) {
  const { key, windowStart } = windowKey(kind, subject, rule, now);
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': windowStart + rule.windowSeconds * 2 },
  };
}

/** Counts one attempt inside a transaction, refused when the window is already full. */
export function attemptUpdateWithinLimit(kind: string, subject: string, rule: RateLimit, now = Date.now()) {
  const update = attemptUpdate(kind, subject, rule, now);
  return {
    ...update,
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':limit': rule.limit },
  };
}

/** Counts one attempt; returns the count in the current window including it. */
export async function recordAttempt(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<number> {
  const out = await getDocumentClient().send(
    new UpdateCommand({ ...attemptUpdate(kind, subject, rule, now), ReturnValues: 'UPDATED_NEW' }),
  );
  return out.Attributes?.count as number;
}

/** Counts one attempt and tells whether it went over the limit. */
export async function consumeAttempt(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<boolean> {
  return (await recordAttempt(kind, subject, rule, now)) > rule.limit;
}
