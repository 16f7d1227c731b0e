import { BatchWriteCommand, DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { CHAT_LIMITS, type ChatMessage, type ChatSession } from '../../lambdas/contracts/chat';
import { COACH_IDS } from '../../lambdas/contracts/coaches';
import type { EncryptedField } from '../../lambdas/contracts/encryption';
import { keys } from '../../lambdas/shared/db/keys';
import type { ChatMessageRecord } from '../../lambdas/shared/db/records';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { expectKeptAsSent, expectNotLogged } from './helpers/privacy-checks';
import { getSession, listSessions, messageItems, sessionCount } from './helpers/chat';
import { walkCursor } from './helpers/cursor-walk';
import { api, db, getItem, registerUser, stack } from './helpers/stack';
import { ULID_PATTERN, canary, createSession, expectTakenSince, postMessage, stackLog } from './helpers/wellness';

describe('chat sessions: create, list, get, delete', () => {
  it.each(COACH_IDS)('starts a session with %s, stores the agreed shape and counts it', async (persona) => {
    const u = await registerUser();
    const before = Date.now();
    const res = await api<ChatSession>('POST', '/chat/sessions', { token: u.token, body: { persona } });
    expect(res.status).toBe(201);
    const session = res.body;
    expect(session).toEqual({
      id: expect.stringMatching(ULID_PATTERN),
      persona,
      startedAt: expect.any(String),
      lastMessageAt: session.startedAt,
      messageCount: 0,
    });
    expectTakenSince(session.startedAt, before);
    expect(await sessionCount(u.token)).toBe(1);
    expect(await getItem(keys.chatSession(u.id, session.id))).toEqual({
      PK: `USER#${u.id}`,
      SK: `CHAT#${session.id}`,
      entity: 'chat',
      ...session,
    });
    expect((await getSession(u.token, session.id)).body).toEqual({ ...session, messages: [], memory: null });
  });

  it('lists sessions newest first, a page at a time, without messages', async () => {
    const u = await registerUser();
    const created: ChatSession[] = [];
    for (let i = 0; i < 7; i++) created.push(await createSession(u.token, COACH_IDS[i % 4]));
    await postMessage(u.token, created[0]!.id, { message: 'hello' });
    const expected = created.map((s) => s.id).reverse();

    const all = await listSessions(u.token);
    expect(all.status).toBe(200);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.sessions.map((s) => s.id)).toEqual(expected);
    expect(all.body.sessions.at(-1)).toMatchObject({ id: created[0]!.id, messageCount: 1 });
    expect(Object.keys(all.body.sessions[0]!).sort()).toEqual(['id', 'lastMessageAt', 'messageCount', 'persona', 'startedAt']);

    const { ids: seen, pages } = await walkCursor(async (cursorParam) => {
      const { body } = await listSessions(u.token, `?limit=3${cursorParam}`);
      return { ids: body.sessions.map((s) => s.id), nextCursor: body.nextCursor };
    });
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);
  });

  it('posts messages: user by default, counts them, moves lastMessageAt, gives them back oldest first', async () => {
    const u = await registerUser();
    const session = await createSession(u.token, 'phoenix');
    const res = await api<ChatMessage>('POST', `/chat/sessions/${session.id}/messages`, { token: u.token, body: { message: 'I keep expecting the worst.' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(ULID_PATTERN),
      sessionId: session.id,
      sender: 'user',
      message: 'I keep expecting the worst.',
      clientEncrypted: false,
      createdAt: expect.any(String),
    });
    const reply = await postMessage(u.token, session.id, { message: "Let's look at that thought.", sender: 'ai' });
    expect(reply.sender).toBe('ai');
    const third = await postMessage(u.token, session.id, { message: 'OK' });

    const got = await getSession(u.token, session.id);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ ...session, messageCount: 3, lastMessageAt: third.createdAt, messages: [res.body, reply, third], memory: null });
    expect(Date.parse(third.createdAt)).toBeGreaterThanOrEqual(Date.parse(session.startedAt));
    expect(await getItem(keys.chatMessage(u.id, session.id, res.body.id))).toEqual({
      ...keys.chatMessage(u.id, session.id, res.body.id),
      entity: 'chatMessage',
      ...res.body,
    });
    const listed = await listSessions(u.token);
    expect(listed.body.sessions[0]).toEqual({ ...session, messageCount: 3, lastMessageAt: third.createdAt });
    // Posting is not starting a session.
    expect(await sessionCount(u.token)).toBe(1);
  });

  it('counts every one of many messages posted at once', async () => {
    const u = await registerUser();
    const session = await createSession(u.token);
    const posted = await Promise.all(Array.from({ length: 10 }, (_, i) => postMessage(u.token, session.id, { message: `message ${i}` })));
    const got = await getSession(u.token, session.id);
    expect(got.body.messageCount).toBe(10);
    expect(got.body.messages.map((m) => m.id).sort()).toEqual(posted.map((m) => m.id).sort());
    const times = got.body.messages.map((m) => m.id);
    expect([...times].sort()).toEqual(times);
    expect(got.body.lastMessageAt).toBe(posted.map((m) => m.createdAt).sort().at(-1));
  });

  it(`gives back the newest ${CHAT_LIMITS.maxMessagesPerSession} messages of a longer session, oldest first`, async () => {
    const u = await registerUser();
    const session = await createSession(u.token);
    // Written straight to the table: 505 API calls would only make the test slow.
    const start = Date.parse(session.startedAt);
    const total = CHAT_LIMITS.maxMessagesPerSession + 5;
    const records: ChatMessageRecord[] = Array.from({ length: total }, (_, i) => {
      const id = ulid(start + i);
      return {
        ...keys.chatMessage(u.id, session.id, id),
        entity: 'chatMessage',
        id,
        sessionId: session.id,
        sender: i % 2 ? 'ai' : 'user',
        message: `message ${i}`,
        clientEncrypted: false,
        createdAt: new Date(start + i).toISOString(),
      };
    });
    for (let i = 0; i < records.length; i += 25) {
      await db.send(new BatchWriteCommand({ RequestItems: { [stack.info.tableName]: records.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }
    await db.send(
      new UpdateCommand({
        TableName: stack.info.tableName,
        Key: keys.chatSession(u.id, session.id),
        UpdateExpression: 'SET messageCount = :n',
        ExpressionAttributeValues: { ':n': total },
      }),
    );
    const got = await getSession(u.token, session.id);
    expect(got.status).toBe(200);
    expect(got.body.messageCount).toBe(total);
    expect(got.body.messages).toHaveLength(CHAT_LIMITS.maxMessagesPerSession);
    expect(got.body.messages[0]?.message).toBe('message 5');
    expect(got.body.messages.at(-1)?.message).toBe(`message ${total - 1}`);
  });

  it('deletes a session with its messages, uncounts it, and leaves other sessions alone', async () => {
    const u = await registerUser();
    const keep = await createSession(u.token, 'harmony');
    const gone = await createSession(u.token, 'zenith');
    await postMessage(u.token, keep.id, { message: 'stay' });
    for (let i = 0; i < 30; i++) await postMessage(u.token, gone.id, { message: `go ${i}`, sender: i % 2 ? 'ai' : 'user' });
    expect(await messageItems(u.id, gone.id)).toHaveLength(30);
    expect(await sessionCount(u.token)).toBe(2);

    const res = await api('DELETE', `/chat/sessions/${gone.id}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Chat session deleted' });
    expect(await getItem(keys.chatSession(u.id, gone.id))).toBeUndefined();
    expect(await messageItems(u.id, gone.id)).toEqual([]);
    expect(await messageItems(u.id, keep.id)).toHaveLength(1);
    expect(await sessionCount(u.token)).toBe(1);
    expect((await listSessions(u.token)).body.sessions.map((s) => s.id)).toEqual([keep.id]);

    const again = await api('DELETE', `/chat/sessions/${gone.id}`, { token: u.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Chat session not found' });
    expect((await getSession(u.token, gone.id)).status).toBe(404);
    const late = await api('POST', `/chat/sessions/${gone.id}/messages`, { token: u.token, body: { message: 'anyone?' } });
    expect(late.status).toBe(404);
    expect(await messageItems(u.id, gone.id)).toEqual([]);
    expect(await sessionCount(u.token)).toBe(1);
  });

  it('finishes a delete that stopped after the session item: the messages left go on the next try', async () => {
    const u = await registerUser();
    const session = await createSession(u.token);
    for (let i = 0; i < 3; i++) await postMessage(u.token, session.id, { message: `m${i}` });
    // As if a delete had stopped right after its first step.
    await db.send(new DeleteCommand({ TableName: stack.info.tableName, Key: keys.chatSession(u.id, session.id) }));
    expect((await listSessions(u.token)).body.sessions).toEqual([]);
    const res = await api('DELETE', `/chat/sessions/${session.id}`, { token: u.token });
    expect(res.status).toBe(404);
    expect(await messageItems(u.id, session.id)).toEqual([]);
  });

  it('keeps the counter exact under concurrent creates and deletes', async () => {
    const u = await registerUser();
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => createSession(u.token, COACH_IDS[i % 4])));
    expect(new Set(created.map((s) => s.id)).size).toBe(10);
    expect(await sessionCount(u.token)).toBe(10);
    await Promise.all(created.slice(0, 4).map((s) => postMessage(u.token, s.id, { message: 'hi' })));
    const deletes = await Promise.all(created.slice(0, 4).map((s) => api('DELETE', `/chat/sessions/${s.id}`, { token: u.token })));
    expect(deletes.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect(await sessionCount(u.token)).toBe(6);
    expect((await listSessions(u.token)).body.sessions).toHaveLength(6);
    expect(await messageItems(u.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await api('GET', '/chat/sessions')).status).toBe(401);
    expect((await api('POST', '/chat/sessions', { body: { persona: 'sage' } })).status).toBe(401);
    expect((await api('GET', '/chat/prompts?persona=sage')).status).toBe(401);
  });
});

describe('chat sessions: ownership', () => {
  it("never shows, posts to or deletes another user's session", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const session = await createSession(owner.token);
    await postMessage(owner.token, session.id, { message: 'mine alone' });

    const got = await getSession(other.token, session.id);
    expect(got.status).toBe(404);
    expect(got.body).toEqual({ message: 'Chat session not found' });
    const post = await api('POST', `/chat/sessions/${session.id}/messages`, { token: other.token, body: { message: 'intrusion' } });
    expect(post.status).toBe(404);
    expect(post.body).toEqual({ message: 'Chat session not found' });
    const del = await api('DELETE', `/chat/sessions/${session.id}`, { token: other.token });
    expect(del.status).toBe(404);

    expect((await listSessions(other.token)).body).toEqual({ sessions: [], nextCursor: null });
    expect(await partitionItems(other.id)).toHaveLength(1); // the user item only
    expect(await sessionCount(other.token)).toBe(0);
    const mine = await getSession(owner.token, session.id);
    expect(mine.body).toMatchObject({ messageCount: 1, messages: [{ message: 'mine alone' }] });
    expect(await sessionCount(owner.token)).toBe(1);

    const cursor = (await listSessions(owner.token, '?limit=1')).body.nextCursor;
    expect(cursor).toBeNull();
    await createSession(owner.token);
    const ownerCursor = (await listSessions(owner.token, '?limit=1')).body.nextCursor!;
    const foreign = await listSessions(other.token, `?cursor=${ownerCursor}`);
    expect(foreign.status).toBe(400);
  });
});

describe('chat sessions: client-encrypted messages', () => {
  it('stores an encrypted message exactly as sent and never sees the plaintext', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const word = canary('chat');
    const session = await createSession(u.token, 'harmony');
    const message = await encryptField(`I feel ${word} and cannot name it`, key);
    const res = await api<ChatMessage>('POST', `/chat/sessions/${session.id}/messages`, { token: u.token, body: { message } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message, clientEncrypted: true, sender: 'user' });
    const aiReply = await postMessage(u.token, session.id, { message: await encryptField(`reply about ${word}`, key), sender: 'ai' });

    const stored = (await getItem(keys.chatMessage(u.id, session.id, res.body.id)))!;
    const kept = stored.message as EncryptedField;
    expectKeptAsSent(kept, message);
    expect(stored.clientEncrypted).toBe(true);
    expect(await decryptField(kept, key)).toBe(`I feel ${word} and cannot name it`);
    expect(JSON.stringify(await partitionItems(u.id))).not.toContain(word);

    const got = await getSession(u.token, session.id);
    expect(got.body.messages).toEqual([res.body, aiReply]);
    await expectNotLogged(word, message.ciphertext);
  });

  it('never logs a plain message either', async () => {
    const u = await registerUser();
    const word = canary('plain-chat');
    const session = await createSession(u.token);
    await postMessage(u.token, session.id, { message: `${word} in plain text` });
    await api('POST', `/chat/sessions/${session.id}/messages`, { token: u.token, body: { message: word, sender: 'system' } });
    await getSession(u.token, session.id);
    expect(await stackLog()).not.toContain(word);
  });
});
