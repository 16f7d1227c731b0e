/**
 * An account with every kind of item, sealed with a real data key exactly as the app seals them, and
 * a fetch that answers the export's reads from it (paged with cursors like the API). No jest here:
 * the benchmark bundles this file to time a five-year export.
 */
import type { ChatMessage, ChatSessionWithMessages } from '@contracts/chat';
import type { CheckIn } from '@contracts/check-ins';
import type { KeyMaterial } from '@contracts/encryption';
import type { JournalEntry } from '@contracts/journal';
import type { MentalHealthProfile, MoodLog } from '@contracts/mental-health';
import type { SafetyPlanResponse } from '@contracts/safety-plan';
import type { TherapistConnection } from '@contracts/therapist-options';
import type { User, UserSettings } from '@contracts/user';
import * as contexts from '../../../frontend/src/lib/crypto/field-contexts';
import { encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { createKeyMaterial } from '../../../frontend/src/lib/crypto/key-material';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';

export const FIXTURE_PASSWORD = 'Calm#Sea2025';
export const FIXTURE_API_URL = 'http://api.test/local';

export interface FixtureSize {
  moods: number;
  entries: number;
  sessions: number;
  messagesPerSession: number;
}

export interface AccountFixture {
  user: User;
  settings: UserSettings;
  keys: SessionKeys;
  keyMaterial: KeyMaterial;
  recoveryKey: string;
  moods: MoodLog[];
  entries: JournalEntry[];
  sessions: ChatSessionWithMessages[];
  checkIns: CheckIn[];
  profile: MentalHealthProfile;
  plan: SafetyPlanResponse;
  connections: TherapistConnection[];
}

const DAY = 86_400_000;
const START = Date.parse('2021-01-01T08:00:00.000Z');
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A ULID-shaped id (26 Crockford characters), unique per `n` and kind. */
export function fixtureId(kind: number, n: number): string {
  let text = '';
  let value = kind * 1_000_000 + n;
  for (let i = 0; i < 10; i += 1) {
    text = CROCKFORD[value % 32] + text;
    value = Math.floor(value / 32);
  }
  return `01J${'0'.repeat(13)}${text}`;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Texts with what a CSV must survive: accents, quotes, commas, line breaks and formula-like starts. */
export const TRICKY_TEXT = 'Café "au lait", then a walk.\nSecond line: =SUM(A1)';

export async function makeAccountFixture(size: FixtureSize): Promise<AccountFixture> {
  const created = await createKeyMaterial(FIXTURE_PASSWORD);
  const keys: SessionKeys = { dataKey: created.dataKey, legacyKey: null };
  const seal = (text: string, context: string) => encryptField(text, keys, context);

  const moods = await Promise.all(
    Array.from({ length: size.moods }, async (_, i): Promise<MoodLog> => {
      const at = iso(START + i * DAY);
      return {
        id: fixtureId(1, i),
        mood: (i % 5) + 1,
        energy: (i % 10) + 1,
        stress: ((i + 3) % 10) + 1,
        timestamp: at,
        notes: await seal(i === 0 ? TRICKY_TEXT : `Mood note ${i}`, contexts.MOOD_FIELD_CONTEXT.notes),
        triggers: await seal(JSON.stringify(['work', 'sleep']), contexts.MOOD_FIELD_CONTEXT.triggers),
        ...(i % 2 === 0 ? { gratitude: await seal(JSON.stringify(['friends']), contexts.MOOD_FIELD_CONTEXT.gratitude) } : {}),
        clientEncrypted: true,
        created_at: at,
        updated_at: at,
      };
    }),
  );

  const entries = await Promise.all(
    Array.from({ length: size.entries }, async (_, i): Promise<JournalEntry> => {
      const at = iso(START + i * DAY + 3_600_000);
      return {
        id: fixtureId(2, i),
        title: await seal(i === 0 ? '=cmd|calc' : `Entry ${i}`, contexts.JOURNAL_FIELD_CONTEXT.title),
        content: await seal(i === 0 ? TRICKY_TEXT : `Today I wrote entry number ${i}. `.repeat(8), contexts.JOURNAL_FIELD_CONTEXT.content),
        mood: (i % 5) + 1,
        tags: i % 3 === 0 ? ['gratitude', 'family'] : [],
        ...(i % 4 === 0 ? { notes: await seal(`Notes ${i}`, contexts.JOURNAL_FIELD_CONTEXT.notes) } : {}),
        clientEncrypted: true,
        created_at: at,
        updated_at: at,
      };
    }),
  );

  const sessions = await Promise.all(
    Array.from({ length: size.sessions }, async (_, s): Promise<ChatSessionWithMessages> => {
      const id = fixtureId(3, s);
      const started = START + s * DAY * 6;
      const messages = await Promise.all(
        Array.from({ length: size.messagesPerSession }, async (__, m): Promise<ChatMessage> => ({
          id: fixtureId(4, s * 1000 + m),
          sessionId: id,
          sender: m % 2 === 0 ? 'user' : 'ai',
          message: await seal(m % 2 === 0 ? `I feel a bit tired today (${s}.${m})` : 'That sounds hard. What helped last time?', contexts.CHAT_MESSAGE_CONTEXT),
          clientEncrypted: true,
          createdAt: iso(started + m * 60_000),
        })),
      );
      return {
        id,
        persona: 'sage',
        startedAt: iso(started),
        lastMessageAt: iso(started + Math.max(0, size.messagesPerSession - 1) * 60_000),
        messageCount: messages.length,
        messages,
        memory: s % 2 === 0 ? await seal(JSON.stringify({ names: ['Sam'] }), contexts.CHAT_MEMORY_CONTEXT) : null,
      };
    }),
  );

  const checkIns: CheckIn[] = [
    {
      id: fixtureId(5, 0),
      kind: 'phq9',
      answers: await seal(JSON.stringify({ items: [1, 2, 0, 1, 3, 0, 1, 2, 0], difficulty: 1, total: 10 }), contexts.CHECK_IN_FIELD_CONTEXT),
      created_at: iso(START + 10 * DAY),
    },
    {
      id: fixtureId(5, 1),
      kind: 'gad7',
      answers: await seal(JSON.stringify({ items: [0, 1, 1, 0, 2, 1, 0], difficulty: null, total: 5 }), contexts.CHECK_IN_FIELD_CONTEXT),
      created_at: iso(START + 11 * DAY),
    },
  ];

  const planContent = {
    warningSigns: ['Not sleeping'],
    copingStrategies: ['A long walk'],
    distractions: ['Call Sam'],
    helpContacts: [{ name: 'Sam', phone: '+1 555 0100' }],
    professionals: [],
    environment: ['Keep the evenings calm'],
    reasonsForLiving: ['My sister', 'The sea'],
  };
  const sealedPlan = await seal(JSON.stringify(planContent), contexts.SAFETY_PLAN_CONTEXT);
  const plan: SafetyPlanResponse = { plan: sealedPlan, version: 2, updatedAt: iso(START + 20 * DAY) };

  const user: User = {
    id: 'user-export-1',
    email: 'zoe@example.com',
    pendingEmail: null,
    firstName: 'Zoë',
    lastName: 'Ørsted',
    name: 'Zoë Ørsted',
    createdAt: iso(START - DAY),
    emailVerified: true,
    role: 'user',
    profile: { firstName: 'Zoë', lastName: 'Ørsted', location: 'Lisbon', bio: 'Walks by the sea.', goals: ['sleep better'] },
    preferences: { defaultPersona: 'sage', encryptionEnabled: true, notifications: { dailyReminders: true, weeklyReports: true } },
    stats: { totalChatSessions: size.sessions, totalJournalEntries: size.entries, journalStreak: 0, goalsCompleted: 0, joinDate: '2020-12-31' },
    subscription: { status: 'active', plan: 'monthly', endDate: iso(START + 400 * DAY), source: 'license' },
    encryption: created.keyMaterial,
  };

  const connections: TherapistConnection[] = [
    {
      _id: fixtureId(6, 0),
      therapistId: {
        _id: 'T0001',
        profile: { firstName: 'Maya', lastName: 'Chen' },
        therapistProfile: {
          licenseType: 'LCSW', licenseStates: ['CA'], rating: 4.8, reviewCount: 12, yearsOfExperience: 9, sessionRate: 120, bio: 'CBT.',
          specializations: ['anxiety'], modalities: ['CBT'], languages: ['English'], sessionTypes: ['video'],
          availability: { timezone: 'PST', acceptingNewClients: true, nextAvailableInDays: 3, hours: 'Weekday evenings' },
        },
      },
      status: 'pending',
      requestMessage: '+ I would like to talk about sleep, "soon"',
      preferredTopics: ['anxiety'],
      urgencyLevel: 'medium',
      sessionPreference: 'video',
      createdAt: iso(START + 30 * DAY),
      updatedAt: iso(START + 30 * DAY),
    },
  ];

  return {
    user,
    settings: { notifications: { email: true, push: false, reminders: true, reminderTime: '20:00', timeZone: 'Europe/Lisbon' } },
    keys,
    keyMaterial: created.keyMaterial,
    recoveryKey: created.recoveryKey,
    moods,
    entries,
    sessions,
    checkIns,
    profile: { ...DEFAULT_PROFILE_FOR_FIXTURE, goals: ['reduce-anxiety'], updatedAt: iso(START + 2 * DAY) },
    plan,
    connections,
  };
}

const DEFAULT_PROFILE_FOR_FIXTURE: MentalHealthProfile = {
  age: 34,
  goals: [],
  mentalHealthConditions: ['anxiety'],
  medications: [],
  therapyHistory: true,
  stressors: [],
  copingMechanisms: [],
  sleepHours: 7,
  exerciseFrequency: 'regularly',
  updatedAt: null,
};

function page<T>(items: readonly T[], url: URL, max: number): { items: T[]; nextCursor: string | null } {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? max), max);
  const start = Number(url.searchParams.get('cursor') ?? '0');
  const next = start + limit;
  return { items: items.slice(start, next), nextCursor: next < items.length ? String(next) : null };
}

const json = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body), json: async () => body }) as unknown as Response;

/** A fetch that answers the export's reads from the fixture; `fail` makes one path answer 500. */
export function fixtureFetch(fixture: AccountFixture, options: { fail?: string; apiUrl?: string } = {}) {
  const base = options.apiUrl ?? FIXTURE_API_URL;
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input));
    const path = url.pathname.slice(new URL(base).pathname.length);
    if (options.fail === path) return json({ message: 'Internal error' }, 500);
    if (path === '/auth/me') return json(fixture.user);
    if (path === '/user/settings') return json(fixture.settings);
    if (path === '/mental-health/mood-logs') {
      const p = page(fixture.moods, url, 200);
      return json({ moods: p.items, nextCursor: p.nextCursor });
    }
    if (path === '/journal/entries') {
      const p = page(fixture.entries, url, 100);
      return json({ entries: p.items, page: 1, limit: 100, total: fixture.entries.length, hasMore: p.nextCursor !== null, nextCursor: p.nextCursor });
    }
    if (path === '/chat/sessions') {
      const p = page(fixture.sessions.map(({ messages: _m, memory: _mem, ...s }) => s), url, 100);
      return json({ sessions: p.items, nextCursor: p.nextCursor });
    }
    const session = /^\/chat\/sessions\/([^/]+)$/.exec(path);
    if (session) return json(fixture.sessions.find((s) => s.id === session[1]) ?? { message: 'Chat session not found' }, 200);
    if (path === '/mental-health/check-ins') {
      const p = page(fixture.checkIns, url, 200);
      return json({ checkIns: p.items, nextCursor: p.nextCursor });
    }
    if (path === '/mental-health/profile') return json(fixture.profile);
    if (path === '/safety-plan') return json(fixture.plan);
    if (path === '/therapist/connections') return json({ success: true, connections: fixture.connections });
    return json({ message: `No route ${path}` }, 404);
  };
}
