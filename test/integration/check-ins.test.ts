import { decodeTime } from 'ulid';
import type { CheckIn, CheckInListResponse } from '../../lambdas/contracts/check-ins';
import { keys } from '../../lambdas/shared/db/keys';
import { walkCursor } from './helpers/cursor-walk';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { expectKeptAsSent, expectNotLogged } from './helpers/privacy-checks';
import { api, getItem, registerUser } from './helpers/stack';
import { ULID_PATTERN, canary, expectTakenSince, sampleField } from './helpers/wellness';

const PATH = '/mental-health/check-ins';
const list = (token: string, query = '') => api<CheckInListResponse>('GET', `${PATH}${query}`, { token });
const create = async (token: string, kind: 'phq9' | 'gad7' = 'phq9'): Promise<CheckIn> => {
  const res = await api<CheckIn>('POST', PATH, { token, body: { kind, answers: sampleField() } });
  expect(res.status).toBe(201);
  return res.body;
};

describe('check-ins: encrypted on the device, stored as ciphertext only', () => {
  it('stores only the kind, the date and the ciphertext; the answers read back with the device key', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const marker = canary('checkin');
    const plain = JSON.stringify({ items: [1, 2, 0, 3, 1, 0, 2, 1, 1], difficulty: 2, total: 11, note: marker });
    const answers = await encryptField(plain, key);
    const before = Date.now();
    const res = await api<CheckIn>('POST', PATH, { token: u.token, body: { kind: 'phq9', answers } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(ULID_PATTERN), kind: 'phq9', answers, created_at: expect.any(String) });
    expect(decodeTime(res.body.id)).toBe(expectTakenSince(res.body.created_at, before));

    // The table item, read directly: nothing but keys, kind, date and the field as sent.
    const stored = await getItem(keys.checkIn(u.id, res.body.id));
    expect(Object.keys(stored ?? {}).sort()).toEqual(['PK', 'SK', 'answers', 'createdAt', 'entity', 'id', 'kind']);
    expect(stored).toMatchObject({ PK: `USER#${u.id}`, SK: `CHECKIN#${res.body.id}`, entity: 'checkIn', kind: 'phq9', createdAt: res.body.created_at });
    expectKeptAsSent(stored?.answers, answers);
    const raw = JSON.stringify(await partitionItems(u.id));
    expect(raw).not.toContain(marker);
    expect(raw).not.toContain('"total"');
    expect(JSON.parse(await decryptField((await list(u.token)).body.checkIns[0]!.answers, key))).toEqual(JSON.parse(plain));
    await expectNotLogged(answers.ciphertext, marker);
  });

  it('refuses plaintext answers, extra fields, unknown kinds and bad ids with 400 (404 for an id that cannot exist)', async () => {
    const u = await registerUser();
    const bodies: unknown[] = [
      { kind: 'phq9', answers: { items: [1, 2, 3] } },
      { kind: 'phq9', answers: 'plain text' },
      { kind: 'phq9', answers: sampleField(), total: 12 },
      { kind: 'bdi', answers: sampleField() },
      { answers: sampleField() },
      { kind: 'gad7' },
      { kind: 'gad7', answers: { ...sampleField(), ciphertext: 'A'.repeat(9_000) } },
      { kind: 'gad7', answers: { ...sampleField(), algorithm: 'AES-256-CBC' } },
    ];
    for (const body of bodies) {
      const res = await api('POST', PATH, { token: u.token, body });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await api('GET', `${PATH}?limit=0`, { token: u.token })).status).toBe(400);
    expect((await api('GET', `${PATH}?cursor=not-a-cursor`, { token: u.token })).status).toBe(400);
    expect((await api('DELETE', `${PATH}/not-an-id`, { token: u.token })).status).toBe(404);
    expect((await list(u.token)).body).toEqual({ checkIns: [], nextCursor: null });
    expect((await api('POST', PATH, { body: { kind: 'phq9', answers: sampleField() } })).status).toBe(401);
  });

  it('lists newest first a page at a time, and a cursor of another kind of item is refused', async () => {
    const u = await registerUser();
    const made: CheckIn[] = [];
    for (const kind of ['phq9', 'gad7', 'phq9', 'gad7', 'phq9'] as const) made.push(await create(u.token, kind));
    const first = await list(u.token, '?limit=2');
    expect(first.body.checkIns.map((c) => c.id)).toEqual([made[4]!.id, made[3]!.id]);
    const walked = await walkCursor(async (cursorParam) => {
      const page = await list(u.token, `?limit=2${cursorParam}`);
      expect(page.status).toBe(200);
      return { ids: page.body.checkIns.map((c) => c.id), nextCursor: page.body.nextCursor };
    });
    expect(walked).toEqual({ ids: made.map((c) => c.id).reverse(), pages: 3 });
    const moodCursor = Buffer.from(JSON.stringify({ PK: `USER#${u.id}`, SK: `MOOD#${made[0]!.id}` })).toString('base64url');
    expect((await list(u.token, `?cursor=${moodCursor}`)).status).toBe(400);
  });

  it('is the owner\'s only: another user neither lists nor deletes it (404); the owner deletes it once', async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const checkIn = await create(owner.token, 'gad7');
    expect((await list(other.token)).body.checkIns).toEqual([]);
    const foreign = await api('DELETE', `${PATH}/${checkIn.id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: 'Check-in not found' });
    // A cursor naming the owner's partition is refused to the other user.
    const cursor = Buffer.from(JSON.stringify({ PK: `USER#${owner.id}`, SK: `CHECKIN#${checkIn.id}` })).toString('base64url');
    expect((await list(other.token, `?cursor=${cursor}`)).status).toBe(400);
    expect(await getItem(keys.checkIn(owner.id, checkIn.id))).toBeDefined();

    const res = await api('DELETE', `${PATH}/${checkIn.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(await getItem(keys.checkIn(owner.id, checkIn.id))).toBeUndefined();
    expect((await api('DELETE', `${PATH}/${checkIn.id}`, { token: owner.token })).status).toBe(404);
  });

  it('goes with the account', async () => {
    const u = await registerUser();
    const checkIn = await create(u.token);
    expect((await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } })).status).toBe(200);
    expect(await getItem(keys.checkIn(u.id, checkIn.id))).toBeUndefined();
    expect(await partitionItems(u.id)).toEqual([]);
  });
});
