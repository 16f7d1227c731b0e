import type { CoachId } from '../../contracts/coaches';
import type { EncryptedField } from '../../contracts/encryption';

/**
 * Items of a user's partition that several groups read (the analytics group reads them
 * all). Written by their own group; the shapes are agreed here.
 */

/** `USER#<sub>` / `MOOD#<id>`: the id is a ULID made from the log's timestamp. */
export interface MoodLogRecord {
  PK: string;
  SK: string;
  entity: 'mood';
  id: string;
  mood: number;
  energy: number;
  stress: number;
  /** ISO 8601 UTC with milliseconds; the same instant as the id's time. */
  timestamp: string;
  notes?: string | EncryptedField;
  triggers?: string[] | EncryptedField;
  gratitude?: string[] | EncryptedField;
  clientEncrypted: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `USER#<sub>` / `CHAT#<id>`: the id is a ULID made from `startedAt`. */
export interface ChatSessionRecord {
  PK: string;
  SK: string;
  entity: 'chat';
  id: string;
  persona: CoachId;
  startedAt: string;
  /** Equals startedAt until the first message. */
  lastMessageAt: string;
  messageCount: number;
  /** What the coach remembers of the session, as the device sent it (encrypted when encryption is on). */
  memory?: string | EncryptedField;
}

/** `USER#<sub>` / `CHATMSG#<sessionId>#<id>`. */
export interface ChatMessageRecord {
  PK: string;
  SK: string;
  entity: 'chatMessage';
  id: string;
  sessionId: string;
  sender: 'user' | 'ai';
  message: string | EncryptedField;
  clientEncrypted: boolean;
  createdAt: string;
}

/**
 * Counters on the user item (`stats`), changed in the same transaction as the items they
 * count: totalJournalEntries, totalChatSessions, totalMoodLogs.
 */
export type StatsCounter = 'totalJournalEntries' | 'totalChatSessions' | 'totalMoodLogs';
