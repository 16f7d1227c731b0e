/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import JSZip from 'jszip';
import { parseCsv } from '../../../frontend/src/features/data-import/csv';
import { parseDaylioBackup, readDaylioBackupJson } from '../../../frontend/src/features/data-import/daylio-backup';
import { NotDaylioCsvError, parseDaylioCsv, readTime } from '../../../frontend/src/features/data-import/daylio-csv';
import { importHmacKey } from '../../../frontend/src/features/data-import/import-key';
import { countByKind, planDaylio, suggestedMapping, unmappedLabels } from '../../../frontend/src/features/data-import/import-plan';
import { zonedInstant } from '../../../frontend/src/features/data-import/local-time';
import { sealItem } from '../../../frontend/src/features/data-import/seal-items';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';

const HEADER = 'full_date,date,weekday,time,mood,activities,note_title,note';
const NOW = Date.parse('2025-01-01T00:00:00Z');
const newKeys = async (): Promise<SessionKeys> => ({
  dataKey: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
  legacyKey: null,
});

describe('the CSV reader (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and LF, and drops a BOM', () => {
    const text = '\uFEFFa,b,c\r\n1,"two, three","say ""hi"""\r\n"multi\r\nline\nfield",,last\nx,y,z\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'two, three', 'say "hi"'] },
      { line: 3, fields: ['multi\r\nline\nfield', '', 'last'] },
      { line: 6, fields: ['x', 'y', 'z'] },
    ]);
  });

  it('keeps a last record without a line break, empty fields and an unterminated quote to the end', () => {
    expect(parseCsv('a,,\n"open, never closed')).toEqual([
      { line: 1, fields: ['a', '', ''] },
      { line: 2, fields: ['open, never closed'] },
    ]);
    expect(parseCsv('')).toEqual([]);
  });
});

describe('Daylio CSV', () => {
  const csv = [
    HEADER,
    '2024-03-10,March 10,Sunday,8:05 pm,rad,"work | family | 🎨 art","Müde, aber gut","Ein ""langer"" Tag,\nmit Zeilen 😀"',
    '2024-03-09,March 9,Saturday,20:05,Gestresst,,,',
    '2024-03-08,March 8,Friday,12:00 AM,meh,sleep,,""',
    ',March 7,Thursday,9:00,good,,,',
    '2024-02-30,Feb 30,Friday,9:00,good,,,',
    '2024-03-06,March 6,Wednesday,25:61,good,,,',
    '2024-03-05,March 5,Tuesday,9:00,,,,',
    '',
    '2030-01-01,Jan 1,Tuesday,9:00,bad,,,',
    '2024-03-10,March 10,Sunday,8:05 pm,rad,"work | family | 🎨 art","Müde, aber gut","Ein ""langer"" Tag,\nmit Zeilen 😀"',
  ].join('\r\n');

  it('reads every row, 12 h and 24 h times, unicode, emoji and empty notes, and names each skipped row', () => {
    const source = parseDaylioCsv(csv);
    expect(source.rows[0]).toEqual({
      row: 2,
      at: { date: '2024-03-10', time: '20:05' },
      moodLabel: 'rad',
      activities: ['work', 'family', '🎨 art'],
      title: 'Müde, aber gut',
      note: 'Ein "langer" Tag,\nmit Zeilen 😀',
    });
    expect(source.rows[1]).toMatchObject({ row: 4, at: { date: '2024-03-09', time: '20:05' }, moodLabel: 'Gestresst', activities: [], title: '', note: '' });
    expect(source.rows[2]).toMatchObject({ row: 5, at: { date: '2024-03-08', time: '00:00' }, activities: ['sleep'] });
    expect(source.skipped).toEqual([
      { row: 6, message: 'no date' },
      { row: 7, message: 'the date "2024-02-30" is not a calendar date (YYYY-MM-DD)' },
      { row: 8, message: 'the time "25:61" is not readable' },
      { row: 9, message: 'no mood' },
    ]);
    expect(source.moodLabels).toEqual([
      { label: 'rad', count: 2, suggested: 5 },
      { label: 'Gestresst', count: 1, suggested: null },
      { label: 'meh', count: 1, suggested: 3 },
      { label: 'bad', count: 1, suggested: 2 },
    ]);
  });

  it('reads older exports without note_title, and refuses a file that is not Daylio', () => {
    const old = parseDaylioCsv('full_date,date,weekday,time,mood,activities,note\n2020-01-02,Jan 2,Thu,7:30 a.m.,awful,,"just a note"\n');
    expect(old.rows).toEqual([{ row: 2, at: { date: '2020-01-02', time: '07:30' }, moodLabel: 'awful', activities: [], title: '', note: 'just a note' }]);
    expect(() => parseDaylioCsv('name,email\nA,b@c')).toThrow(NotDaylioCsvError);
  });

  it('reads the times Daylio writes, and nothing else', () => {
    expect(['8:05 pm', '8:05 PM', '12:30 am', '12:30 pm', '7:00 p.m.', '00:00', '23:59', '9:15:00'].map(readTime)).toEqual([
      '20:05', '20:05', '00:30', '12:30', '19:00', '00:00', '23:59', '09:15',
    ]);
    expect(['13:00 pm', '0:10 am', '24:00', '9.15', '', 'noon'].map(readTime)).toEqual([null, null, null, null, null, null]);
  });

  it('maps the default names, asks for custom ones, and plans moods and entries in the person\'s zone', () => {
    const source = parseDaylioCsv(csv);
    const mapping = suggestedMapping(source);
    expect(mapping).toEqual({ rad: 5, meh: 3, bad: 2 });
    expect(unmappedLabels(source, mapping)).toEqual(['Gestresst']);
    const plan = planDaylio(source, { ...mapping, Gestresst: 2 }, 'Europe/Berlin', NOW);
    expect(countByKind(plan.items)).toEqual({ mood: 3, journal: 1, checkIn: 0, chatSession: 0 });
    expect(plan.items[0]).toMatchObject({
      row: 2,
      timestamp: '2024-03-10T19:05:00.000Z',
      data: { type: 'mood', mood: 5, triggers: ['work', 'family', '🎨 art'] },
    });
    expect(plan.items[1]).toMatchObject({
      row: 2,
      data: { type: 'journal', title: 'Müde, aber gut', content: 'Ein "langer" Tag,\nmit Zeilen 😀', mood: 5, tags: ['work', 'family', '🎨 art'] },
    });
    expect(plan.skipped).toEqual([
      { row: 6, message: 'no date' },
      { row: 7, message: 'the date "2024-02-30" is not a calendar date (YYYY-MM-DD)' },
      { row: 8, message: 'the time "25:61" is not readable' },
      { row: 9, message: 'no mood' },
      { row: 11, message: 'the date is in the future' },
      { row: 12, message: 'the same as row 2' },
    ]);
    // Without a choice for a custom name, its rows wait: nothing is guessed.
    expect(planDaylio(source, mapping, 'UTC', NOW).skipped).toContainEqual({ row: 4, message: 'the mood "Gestresst" has no place on the 1–5 scale yet' });
  });

  it('splits a note longer than an entry holds, and keeps a title alone as the entry text', () => {
    const long = 'ü'.repeat(45_000);
    const source = parseDaylioCsv(`${HEADER}\n2024-01-01,,,9:00,good,,Title,${long}\n2024-01-02,,,9:00,good,,Only a title,\n`);
    const plan = planDaylio(source, { good: 4 }, 'UTC', NOW);
    const entries = plan.items.filter((i) => i.data.type === 'journal').map((i) => i.data);
    expect(entries.map((e) => (e.type === 'journal' ? [e.title, e.content.length] : null))).toEqual([
      ['Title (1 of 3)', 20_000],
      ['Title (2 of 3)', 20_000],
      ['Title (3 of 3)', 5_000],
      ['', 'Only a title'.length],
    ]);
    expect(plan.adjusted).toEqual([{ row: 2, message: 'the note is long, so it became 3 journal entries' }]);
  });
});

describe('times in the person\'s zone', () => {
  it('places wall-clock times in the zone, also on the days the clocks change', () => {
    expect(zonedInstant('2024-07-01', '08:00', 'America/New_York')).toBe('2024-07-01T12:00:00.000Z');
    expect(zonedInstant('2024-01-01', '08:00', 'America/New_York')).toBe('2024-01-01T13:00:00.000Z');
    expect(zonedInstant('2024-03-31', '12:00', 'Europe/Berlin')).toBe('2024-03-31T10:00:00.000Z');
    expect(zonedInstant('2024-03-10', '23:30', 'Asia/Kolkata')).toBe('2024-03-10T18:00:00.000Z');
    expect(zonedInstant('2024-03-10', '23:30', 'UTC')).toBe('2024-03-10T23:30:00.000Z');
  });
});

/** A `.daylio` file as the app writes it: a ZIP of backup.daylio, the base64 of the JSON. */
async function daylioFile(json: unknown): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('backup.daylio', Buffer.from(JSON.stringify(json), 'utf8').toString('base64'));
  return zip.generateAsync({ type: 'uint8array' });
}

describe('Daylio backup', () => {
  const backup = {
    version: 15,
    customMoods: [
      { id: 1, predefined_name_id: 1, custom_name: '', mood_group_id: 1 },
      { id: 2, predefined_name_id: 3, custom_name: 'So lala 😐', mood_group_id: 3 },
      { id: 7, predefined_name_id: -1, custom_name: 'Erschöpft', mood_group_id: 5 },
    ],
    tags: [
      { id: 10, name: 'Arbeit' },
      { id: 11, name: '家族' },
    ],
    dayEntries: [
      { datetime: Date.parse('2023-11-05T07:15:00Z'), mood: 1, note: 'Line one<br>Line two ☀️', note_title: '', tags: [10, 11] },
      { datetime: Date.parse('2023-11-04T21:00:00Z'), mood: 7, note: '', note_title: '', tags: [] },
      { datetime: 'yesterday', mood: 2, note: '', tags: [] },
      { datetime: Date.parse('2023-11-03T21:00:00Z'), mood: 99, note: '', tags: [] },
      { datetime: Date.parse('2023-11-02T21:00:00Z'), mood: 2, note: '', tags: [12] },
    ],
  };

  it('reads the zipped base64 JSON: moods by group (1 best → 5), tags by name, notes as plain lines', async () => {
    const source = await parseDaylioBackup(await daylioFile(backup));
    expect(source.format).toBe('daylio-backup');
    expect(source.rows[0]).toEqual({
      row: 1,
      at: { instant: '2023-11-05T07:15:00.000Z' },
      moodLabel: 'rad',
      activities: ['Arbeit', '家族'],
      title: '',
      note: 'Line one\nLine two ☀️',
    });
    expect(source.rows.map((r) => r.moodLabel)).toEqual(['rad', 'Erschöpft', 'So lala 😐']);
    expect(source.moodLabels).toEqual([
      { label: 'rad', count: 1, suggested: 5 },
      { label: 'Erschöpft', count: 1, suggested: 1 },
      { label: 'So lala 😐', count: 1, suggested: 3 },
    ]);
    expect(source.skipped).toEqual([
      { row: 3, message: 'no date' },
      { row: 4, message: "mood 99 is not one of the backup's moods" },
    ]);
    const plan = planDaylio(source, suggestedMapping(source), 'Pacific/Auckland', NOW);
    expect(countByKind(plan.items)).toEqual({ mood: 3, journal: 1, checkIn: 0, chatSession: 0 });
    expect(plan.items[0]?.timestamp).toBe('2023-11-05T07:15:00.000Z');
  });

  it('refuses files that are not a Daylio backup', async () => {
    await expect(parseDaylioBackup(new TextEncoder().encode('not a zip'))).rejects.toThrow(/not a ZIP/);
    const other = new JSZip();
    other.file('other.txt', 'x');
    await expect(parseDaylioBackup(await other.generateAsync({ type: 'uint8array' }))).rejects.toThrow(/backup.daylio is missing/);
    expect(() => readDaylioBackupJson({ dayEntries: 'none' })).toThrow(/no list of day entries/);
  });
});

describe('import keys and sealing', () => {
  it('gives a row the same key every time under the same data key, and another key under another', async () => {
    const keys = await newKeys();
    const source = parseDaylioCsv(`${HEADER}\n2024-01-01,,,9:00,good,,,note\n`);
    const [mood] = planDaylio(source, { good: 4 }, 'UTC', NOW).items;
    const a = await sealItem(mood!, keys, await importHmacKey(keys, 'user-1'));
    const b = await sealItem(mood!, keys, await importHmacKey(keys, 'user-1'));
    expect(a.importKey).toMatch(/^[0-9a-f]{64}$/);
    expect(b.importKey).toBe(a.importKey);
    const other = await newKeys();
    expect((await sealItem(mood!, other, await importHmacKey(other, 'user-1'))).importKey).not.toBe(a.importKey);
    // The same row read again from a fresh parse has the same key.
    const again = planDaylio(parseDaylioCsv(`${HEADER}\r\n2024-01-01,,,9:00 am,good,,,note\r\n`), { good: 4 }, 'UTC', NOW).items[0]!;
    expect((await sealItem(again, keys, await importHmacKey(keys, 'user-1'))).importKey).toBe(a.importKey);
  });

  it('seals note, title and activities under the fields the screens open them with', async () => {
    const keys = await newKeys();
    const source = parseDaylioCsv(`${HEADER}\n2024-01-01,,,9:00,good,walk | read,Sunny,"Notes 😀"\n`);
    const [mood, entry] = planDaylio(source, { good: 4 }, 'UTC', NOW).items;
    const hmac = await importHmacKey(keys, 'user-1');
    const sealedMood = await sealItem(mood!, keys, hmac);
    const sealedEntry = await sealItem(entry!, keys, hmac);
    expect(sealedMood).toMatchObject({ type: 'mood', timestamp: '2024-01-01T09:00:00.000Z', data: { mood: 4 } });
    if (sealedMood.type !== 'mood' || sealedEntry.type !== 'journal') throw new Error('unexpected kinds');
    expect(JSON.parse(await decryptField(sealedMood.data.triggers, keys, 'mood.triggers'))).toEqual(['walk', 'read']);
    expect(await decryptField(sealedEntry.data.title, keys, 'journal.title')).toBe('Sunny');
    expect(await decryptField(sealedEntry.data.content, keys, 'journal.content')).toBe('Notes 😀');
    expect(sealedEntry.data.tags).toEqual(['walk', 'read']);
    expect(sealedEntry.importKey).not.toBe(sealedMood.importKey);
    // Encryption turned off: the text goes as it is, the key still stable.
    const plain = await sealItem(entry!, null, await importHmacKey(null, 'user-1'));
    expect(plain.data).toMatchObject({ title: 'Sunny', content: 'Notes 😀' });
  });
});
