import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../contracts/user';
import { getDocumentClient, tableName } from './db/client';
import { keys } from './db/keys';
import { newLinkToken, putTokenItem, tokenItem } from './db/tokens';
import { getUserRecord, newUserRecord, waitForSessionEpoch, type UserRecord } from './db/users';
import { Conflict, Forbidden } from './errors';
import { addToGroup, createIdentity, deleteIdentity, identityCreatedAt, signIn, type SignInTokens } from './identity';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The email item: one per address, written with its user item; maps the address to the account. */
export interface EmailRecord {
  PK: string;
  SK: string;
  entity: 'email';
  email: string;
  userId: string;
  cognitoUsername: string;
}

/** A pool identity without an account and older than this was left by a failed registration. */
const ORPHAN_AFTER_MS = 2 * 60 * 1000;
/** Refresh tokens live as long as the pool's (30 days). */
export const REFRESH_TOKEN_LIFETIME_SECONDS = 30 * 24 * 3600;

export const emailConflict = () => new Conflict('An account with this email already exists');

/** One of the caller's extra writes was refused by its condition (its position in extraWrites). */
export class ExtraWriteRefused extends Error {
  constructor(readonly index: number) {
    super(`Extra write ${index} was refused by its condition`);
    this.name = 'ExtraWriteRefused';
  }
}

export function emailItem(email: string, userId: string, cognitoUsername: string): EmailRecord {
  return { ...keys.email(email), entity: 'email', email, userId, cognitoUsername };
}

export async function findEmailRecord(email: string): Promise<EmailRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.email(email), ConsistentRead: true }),
  );
  return out.Item as EmailRecord | undefined;
}

/**
 * The pool keeps one identity per address, so it is the first gate for uniqueness. An
 * identity that has no account and is old enough is an orphan and is replaced.
 */
async function createPoolIdentity(email: string, password: string): Promise<{ username: string; sub: string }> {
  try {
    return await createIdentity(email, password);
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'UsernameExistsException' && name !== 'AliasExistsException') throw error;
    if (await findEmailRecord(email)) throw emailConflict();
    const createdAt = await identityCreatedAt(email);
    // A young identity belongs to a registration still in progress.
    if (createdAt && Date.now() - createdAt.getTime() < ORPHAN_AFTER_MS) throw emailConflict();
    await deleteIdentity(email);
    return createIdentity(email, password);
  }
}

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
  emailVerified?: boolean;
}

export interface CreatedAccount {
  user: UserRecord;
  /** Present when asked to sign the new user in. */
  tokens?: SignInTokens;
  /** The secret of the verify link, when asked for one. */
  verifySecret?: string;
}

/**
 * Creates the pool identity, then writes the user item, the email item (and, when asked,
 * the verify link and the first refresh token) in one transaction. If the transaction
 * fails the identity is removed again, so no half-made account remains.
 */
export async function createAccount(
  input: NewAccount,
  options: { signIn?: boolean; verifyLink?: boolean; extraWrites?: TransactItem[] } = {},
  now = new Date(),
): Promise<CreatedAccount> {
  const identity = await createPoolIdentity(input.email, input.password);
  try {
    const role = input.role ?? 'user';
    if (role === 'admin') await addToGroup(identity.username, 'admin');
    const user = newUserRecord({
      id: identity.sub,
      cognitoUsername: identity.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      role,
      emailVerified: input.emailVerified ?? false,
      now,
    });
    const tokens = options.signIn ? ((await signIn(identity.username, input.password)) ?? undefined) : undefined;
    const verifyLink = options.verifyLink ? newLinkToken('verify', user, {}, now.getTime()) : undefined;
    const table = tableName();
    const items: TransactItem[] = [
      { Put: { TableName: table, Item: user, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Put: {
          TableName: table,
          Item: emailItem(input.email, user.id, identity.username),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(verifyLink ? [{ Put: { TableName: table, Item: verifyLink.item } }] : []),
      ...(tokens
        ? [{ Put: { TableName: table, Item: refreshItem(user.id, tokens) } }]
        : []),
    ];
    const ownWrites = items.length;
    items.push(...(options.extraWrites ?? []));
    try {
      await getDocumentClient().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if ((error as Error).name !== 'TransactionCanceledException') throw error;
      const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
      const refused = reasons.findIndex((r, i) => i >= ownWrites && r.Code === 'ConditionalCheckFailed');
      if (refused >= 0) throw new ExtraWriteRefused(refused - ownWrites);
      throw emailConflict();
    }
    return { user, tokens, verifySecret: verifyLink?.secret };
  } catch (error) {
    await deleteIdentity(identity.username).catch(() => undefined);
    throw error;
  }
}

export interface Session extends SignInTokens {
  user: UserRecord;
}

const refreshItem = (userId: string, tokens: SignInTokens) =>
  tokenItem('refresh', tokens.refreshToken, userId, { issuedAt: tokens.issuedAt, lifetimeSeconds: REFRESH_TOKEN_LIFETIME_SECONDS });

/** Keeps a record of a refresh token so it can be refused after the session epoch moves. */
export async function recordRefreshToken(userId: string, tokens: SignInTokens): Promise<void> {
  await putTokenItem(refreshItem(userId, tokens));
}

/**
 * Signs a user in with the password. Returns null on an unknown address or a wrong
 * password (the caller answers 401 and counts the failure); 403 for a disabled account.
 * `emailRecord` may come from a read the caller already made.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  emailRecord?: EmailRecord | null,
): Promise<Session | null> {
  const account = emailRecord === undefined ? await findEmailRecord(email) : emailRecord;
  if (!account) return null;
  let tokens = await signIn(account.cognitoUsername, password);
  if (!tokens) return null;
  // The user item and the refresh record are independent: read one while writing the other.
  const [user] = await Promise.all([getUserRecord(account.userId), recordRefreshToken(account.userId, tokens)]);
  if (!user) return null;
  if (user.disabled) throw new Forbidden('Account disabled');
  if (tokens.issuedAt < user.tokensValidFrom) {
    // Signed out within this very second: tokens stamped with it would be refused.
    await waitForSessionEpoch(user);
    tokens = await signIn(account.cognitoUsername, password);
    if (!tokens) return null;
    await recordRefreshToken(user.id, tokens);
  }
  return { ...tokens, user };
}
