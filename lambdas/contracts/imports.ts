import * as z from 'zod';
import { chatMessageBody } from './chat';
import { checkInCreateBody } from './check-ins';
import { COACH_IDS } from './coaches';
import { IMPORT_LIMITS } from './import-limits';
import { journalEntryCreateBody } from './journal';
import { moodLogCreateBody } from './mental-health';

export { IMPORT_KINDS, IMPORT_LIMITS, type ImportKind } from './import-limits';

/**
 * POST /imports/items: items brought in from another app or from a Solace export. Each keeps
 * its own time, and its `importKey` (an HMAC-SHA-256 of the source row under a key only the
 * device holds, hex) fixes its id: the same row imported again finds its item already there.
 * The data of each kind is what that kind's create route accepts, with the same
 * encrypted-field rules.
 */
const importKey = z.string().regex(/^[0-9a-f]{64}$/, 'importKey must be 64 lowercase hex characters (an HMAC-SHA-256)');
const timestamp = z.iso.datetime({ offset: true, error: 'timestamp must be an ISO 8601 date-time' });

const importedMessage = chatMessageBody.extend({ timestamp });

/** A coaching session with its messages, in the order they were written. */
const importedSession = z.object({
  persona: z.enum(COACH_IDS, 'persona must be one of sage, phoenix, harmony, zenith'),
  messages: z.array(importedMessage).max(IMPORT_LIMITS.messagesPerSession, `at most ${IMPORT_LIMITS.messagesPerSession} messages in a session`),
});

const base = { importKey, timestamp };

export const importItem = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('mood'), ...base, data: moodLogCreateBody.omit({ timestamp: true }) }),
    z.object({ type: z.literal('journal'), ...base, data: journalEntryCreateBody }),
    z.object({ type: z.literal('checkIn'), ...base, data: checkInCreateBody }),
    z.object({ type: z.literal('chatSession'), ...base, data: importedSession }),
  ],
  { error: 'type must be mood, journal, checkIn or chatSession' },
);

export const importItemsBody = z.object({
  items: z
    .array(importItem)
    .min(1, 'items must not be empty')
    .max(IMPORT_LIMITS.itemsPerRequest, `at most ${IMPORT_LIMITS.itemsPerRequest} items per request`),
});

export type ImportItem = z.input<typeof importItem>;
export type ImportItemsBody = z.input<typeof importItemsBody>;

/** created: written now; skipped: an item with this key was imported before (nothing changed). */
export interface ImportItemResult {
  importKey: string;
  type: ImportItem['type'];
  id: string;
  status: 'created' | 'skipped';
  reason?: 'already imported';
}

export interface ImportItemsResponse {
  results: ImportItemResult[];
  created: number;
  skipped: number;
}
