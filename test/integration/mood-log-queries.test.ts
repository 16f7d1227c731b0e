import { MENTAL_HEALTH_LIMITS, type MoodLog, type MoodLogListResponse } from '../../lambdas/contracts/mental-health';
import { keys } from '../../lambdas/shared/db/keys';
import { walkCursor } from './helpers/cursor-walk';
import { api, getItem, registerUser, type TestUser } from './helpers/stack';
import { createMood, sampleField, statsOf } from './helpers/wellness';

const PATH = '/mental-health/mood-logs';
const moodCount = async (token: string) => (await statsOf(token)).totalMoodLogs;
const list = (token: string, query = '') => api<MoodLogListResponse>('GET', `${PATH}${query}`, { token });

describe('mood logs: validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  const many = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);
  const badBodies: [string, unknown][] = [
    ['missing mood', { energy: 5 }],
    ['mood 0', { mood: 0 }],
    ['mood 6', { mood: 6 }],
    ['mood 2.5', { mood: 2.5 }],
    ["mood 'x'", { mood: 'x' }],
    ['mood null', { mood: null }],
    ['energy 0', { mood: 3, energy: 0 }],
    ['energy 11', { mood: 3, energy: 11 }],
    ['energy 4.5', { mood: 3, energy: 4.5 }],
    ['stress 0', { mood: 3, stress: 0 }],
    ['stress 11', { mood: 3, stress: 11 }],
    ["stress '5'", { mood: 3, stress: '5' }],
    ['a timestamp in the future', { mood: 3, timestamp: new Date(Date.now() + 10 * 60_000).toISOString() }],
    ['a timestamp that is not a date', { mood: 3, timestamp: 'yesterday' }],
    ['a timestamp without a zone', { mood: 3, timestamp: '2024-01-01T10:00:00' }],
    ['a date without a time', { mood: 3, timestamp: '2024-01-01' }],
    ['an impossible date', { mood: 3, timestamp: '2024-02-30T10:00:00Z' }],
    ['a timestamp that is a number', { mood: 3, timestamp: 1714557600000 }],
    ['a timestamp before 1970', { mood: 3, timestamp: '1950-01-01T00:00:00Z' }],
    ['notes too long', { mood: 3, notes: long(MENTAL_HEALTH_LIMITS.notesChars + 1) }],
    ['notes a number', { mood: 3, notes: 5 }],
    ['too many triggers', { mood: 3, triggers: many(MENTAL_HEALTH_LIMITS.listItems + 1) }],
    ['a trigger too long', { mood: 3, triggers: [long(MENTAL_HEALTH_LIMITS.listItemChars + 1)] }],
    ['a blank trigger', { mood: 3, triggers: ['ok', '  '] }],
    ['triggers as text', { mood: 3, triggers: 'work' }],
    ['too many gratitude items', { mood: 3, gratitude: many(MENTAL_HEALTH_LIMITS.listItems + 1) }],
    ['a gratitude item too long', { mood: 3, gratitude: [long(MENTAL_HEALTH_LIMITS.listItemChars + 1)] }],
    ['a gratitude item not text', { mood: 3, gratitude: [7] }],
    ['encrypted notes: version 1.0 with GCM', { mood: 3, notes: { ...sampleField(), version: '1.0' } }],
    ['encrypted notes: an extra key', { mood: 3, notes: { ...sampleField(), plaintext: 'oops' } }],
    ['encrypted notes: ciphertext not base64', { mood: 3, notes: { ...sampleField(), ciphertext: 'not base64!' } }],
    ['encrypted triggers: keySize 128', { mood: 3, triggers: { ...sampleField(), keySize: 128 } }],
    ['encrypted gratitude: encrypted false', { mood: 3, gratitude: { ...sampleField(), encrypted: false } }],
    ['encrypted gratitude: missing iv', { mood: 3, gratitude: (({ iv: _iv, ...rest }) => rest)(sampleField()) }],
    ['a list instead of a log', [{ mood: 3 }]],
  ];

  it.each(badBodies)('refuses %s with 400 and a message', async (_name, body) => {
    const u = await registerUser();
    const res = await api('POST', PATH, { token: u.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((res.body.message as string).length).toBeGreaterThan(0);
    expect(res.body.message).not.toBe('Invalid input');
    expect(await moodCount(u.token)).toBe(0);
  });

  it('names the field and the rule in the message', async () => {
    const u = await registerUser();
    const cases: [unknown, string][] = [
      [{ mood: 6 }, 'mood: mood must be from 1 to 5'],
      [{ mood: 'x' }, 'mood: mood must be a whole number from 1 to 5'],
      [{ mood: 3, energy: 11 }, 'energy: energy must be from 1 to 10'],
      [{ mood: 3, stress: 0 }, 'stress: stress must be from 1 to 10'],
      [{ mood: 3, triggers: many(21) }, 'triggers: at most 20 triggers'],
      [{ mood: 3, gratitude: ['x'.repeat(101)] }, 'gratitude.0: each of gratitude has at most 100 characters'],
      [{ mood: 3, notes: 'x'.repeat(5001) }, 'notes: notes has at most 5000 characters'],
      [{ mood: 3, timestamp: 'soon' }, 'timestamp: timestamp must be an ISO 8601 date-time'],
    ];
    for (const [body, message] of cases) {
      const res = await api('POST', PATH, { token: u.token, body });
      expect({ body, message: res.body.message }).toEqual({ body, message });
    }
  });

  it('refuses bad updates with 400 and keeps the log', async () => {
    const u = await registerUser();
    const log = await createMood(u.token, { mood: 4, notes: 'keep' });
    const bad: unknown[] = [
      {},
      { mood: null },
      { mood: 0 },
      { energy: 11 },
      { stress: 0 },
      { timestamp: null },
      { timestamp: 'x' },
      { timestamp: new Date(Date.now() + 3_600_000).toISOString() },
      { triggers: [''] },
      { notes: { ...sampleField(), version: '3.0' } },
    ];
    for (const body of bad) {
      const res = await api('PUT', `${PATH}/${log.id}`, { token: u.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    expect(await getItem(keys.moodLog(u.id, log.id))).toMatchObject({ mood: 4, notes: 'keep', updatedAt: log.updated_at });
    expect(await moodCount(u.token)).toBe(1);
  });

  it('refuses a body that is not JSON with 400, and one over the limit with 413', async () => {
    const u = await registerUser();
    expect((await api('POST', PATH, { token: u.token, rawBody: '{"mood": ' })).status).toBe(400);
    const huge = await api('POST', PATH, { token: u.token, body: { mood: 3, notes: 'x'.repeat(MENTAL_HEALTH_LIMITS.maxBodyBytes) } });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large');
    const hugeUpdate = await api('PUT', `${PATH}/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { token: u.token, body: { notes: 'x'.repeat(MENTAL_HEALTH_LIMITS.maxBodyBytes) } });
    expect(hugeUpdate.status).toBe(413);
    expect(await moodCount(u.token)).toBe(0);
  });

  it('answers 404 for an id that cannot exist', async () => {
    const u = await registerUser();
    for (const id of ['not-an-id', '01arz3ndektsv4rrffq69g5fav', '01ARZ3NDEKTSV4RRFFQ69G5FA', '01ARZ3NDEKTSV4RRFFQ69G5FAVU', 'USER%23x', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const put = await api('PUT', `${PATH}/${id}`, { token: u.token, body: { mood: 3 } });
      expect({ id, status: put.status, message: put.body.message }).toEqual({ id, status: 404, message: 'Mood log not found' });
      const del = await api('DELETE', `${PATH}/${id}`, { token: u.token });
      expect({ id, status: del.status }).toEqual({ id, status: 404 });
    }
  });

  it('refuses bad list queries with 400', async () => {
    const u = await registerUser();
    for (const query of [
      '?startDate=2024-05-02&endDate=2024-05-01',
      '?startDate=2024-05-01T10:00:00Z&endDate=2024-05-01T09:59:59.999Z',
      '?startDate=yesterday',
      '?endDate=2024-13-01',
      '?startDate=2024-05-01T10:00:00',
      '?limit=0',
      `?limit=${MENTAL_HEALTH_LIMITS.maxPageSize + 1}`,
      '?limit=ten',
      '?cursor=***',
      '?cursor=e30',
    ]) {
      const res = await list(u.token, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(typeof (res.body as unknown as { message: string }).message).toBe('string');
    }
    const reversed = await list(u.token, '?startDate=2024-05-02&endDate=2024-05-01');
    expect((reversed.body as unknown as { message: string }).message).toBe('startDate must not be after endDate');
  });
});

describe('mood logs: date filters and paging', () => {
  // 64 logs, one every 6 hours from 2024-01-01T00:00Z: 4 a day over 16 days.
  const COUNT = 64;
  const BASE = Date.parse('2024-01-01T00:00:00.000Z');
  const SIX_HOURS = 6 * 3_600_000;
  let owner: TestUser;
  /** Every log, newest first. */
  let expected: MoodLog[];

  beforeAll(async () => {
    owner = await registerUser();
    const created: MoodLog[] = [];
    // Created in a shuffled order: the list orders by the logs' time, not by creation.
    const order = Array.from({ length: COUNT }, (_, i) => (i * 37) % COUNT);
    for (const i of order) {
      created.push(await createMood(owner.token, { mood: (i % 5) + 1, timestamp: new Date(BASE + i * SIX_HOURS).toISOString() }));
    }
    expected = [...created].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  }, 60_000);

  /** The logs' instants on a UTC day at the given hours (the logs are six hours apart). */
  const hoursOf = (day: string, ...hours: number[]) => hours.map((h) => `${day}T${String(h).padStart(2, '0')}:00:00.000Z`);
  const idsBetween = (from: string, to: string) =>
    expected.filter((m) => m.timestamp >= new Date(from).toISOString() && m.timestamp <= new Date(to).toISOString()).map((m) => m.id);

  function walk(query: string, limit: number): Promise<{ ids: string[]; pages: number }> {
    return walkCursor(async (cursorParam) => {
      const res = await list(owner.token, `?${query}&limit=${limit}${cursorParam}`);
      expect(res.status).toBe(200);
      expect(res.body.moods.length).toBeLessThanOrEqual(limit);
      return { ids: res.body.moods.map((m) => m.id), nextCursor: res.body.nextCursor };
    });
  }

  it('gives every log, newest first, without filters', async () => {
    const res = await list(owner.token, '?limit=200');
    expect(res.body.moods.map((m) => m.id)).toEqual(expected.map((m) => m.id));
    expect(res.body.nextCursor).toBeNull();
    const first = await list(owner.token);
    expect(first.body.moods).toHaveLength(MENTAL_HEALTH_LIMITS.defaultPageSize);
    expect(first.body.nextCursor).toEqual(expect.any(String));
  });

  it('walks every log once with cursors: no duplicates, no gaps, newest first', async () => {
    const { ids, pages } = await walk('', 7);
    expect(pages).toBe(Math.ceil(COUNT / 7));
    expect(ids).toEqual(expected.map((m) => m.id));
    // A page size that divides the count exactly ends without an empty page.
    const exact = await walk('', 16);
    expect(exact.pages).toBe(4);
    expect(exact.ids).toEqual(expected.map((m) => m.id));
  });

  it('takes dates without a time as whole UTC days, both bounds included', async () => {
    const res = await list(owner.token, '?startDate=2024-01-03&endDate=2024-01-05&limit=200');
    const ids = res.body.moods.map((m) => m.id);
    expect(ids).toEqual(idsBetween('2024-01-03T00:00:00.000Z', '2024-01-05T23:59:59.999Z'));
    expect(ids).toHaveLength(12);
    // The log exactly at midnight of the start day is in; the next day's midnight is out.
    expect(res.body.moods.at(-1)?.timestamp).toBe('2024-01-03T00:00:00.000Z');
    expect(res.body.moods[0]?.timestamp).toBe('2024-01-05T18:00:00.000Z');
    const oneDay = await list(owner.token, '?startDate=2024-01-10&endDate=2024-01-10');
    expect(oneDay.body.moods.map((m) => m.timestamp)).toEqual(hoursOf('2024-01-10', 18, 12, 6, 0));
  });

  it('takes date-times as exact instants, both bounds included', async () => {
    const res = await list(owner.token, '?startDate=2024-01-03T06:00:00.000Z&endDate=2024-01-04T06:00:00Z');
    expect(res.body.moods.map((m) => m.timestamp)).toEqual([...hoursOf('2024-01-04', 6, 0), ...hoursOf('2024-01-03', 18, 12, 6)]);
    // One millisecond either side leaves the logs at the bounds out.
    const inner = await list(owner.token, '?startDate=2024-01-03T06:00:00.001Z&endDate=2024-01-04T05:59:59.999Z');
    expect(inner.body.moods.map((m) => m.timestamp)).toEqual([...hoursOf('2024-01-04', 0), ...hoursOf('2024-01-03', 18, 12)]);
    // Offsets are instants too: 08:00+02:00 is 06:00Z.
    const offset = await list(owner.token, `?startDate=${encodeURIComponent('2024-01-03T08:00:00+02:00')}&endDate=${encodeURIComponent('2024-01-03T14:00:00+02:00')}`);
    expect(offset.body.moods.map((m) => m.timestamp)).toEqual(['2024-01-03T12:00:00.000Z', '2024-01-03T06:00:00.000Z']);
    const exact = await list(owner.token, '?startDate=2024-01-08T12:00:00Z&endDate=2024-01-08T12:00:00Z');
    expect(exact.body.moods.map((m) => m.timestamp)).toEqual(['2024-01-08T12:00:00.000Z']);
  });

  it('takes one bound alone, and answers nothing for a range without logs', async () => {
    const from = await list(owner.token, '?startDate=2024-01-15&limit=200');
    expect(from.body.moods.map((m) => m.id)).toEqual(idsBetween('2024-01-15T00:00:00.000Z', '2030-01-01T00:00:00.000Z'));
    expect(from.body.moods).toHaveLength(8);
    const to = await list(owner.token, '?endDate=2024-01-02&limit=200');
    expect(to.body.moods.map((m) => m.id)).toEqual(idsBetween('2000-01-01T00:00:00.000Z', '2024-01-02T23:59:59.999Z'));
    expect(to.body.moods).toHaveLength(8);
    expect((await list(owner.token, '?startDate=2023-01-01&endDate=2023-12-31')).body).toEqual({ moods: [], nextCursor: null });
    expect((await list(owner.token, '?endDate=1960-01-01')).body).toEqual({ moods: [], nextCursor: null });
    expect((await list(owner.token, '?startDate=1960-01-01&limit=200')).body.moods).toHaveLength(COUNT);
  });

  it('pages within a date range, and refuses a cursor from another range or another user', async () => {
    const query = 'startDate=2024-01-04&endDate=2024-01-11';
    const { ids, pages } = await walk(query, 5);
    expect(ids).toEqual(idsBetween('2024-01-04T00:00:00.000Z', '2024-01-11T23:59:59.999Z'));
    expect(ids).toHaveLength(32);
    expect(pages).toBe(7);

    const firstPage = await list(owner.token, '?limit=3');
    const cursor = firstPage.body.nextCursor!;
    // The newest logs are outside this range: the cursor points there.
    const outside = await list(owner.token, `?startDate=2024-01-01&endDate=2024-01-02&cursor=${cursor}`);
    expect(outside.status).toBe(400);
    const stranger = await registerUser();
    const foreign = await list(stranger.token, `?limit=3&cursor=${cursor}`);
    expect(foreign.status).toBe(400);
    expect((foreign.body as unknown as { message: string }).message).toBe('cursor: invalid cursor');
  });
});
