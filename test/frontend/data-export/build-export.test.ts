/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import JSZip from 'jszip';
import {
  EXPORT_CSV_ENTITIES,
  EXPORT_FILES,
  checkExportHeader,
  decryptedExportSchema,
  encryptedExportSchema,
  exportJsonSchema,
  solaceExport,
} from '@contracts/export-format';
import { buildDataExport, runDataExport } from '../../../frontend/src/features/settings/data-export/run-data-export';
import { CSV_BOM, csvField, guardFormula, toCsv } from '../../../frontend/src/lib/solace-export/export-csv';
import { checkJsonSchema } from '../../support/json-schema-check';
import { TRICKY_TEXT, fixtureFetch, makeAccountFixture, type AccountFixture } from './account-fixture';

const SIZE = { moods: 30, entries: 12, sessions: 3, messagesPerSession: 4 };
const NOW = new Date('2026-03-01T10:00:00.000Z');

let fixture: AccountFixture;

beforeAll(async () => {
  fixture = await makeAccountFixture(SIZE);
});

beforeEach(() => {
  global.fetch = jest.fn(fixtureFetch(fixture)) as unknown as typeof fetch;
});

async function zipText(bytes: Uint8Array, name: string): Promise<string> {
  const zip = await JSZip.loadAsync(bytes);
  const file = zip.file(name);
  if (!file) throw new Error(`${name} is not in the ZIP`);
  return file.async('string');
}

describe('CSV', () => {
  it('quotes fields with commas, quotes and line breaks (RFC 4180) and leaves plain ones alone', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(4)).toBe('4');
  });

  it('turns texts that start like a formula into plain text, but not numbers', () => {
    for (const start of ['=', '+', '-', '@']) expect(guardFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(guardFormula('1+1=2')).toBe('1+1=2');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it('starts with a byte-order mark and ends each line with CRLF', () => {
    const csv = toCsv(['name', 'note'], [['Zoë', 'café'], ['b', '']]);
    expect(csv).toBe(`${CSV_BOM}name,note\r\nZoë,café\r\nb,\r\n`);
  });
});

describe('a decrypted export built from the account', () => {
  it('holds every item, opened, and validates against the zod schema and the generated JSON Schema', async () => {
    const progress: number[] = [];
    const built = await buildDataExport('decrypted', fixture.keys, { now: NOW, onProgress: (p) => progress.push(p.percent) });
    const data = JSON.parse(await zipText(built.bytes, EXPORT_FILES.json)) as unknown;

    expect(decryptedExportSchema.safeParse(data).error).toBeUndefined();
    expect(solaceExport.safeParse(data).success).toBe(true);
    expect(checkJsonSchema(exportJsonSchema(), data)).toEqual([]);
    expect(checkExportHeader(data)).toEqual({ ok: true });

    const parsed = decryptedExportSchema.parse(data);
    expect(parsed.exportedAt).toBe(NOW.toISOString());
    expect(parsed.moods).toHaveLength(SIZE.moods);
    expect(parsed.journalEntries).toHaveLength(SIZE.entries);
    expect(parsed.coachingSessions).toHaveLength(SIZE.sessions);
    expect(parsed.coachingSessions.flatMap((s) => s.messages)).toHaveLength(SIZE.sessions * SIZE.messagesPerSession);
    expect(parsed.moods[0]).toMatchObject({ id: fixture.moods[0]!.id, notes: TRICKY_TEXT, triggers: ['work', 'sleep'], gratitude: ['friends'] });
    expect(parsed.journalEntries[0]).toMatchObject({ title: '=cmd|calc', content: TRICKY_TEXT, tags: ['gratitude', 'family'] });
    expect(parsed.coachingSessions[0]!.memory).toBe('{"names":["Sam"]}');
    expect(parsed.checkIns[0]!.answers).toEqual({ items: [1, 2, 0, 1, 3, 0, 1, 2, 0], difficulty: 1, total: 10 });
    expect(parsed.safetyPlan?.plan.reasonsForLiving).toEqual(['My sister', 'The sea']);
    expect(parsed.account).toMatchObject({ id: 'user-export-1', email: 'zoe@example.com', firstName: 'Zoë', lastName: 'Ørsted' });
    expect(parsed.account.settings.notifications).toMatchObject({ push: false, timeZone: 'Europe/Lisbon' });
    expect(parsed.subscription).toMatchObject({ status: 'active', source: 'license' });
    expect(parsed.mentalHealthProfile).toMatchObject({ age: 34, mentalHealthConditions: ['anxiety'] });
    expect(parsed.therapistConnections).toHaveLength(1);
    expect(built.filename).toBe('solace-export-2026-03-01.zip');
    // Nothing in a readable export is still sealed.
    expect(JSON.stringify(data)).not.toContain('"ciphertext"');
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('writes the JSON Schema, a README and a CSV per entity with guarded, quoted cells', async () => {
    const built = await buildDataExport('decrypted', fixture.keys, { now: NOW });
    expect(JSON.parse(await zipText(built.bytes, EXPORT_FILES.jsonSchema))).toEqual(exportJsonSchema());
    const readme = await zipText(built.bytes, EXPORT_FILES.readme);
    for (const entity of EXPORT_CSV_ENTITIES) expect(readme).toContain(EXPORT_FILES.csv(entity));

    const journal = await zipText(built.bytes, EXPORT_FILES.csv('journal-entries'));
    expect(journal.startsWith(`${CSV_BOM}id,created_at`)).toBe(true);
    const raw = await (await JSZip.loadAsync(built.bytes)).file(EXPORT_FILES.csv('journal-entries'))!.async('uint8array');
    expect([...raw.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(journal).toContain(`'=cmd|calc,"Café ""au lait"", then a walk.\nSecond line: =SUM(A1)"`);
    expect(journal.split('\r\n')).toHaveLength(SIZE.entries + 2);

    const messages = await zipText(built.bytes, EXPORT_FILES.csv('coaching-messages'));
    expect(messages.split('\r\n')).toHaveLength(SIZE.sessions * SIZE.messagesPerSession + 2);
    const connections = await zipText(built.bytes, EXPORT_FILES.csv('therapist-connections'));
    expect(connections).toContain(`Maya Chen,pending,"'+ I would like to talk about sleep, ""soon"""`);
    const checkIns = await zipText(built.bytes, EXPORT_FILES.csv('check-ins'));
    expect(checkIns).toContain('phq9,10,1,1 2 0 1 3 0 1 2 0');
  });

  it('refuses without keys when items are encrypted, and names what a wrong key cannot open', async () => {
    await expect(buildDataExport('decrypted', null)).rejects.toMatchObject({ name: 'ExportLockedError' });
    const otherKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await expect(buildDataExport('decrypted', { dataKey: otherKey, legacyKey: null })).rejects.toMatchObject({
      name: 'ExportDecryptError',
      where: `mood log ${fixture.moods[0]!.id}`,
    });
  });

  it('downloads nothing when a read fails part way', async () => {
    global.fetch = jest.fn(fixtureFetch(fixture, { fail: '/mental-health/check-ins' })) as unknown as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    await expect(runDataExport('decrypted', fixture.keys)).rejects.toBeDefined();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('an encrypted export built from the account', () => {
  it('keeps every sealed field as the API returned it, beside the wrapped key, and validates', async () => {
    const built = await buildDataExport('encrypted', null, { now: NOW });
    const data = JSON.parse(await zipText(built.bytes, EXPORT_FILES.json)) as unknown;
    expect(encryptedExportSchema.safeParse(data).error).toBeUndefined();
    expect(checkJsonSchema(exportJsonSchema(), data)).toEqual([]);

    const parsed = encryptedExportSchema.parse(data);
    expect(parsed.keyMaterial).toEqual(fixture.keyMaterial);
    expect(parsed.moods[0]!.notes).toEqual(fixture.moods[0]!.notes);
    expect(parsed.journalEntries[3]!.content).toEqual(fixture.entries[3]!.content);
    expect(parsed.checkIns[1]!.answers).toEqual(fixture.checkIns[1]!.answers);
    expect(parsed.safetyPlan?.plan).toEqual(fixture.plan.plan);
    expect(built.filename).toBe('solace-export-encrypted-2026-03-01.zip');

    const moods = await zipText(built.bytes, EXPORT_FILES.csv('moods'));
    expect(moods.split('\r\n')[1]).toContain('(encrypted)');
  });

  it('is told apart from a file that is not an export, or one of a newer version', () => {
    expect(checkExportHeader({ hello: 1 })).toMatchObject({ ok: false, reason: 'not-an-export' });
    expect(checkExportHeader({ format: 'solace-export', version: 2 })).toMatchObject({ ok: false, reason: 'newer-version' });
  });

  it('fails the JSON Schema check when a field has the wrong type', () => {
    const broken = { format: 'solace-export', version: 1, exportedAt: NOW.toISOString(), encryption: 'decrypted', moods: 'none' };
    expect(checkJsonSchema(exportJsonSchema(), broken).length).toBeGreaterThan(0);
  });
});
