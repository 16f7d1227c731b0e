import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomToken, sha256Hex } from '../hash';
import { getDocumentClient, tableName } from './client';
import { keys } from './keys';

/**
 * Secrets we hand out (verify and reset links, refresh tokens) are stored only as their
 * SHA-256, expire by `expiresAt` (checked) and `ttl` (cleanup).
 */
export type TokenKind = 'verify' | 'reset' | 'refresh';

export interface TokenRecord {
  PK: string;
  SK: string;
  entity: 'token';
  kind: TokenKind;
  userId: string;
  /** Epoch seconds when it was issued (for refresh tokens: the access token's iat). */
  issuedAt: number;
  /** Epoch seconds; also the TTL attribute. */
  expiresAt: number;
  ttl: number;
  /** For verify links: the address the link was sent to, so it cannot verify a later one. */
  email?: string;
}

export const LINK_TOKEN_TTL_SECONDS: Record<'verify' | 'reset', number> = { verify: 24 * 3600, reset: 3600 };

/** The stored form of a secret: its hash, kind, owner and expiry. */
export function tokenItem(
  kind: TokenKind,
  secret: string,
  userId: string,
  issuedAt: number,
  lifetimeSeconds: number,
  email?: string,
): TokenRecord {
  const expiresAt = issuedAt + lifetimeSeconds;
  return {
    ...keys.token(sha256Hex(secret)),
    entity: 'token',
    kind,
    userId,
    issuedAt,
    expiresAt,
    ttl: expiresAt,
    email,
  };
}

export async function putToken(
  kind: TokenKind,
  secret: string,
  userId: string,
  issuedAt: number,
  lifetimeSeconds: number,
  email?: string,
): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: tokenItem(kind, secret, userId, issuedAt, lifetimeSeconds, email),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** A fresh link token for a user; returns the secret to put in the link. */
export async function createLinkToken(
  kind: 'verify' | 'reset',
  userId: string,
  email: string,
  now = Date.now(),
): Promise<string> {
  const secret = randomToken();
  await putToken(kind, secret, userId, Math.floor(now / 1000), LINK_TOKEN_TTL_SECONDS[kind], email);
  return secret;
}

/** The live token of this kind for the secret, or undefined if unknown, of another kind, or expired. */
export async function findToken(kind: TokenKind, secret: string, now = Date.now()): Promise<TokenRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.token(sha256Hex(secret)), ConsistentRead: true }),
  );
  const item = out.Item as TokenRecord | undefined;
  if (!item || item.kind !== kind || item.expiresAt * 1000 <= now) return undefined;
  return item;
}

/** The condition that deletes a token only while it is still there and still of its kind. */
export function tokenDeleteCondition(kind: TokenKind) {
  return {
    ConditionExpression: 'attribute_exists(PK) AND kind = :kind',
    ExpressionAttributeValues: { ':kind': kind },
  };
}

/**
 * Claims a single-use token: only one caller can delete it. Returns false when it was
 * already used.
 */
export async function claimToken(kind: TokenKind, secret: string): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.token(sha256Hex(secret)), ...tokenDeleteCondition(kind) }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
