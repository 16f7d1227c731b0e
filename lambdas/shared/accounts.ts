import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../contracts/user';
import { getDocumentClient, tableName } from './db/client';
import { keys } from './db/keys';
import { putToken } from './db/tokens';
import { getUserRecord, newUserRecord, waitForSessionEpoch, type UserRecord } from './db/users';
import { Conflict, Forbidden, Unauthorized } from './errors';
import { addToGroup, createIdentity, deleteIdentity, signIn, type SignInTokens } from './identity';

/** The email item: makes an address unique and maps it to its account. */
export interface EmailRecord {
  PK: string;
  SK: string;
  entity: 'email';
  email: string;
  status: 'pending' | 'active';
  /** Who holds a pending claim, so only they finish or release it. */
  claimId: string;
  claimedAt: number;
  userId?: string;
  cognitoUsername?: string;
}

/** A pending claim older than this was left by a failed registration and may be taken over. */
const STALE_CLAIM_SECONDS = 120;
/** Refresh tokens live as long as the pool's (30 days). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

export async function findEmailRecord(email: string): Promise<EmailRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.email(email), ConsistentRead: true }),
  );
  return out.Item as EmailRecord | undefined;
}

/** Claims an address for a registration; a 409 if another account holds it. */
export async function claimEmail(email: string, now = Date.now()): Promise<string> {
  const claimId = randomUUID();
  const nowSeconds = Math.floor(now / 1000);
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.email(email), entity: 'email', email, status: 'pending', claimId, claimedAt: nowSeconds },
        ConditionExpression: 'attribute_not_exists(PK) OR (#status = :pending AND claimedAt < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pending': 'pending', ':stale': nowSeconds - STALE_CLAIM_SECONDS },
      }),
    );
    return claimId;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw new Conflict('An account with this email already exists');
    }
    throw error;
  }
}

export async function releaseEmailClaim(email: string, claimId: string): Promise<void> {
  await getDocumentClient()
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.email(email),
        ConditionExpression: 'claimId = :claim AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':claim': claimId, ':pending': 'pending' },
      }),
    )
    .catch(() => undefined);
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  emailVerified?: boolean;
}

/**
 * Creates the identity in the pool and the user item, with the email item as the lock
 * that keeps one account per address. The user item and the email item are written in
 * one transaction; on failure the pool identity and the claim are undone.
 */
export async function createAccount(input: NewAccount, now = new Date()): Promise<UserRecord> {
  const claimId = await claimEmail(input.email, now.getTime());
  let username: string | undefined;
  try {
    let identity: { username: string; sub: string };
    try {
      identity = await createIdentity(input.email, input.password);
    } catch (error) {
      // Our claim is valid, so a pool identity with this address is an orphan of a failed registration.
      if ((error as Error).name !== 'UsernameExistsException' && (error as Error).name !== 'AliasExistsException') throw error;
      await deleteIdentity(input.email);
      identity = await createIdentity(input.email, input.password);
    }
    username = identity.username;
    const role = input.role ?? 'user';
    if (role === 'admin') await addToGroup(username, 'admin');
    const record = newUserRecord({
      id: identity.sub,
      cognitoUsername: identity.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role,
      emailVerified: input.emailVerified ?? false,
      now,
    });
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(PK)' } },
          {
            Update: {
              TableName: tableName(),
              Key: keys.email(input.email),
              UpdateExpression: 'SET #status = :active, userId = :user, cognitoUsername = :username',
              ConditionExpression: 'claimId = :claim',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':active': 'active',
                ':user': record.id,
                ':username': identity.username,
                ':claim': claimId,
              },
            },
          },
        ],
      }),
    );
    return record;
  } catch (error) {
    if (username) await deleteIdentity(username).catch(() => undefined);
    await releaseEmailClaim(input.email, claimId);
    throw error;
  }
}

export interface Session extends SignInTokens {
  user: UserRecord;
}

/** Keeps a record of a refresh token so it can be refused after the session epoch moves. */
export async function recordRefreshToken(userId: string, tokens: SignInTokens): Promise<void> {
  await putToken('refresh', tokens.refreshToken, userId, tokens.issuedAt, REFRESH_TOKEN_LIFETIME_SECONDS);
}

/**
 * Signs a user in by email and password. Returns null on unknown address or wrong
 * password (the caller answers 401 and counts the failure); 403 for a disabled account.
 */
export async function signInWithPassword(email: string, password: string): Promise<Session | null> {
  const emailRecord = await findEmailRecord(email);
  if (emailRecord?.status !== 'active' || !emailRecord.userId || !emailRecord.cognitoUsername) return null;
  const before = await getUserRecord(emailRecord.userId);
  if (!before) return null;
  await waitForSessionEpoch(before);
  const tokens = await signIn(emailRecord.cognitoUsername, password);
  if (!tokens) return null;
  // Read again: the epoch or the flag may have moved while the pool answered.
  const user = (await getUserRecord(emailRecord.userId)) ?? before;
  if (user.disabled) throw new Forbidden('Account disabled');
  if (tokens.issuedAt < user.tokensValidFrom) throw new Unauthorized('Session has ended. Please sign in again.');
  await recordRefreshToken(user.id, tokens);
  return { ...tokens, user };
}
