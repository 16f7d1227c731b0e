import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken, sha256Hex } from '../hash';
import { getDocumentClient, tableName } from './client';
import { keys, type Key } from './keys';
import { queryAll } from './query';
import { GSI1 } from './table-definition';

/**
 * Secrets we hand out (verify, reset and email-change links, refresh tokens) are stored only
 * as their SHA-256, expire by `expiresAt` (checked) and `ttl` (cleanup), and are listed per
 * user on GSI1 so they can all be deleted with the account.
 */
export type LinkKind = 'verify' | 'reset' | 'email-change';
export type TokenKind = LinkKind | 'refresh';

export interface TokenRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'token';
  kind: TokenKind;
  userId: string;
  /** Epoch seconds when it was issued (for refresh tokens: the access token's iat). */
  issuedAt: number;
  /** Epoch seconds; also the TTL attribute. */
  expiresAt: number;
  ttl: number;
  /** For links: the account's address when the link was made; the link is void once it changes. */
  email?: string;
  /** For email-change links: the address the account moves to. */
  newEmail?: string;
  /** For links: the user's link epoch when the link was made; a credential change moves it on. */
  linkEpoch?: number;
}

export const LINK_TOKEN_TTL_SECONDS: Record<LinkKind, number> = { verify: 24 * 3600, reset: 3600, 'email-change': 24 * 3600 };

export interface TokenFields {
  issuedAt: number;
  lifetimeSeconds: number;
  email?: string;
  newEmail?: string;
  linkEpoch?: number;
}

/** The stored form of a secret: its hash, kind, owner and expiry. */
export function tokenItem(kind: TokenKind, secret: string, userId: string, fields: TokenFields): TokenRecord {
  const expiresAt = fields.issuedAt + fields.lifetimeSeconds;
  return {
    ...keys.token(sha256Hex(secret)),
    ...keys.userTokensGsi(userId, kind, fields.issuedAt),
    entity: 'token',
    kind,
    userId,
    issuedAt: fields.issuedAt,
    expiresAt,
    ttl: expiresAt,
    email: fields.email,
    newEmail: fields.newEmail,
    linkEpoch: fields.linkEpoch,
  };
}

/** Stores a token item as it is (a new one, or one given back after a failed use). */
export async function putTokenItem(item: TokenRecord): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/** A fresh link secret and its item (to be written by the caller, alone or in a transaction). */
export function newLinkToken(
  kind: LinkKind,
  user: { id: string; email: string; linkEpoch?: number },
  extra: { newEmail?: string } = {},
  now = Date.now(),
): { secret: string; item: TokenRecord } {
  const secret = randomToken();
  const item = tokenItem(kind, secret, user.id, {
    issuedAt: Math.floor(now / 1000),
    lifetimeSeconds: LINK_TOKEN_TTL_SECONDS[kind],
    email: user.email,
    linkEpoch: user.linkEpoch ?? 0,
    ...extra,
  });
  return { secret, item };
}

/** The live token of one of these kinds for the secret, or undefined if unknown, of another kind, or expired. */
export async function findToken<K extends TokenKind>(
  kinds: K | readonly K[],
  secret: string,
  now = Date.now(),
): Promise<(TokenRecord & { kind: K }) | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.token(sha256Hex(secret)), ConsistentRead: true }),
  );
  const item = out.Item as TokenRecord | undefined;
  const wanted: readonly TokenKind[] = Array.isArray(kinds) ? kinds : [kinds];
  if (!item || !wanted.includes(item.kind) || item.expiresAt * 1000 <= now) return undefined;
  return item as TokenRecord & { kind: K };
}

/**
 * Whether a link still speaks for the account: made for its current address and under its
 * current link epoch (a password reset or change, or an email change, moves the epoch on).
 */
export function linkStillValid(record: TokenRecord, user: { email: string; linkEpoch?: number }): boolean {
  return record.email === user.email && (record.linkEpoch ?? 0) === (user.linkEpoch ?? 0);
}

/** The condition on the user item that the link is checked against, for a transaction. */
export function linkEpochCondition(epoch: number): { expression: string; values: Record<string, unknown> } {
  return epoch === 0
    ? { expression: '(attribute_not_exists(linkEpoch) OR linkEpoch = :linkEpoch)', values: { ':linkEpoch': 0 } }
    : { expression: 'linkEpoch = :linkEpoch', values: { ':linkEpoch': epoch } };
}

/** The condition that deletes a token only while it is still there and still of its kind. */
export function tokenDeleteCondition(kind: TokenKind) {
  return {
    ConditionExpression: 'attribute_exists(PK) AND kind = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  };
}

/** Keys of every token of a user (GSI1; a token made a moment ago may not be listed yet). */
export async function tokenKeysOf(userId: string): Promise<Key[]> {
  return queryAll<Key>({
    IndexName: GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.userTokensPartition(userId) },
    ProjectionExpression: 'PK, SK',
  });
}
