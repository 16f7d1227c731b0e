import fs from 'node:fs';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EncryptedField } from '../../lambdas/contracts/encryption';
import type { JournalEntry, JournalListResponse } from '../../lambdas/contracts/journal';
import { JOURNAL_LIMITS } from '../../lambdas/contracts/journal-limits';
import type { User } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import { getEntryRecord, mergeEntry, replaceEntry } from '../../lambdas/journal/entry-records';
import { expectNoLostUpdate } from './helpers/concurrent-updates';
import { createEntry, decryptField, encryptField, newDataKey } from './helpers/journal';
import { expectKeptAsSent, expectNotLogged } from './helpers/privacy-checks';
import { api, db, getItem, registerUser, stack } from './helpers/stack';
import { expectTakenSince, sampleField } from './helpers/wellness';

const totalOf = async (token: string) => (await api<User>('GET', '/auth/me', { token })).body.stats.totalJournalEntries;

describe('journal entries: create, read, update, delete', () => {
  it('creates an entry with the spec defaults (mood 3, no tags) and counts it', async () => {
    const u = await registerUser();
    const before = Date.now();
    const res = await api<JournalEntry>('POST', '/journal/entries', { token: u.token, body: { content: 'A quiet morning.' } });
    expect(res.status).toBe(201);
    const entry = res.body;
    expect(entry).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/),
      content: 'A quiet morning.',
      mood: 3,
      tags: [],
      clientEncrypted: false,
      created_at: expect.any(String),
      updated_at: entry.created_at,
    });
    expectTakenSince(entry.created_at, before);
    expect(await totalOf(u.token)).toBe(1);

    const stored = await getItem(keys.journalEntry(u.id, entry.id));
    expect(stored).toMatchObject({ PK: `USER#${u.id}`, SK: `JOURNAL#${entry.id}`, content: 'A quiet morning.', createdAt: entry.created_at });
  });

  it('keeps every field it is given and lists it', async () => {
    const u = await registerUser();
    const body = {
      title: 'Walk',
      content: 'Went for a walk by the river.',
      mood: 5,
      tags: ['outdoors', ' calm '],
      notes: 'Do it again tomorrow',
      aiAnalysis: { sentiment: 'positive', score: 0.92, themes: ['nature'] },
    };
    const entry = await createEntry(u.token, body);
    expect(entry).toMatchObject({ ...body, tags: ['outdoors', 'calm'], clientEncrypted: false });
    const list = await api<JournalListResponse>('GET', '/journal/entries', { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ entries: [entry], page: 1, limit: 20, total: 1, hasMore: false, nextCursor: null });
  });

  it('updates only the fields sent, clears with null, and moves updated_at', async () => {
    const u = await registerUser();
    const entry = await createEntry(u.token, { title: 'Old', content: 'Text', mood: 2, tags: ['a'], notes: 'n', aiAnalysis: { x: 1 } });
    const res = await api<JournalEntry>('PUT', `/journal/entries/${entry.id}`, {
      token: u.token,
      body: { mood: 4, title: null, notes: null, aiAnalysis: null, tags: ['b', 'c'] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: entry.id,
      content: 'Text',
      mood: 4,
      tags: ['b', 'c'],
      clientEncrypted: false,
      created_at: entry.created_at,
      updated_at: expect.any(String),
    });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(entry.updated_at));
    const stored = await getItem(keys.journalEntry(u.id, entry.id));
    expect(stored).not.toHaveProperty('title');
    expect(stored).not.toHaveProperty('notes');
    expect(stored).not.toHaveProperty('aiAnalysis');

    const content = await api<JournalEntry>('PUT', `/journal/entries/${entry.id}`, { token: u.token, body: { content: 'New text' } });
    expect(content.body).toMatchObject({ content: 'New text', mood: 4, tags: ['b', 'c'] });
    expect(await totalOf(u.token)).toBe(1);
  });

  it('deletes an entry, uncounts it, and answers 404 the second time', async () => {
    const u = await registerUser();
    const keep = await createEntry(u.token, { content: 'keep' });
    const gone = await createEntry(u.token, { content: 'gone' });
    expect(await totalOf(u.token)).toBe(2);
    const res = await api('DELETE', `/journal/entries/${gone.id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Entry deleted' });
    expect(await getItem(keys.journalEntry(u.id, gone.id))).toBeUndefined();
    expect(await totalOf(u.token)).toBe(1);
    const again = await api('DELETE', `/journal/entries/${gone.id}`, { token: u.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Entry not found');
    expect(await totalOf(u.token)).toBe(1);
    const list = await api<JournalListResponse>('GET', '/journal/entries', { token: u.token });
    expect(list.body.entries.map((e) => e.id)).toEqual([keep.id]);
  });

  it('keeps the counter exact under concurrent creates and deletes', async () => {
    const u = await registerUser();
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => createEntry(u.token, { content: `entry ${i}` })));
    expect(await totalOf(u.token)).toBe(12);
    const deletes = await Promise.all(created.slice(0, 5).map((e) => api('DELETE', `/journal/entries/${e.id}`, { token: u.token })));
    expect(deletes.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await totalOf(u.token)).toBe(7);
  });

  it('answers 404 for an update of an entry that does not exist', async () => {
    const u = await registerUser();
    const res = await api('PUT', '/journal/entries/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: u.token, body: { mood: 2 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Entry not found');
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/journal/entries')).status).toBe(401);
    expect((await api('POST', '/journal/entries', { body: { content: 'x' } })).status).toBe(401);
  });
});

describe('journal entries: concurrent edits', () => {
  it('refuses a write based on a version someone else has changed (409), or deleted (404)', async () => {
    const u = await registerUser();
    const entry = await createEntry(u.token, { content: 'base' });
    const stale = await getEntryRecord(u.id, entry.id);
    // Another device saves in between.
    expect((await api('PUT', `/journal/entries/${entry.id}`, { token: u.token, body: { mood: 5 } })).status).toBe(200);
    await expect(replaceEntry(mergeEntry(stale!, { content: 'mine' }), stale!.updatedAt)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This entry was changed elsewhere. Please reload.',
    });
    expect((await getEntryRecord(u.id, entry.id))?.mood).toBe(5);

    const fresh = await getEntryRecord(u.id, entry.id);
    expect((await api('DELETE', `/journal/entries/${entry.id}`, { token: u.token })).status).toBe(200);
    await expect(replaceEntry(mergeEntry(fresh!, { content: 'mine' }), fresh!.updatedAt)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Entry not found',
    });
  });

  it('never loses an update: each concurrent PUT is saved (and stays saved) or answered 409', async () => {
    const u = await registerUser();
    const entry = await createEntry(u.token, { content: 'race', mood: 1 });
    // Each request changes a different field, so a lost update would show as a missing change.
    const changes: Record<string, unknown>[] = [
      { title: 'new title' },
      { notes: 'new notes' },
      { mood: 5 },
      { tags: ['new'] },
      { content: 'new content' },
      { aiAnalysis: { mood: 'better' } },
    ];
    const key = keys.journalEntry(u.id, entry.id);
    const conflict = 'This entry was changed elsewhere. Please reload.';
    const results = await expectNoLostUpdate<JournalEntry>(u.token, `/journal/entries/${entry.id}`, key, changes, conflict);
    const saved = results.filter((r) => r.status === 200).map((r) => r.body.updated_at);
    expect(new Set(saved).size).toBe(saved.length);
  });
});

describe('journal entries: ownership', () => {
  it("never shows, changes or deletes another user's entry", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const entry = await createEntry(owner.token, { content: 'mine alone', title: 'private' });

    const update = await api('PUT', `/journal/entries/${entry.id}`, { token: other.token, body: { content: 'hijack' } });
    expect(update.status).toBe(404);
    expect(update.body.message).toBe('Entry not found');
    const del = await api('DELETE', `/journal/entries/${entry.id}`, { token: other.token });
    expect(del.status).toBe(404);
    // No stray item appeared in the other user's partition.
    expect(await getItem(keys.journalEntry(other.id, entry.id))).toBeUndefined();

    const otherList = await api<JournalListResponse>('GET', '/journal/entries', { token: other.token });
    expect(otherList.body).toMatchObject({ entries: [], total: 0 });
    const otherExport = await api<{ entries: JournalEntry[] }>('GET', '/journal/export', { token: other.token });
    expect(otherExport.body.entries).toEqual([]);
    expect(await totalOf(other.token)).toBe(0);

    const stored = await getItem(keys.journalEntry(owner.id, entry.id));
    expect(stored).toMatchObject({ content: 'mine alone', title: 'private' });
    expect(await totalOf(owner.token)).toBe(1);
  });
});

describe('journal entries: client-encrypted fields', () => {
  it('stores encrypted fields exactly as sent, marks the entry and never sees the plaintext', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const canary = `canary-${Date.now().toString(36)}-plaintext`;
    const title = await encryptField(`title ${canary}`, key);
    const content = await encryptField(`Dear diary, ${canary} is my secret.`, key);
    const notes = await encryptField(`notes ${canary}`, key);
    const aiAnalysis = await encryptField(JSON.stringify({ summary: canary }), key);
    const cbc: EncryptedField = {
      ciphertext: 'U2FsdGVkX1+vupppZksvRf5pq5g5XjFRlipRkwB0K1Y=',
      iv: '00112233445566778899aabbccddeeff',
      algorithm: 'AES-256-CBC',
      keySize: 256,
      encrypted: true,
      version: '1.0',
    };

    const res = await api<JournalEntry>('POST', '/journal/entries', {
      token: u.token,
      body: { title, content, notes, aiAnalysis, mood: 2, tags: ['private'] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title, content, notes, aiAnalysis, clientEncrypted: true });

    const stored = await getItem(keys.journalEntry(u.id, res.body.id));
    expect(stored).toMatchObject({ title, content, notes, aiAnalysis, clientEncrypted: true });
    for (const [name, sent] of Object.entries({ title, content, notes, aiAnalysis })) {
      expectKeptAsSent(stored![name] as EncryptedField, sent);
    }
    expect(await decryptField(stored!.content as EncryptedField, key)).toBe(`Dear diary, ${canary} is my secret.`);
    expect(JSON.stringify(stored)).not.toContain(canary);

    // A single encrypted field (format 1.0 too) marks the entry; removing it unmarks it.
    const mixed = await createEntry(u.token, { content: 'plain text', notes: cbc });
    expect(mixed.clientEncrypted).toBe(true);
    expect((await getItem(keys.journalEntry(u.id, mixed.id)))?.notes).toEqual(cbc);
    const cleared = await api<JournalEntry>('PUT', `/journal/entries/${mixed.id}`, { token: u.token, body: { notes: null } });
    expect(cleared.body.clientEncrypted).toBe(false);
    const encryptedAgain = await api<JournalEntry>('PUT', `/journal/entries/${mixed.id}`, { token: u.token, body: { content } });
    expect(encryptedAgain.body).toMatchObject({ content, clientEncrypted: true });

    const list = await api<JournalListResponse>('GET', '/journal/entries', { token: u.token });
    expect(list.body.entries.find((e) => e.id === res.body.id)).toEqual(res.body);

    await expectNotLogged(canary, content.ciphertext);
  });

  it('never logs a plain entry either', async () => {
    const u = await registerUser();
    const canary = `plain-canary-${Date.now().toString(36)}`;
    const entry = await createEntry(u.token, { title: canary, content: `${canary} content`, tags: [canary] });
    await api('PUT', `/journal/entries/${entry.id}`, { token: u.token, body: { notes: canary } });
    await api('POST', '/journal/entries', { token: u.token, body: { content: canary, mood: 9 } });
    await new Promise((r) => setTimeout(r, 300));
    expect(fs.readFileSync(stack.logFile, 'utf8')).not.toContain(canary);
  });
});

describe('journal entries: validation', () => {
  const long = (n: number) => 'x'.repeat(n);
  const goodField = sampleField;

  const badBodies: [string, unknown][] = [
    ['missing content', { title: 'no content' }],
    ['blank content', { content: '   ' }],
    ['content not text', { content: 42 }],
    ['content too long', { content: long(JOURNAL_LIMITS.contentChars + 1) }],
    ['mood 0', { content: 'c', mood: 0 }],
    ['mood 6', { content: 'c', mood: 6 }],
    ['mood 2.5', { content: 'c', mood: 2.5 }],
    ["mood 'x'", { content: 'c', mood: 'x' }],
    ['too many tags', { content: 'c', tags: Array.from({ length: JOURNAL_LIMITS.tags + 1 }, (_, i) => `t${i}`) }],
    ['a tag too long', { content: 'c', tags: [long(JOURNAL_LIMITS.tagChars + 1)] }],
    ['a blank tag', { content: 'c', tags: ['ok', '   '] }],
    ['a tag that is not text', { content: 'c', tags: [5] }],
    ['tags not a list', { content: 'c', tags: 'calm' }],
    ['title too long', { content: 'c', title: long(JOURNAL_LIMITS.titleChars + 1) }],
    ['notes too long', { content: 'c', notes: long(JOURNAL_LIMITS.notesChars + 1) }],
    ['aiAnalysis not an object', { content: 'c', aiAnalysis: 'positive' }],
    ['aiAnalysis too large', { content: 'c', aiAnalysis: { text: long(JOURNAL_LIMITS.aiAnalysisBytes) } }],
    ['aiAnalysis with a number the table cannot hold', { content: 'c', aiAnalysis: { score: 1e200 } }],
    ['aiAnalysis nested too deeply', { content: 'c', aiAnalysis: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) }],
    ['encrypted: version 1.0 with GCM', { content: { ...goodField(), version: '1.0' } }],
    ['encrypted: version 2.0 with CBC', { content: { ...goodField(), algorithm: 'AES-256-CBC' } }],
    ['encrypted: unknown algorithm', { content: { ...goodField(), algorithm: 'ROT13' } }],
    ['encrypted: an extra key', { content: { ...goodField(), plaintext: 'oops' } }],
    ['encrypted: ciphertext not base64', { content: { ...goodField(), ciphertext: 'not base64!' } }],
    ['encrypted: empty ciphertext', { content: { ...goodField(), ciphertext: '' } }],
    ['encrypted: iv too short', { content: { ...goodField(), iv: 'abc' } }],
    ['encrypted: keySize 128', { content: { ...goodField(), keySize: 128 } }],
    ['encrypted: encrypted false', { content: { ...goodField(), encrypted: false } }],
    ['encrypted: missing version', { content: (({ version: _v, ...rest }) => rest)(goodField()) }],
    ['encrypted title malformed', { content: 'c', title: { ...goodField(), keySize: '256' } }],
    ['encrypted aiAnalysis malformed', { content: 'c', aiAnalysis: { ...goodField(), version: '3.0' } }],
    ['encrypted notes malformed', { content: 'c', notes: { ...goodField(), encrypted: 'yes' } }],
    ['a list instead of an entry', [{ content: 'c' }]],
  ];

  it.each(badBodies)('refuses %s with 400 and a message', async (_name, body) => {
    const u = await registerUser();
    const res = await api('POST', '/journal/entries', { token: u.token, body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((res.body.message as string).length).toBeGreaterThan(0);
    expect(await totalOf(u.token)).toBe(0);
  });

  it('refuses bad updates with 400 and keeps the entry', async () => {
    const u = await registerUser();
    const entry = await createEntry(u.token, { content: 'keep me', mood: 4 });
    const bad: unknown[] = [
      {},
      { content: null },
      { content: '  ' },
      { mood: null },
      { mood: 7 },
      { tags: null },
      { tags: [''] },
      { title: long(JOURNAL_LIMITS.titleChars + 1) },
      { notes: { ...goodField(), version: '3.0' } },
    ];
    for (const body of bad) {
      const res = await api('PUT', `/journal/entries/${entry.id}`, { token: u.token, body });
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    expect(await getItem(keys.journalEntry(u.id, entry.id))).toMatchObject({ content: 'keep me', mood: 4, updatedAt: entry.updated_at });
  });

  it('names the field in the message', async () => {
    const u = await registerUser();
    const res = await api('POST', '/journal/entries', { token: u.token, body: { content: 'c', mood: 6 } });
    expect(res.body.message).toBe('mood: mood must be from 1 to 5');
    const tags = await api('POST', '/journal/entries', { token: u.token, body: { content: 'c', tags: ['  '] } });
    expect(tags.body.message).toBe('tags.0: tags must not be empty');
    const content = await api('POST', '/journal/entries', { token: u.token, body: { content: ' ' } });
    expect(content.body.message).toMatch(/^content: /);
  });

  it('refuses a body that is not JSON with 400, and one over the limit with 413', async () => {
    const u = await registerUser();
    const notJson = await api('POST', '/journal/entries', { token: u.token, rawBody: '{"content": ' });
    expect(notJson.status).toBe(400);
    const huge = await api('POST', '/journal/entries', {
      token: u.token,
      body: { content: 'c', notes: 'x'.repeat(JOURNAL_LIMITS.maxBodyBytes) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Request body is too large');
    const hugeUpdate = await api('PUT', '/journal/entries/01ARZ3NDEKTSV4RRFFQ69G5FAV', {
      token: u.token,
      body: { content: 'x'.repeat(JOURNAL_LIMITS.maxBodyBytes) },
    });
    expect(hugeUpdate.status).toBe(413);
    expect(await totalOf(u.token)).toBe(0);
  });

  it('answers 404 for an id that cannot exist', async () => {
    const u = await registerUser();
    for (const id of ['not-an-id', '01arz3ndektsv4rrffq69g5fav', '01ARZ3NDEKTSV4RRFFQ69G5FA', '01ARZ3NDEKTSV4RRFFQ69G5FAVU', 'USER%23x']) {
      const put = await api('PUT', `/journal/entries/${id}`, { token: u.token, body: { mood: 3 } });
      expect({ id, status: put.status }).toEqual({ id, status: 404 });
      expect(put.body.message).toBe('Entry not found');
      const del = await api('DELETE', `/journal/entries/${id}`, { token: u.token });
      expect({ id, status: del.status }).toEqual({ id, status: 404 });
    }
  });
});

describe('journal entries: the counter', () => {
  it('is what the list reports as total, even after it is moved by hand', async () => {
    const u = await registerUser();
    await createEntry(u.token, { content: 'one' });
    // The list reads the counter; it does not count the items.
    await db.send(
      new UpdateCommand({
        TableName: stack.info.tableName,
        Key: keys.user(u.id),
        UpdateExpression: 'SET stats.totalJournalEntries = :n',
        ExpressionAttributeValues: { ':n': 41 },
      }),
    );
    const list = await api<JournalListResponse>('GET', '/journal/entries', { token: u.token });
    expect(list.body.total).toBe(41);
    expect(list.body.entries).toHaveLength(1);
  });
});
