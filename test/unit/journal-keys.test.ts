import { decodeTime } from 'ulid';
import { decodeEntryCursor, encodeCursor } from '../../lambdas/journal/cursor';
import { exportRange } from '../../lambdas/journal/entries';
import { mergeEntry, newEntryRecord } from '../../lambdas/journal/entry-records';
import { keys } from '../../lambdas/shared/db/keys';

const USER = 'b7a1c2d3-0000-4000-8000-000000000001';
const ENTRY = '01HZY8Q2V5J4K3M6N7P8R9S0TA';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

describe('journal cursors', () => {
  it("round-trips a key of the caller's journal, rebuilding the partition from the caller", () => {
    const key = keys.journalEntry(USER, ENTRY);
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeEntryCursor(cursor, USER)).toEqual(key);
  });

  it.each([
    ['another user', b64({ PK: 'USER#someone-else', SK: `JOURNAL#${ENTRY}` })],
    ['another kind of item', b64({ PK: `USER#${USER}`, SK: 'PROFILE' })],
    ['an export', b64({ PK: `USER#${USER}`, SK: `EXPORT#${ENTRY}` })],
    ['a malformed id', b64({ PK: `USER#${USER}`, SK: 'JOURNAL#x' })],
    ['an extra field', b64({ PK: `USER#${USER}`, SK: `JOURNAL#${ENTRY}`, GSI1PK: 'USERS' })],
    ['a number key', b64({ PK: `USER#${USER}`, SK: 5 })],
    ['a list', b64([`USER#${USER}`, `JOURNAL#${ENTRY}`])],
    ['not JSON', b64('hello')],
    ['null', b64('null')],
  ])('refuses a cursor of %s with 400', (_name, cursor) => {
    expect(() => decodeEntryCursor(cursor, USER)).toThrow(expect.objectContaining({ statusCode: 400, message: 'cursor: invalid cursor' }));
  });
});

describe('export ranges', () => {
  it('turns dates into inclusive ULID bounds of the sort key', () => {
    const range = exportRange('2024-05-01T00:00:00.000Z', '2024-05-31T23:59:59.999Z')!;
    expect(range.lower).toMatch(/^JOURNAL#[0-9A-Z]{10}0{16}$/);
    expect(range.upper).toMatch(/^JOURNAL#[0-9A-Z]{10}Z{16}$/);
    expect(decodeTime(range.lower.slice(8))).toBe(Date.parse('2024-05-01T00:00:00.000Z'));
    expect(decodeTime(range.upper.slice(8))).toBe(Date.parse('2024-05-31T23:59:59.999Z'));
  });

  it('is open where a date is missing, and empty before 1970', () => {
    expect(exportRange(undefined, undefined)).toEqual({ lower: 'JOURNAL#', upper: 'JOURNAL#~' });
    expect(exportRange('1960-01-01T00:00:00Z', undefined)).toEqual({ lower: 'JOURNAL#', upper: 'JOURNAL#~' });
    expect(exportRange(undefined, '1969-01-01T00:00:00Z')).toBeNull();
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => exportRange('2024-05-02T00:00:00Z', '2024-05-01T00:00:00Z')).toThrow(expect.objectContaining({ statusCode: 400 }));
  });
});

describe('entry records', () => {
  const body = { content: 'c', mood: 3, tags: [] as string[] };

  it('gives entries made in the same millisecond ids in creation order, dated by their id', () => {
    const now = Date.parse('2024-05-01T12:00:00.000Z');
    const a = newEntryRecord(USER, body, now);
    const b = newEntryRecord(USER, body, now);
    expect(a.id < b.id).toBe(true);
    expect(a.createdAt).toBe(new Date(decodeTime(a.id)).toISOString());
    expect(a.SK).toBe(`JOURNAL#${a.id}`);
  });

  it('moves updatedAt strictly forward, even within the same millisecond', () => {
    const record = newEntryRecord(USER, body, Date.parse('2030-01-01T00:00:00.000Z'));
    const merged = mergeEntry(record, { mood: 4 }, Date.parse(record.updatedAt));
    expect(Date.parse(merged.updatedAt)).toBe(Date.parse(record.updatedAt) + 1);
  });

  it('refuses a plain aiAnalysis the table cannot hold', () => {
    expect(() => newEntryRecord(USER, { ...body, aiAnalysis: { n: 1e130 } })).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => newEntryRecord(USER, { ...body, aiAnalysis: { n: 1e-140 } })).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => newEntryRecord(USER, { ...body, aiAnalysis: { '': 1 } })).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(newEntryRecord(USER, { ...body, aiAnalysis: { n: 0, m: -2.5, list: [9007199254740991] } }).aiAnalysis).toEqual({ n: 0, m: -2.5, list: [9007199254740991] });
  });
});
