import type { MoodTrendsResponse } from '@contracts/analytics';
import type { EncryptedField } from '@contracts/encryption';
import { DEFAULT_PROFILE, type MoodLog } from '@contracts/mental-health';
import type { User } from '@contracts/user';
import { encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock, type RecordedCall } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';

let counter = 0;
/** ULID-shaped ids. */
export function moodId(): string {
  counter += 1;
  return `01K${String(counter).padStart(23, '0')}`;
}

export interface MoodFields {
  mood: number;
  energy?: number;
  stress?: number;
  notes?: string;
  triggers?: string[];
  gratitude?: string[];
  timestamp?: string;
}

/** A stored mood log of these fields, dated `at` (the defaults are the form's). */
function storedMoodLog(fields: Partial<MoodLog>, at: string, clientEncrypted: boolean): MoodLog {
  return {
    id: moodId(),
    mood: fields.mood ?? 3,
    energy: fields.energy ?? 5,
    stress: fields.stress ?? 3,
    timestamp: at,
    ...(fields.notes ? { notes: fields.notes } : {}),
    ...(fields.triggers ? { triggers: fields.triggers } : {}),
    ...(fields.gratitude ? { gratitude: fields.gratitude } : {}),
    clientEncrypted,
    created_at: at,
    updated_at: at,
  };
}

export function plainMoodLog(fields: MoodFields): MoodLog {
  return storedMoodLog(fields, fields.timestamp ?? new Date(Date.now() - 3_600_000).toISOString(), false);
}

export async function encryptedMoodLog(keys: SessionKeys, fields: MoodFields): Promise<MoodLog> {
  const plain = plainMoodLog(fields);
  return {
    ...plain,
    ...(fields.notes ? { notes: await encryptField(fields.notes, keys, 'mood.notes') } : {}),
    ...(fields.triggers ? { triggers: await encryptField(JSON.stringify(fields.triggers), keys, 'mood.triggers') } : {}),
    ...(fields.gratitude ? { gratitude: await encryptField(JSON.stringify(fields.gratitude), keys, 'mood.gratitude') } : {}),
    clientEncrypted: true,
  };
}

export function isEncryptedObject(value: unknown): value is EncryptedField {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

/** A mood log as the server stores and returns what a client sent. */
export function echoMoodLog(call: RecordedCall): MoodLog {
  const body = call.body as Partial<MoodLog>;
  return storedMoodLog(body, body.timestamp ?? new Date().toISOString(), [body.notes, body.triggers, body.gratitude].some(isEncryptedObject));
}

/** The profile before anything is saved, as the contract declares it. */
export { DEFAULT_PROFILE };

export function trends(overrides: Partial<MoodTrendsResponse> = {}): MoodTrendsResponse {
  return {
    period: '30d',
    from: '2025-02-04',
    to: '2025-03-05',
    days: [],
    counts: { good: 0, neutral: 0, difficult: 0 },
    average: null,
    ...overrides,
  };
}

/** Signed in with the screen's three loads answered. */
export function signedInWithMoods(moods: MoodLog[], user: User = makeUser()): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('GET /mental-health/mood-logs', { body: { moods, nextCursor: null } })
    .on('GET /mental-health/profile', { body: DEFAULT_PROFILE })
    .on('GET /analytics/mood-trends', { body: trends() });
}

/** A signed-in page whose server saves each mood log it is sent and answers it back. */
export function savingMoods(moods: MoodLog[] = [], user: User = makeUser()): FetchMock {
  return signedInWithMoods(moods, user).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
}
