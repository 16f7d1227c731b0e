import type { JournalEntry, JournalListResponse } from '../../lambdas/contracts/journal';
import { walkCursor } from './helpers/cursor-walk';
import { createEntry } from './helpers/journal';
import { api, registerUser, type TestUser } from './helpers/stack';

const COUNT = 47;

let owner: TestUser;
/** The owner's entry ids, newest first. */
let expected: string[];

const list = (token: string, query: string) => api<JournalListResponse & { message?: string }>('GET', `/journal/entries${query}`, { token });

beforeAll(async () => {
  owner = await registerUser();
  const created: JournalEntry[] = [];
  // One after the other: creation order is the order the list must give back, reversed.
  for (let i = 0; i < COUNT; i++) created.push(await createEntry(owner.token, { content: `entry number ${i}`, mood: (i % 5) + 1 }));
  expected = created.map((e) => e.id).reverse();
}, 60_000);

describe('GET /journal/entries paging', () => {
  it('gives the newest 20 by default, with the total', async () => {
    const res = await list(owner.token, '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 20, total: COUNT, hasMore: true });
    expect(res.body.entries.map((e) => e.id)).toEqual(expected.slice(0, 20));
    const times = res.body.entries.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('walks every entry once with cursors: no duplicates, no gaps, newest first', async () => {
    const { ids: seen, pages } = await walkCursor(async (cursorParam) => {
      const res = await list(owner.token, `?limit=10${cursorParam}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(COUNT);
      expect(res.body.hasMore).toBe(res.body.nextCursor !== null);
      return { ids: res.body.entries.map((e) => e.id), nextCursor: res.body.nextCursor };
    });
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
  });

  it('walks every entry once with page numbers and no cursor', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await list(owner.token, `?page=${page}&limit=10`);
      expect(res.body).toMatchObject({ page, limit: 10, total: COUNT, hasMore: page < 5 });
      seen.push(...res.body.entries.map((e) => e.id));
    }
    expect(seen).toEqual(expected);
    const beyond = await list(owner.token, '?page=6&limit=10');
    expect(beyond.body).toMatchObject({ entries: [], page: 6, hasMore: false, nextCursor: null, total: COUNT });
    const farBeyond = await list(owner.token, '?page=500&limit=100');
    expect(farBeyond.body.entries).toEqual([]);
  });

  it('a page number and a page cursor lead to the same entries', async () => {
    const page2 = await list(owner.token, '?page=2&limit=20');
    const first = await list(owner.token, '?limit=20');
    const viaCursor = await list(owner.token, `?limit=20&cursor=${first.body.nextCursor}`);
    expect(page2.body.entries.map((e) => e.id)).toEqual(expected.slice(20, 40));
    expect(viaCursor.body.entries.map((e) => e.id)).toEqual(expected.slice(20, 40));
    const page3 = await list(owner.token, '?page=3&limit=20');
    expect(page3.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(page3.body.entries.map((e) => e.id)).toEqual(expected.slice(40));
  });

  it('gives at most 100 at once, and everything when it fits', async () => {
    const all = await list(owner.token, '?limit=100');
    expect(all.body).toMatchObject({ limit: 100, hasMore: false, nextCursor: null });
    expect(all.body.entries.map((e) => e.id)).toEqual(expected);
    const exact = await list(owner.token, `?limit=${COUNT}`);
    // Exactly as many as there are: nothing more to fetch.
    expect(exact.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(exact.body.entries).toHaveLength(COUNT);
  });

  it.each(['limit=101', 'limit=0', 'limit=-1', 'limit=ten', 'page=0', 'page=1.5', 'cursor=***', 'cursor=' + 'a'.repeat(3000)])(
    'refuses %s with 400',
    async (query) => {
      const res = await list(owner.token, `?${query}`);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    },
  );

  it('refuses a cursor that is not one of its own with 400', async () => {
    const other = await registerUser();
    await createEntry(other.token, { content: 'other' });
    const first = await list(owner.token, '?limit=5');
    const stolen = await list(other.token, `?limit=5&cursor=${first.body.nextCursor}`);
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('cursor: invalid cursor');
    const forged = [
      Buffer.from('not json').toString('base64url'),
      Buffer.from(JSON.stringify({ PK: `USER#${other.id}`, SK: 'PROFILE' })).toString('base64url'),
      Buffer.from(JSON.stringify({ PK: `USER#${other.id}`, SK: 'EXPORT#01ARZ3NDEKTSV4RRFFQ69G5FAV' })).toString('base64url'),
      Buffer.from(JSON.stringify({ PK: `USER#${other.id}`, SK: `JOURNAL#${expected[0]}`, extra: 1 })).toString('base64url'),
      Buffer.from(JSON.stringify(['x'])).toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await list(other.token, `?cursor=${cursor}`);
      expect({ cursor, status: res.status }).toEqual({ cursor, status: 400 });
    }
  });

  it("never lists another user's entries", async () => {
    const other = await registerUser();
    const theirs = await createEntry(other.token, { content: 'theirs' });
    const mine = await list(owner.token, '?limit=100');
    expect(mine.body.entries.map((e) => e.id)).not.toContain(theirs.id);
    const their = await list(other.token, '?limit=100');
    expect(their.body).toMatchObject({ total: 1, entries: [theirs] });
  });
});
