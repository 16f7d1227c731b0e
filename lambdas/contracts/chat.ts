import * as z from 'zod';
import { COACH_IDS, type CoachId } from './coaches';
import { encryptedFieldSchema, type EncryptedField } from './encryption';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export const CHAT_LIMITS = {
  messageChars: 4_000,
  defaultPageSize: 50,
  maxPageSize: 100,
  /** What the coach remembers of a session (names, events, what helped), as JSON text before encryption. */
  memoryChars: 8_000,
  /** Messages returned with a session (newest kept when longer). */
  maxMessagesPerSession: 500,
} as const;

export const chatSessionCreateBody = z.object({
  persona: z.enum(COACH_IDS, 'persona must be one of sage, phoenix, harmony, zenith'),
});

export const chatSessionParams = z.object({ id: z.string().regex(ULID, 'Chat session not found') });

/** Spec §7: `{message}` — a string, or an encrypted field object (spec §9: chat content is encrypted). */
export const chatMessageBody = z.object({
  message: z.union([
    z
      .string()
      .max(CHAT_LIMITS.messageChars, `message has at most ${CHAT_LIMITS.messageChars} characters`)
      .refine((s) => s.trim().length > 0, { error: 'message is required' }),
    encryptedFieldSchema,
  ]),
  sender: z.enum(['user', 'ai'], 'sender must be user or ai').default('user'),
});

/**
 * What the coach remembers of a session, written by the device: an encrypted field (or, with
 * encryption off, the text itself); null forgets it.
 */
export const chatMemoryBody = z.object({
  memory: z.union([
    z.string().max(CHAT_LIMITS.memoryChars, `memory has at most ${CHAT_LIMITS.memoryChars} characters`),
    encryptedFieldSchema,
    z.null(),
  ]),
});

export const chatSessionListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.maxPageSize).default(CHAT_LIMITS.defaultPageSize),
  cursor: z.string().max(2048).regex(/^[A-Za-z0-9_-]+$/, 'invalid cursor').optional(),
});

export const chatPromptsQuery = z.object({
  persona: z.enum(COACH_IDS, 'persona must be one of sage, phoenix, harmony, zenith'),
});

/** A chat session (spec §3): its duration in minutes is lastMessageAt − startedAt. */
export interface ChatSession {
  id: string;
  persona: CoachId;
  startedAt: string;
  lastMessageAt: string;
  messageCount: number;
}

export interface ChatMessage {
  id: string;
  sessionId: string;
  sender: 'user' | 'ai';
  message: string | EncryptedField;
  clientEncrypted: boolean;
  createdAt: string;
}

export interface ChatSessionListResponse {
  sessions: ChatSession[];
  nextCursor: string | null;
}

export interface ChatSessionWithMessages extends ChatSession {
  messages: ChatMessage[];
  /** What the coach remembers of this session; null when nothing is kept. */
  memory: string | EncryptedField | null;
}

export interface ChatPromptsResponse {
  persona: CoachId;
  prompts: string[];
}

export type ChatMessageBody = z.input<typeof chatMessageBody>;
export type ChatMemoryBody = z.input<typeof chatMemoryBody>;
