import type { EncryptedField } from '@contracts/encryption';
import type { MoodLog, MoodLogCreateBody } from '@contracts/mental-health';
import { MOOD_FIELD_CONTEXT } from '../../lib/crypto/field-contexts';
import { decryptField, encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';

// Spec §9: a mood log's encrypted fields, each bound to its name so values cannot be swapped.

/** What the form fills in. */
export interface MoodDraft {
  mood: number;
  energy: number;
  stress: number;
  notes: string;
  triggers: string[];
  gratitude: string[];
  /** ISO instant; absent means now (the server's clock). */
  timestamp?: string;
}

/** A mood log as the user reads it. */
export interface PlainMoodLog {
  id: string;
  mood: number;
  energy: number;
  stress: number;
  timestamp: string;
  notes: string;
  triggers: string[];
  gratitude: string[];
}

export type DecryptedMoodLog =
  | { state: 'ready'; log: PlainMoodLog }
  /** Encrypted and no key to open it. */
  | { state: 'locked' }
  /** Encrypted and the key does not open it (another key, or damaged data). */
  | { state: 'failed' };

function isMarkedEncrypted(value: unknown): value is EncryptedField {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

export function isMoodLogEncrypted(log: MoodLog): boolean {
  return [log.notes, log.triggers, log.gratitude].some(isMarkedEncrypted);
}

/** True when the draft holds text that must be encrypted before it leaves the device. */
export function hasPrivateText(draft: MoodDraft): boolean {
  return draft.notes.trim() !== '' || draft.triggers.length > 0 || draft.gratitude.length > 0;
}

/**
 * POST body. With keys the notes are sealed as text and each list as the JSON of its strings;
 * without keys (encryption turned off) they go as they are. Empty fields are left out.
 */
export async function moodLogBody(draft: MoodDraft, keys: SessionKeys | null): Promise<MoodLogCreateBody> {
  const notes = draft.notes.trim();
  const seal = (plaintext: string, context: string) => encryptField(plaintext, keys, context);
  const body: MoodLogCreateBody = { mood: draft.mood, energy: draft.energy, stress: draft.stress };
  if (draft.timestamp) body.timestamp = draft.timestamp;
  if (notes) body.notes = keys ? await seal(notes, MOOD_FIELD_CONTEXT.notes) : notes;
  if (draft.triggers.length > 0) {
    body.triggers = keys ? await seal(JSON.stringify(draft.triggers), MOOD_FIELD_CONTEXT.triggers) : draft.triggers;
  }
  if (draft.gratitude.length > 0) {
    body.gratitude = keys ? await seal(JSON.stringify(draft.gratitude), MOOD_FIELD_CONTEXT.gratitude) : draft.gratitude;
  }
  return body;
}

async function readNotes(value: MoodLog['notes'], keys: SessionKeys | null): Promise<string> {
  if (value === undefined || value === null) return '';
  if (!isMarkedEncrypted(value)) return typeof value === 'string' ? value : '';
  return decryptField(value, keys, MOOD_FIELD_CONTEXT.notes);
}

async function readList(value: MoodLog['triggers'], keys: SessionKeys | null, context: string): Promise<string[]> {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (!isMarkedEncrypted(value)) return [];
  const parsed = JSON.parse(await decryptField(value, keys, context)) as unknown;
  if (!Array.isArray(parsed)) throw new TypeError('Not a list');
  return parsed.filter((item): item is string => typeof item === 'string');
}

/** Opens a mood log from the API; plain fields pass through, so logs written without encryption read too. */
export async function decryptMoodLog(log: MoodLog, keys: SessionKeys | null): Promise<DecryptedMoodLog> {
  if (!keys && isMoodLogEncrypted(log)) return { state: 'locked' };
  try {
    const [notes, triggers, gratitude] = await Promise.all([
      readNotes(log.notes, keys),
      readList(log.triggers, keys, MOOD_FIELD_CONTEXT.triggers),
      readList(log.gratitude, keys, MOOD_FIELD_CONTEXT.gratitude),
    ]);
    return {
      state: 'ready',
      log: { id: log.id, mood: log.mood, energy: log.energy, stress: log.stress, timestamp: log.timestamp, notes, triggers, gratitude },
    };
  } catch {
    return { state: 'failed' };
  }
}
