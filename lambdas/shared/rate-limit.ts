import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from './config';
import { getDocumentClient, tableName } from './db/client';
import { keys } from './db/keys';
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

/** Counts one attempt; returns the count in the current window including it. */
export async function recordAttempt(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<number> {
  const { key, windowStart } = windowKey(kind, subject, rule, now);
  const out = await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': windowStart + rule.windowSeconds * 2 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return out.Attributes?.count as number;
}

/** Counts one attempt and tells whether it went over the limit. */
export async function consumeAttempt(kind: string, subject: string, rule: RateLimit, now = Date.now()): Promise<boolean> {
  return (await recordAttempt(kind, subject, rule, now)) > rule.limit;
}
