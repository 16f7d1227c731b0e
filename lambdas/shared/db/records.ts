import type { ChatMessage, ChatSession } from '../../contracts/chat';
import type { EncryptedField } from '../../contracts/encryption';
import type { MoodLog } from '../../contracts/mental-health';
import type { Key } from './keys';

/**
 * Items of a user's partition that several groups read (the analytics group reads them
 * all). Written by their own group; the shapes are agreed here.
 */

/** An API shape's snake_case dates (spec §3), kept in camelCase on the item. */
interface ApiDates {
  created_at: string;
  updated_at: string;
}

/** An API shape as stored: the same fields, its dates as `createdAt` / `updatedAt`. */
export type StoredWithDates<T extends ApiDates> = Omit<T, keyof ApiDates> & { createdAt: string; updatedAt: string };

/** `USER#<sub>` / `MOOD#<id>`: the id is a ULID made from the log's timestamp; `timestamp` is ISO 8601 UTC with milliseconds, the same instant. */
export interface MoodLogRecord extends StoredWithDates<MoodLog>, Key {
  entity: 'mood';
}

/** `USER#<sub>` / `CHAT#<id>`: the id is a ULID made from `startedAt`; lastMessageAt equals startedAt until the first message. */
export interface ChatSessionRecord extends ChatSession, Key {
  entity: 'chat';
  /** What the coach remembers of the session, as the device sent it (encrypted when encryption is on). */
  memory?: string | EncryptedField;
}

/** `USER#<sub>` / `CHATMSG#<sessionId>#<id>`. */
export interface ChatMessageRecord extends ChatMessage, Key {
  entity: 'chatMessage';
}

/**
 * Counters on the user item (`stats`), changed in the same transaction as the items they
 * count: totalJournalEntries, totalChatSessions, totalMoodLogs.
 */
export type StatsCounter = 'totalJournalEntries' | 'totalChatSessions' | 'totalMoodLogs';

/** Fields an update may clear: undefined keeps a field, null removes it, a value replaces it. */
export function applyClearable<R extends object, F extends keyof R & string>(
  next: R,
  changes: { readonly [K in F]?: unknown },
  fields: readonly F[],
): void {
  for (const field of fields) {
    const value = changes[field];
    if (value === null) delete next[field];
    else if (value !== undefined) (next as Record<string, unknown>)[field] = value;
  }
}

/** Strictly later than the stored stamp, which is what concurrent writers are checked against. */
export function nextUpdatedAt(storedUpdatedAt: string, now: number): string {
  return new Date(Math.max(now, Date.parse(storedUpdatedAt) + 1)).toISOString();
}

/** The fields every item of user text ends with: whether any came encrypted, and its dates. */
type Stamps = { clientEncrypted: boolean; createdAt: string; updatedAt: string };

/** A new item of user text, created (and so last updated) at `createdAt`. */
export function withStamps<R extends Stamps>(fields: Omit<R, keyof Stamps>, clientEncrypted: boolean, createdAt: string): R {
  return { ...fields, clientEncrypted, createdAt, updatedAt: createdAt } as R;
}

/** A changed item of user text: its encryption flag worked out again, `updatedAt` moved past the stored one. */
export function restamp<R extends Stamps>(next: R, clientEncrypted: boolean, storedUpdatedAt: string, now: number): R {
  next.clientEncrypted = clientEncrypted;
  next.updatedAt = nextUpdatedAt(storedUpdatedAt, now);
  return next;
}
