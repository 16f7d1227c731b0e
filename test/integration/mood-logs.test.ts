import { decodeTime } from 'ulid';
import type { EncryptedField } from '../../lambdas/contracts/encryption';
import { type MoodLog, type MoodLogListResponse } from '../../lambdas/contracts/mental-health';
import { keys } from '../../lambdas/shared/db/keys';
import { getMoodRecord, mergeMood, replaceMood } from '../../lambdas/mental-health/mood-records';
import { expectNoLostUpdate } from './helpers/concurrent-updates';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { expectKeptAsSent, expectNotLogged } from './helpers/privacy-checks';
import { api, getItem, registerUser } from './helpers/stack';
import { ULID_PATTERN, canary, createMood, expectTakenSince, sampleField, stackLog, statsOf } from './helpers/wellness';

const PATH = '/mental-health/mood-logs';
const moodCount = async (token: string) => (await statsOf(token)).totalMoodLogs;
const list = (token: string, query = '') => api<MoodLogListResponse>('GET', `${PATH}${query}`, { token });

describe('mood logs: create, read, update, delete', () => {
  it('creates a log with the spec defaults (energy 5, stress 3, now), stores the agreed shape and counts it', async () => {
    const u = await registerUser();
    expect(await moodCount(u.token)).toBe(0);
    const before = Date.now();
    const res = await api<MoodLog>('POST', PATH, { token: u.token, body: { mood: 4 } });
    expect(res.status).toBe(201);
    const log = res.body;
    expect(log).toEqual({
      id: expect.stringMatching(ULID_PATTERN),
      mood: 4,
      energy: 5,
      stress: 3,
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      clientEncrypted: false,
      created_at: expect.any(String),
      updated_at: log.created_at,
    });
    const at = expectTakenSince(log.timestamp, before);
    // The id sorts by the log's time.
    expect(decodeTime(log.id)).toBe(at);
    expect(await moodCount(u.token)).toBe(1);

    const stored = await getItem(keys.moodLog(u.id, log.id));
    expect(stored).toEqual({
      PK: `USER#${u.id}`,
      SK: `MOOD#${log.id}`,
      entity: 'mood',
      id: log.id,
      mood: 4,
      energy: 5,
      stress: 3,
      timestamp: log.timestamp,
      clientEncrypted: false,
      createdAt: log.created_at,
      updatedAt: log.created_at,
    });
  });

  it('keeps every field, normalises the timestamp to UTC with milliseconds, and lists it', async () => {
    const u = await registerUser();
    const body = {
      mood: 2,
      energy: 9,
      stress: 10,
      timestamp: '2024-03-10T08:30:00+02:00',
      notes: 'A long day',
      triggers: ['work', 'sleep'],
      gratitude: ['my sister', 'sunshine'],
    };
    const log = await createMood(u.token, body);
    expect(log).toMatchObject({ ...body, timestamp: '2024-03-10T06:30:00.000Z', clientEncrypted: false });
    expect(decodeTime(log.id)).toBe(Date.parse('2024-03-10T06:30:00.000Z'));
    // The log's time and the time it was written are different things.
    expect(Date.parse(log.created_at)).toBeGreaterThan(Date.parse(log.timestamp));
    const micro = await createMood(u.token, { mood: 3, timestamp: '2024-03-11T10:00:00.123456Z' });
    expect(micro.timestamp).toBe('2024-03-11T10:00:00.123Z');
    const res = await list(u.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ moods: [micro, log], nextCursor: null });
  });

  it('accepts a timestamp up to a minute ahead (clock skew) and refuses one further ahead', async () => {
    const u = await registerUser();
    const soon = new Date(Date.now() + 30_000).toISOString();
    expect((await createMood(u.token, { mood: 3, timestamp: soon })).timestamp).toBe(soon);
    const later = await api('POST', PATH, { token: u.token, body: { mood: 3, timestamp: new Date(Date.now() + 5 * 60_000).toISOString() } });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe('timestamp must not be in the future');
    const nextYear = await api('POST', PATH, { token: u.token, body: { mood: 3, timestamp: '2999-01-01T00:00:00Z' } });
    expect(nextYear.body.message).toBe('timestamp must not be in the future');
    const ancient = await api('POST', PATH, { token: u.token, body: { mood: 3, timestamp: '1969-12-31T23:59:59Z' } });
    expect(ancient.status).toBe(400);
    expect(ancient.body.message).toMatch(/^timestamp: /);
    expect(await moodCount(u.token)).toBe(1);
  });

  it('updates only the fields sent, clears with null, and moves updated_at', async () => {
    const u = await registerUser();
    const log = await createMood(u.token, { mood: 2, energy: 4, stress: 7, notes: 'n', triggers: ['t'], gratitude: ['g'] });
    const res = await api<MoodLog>('PUT', `${PATH}/${log.id}`, {
      token: u.token,
      body: { mood: 5, notes: null, triggers: null, gratitude: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: log.id,
      mood: 5,
      energy: 4,
      stress: 7,
      timestamp: log.timestamp,
      clientEncrypted: false,
      created_at: log.created_at,
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(log.updated_at));
    const stored = await getItem(keys.moodLog(u.id, log.id));
    for (const field of ['notes', 'triggers', 'gratitude']) expect(stored).not.toHaveProperty(field);

    const energy = await api<MoodLog>('PUT', `${PATH}/${log.id}`, { token: u.token, body: { energy: 10, stress: 1, triggers: ['rain'] } });
    expect(energy.body).toMatchObject({ mood: 5, energy: 10, stress: 1, triggers: ['rain'] });
    // The same instant written differently is no move.
    const sameTime = await api<MoodLog>('PUT', `${PATH}/${log.id}`, {
      token: u.token,
      body: { timestamp: log.timestamp.replace('Z', '+00:00') },
    });
    expect(sameTime.body.id).toBe(log.id);
    expect(await moodCount(u.token)).toBe(1);
  });

  it('moves a log whose timestamp changes: new id, old id gone, order right, counter unchanged', async () => {
    const u = await registerUser();
    const first = await createMood(u.token, { mood: 1, timestamp: '2024-05-01T09:00:00.000Z' });
    const second = await createMood(u.token, { mood: 2, timestamp: '2024-05-02T09:00:00.000Z', notes: 'moving' });
    const third = await createMood(u.token, { mood: 3, timestamp: '2024-05-03T09:00:00.000Z' });
    const res = await api<MoodLog>('PUT', `${PATH}/${second.id}`, { token: u.token, body: { timestamp: '2024-05-04T12:00:00Z', mood: 4 } });
    expect(res.status).toBe(200);
    const moved = res.body;
    expect(moved.id).not.toBe(second.id);
    expect(moved).toMatchObject({ mood: 4, notes: 'moving', timestamp: '2024-05-04T12:00:00.000Z', created_at: second.created_at });
    expect(decodeTime(moved.id)).toBe(Date.parse('2024-05-04T12:00:00.000Z'));

    expect(await getItem(keys.moodLog(u.id, second.id))).toBeUndefined();
    expect(await getItem(keys.moodLog(u.id, moved.id))).toMatchObject({ SK: `MOOD#${moved.id}`, id: moved.id, mood: 4 });
    const oldPut = await api('PUT', `${PATH}/${second.id}`, { token: u.token, body: { mood: 1 } });
    expect(oldPut.status).toBe(404);
    expect(oldPut.body.message).toBe('Mood log not found');
    expect((await api('DELETE', `${PATH}/${second.id}`, { token: u.token })).status).toBe(404);

    const all = await list(u.token);
    expect(all.body.moods.map((m) => m.id)).toEqual([moved.id, third.id, first.id]);
    expect(await moodCount(u.token)).toBe(3);
    expect((await partitionItems(u.id)).filter((i) => String(i.SK).startsWith('MOOD#'))).toHaveLength(3);

    // Back before the first one.
    const back = await api<MoodLog>('PUT', `${PATH}/${moved.id}`, { token: u.token, body: { timestamp: '2024-04-30T00:00:00.000Z' } });
    expect((await list(u.token)).body.moods.map((m) => m.id)).toEqual([third.id, first.id, back.body.id]);
    const future = await api('PUT', `${PATH}/${back.body.id}`, { token: u.token, body: { timestamp: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('timestamp must not be in the future');
    expect(await moodCount(u.token)).toBe(3);
  });

  it('deletes a log, uncounts it, and answers 404 the second time', async () => {
    const u = await registerUser();
    const keep = await createMood(u.token, { mood: 3 });
    const gone = await createMood(u.token, { mood: 1 });
    expect(await moodCount(u.token)).toBe(2);
    const res = await api('DELETE', `${PATH}/${gone.id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Mood log deleted' });
    expect(await getItem(keys.moodLog(u.id, gone.id))).toBeUndefined();
    expect(await moodCount(u.token)).toBe(1);
    const again = await api('DELETE', `${PATH}/${gone.id}`, { token: u.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Mood log not found' });
    expect(await moodCount(u.token)).toBe(1);
    expect((await list(u.token)).body.moods.map((m) => m.id)).toEqual([keep.id]);
  });

  it('keeps the counter exact under concurrent creates and deletes', async () => {
    const u = await registerUser();
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => createMood(u.token, { mood: (i % 5) + 1 })));
    expect(new Set(created.map((c) => c.id)).size).toBe(12);
    expect(await moodCount(u.token)).toBe(12);
    const deletes = await Promise.all(created.slice(0, 5).map((m) => api('DELETE', `${PATH}/${m.id}`, { token: u.token })));
    expect(deletes.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await moodCount(u.token)).toBe(7);
    expect((await list(u.token)).body.moods).toHaveLength(7);
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', PATH)).status).toBe(401);
    expect((await api('POST', PATH, { body: { mood: 3 } })).status).toBe(401);
  });
});

describe('mood logs: concurrent edits', () => {
  it('refuses a write based on a version someone else has changed (409), or deleted (404)', async () => {
    const u = await registerUser();
    const log = await createMood(u.token, { mood: 2, timestamp: '2024-06-01T10:00:00.000Z' });
    const stale = (await getMoodRecord(u.id, log.id))!;
    expect((await api('PUT', `${PATH}/${log.id}`, { token: u.token, body: { mood: 5 } })).status).toBe(200);
    const edit = mergeMood(stale, { stress: 9 });
    await expect(replaceMood(stale, edit.next, edit.moved)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This mood log was changed elsewhere. Please reload.',
    });
    // A move based on the stale version is refused as well, and moves nothing.
    const move = mergeMood(stale, { timestamp: '2024-06-02T10:00:00.000Z' });
    expect(move.moved).toBe(true);
    await expect(replaceMood(stale, move.next, move.moved)).rejects.toMatchObject({ statusCode: 409 });
    expect(await getItem(keys.moodLog(u.id, move.next.id))).toBeUndefined();
    expect((await getMoodRecord(u.id, log.id))?.mood).toBe(5);

    const fresh = (await getMoodRecord(u.id, log.id))!;
    expect((await api('DELETE', `${PATH}/${log.id}`, { token: u.token })).status).toBe(200);
    const late = mergeMood(fresh, { mood: 1 });
    await expect(replaceMood(fresh, late.next, late.moved)).rejects.toMatchObject({ statusCode: 404, message: 'Mood log not found' });
    const lateMove = mergeMood(fresh, { timestamp: '2024-06-03T10:00:00.000Z' });
    await expect(replaceMood(fresh, lateMove.next, lateMove.moved)).rejects.toMatchObject({ statusCode: 404 });
    expect(await moodCount(u.token)).toBe(0);
    expect((await list(u.token)).body.moods).toEqual([]);
  });

  it('never loses an update: each concurrent PUT is saved or answered 409', async () => {
    const u = await registerUser();
    const log = await createMood(u.token, { mood: 1 });
    const changes: Record<string, unknown>[] = [{ mood: 5 }, { energy: 9 }, { stress: 8 }, { notes: 'new' }, { triggers: ['x'] }, { gratitude: ['y'] }];
    await expectNoLostUpdate<MoodLog>(u.token, `${PATH}/${log.id}`, keys.moodLog(u.id, log.id), changes, 'This mood log was changed elsewhere. Please reload.');
  });
});

describe('mood logs: ownership', () => {
  it("never shows, changes, moves or deletes another user's log", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const log = await createMood(owner.token, { mood: 4, notes: 'mine alone' });
    for (const body of [{ mood: 1 }, { timestamp: '2024-01-01T00:00:00Z' }]) {
      const update = await api('PUT', `${PATH}/${log.id}`, { token: other.token, body });
      expect(update.status).toBe(404);
      expect(update.body.message).toBe('Mood log not found');
    }
    const del = await api('DELETE', `${PATH}/${log.id}`, { token: other.token });
    expect(del.status).toBe(404);
    expect(await getItem(keys.moodLog(other.id, log.id))).toBeUndefined();
    expect(await partitionItems(other.id)).toHaveLength(1); // the user item only
    expect((await list(other.token)).body).toEqual({ moods: [], nextCursor: null });
    expect(await moodCount(other.token)).toBe(0);
    expect(await getItem(keys.moodLog(owner.id, log.id))).toMatchObject({ mood: 4, notes: 'mine alone', updatedAt: log.updated_at });
    expect(await moodCount(owner.token)).toBe(1);
  });
});

describe('mood logs: client-encrypted fields', () => {
  it('stores encrypted notes, triggers and gratitude exactly as sent and never sees the plaintext', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const word = canary('mood');
    const notes = await encryptField(`felt ${word} today`, key);
    const triggers = await encryptField(JSON.stringify([`${word} at work`]), key);
    const gratitude = await encryptField(JSON.stringify([`${word} friends`]), key);
    const res = await api<MoodLog>('POST', PATH, { token: u.token, body: { mood: 2, notes, triggers, gratitude } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ notes, triggers, gratitude, clientEncrypted: true });

    const stored = (await getItem(keys.moodLog(u.id, res.body.id)))!;
    for (const [name, sent] of Object.entries({ notes, triggers, gratitude })) {
      expectKeptAsSent(stored[name] as EncryptedField, sent);
    }
    expect(stored.clientEncrypted).toBe(true);
    expect(await decryptField(stored.notes as EncryptedField, key)).toBe(`felt ${word} today`);
    expect(JSON.stringify(stored)).not.toContain(word);

    // One encrypted field (format 1.0 too) marks the log; clearing it unmarks it.
    const cbc: EncryptedField = { ...sampleField(), iv: '00112233445566778899aabbccddeeff', algorithm: 'AES-256-CBC', version: '1.0' };
    const mixed = await createMood(u.token, { mood: 3, notes: 'plain', gratitude: cbc });
    expect(mixed.clientEncrypted).toBe(true);
    const cleared = await api<MoodLog>('PUT', `${PATH}/${mixed.id}`, { token: u.token, body: { gratitude: null } });
    expect(cleared.body.clientEncrypted).toBe(false);
    const again = await api<MoodLog>('PUT', `${PATH}/${mixed.id}`, { token: u.token, body: { triggers, timestamp: '2024-02-02T02:02:02Z' } });
    expect(again.body).toMatchObject({ triggers, clientEncrypted: true });
    expect((await getItem(keys.moodLog(u.id, again.body.id)))?.triggers).toEqual(triggers);

    const listed = await list(u.token);
    expect(listed.body.moods.find((m) => m.id === res.body.id)).toEqual(res.body);
    await expectNotLogged(word, notes.ciphertext);
  });

  it('never logs plain notes, triggers or gratitude either', async () => {
    const u = await registerUser();
    const word = canary('plain-mood');
    const log = await createMood(u.token, { mood: 3, notes: word, triggers: [word], gratitude: [`${word}!`] });
    await api('PUT', `${PATH}/${log.id}`, { token: u.token, body: { notes: `${word} again` } });
    await api('POST', PATH, { token: u.token, body: { mood: 9, notes: word } });
    expect(await stackLog()).not.toContain(word);
  });
});
