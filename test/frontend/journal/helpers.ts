import type { EncryptedField } from '@contracts/encryption';
import type { JournalEntry, JournalListResponse } from '@contracts/journal';
import type { User } from '@contracts/user';
import { encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock, type RecordedCall } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';

/** A fresh non-extractable data key, as unwrapping the user's material gives one. */
export async function makeKeys(): Promise<SessionKeys> {
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { dataKey, legacyKey: null };
}

let counter = 0;
/** ULID-shaped ids, newest sorting last like the server's. */
export function entryId(): string {
  counter += 1;
  return `01J${String(counter).padStart(23, '0')}`;
}

export interface EntryFields {
  title?: string;
  content: string;
  mood?: number;
  tags?: string[];
  notes?: string;
  createdAt?: string;
}

/** A stored entry of these fields, dated `at`. */
function storedEntry(fields: Partial<JournalEntry>, id: string, at: string, clientEncrypted: boolean): JournalEntry {
  return {
    id,
    ...(fields.title ? { title: fields.title } : {}),
    content: fields.content ?? '',
    mood: fields.mood ?? 3,
    tags: fields.tags ?? [],
    ...(fields.notes ? { notes: fields.notes } : {}),
    clientEncrypted,
    created_at: at,
    updated_at: at,
  };
}

export function plainEntry(fields: EntryFields): JournalEntry {
  return storedEntry(fields, entryId(), fields.createdAt ?? '2025-03-04T09:30:00.000Z', false);
}

export async function encryptedEntry(keys: SessionKeys, fields: EntryFields): Promise<JournalEntry> {
  const plain = plainEntry(fields);
  const seal = (text: string, context: string) => encryptField(text, keys, context);
  return {
    ...plain,
    ...(fields.title ? { title: await seal(fields.title, 'journal.title') } : {}),
    content: await seal(fields.content, 'journal.content'),
    ...(fields.notes ? { notes: await seal(fields.notes, 'journal.notes') } : {}),
    clientEncrypted: true,
  };
}

export function listPage(entries: JournalEntry[], nextCursor: string | null = null, total = entries.length): JournalListResponse {
  return { entries, page: 1, limit: 50, total, hasMore: nextCursor !== null, nextCursor };
}

/** Signed in (stored token + GET /auth/me) with the journal list answering `entries`. */
export function signedInWithJournal(entries: JournalEntry[], user: User = makeUser()): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch().on('GET /auth/me', { body: user }).on('GET /journal/entries', { body: listPage(entries) });
}

export function isEncryptedObject(value: unknown): value is EncryptedField {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

/** An entry as the server stores and returns what a client sent. */
export function echoEntry(call: RecordedCall, id = entryId()): JournalEntry {
  const body = call.body as Partial<JournalEntry>;
  return storedEntry(body, id, '2025-06-01T12:00:00.000Z', [body.title, body.content, body.notes].some(isEncryptedObject));
}

export { installBlobReaders } from '../helpers/downloads';
