import type { EncryptedField } from '@contracts/encryption';
import type { JournalEntry, JournalEntryCreateBody, JournalEntryUpdateBody } from '@contracts/journal';
import { JOURNAL_FIELD_CONTEXT } from '../../lib/crypto/field-contexts';
import { decryptField, encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';

// Spec §9: the journal's encrypted fields, each bound to its name (lib/crypto/field-contexts.ts) so values cannot be swapped.

/** An entry as the user reads and writes it. */
export interface PlainEntry {
  id: string;
  title: string;
  content: string;
  mood: number;
  tags: string[];
  notes: string;
  aiAnalysis?: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}

export type DecryptedEntry =
  | { state: 'ready'; entry: PlainEntry }
  /** Encrypted and no key to open it. */
  | { state: 'locked' }
  /** Encrypted and the key does not open it (another key, or damaged data). */
  | { state: 'failed' };

/** What the form edits. */
export interface EntryDraft {
  title: string;
  content: string;
  mood: number;
  tags: string[];
  notes: string;
}

function isMarkedEncrypted(value: unknown): value is EncryptedField {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

export function isEntryEncrypted(entry: JournalEntry): boolean {
  return [entry.title, entry.content, entry.notes, entry.aiAnalysis].some(isMarkedEncrypted);
}

async function readText(value: string | EncryptedField | undefined, keys: SessionKeys | null, context: string): Promise<string> {
  if (value === undefined || value === null) return '';
  if (!isMarkedEncrypted(value)) return typeof value === 'string' ? value : '';
  return decryptField(value, keys, context);
}

async function readAnalysis(value: JournalEntry['aiAnalysis'], keys: SessionKeys | null): Promise<Record<string, unknown> | undefined> {
  if (value === undefined || value === null) return undefined;
  if (!isMarkedEncrypted(value)) return value;
  const parsed = JSON.parse(await decryptField(value, keys, JOURNAL_FIELD_CONTEXT.aiAnalysis)) as unknown;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : { value: parsed };
}

/** Opens an entry from the API; plain fields pass through, so entries written without encryption read too. */
export async function decryptEntry(entry: JournalEntry, keys: SessionKeys | null): Promise<DecryptedEntry> {
  if (!keys && isEntryEncrypted(entry)) return { state: 'locked' };
  try {
    const [title, content, notes, aiAnalysis] = await Promise.all([
      readText(entry.title, keys, JOURNAL_FIELD_CONTEXT.title),
      readText(entry.content, keys, JOURNAL_FIELD_CONTEXT.content),
      readText(entry.notes, keys, JOURNAL_FIELD_CONTEXT.notes),
      readAnalysis(entry.aiAnalysis, keys),
    ]);
    return {
      state: 'ready',
      entry: {
        id: entry.id,
        title,
        content,
        mood: entry.mood,
        tags: entry.tags ?? [],
        notes,
        ...(aiAnalysis ? { aiAnalysis } : {}),
        createdAt: entry.created_at,
        updatedAt: entry.updated_at,
      },
    };
  } catch {
    return { state: 'failed' };
  }
}

type Seal = (plaintext: string, context: string) => Promise<string | EncryptedField>;

function sealer(keys: SessionKeys | null): Seal {
  // With keys every text field becomes a 2.0 object (1.0 values are re-encrypted on save too);
  // without them (encryption turned off) the plain path sends strings.
  return keys ? (plaintext, context) => encryptField(plaintext, keys, context) : async (plaintext) => plaintext;
}

/** POST body. Empty optional fields are left out. */
export async function createBody(draft: EntryDraft, keys: SessionKeys | null): Promise<JournalEntryCreateBody> {
  const seal = sealer(keys);
  const title = draft.title.trim();
  const notes = draft.notes.trim();
  return {
    ...(title ? { title: await seal(title, JOURNAL_FIELD_CONTEXT.title) } : {}),
    content: await seal(draft.content.trim(), JOURNAL_FIELD_CONTEXT.content),
    mood: draft.mood,
    tags: draft.tags,
    ...(notes ? { notes: await seal(notes, JOURNAL_FIELD_CONTEXT.notes) } : {}),
  };
}

/**
 * PUT body: every field is sent again (an emptied optional field as null), and with keys an
 * existing aiAnalysis is sealed again, so the saved entry holds no 1.0 or plain field.
 */
export async function updateBody(draft: EntryDraft, keys: SessionKeys | null, previous: PlainEntry): Promise<JournalEntryUpdateBody> {
  const seal = sealer(keys);
  const title = draft.title.trim();
  const notes = draft.notes.trim();
  const body: JournalEntryUpdateBody = {
    title: title ? await seal(title, JOURNAL_FIELD_CONTEXT.title) : null,
    content: await seal(draft.content.trim(), JOURNAL_FIELD_CONTEXT.content),
    mood: draft.mood,
    tags: draft.tags,
    notes: notes ? await seal(notes, JOURNAL_FIELD_CONTEXT.notes) : null,
  };
  if (keys && previous.aiAnalysis) body.aiAnalysis = await encryptField(JSON.stringify(previous.aiAnalysis), keys, JOURNAL_FIELD_CONTEXT.aiAnalysis);
  return body;
}
