import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { KeyMaterial, PasswordWrap } from '../../contracts/encryption';
import type { Persona, Role, User, UserSettings } from '../../contracts/user';
import { getDocumentClient, tableName } from './client';
import { keys } from './keys';

/** The user item as stored (PK USER#<sub>, SK PROFILE). */
export interface UserRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'user';
  id: string;
  /** The pool's username, used for the admin auth calls. */
  cognitoUsername: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  updatedAt: string;
  /** Our own truth: cognito-local keeps email_verified true in tokens. */
  emailVerified: boolean;
  /** Our own truth: cognito-local lets disabled users log in. */
  disabled: boolean;
  role: Role;
  /**
   * Session epoch in epoch seconds: tokens issued (iat) before it are refused. Logout,
   * password reset and password change move it forward.
   */
  tokensValidFrom: number;
  /**
   * Link epoch: every verify, reset and email-change link carries the epoch it was made
   * under and is void once it moves. A password reset or change and an email change move
   * it. Absent on accounts made before (read as 0).
   */
  linkEpoch?: number;
  /** SHA-256 of the newest reset link: an earlier one is void once a new one is sent. */
  resetLinkHash?: string;
  /** An email change waiting for its link to be opened; the account keeps `email` until then. */
  pendingEmail?: string;
  /** SHA-256 of the link that confirms `pendingEmail`. */
  pendingEmailLinkHash?: string;
  profile: { location: string; bio: string; goals: string[] };
  preferences: {
    defaultPersona: Persona;
    encryptionEnabled: boolean;
    notifications: { dailyReminders: boolean; weeklyReports: boolean };
  };
  settings: UserSettings;
  stats: {
    totalChatSessions: number;
    totalJournalEntries: number;
    /** Kept with the mood logs in their transactions; absent on accounts made before. */
    totalMoodLogs?: number;
    journalStreak: number;
    goalsCompleted: number;
  };
  subscription: User['subscription'];
  /** The Stripe customer of this user, made on their first checkout. */
  stripeCustomerId?: string;
  /** Stripe's `created` of the newest subscription state written, so an older one never overwrites it. */
  stripeStateAt?: number;
  /** The wrapped data key of on-device encryption (never an unwrapped key). */
  encryption?: KeyMaterial;
  /** How many journal exports the user keeps in cloud storage (moves with their items). */
  cloudExportCount?: number;
}

export interface NewUser {
  id: string;
  cognitoUsername: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  emailVerified: boolean;
  now: Date;
}

/** A new user item with the defaults of spec §3 and §9. */
export function newUserRecord(u: NewUser): UserRecord {
  const createdAt = u.now.toISOString();
  return {
    ...keys.user(u.id),
    ...keys.userListGsi(createdAt, u.id),
    entity: 'user',
    id: u.id,
    cognitoUsername: u.cognitoUsername,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    createdAt,
    updatedAt: createdAt,
    emailVerified: u.emailVerified,
    disabled: false,
    role: u.role,
    tokensValidFrom: 0,
    linkEpoch: 0,
    profile: { location: '', bio: '', goals: [] },
    preferences: {
      defaultPersona: 'strategist',
      encryptionEnabled: true,
      notifications: { dailyReminders: true, weeklyReports: true },
    },
    settings: { notifications: { email: true, push: true, reminders: true } },
    stats: { totalChatSessions: 0, totalJournalEntries: 0, totalMoodLogs: 0, journalStreak: 0, goalsCompleted: 0 },
    subscription: { status: 'none' },
  };
}

/** The API shape of a user: never the internal fields (epoch, pool username, flags). */
export function toUser(r: UserRecord): User {
  return {
    id: r.id,
    email: r.email,
    pendingEmail: r.pendingEmail ?? null,
    firstName: r.firstName,
    lastName: r.lastName,
    name: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: r.createdAt,
    emailVerified: r.emailVerified,
    role: r.role,
    profile: { firstName: r.firstName, lastName: r.lastName, ...r.profile },
    preferences: r.preferences,
    stats: { ...r.stats, joinDate: r.createdAt },
    subscription: r.subscription,
    encryption: r.encryption ?? null,
  };
}

export async function getUserRecord(userId: string): Promise<UserRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }),
  );
  return out.Item as UserRecord | undefined;
}

/** The session epoch that refuses every token issued up to `now` (token `iat` has one-second resolution). */
export const sessionEpochAfter = (now: number): number => Math.floor(now / 1000) + 1;

export interface RevokeOptions {
  now?: number;
  /** The data key re-wrapped under a new password, stored in the same write. */
  passwordWrap?: PasswordWrap;
  /** A credential changed: every outstanding link of the account becomes void too. */
  endLinks?: boolean;
}

/**
 * Refuses every token issued up to now. Token `iat` has one-second resolution, so the
 * epoch is the next whole second; a sign-in in the same second waits for it (see
 * waitForSessionEpoch).
 *
 * A password change passes the data key re-wrapped under the new password: it is stored in
 * this same write, so the session epoch and the wrapped key move together. It replaces the
 * password wrap only (the recovery wrap stays) and only where encryption is set up.
 */
export async function revokeSessions(userId: string, options: RevokeOptions = {}): Promise<number> {
  const now = options.now ?? Date.now();
  const tokensValidFrom = sessionEpochAfter(now);
  const sets = ['tokensValidFrom = :t', 'updatedAt = :u'];
  const removes: string[] = [];
  const values: Record<string, unknown> = { ':t': tokensValidFrom, ':u': new Date(now).toISOString() };
  let condition = 'attribute_exists(PK)';
  if (options.passwordWrap) {
    const wrap = options.passwordWrap;
    sets.push('encryption.salt = :salt', 'encryption.iterations = :iterations', 'encryption.wrappedKey = :wrappedKey');
    Object.assign(values, { ':salt': wrap.salt, ':iterations': wrap.iterations, ':wrappedKey': wrap.wrappedKey });
    condition += ' AND attribute_exists(encryption)';
  }
  if (options.endLinks) {
    sets.push(LINK_EPOCH_STEP);
    removes.push(...PENDING_LINK_ATTRIBUTES);
    values[':one'] = 1;
    values[':zero'] = 0;
  }
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: condition,
      ExpressionAttributeValues: values,
    }),
  );
  return tokensValidFrom;
}

/** The SET clause that moves the link epoch on (needs `:one` and `:zero`). */
export const LINK_EPOCH_STEP = 'linkEpoch = if_not_exists(linkEpoch, :zero) + :one';
/** What a moved link epoch makes meaningless. */
export const PENDING_LINK_ATTRIBUTES = ['resetLinkHash', 'pendingEmail', 'pendingEmailLinkHash'];

/** Margin for clock skew between this function and the pool that stamps `iat`. */
const EPOCH_MARGIN_MS = 150;

/** Delays a sign-in until tokens it gets will be at or after the user's session epoch. */
export async function waitForSessionEpoch(record: Pick<UserRecord, 'tokensValidFrom'>): Promise<void> {
  const wait = record.tokensValidFrom * 1000 + EPOCH_MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
