import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RateLimit } from './config';
import { getDocumentClient, tableName } from './db/client';
import { keys, type Key } from './db/keys';
import { deletePartition } from './db/partition';
import { sha256Hex } from './hash';

/**
 * Fixed-window counters in the table (`RATE#<kind>#<hash>`), expiring by TTL. The subject
 * (an email, an address or a user id) is stored only hashed.
 */

/** Counters kept per user id: they go with the account. */
export const USER_RATE_KINDS = ['password-check', 'verify-user', 'export-email', 'cloud-export', 'license-activation'] as const;
/** Counters kept per email address (a login's address is a part under its email). */
export const EMAIL_RATE_KINDS = ['login-email', 'login-pair', 'reset-email', 'admin-login-email', 'admin-login-pair'] as const;
/** Counters kept per client address. */
export const ADDRESS_RATE_KINDS = ['login-ip', 'reset-ip', 'register-ip', 'admin-login-ip'] as const;

export type RateKind = (typeof USER_RATE_KINDS)[number] | (typeof EMAIL_RATE_KINDS)[number] | (typeof ADDRESS_RATE_KINDS)[number];

/** What a window counts: one subject, or one subject split by a second (an email and an address). */
export type RateSubject = string | { subject: string; part: string };

const hashed = (value: string) => sha256Hex(value).slice(0, 32);

function windowKey(kind: RateKind, subject: RateSubject, rule: RateLimit, now: number) {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const key =
    typeof subject === 'string'
      ? keys.rateWindow(kind, hashed(subject), windowStart)
      : keys.rateWindow(kind, hashed(subject.subject), windowStart, hashed(subject.part));
  return { key, windowStart };
}

export async function attemptsInWindow(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()): Promise<number> {
  const { key } = windowKey(kind, subject, rule, now);
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return (out.Item?.count as number | undefined) ?? 0;
}

export async function isRateLimited(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()): Promise<boolean> {
  return (await attemptsInWindow(kind, subject, rule, now)) >= rule.limit;
}

export interface RateCheck {
  kind: RateKind;
  subject: RateSubject;
  rule: RateLimit;
}

/**
 * The attempts counted over the last full window for each check, in one read that can also
 * fetch other items the caller needs (returned in the order asked, absent ones left out).
 * The count slides: this window's attempts, plus the previous window's weighted by how much
 * of it still lies within one window of now (rounded up), so five guesses that straddle a
 * window's edge still count as five.
 */
export async function readWindows(
  checks: RateCheck[],
  alsoGet: Key[] = [],
  now = Date.now(),
): Promise<{ counts: number[]; items: Record<string, unknown>[] }> {
  const windows = checks.map((c) => ({
    current: windowKey(c.kind, c.subject, c.rule, now),
    previous: windowKey(c.kind, c.subject, c.rule, now - c.rule.windowSeconds * 1000).key,
    seconds: c.rule.windowSeconds,
  }));
  const keysToRead = [...windows.flatMap((w) => [w.current.key, w.previous]), ...alsoGet];
  const out = await getDocumentClient().send(
    new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysToRead, ConsistentRead: true } } }),
  );
  const found = out.Responses?.[tableName()] ?? [];
  const find = (k: Key) => found.find((i) => i.PK === k.PK && i.SK === k.SK);
  const countOf = (k: Key) => (find(k)?.count as number | undefined) ?? 0;
  return {
    counts: windows.map(({ current, previous, seconds }) => {
      const stillWithin = 1 - (now / 1000 - current.windowStart) / seconds;
      return countOf(current.key) + Math.ceil(countOf(previous) * stillWithin);
    }),
    items: alsoGet.flatMap((k) => find(k) ?? []),
  };
}

/** The update that counts one attempt, alone or inside a transaction. */
export function attemptUpdate(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()) {
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
export function attemptUpdateWithinLimit(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()) {
  const update = attemptUpdate(kind, subject, rule, now);
  return {
    ...update,
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':limit': rule.limit },
  };
}

/** Counts one attempt; returns the count in the current window including it. */
export async function recordAttempt(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()): Promise<number> {
  const out = await getDocumentClient().send(
    new UpdateCommand({ ...attemptUpdate(kind, subject, rule, now), ReturnValues: 'UPDATED_NEW' }),
  );
  return out.Attributes?.count as number;
}

/** Counts one attempt and tells whether it went over the limit. */
export async function consumeAttempt(kind: RateKind, subject: RateSubject, rule: RateLimit, now = Date.now()): Promise<boolean> {
  return (await recordAttempt(kind, subject, rule, now)) > rule.limit;
}

/** Deletes every window of the user's id and email (all kinds, all windows): nothing of the account stays. */
export async function deleteRateWindowsOf(userId: string, email: string): Promise<void> {
  await Promise.all([
    ...USER_RATE_KINDS.map((kind) => deletePartition(keys.ratePartition(kind, hashed(userId)))),
    ...EMAIL_RATE_KINDS.map((kind) => deletePartition(keys.ratePartition(kind, hashed(email)))),
  ]);
}
