/**
 * The complete export against the local stack: an account with every kind of item, made here through
 * the API (sealed with the app's own crypto where the routes require it), exported by the app's own
 * export code in Node, then compared item by item.
 */
import type { webcrypto } from 'node:crypto';
import type { ChatSession } from '../../lambdas/contracts/chat';
import type { EncryptedField, KeyMaterial } from '../../lambdas/contracts/encryption';
import {
  decryptedExportSchema,
  encryptedExportSchema,
  exportJsonSchema,
  type DecryptedExport,
  type EncryptedExport,
  type ExportEncryption,
} from '../../lambdas/contracts/export-format';
import { loadFrontendModules } from '../bench/frontend-for-node';
import { installBrowserStorage } from '../support/browser-storage';
import { checkJsonSchema } from '../support/json-schema-check';
import { api, registerUser, stack } from './helpers/stack';

type CryptoKey = webcrypto.CryptoKey;

interface SessionKeys {
  dataKey: CryptoKey;
  legacyKey: CryptoKey | null;
}

interface ExportModules {
  initConfig(raw: unknown): unknown;
  saveSession(tokens: { token: string; refreshToken: string }, persistence: 'local'): void;
  createKeyMaterial(password: string): Promise<{ keyMaterial: KeyMaterial; dataKey: CryptoKey }>;
  encryptField(plaintext: string, keys: SessionKeys, context: string): Promise<EncryptedField>;
  JOURNAL_FIELD_CONTEXT: { content: string; title: string };
  MOOD_FIELD_CONTEXT: { notes: string };
  CHAT_MESSAGE_CONTEXT: string;
  CHECK_IN_FIELD_CONTEXT: string;
  SAFETY_PLAN_CONTEXT: string;
  buildDataExport(encryption: ExportEncryption, keys: SessionKeys | null): Promise<{ data: DecryptedExport | EncryptedExport; filename: string }>;
  planSolace(exp: DecryptedExport): { items: unknown[]; extras?: unknown };
  importHmacKey(keys: SessionKeys | null, userId: string): Promise<CryptoKey>;
  runImport(
    items: unknown[],
    keys: SessionKeys | null,
    hmacKey: CryptoKey,
    send: (body: unknown) => Promise<unknown>,
    onProgress: (progress: { done: number; total: number }) => void,
  ): Promise<{ created: Record<string, number>; alreadyThere: number }>;
  restoreExtras(extras: unknown, keys: SessionKeys | null): Promise<{ restored: string[] }>;
}

const app = loadFrontendModules<ExportModules>(
  [
    "export { initConfig } from './frontend/src/lib/config';",
    "export { saveSession } from './frontend/src/lib/storage';",
    "export { createKeyMaterial } from './frontend/src/lib/crypto/key-material';",
    "export { encryptField } from './frontend/src/lib/crypto/field-crypto';",
    "export * from './frontend/src/lib/crypto/field-contexts';",
    "export { buildDataExport } from './frontend/src/features/settings/data-export/run-data-export';",
    "export { planSolace } from './frontend/src/features/data-import/solace-export';",
    "export { importHmacKey } from './frontend/src/features/data-import/import-key';",
    "export { runImport } from './frontend/src/features/data-import/import-run';",
    "export { restoreExtras } from './frontend/src/features/data-import/restore-extras';",
  ],
  'data-export',
);

let removeStorage = () => undefined as void;

beforeAll(() => {
  removeStorage = installBrowserStorage();
  app.initConfig({
    apiUrl: stack.info.apiUrl,
    region: stack.info.region,
    userPoolId: 'local',
    userPoolClientId: 'local',
    identityPoolId: null,
    stripePublishableKey: null,
    coachProvider: 'on-device',
  });
});

afterAll(() => removeStorage());

async function ok<T>(res: Promise<{ status: number; body: T }>, expected = [200, 201]): Promise<T> {
  const answer = await res;
  if (!expected.includes(answer.status)) throw new Error(`unexpected ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** An account holding every kind of item, plain and sealed side by side (as one that turned encryption on later). */
async function accountWithEveryKind() {
  const u = await registerUser({ firstName: 'Zoë', lastName: 'Ørsted' });
  const token = u.token;
  const created = await app.createKeyMaterial(u.password);
  const keys: SessionKeys = { dataKey: created.dataKey, legacyKey: null };
  await ok(api('PUT', '/user/encryption', { token, body: { keyMaterial: created.keyMaterial } }));
  const seal = (text: string, context: string) => app.encryptField(text, keys, context);

  // Plain and sealed items side by side, as an account that turned encryption on later holds them.
  const plainEntry = { title: 'Plain', content: 'Written before encryption, "quoted", =1+1', mood: 4, tags: ['calm'] };
  await ok(api('POST', '/journal/entries', { token, body: plainEntry }));
  const sealedContent = await seal('Sealed thoughts, café', app.JOURNAL_FIELD_CONTEXT.content);
  await ok(api('POST', '/journal/entries', { token, body: { content: sealedContent, mood: 2 } }));
  await ok(api('POST', '/mental-health/mood-logs', { token, body: { mood: 5, energy: 7, stress: 2, notes: 'plain note', triggers: ['work'] } }));
  await ok(api('POST', '/mental-health/mood-logs', { token, body: { mood: 1, notes: await seal('sealed note', app.MOOD_FIELD_CONTEXT.notes) } }));
  await ok(api('POST', '/mental-health/mood-logs', { token, body: { mood: 3 } }));
  const session = await ok(api<ChatSession>('POST', '/chat/sessions', { token, body: { persona: 'sage' } }));
  const sealedMessage = await seal('I slept badly', app.CHAT_MESSAGE_CONTEXT);
  await ok(api('POST', `/chat/sessions/${session.id}/messages`, { token, body: { message: sealedMessage } }));
  await ok(api('POST', `/chat/sessions/${session.id}/messages`, { token, body: { message: 'Tell me more.', sender: 'ai' } }));
  const answers = { items: [1, 1, 2, 0, 0, 1, 3], difficulty: null, total: 8 };
  const sealedAnswers = await seal(JSON.stringify(answers), app.CHECK_IN_FIELD_CONTEXT);
  await ok(api('POST', '/mental-health/check-ins', { token, body: { kind: 'gad7', answers: sealedAnswers } }));
  const plan = { warningSigns: ['Not sleeping'], copingStrategies: [], distractions: [], helpContacts: [{ name: 'Sam', phone: '555' }] };
  await ok(api('PUT', '/safety-plan', { token, body: { plan: await seal(JSON.stringify(plan), app.SAFETY_PLAN_CONTEXT), expectedVersion: 0 } }));
  await ok(api('PUT', '/mental-health/profile', { token, body: { age: 40, goals: ['Reduce Anxiety'], sleepHours: 6 } }));
  await ok(api('PUT', '/user/settings', { token, body: { notifications: { push: false, reminderTime: '08:15' } } }));
  await ok(api('POST', '/therapist/connect', { token, body: { therapistId: 'T0003', requestMessage: 'Hello' } }));

  return { u, token, keys, created, answers };
}

describe('complete export', () => {
  it('exports every item an account holds, readable and encrypted', async () => {
    const { u, token, keys, created, answers } = await accountWithEveryKind();
    app.saveSession({ token, refreshToken: u.refreshToken }, 'local');

    const readable = await app.buildDataExport('decrypted', keys);
    expect(decryptedExportSchema.safeParse(readable.data).error).toBeUndefined();
    expect(checkJsonSchema(exportJsonSchema(), JSON.parse(JSON.stringify(readable.data)))).toEqual([]);
    const data = decryptedExportSchema.parse(readable.data);
    expect(data.account).toMatchObject({ id: u.id, email: u.email, firstName: 'Zoë', lastName: 'Ørsted' });
    expect(data.account.settings.notifications).toMatchObject({ push: false, reminderTime: '08:15' });
    expect(data.journalEntries.map((e) => e.content).sort()).toEqual(['Sealed thoughts, café', 'Written before encryption, "quoted", =1+1']);
    expect(data.moods).toHaveLength(3);
    expect(data.moods.map((m) => m.notes ?? '').sort()).toEqual(['', 'plain note', 'sealed note']);
    expect(data.coachingSessions).toHaveLength(1);
    expect(data.coachingSessions[0]!.messages.map((m) => m.message)).toEqual(['I slept badly', 'Tell me more.']);
    expect(data.checkIns).toEqual([expect.objectContaining({ kind: 'gad7', answers })]);
    expect(data.safetyPlan?.plan.helpContacts).toEqual([{ name: 'Sam', phone: '555' }]);
    expect(data.safetyPlan?.version).toBe(1);
    expect(data.mentalHealthProfile).toMatchObject({ age: 40, goals: ['Reduce Anxiety'], sleepHours: 6 });
    expect(data.therapistConnections).toEqual([expect.objectContaining({ status: 'pending', requestMessage: 'Hello' })]);
    expect(data.subscription.status).toBeDefined();

    const sealed = await app.buildDataExport('encrypted', null);
    expect(encryptedExportSchema.safeParse(sealed.data).error).toBeUndefined();
    const kept = encryptedExportSchema.parse(sealed.data);
    expect(kept.keyMaterial).toEqual(created.keyMaterial);
    expect(kept.journalEntries).toHaveLength(2);
    expect(kept.moods.find((m) => m.mood === 1)?.notes).toMatchObject({ encrypted: true, version: '2.0' });
  });

  it('round trip: the export imported into a new account gives the same data, and importing it twice adds nothing', async () => {
    const { u, keys } = await accountWithEveryKind();
    app.saveSession({ token: u.token, refreshToken: u.refreshToken }, 'local');
    const original = decryptedExportSchema.parse((await app.buildDataExport('decrypted', keys)).data);

    const v = await registerUser({ firstName: 'Zoë', lastName: 'Ørsted' });
    const fresh = await app.createKeyMaterial(v.password);
    const newKeys: SessionKeys = { dataKey: fresh.dataKey, legacyKey: null };
    await ok(api('PUT', '/user/encryption', { token: v.token, body: { keyMaterial: fresh.keyMaterial } }));
    app.saveSession({ token: v.token, refreshToken: v.refreshToken }, 'local');
    const plan = app.planSolace(original);
    const hmacKey = await app.importHmacKey(newKeys, v.id);
    const send = (body: unknown) => ok(api('POST', '/imports/items', { token: v.token, body }));
    const first = await app.runImport(plan.items, newKeys, hmacKey, send, () => undefined);
    expect(first.created).toEqual({ mood: 3, journal: 2, checkIn: 1, chatSession: 1 });
    expect((await app.restoreExtras(plan.extras, newKeys)).restored.sort()).toEqual(['Mental health profile', 'Safety plan']);

    const restored = decryptedExportSchema.parse((await app.buildDataExport('decrypted', newKeys)).data);
    const byTime = <T extends { at: string }>(rows: T[]) => rows.sort((a, b) => a.at.localeCompare(b.at));
    const entries = (exp: DecryptedExport) =>
      byTime(exp.journalEntries.map((e) => ({ title: e.title, content: e.content, mood: e.mood, tags: e.tags, at: e.created_at })));
    const moods = (exp: DecryptedExport) =>
      byTime(exp.moods.map((m) => ({ mood: m.mood, energy: m.energy, stress: m.stress, notes: m.notes, triggers: m.triggers, at: m.timestamp })));
    const sessions = (exp: DecryptedExport) =>
      exp.coachingSessions.map((c) => ({ persona: c.persona, messages: c.messages.map((m) => [m.sender, m.message, m.createdAt]) }));
    expect(entries(restored)).toEqual(entries(original));
    expect(moods(restored)).toEqual(moods(original));
    expect(sessions(restored)).toEqual(sessions(original));
    expect(restored.checkIns.map((c) => [c.kind, c.answers, c.created_at])).toEqual(original.checkIns.map((c) => [c.kind, c.answers, c.created_at]));
    expect(restored.safetyPlan?.plan).toEqual(original.safetyPlan?.plan);
    expect(restored.mentalHealthProfile).toMatchObject({ age: 40, goals: ['Reduce Anxiety'], sleepHours: 6 });

    const again = await app.runImport(plan.items, newKeys, hmacKey, send, () => undefined);
    expect(again.created).toEqual({ mood: 0, journal: 0, checkIn: 0, chatSession: 0 });
    expect(again.alreadyThere).toBe(7);
    const twice = decryptedExportSchema.parse((await app.buildDataExport('decrypted', newKeys)).data);
    expect([twice.moods.length, twice.journalEntries.length, twice.coachingSessions.length, twice.checkIns.length]).toEqual([3, 2, 1, 1]);
  });
});
