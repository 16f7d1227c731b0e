import { ulid } from 'ulid';
import { CHAT_LIMITS } from '../../lambdas/contracts/chat';
import { COACHES, COACH_IDS } from '../../lambdas/contracts/coaches';
import type { EncryptedField } from '../../lambdas/contracts/encryption';
import { keys } from '../../lambdas/shared/db/keys';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { getSession, listSessions, messageItems, sessionCount } from './helpers/chat';
import { api, getItem, registerUser } from './helpers/stack';
import { canary, createMood, createSession, postMessage, sampleField, stackLog } from './helpers/wellness';

describe("chat sessions: the coach's memory", () => {
  const putMemory = (token: string, id: string, body: unknown) => api('PUT', `/chat/sessions/${id}/memory`, { token, body });

  it('keeps an encrypted memory exactly as sent, gives it back with the session, and forgets it on null', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const word = canary('memory');
    const session = await createSession(u.token, 'sage');
    const memory = await encryptField(JSON.stringify({ people: [{ name: word }] }), key);
    const res = await putMemory(u.token, session.id, { memory });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const got = (await getSession(u.token, session.id)).body;
    expect(got.memory).toEqual(memory);
    expect(await decryptField(got.memory as EncryptedField, key)).toContain(word);
    expect(JSON.stringify(await partitionItems(u.id))).not.toContain(word);
    // The list stays small: memory only comes with the one session.
    expect(Object.keys((await listSessions(u.token)).body.sessions[0]!)).not.toContain('memory');

    expect((await putMemory(u.token, session.id, { memory: null })).status).toBe(200);
    expect((await getSession(u.token, session.id)).body.memory).toBeNull();
    expect(await getItem(keys.chatSession(u.id, session.id))).not.toHaveProperty('memory');
    expect(await stackLog()).not.toContain(memory.ciphertext);
  });

  it("never writes another user's session memory, nor a session that is gone (404)", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const session = await createSession(owner.token, 'phoenix');
    await putMemory(owner.token, session.id, { memory: 'kept' });
    const res = await putMemory(other.token, session.id, { memory: 'taken over' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Chat session not found' });
    expect((await getSession(owner.token, session.id)).body.memory).toBe('kept');
    // A write never creates a session item.
    expect(await getItem(keys.chatSession(other.id, session.id))).toBeUndefined();
    expect((await putMemory(owner.token, ulid(), { memory: 'x' })).status).toBe(404);
    expect((await api('DELETE', `/chat/sessions/${session.id}`, { token: owner.token })).status).toBe(200);
    expect((await putMemory(owner.token, session.id, { memory: 'late' })).status).toBe(404);
    expect((await putMemory(owner.token, session.id, { memory: null })).status).toBe(404);
  });

  it.each([
    ['no memory field', {}],
    ['a number', { memory: 5 }],
    ['a list', { memory: ['a'] }],
    ['a half encrypted field', { memory: { ciphertext: 'abc', encrypted: true } }],
    [`text over ${CHAT_LIMITS.memoryChars} characters`, { memory: 'a'.repeat(CHAT_LIMITS.memoryChars + 1) }],
  ])('refuses %s with 400 and keeps what was there', async (_name, body) => {
    const u = await registerUser();
    const session = await createSession(u.token, 'zenith');
    await putMemory(u.token, session.id, { memory: 'before' });
    const res = await putMemory(u.token, session.id, body);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect((await getSession(u.token, session.id)).body.memory).toBe('before');
  });

  it('answers 401 without a token and 413 for a body over the limit', async () => {
    const u = await registerUser();
    const session = await createSession(u.token, 'harmony');
    expect((await api('PUT', `/chat/sessions/${session.id}/memory`, { body: { memory: 'x' } })).status).toBe(401);
    expect((await putMemory(u.token, session.id, { memory: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });
});

describe('chat sessions: validation', () => {
  it.each([
    ["persona 'villain'", { persona: 'villain' }],
    ['no persona', {}],
    ['persona not text', { persona: 1 }],
    ["the app's default persona 'strategist'", { persona: 'strategist' }],
    ['a list', [{ persona: 'sage' }]],
  ])('refuses a session with %s (400), counting nothing', async (_name, body) => {
    const u = await registerUser();
    const res = await api('POST', '/chat/sessions', { token: u.token, body });
    expect(res.status).toBe(400);
    expect((res.body.message as string).length).toBeGreaterThan(0);
    expect(await sessionCount(u.token)).toBe(0);
  });

  it('names the allowed coaches', async () => {
    const u = await registerUser();
    const res = await api('POST', '/chat/sessions', { token: u.token, body: { persona: 'villain' } });
    expect(res.body.message).toBe('persona: persona must be one of sage, phoenix, harmony, zenith');
  });

  it.each([
    ['an empty message', { message: '' }, 'message: message is required'],
    ['a blank message', { message: ' \n\t ' }, 'message: message is required'],
    ['no message', {}, /^message: /],
    ['a message not text', { message: 42 }, /^message: /],
    ['a message too long', { message: 'x'.repeat(CHAT_LIMITS.messageChars + 1) }, `message: message has at most ${CHAT_LIMITS.messageChars} characters`],
    ["sender 'system'", { message: 'hi', sender: 'system' }, 'sender: sender must be user or ai'],
    ['encrypted: version 1.0 with GCM', { message: { ...sampleField(), version: '1.0' } }, /^message\.algorithm: /],
    ['encrypted: an extra key', { message: { ...sampleField(), plaintext: 'oops' } }, /^message: /],
    ['encrypted: no ciphertext', { message: (({ ciphertext: _c, ...rest }) => rest)(sampleField()) }, /^message\.ciphertext: /],
    ['encrypted: encrypted false', { message: { ...sampleField(), encrypted: false } }, /^message\.encrypted: /],
  ])('refuses %s with 400 and a message, storing nothing', async (_name, body, message) => {
    const u = await registerUser();
    const session = await createSession(u.token);
    const res = await api('POST', `/chat/sessions/${session.id}/messages`, { token: u.token, body });
    expect(res.status).toBe(400);
    if (typeof message === 'string') expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(message);
    expect(await messageItems(u.id)).toEqual([]);
    expect((await getSession(u.token, session.id)).body.messageCount).toBe(0);
  });

  it('refuses a message body over the limit with 413', async () => {
    const u = await registerUser();
    const session = await createSession(u.token);
    const res = await api('POST', `/chat/sessions/${session.id}/messages`, { token: u.token, body: { message: 'x'.repeat(65 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('answers 404 for a session id that cannot exist', async () => {
    const u = await registerUser();
    for (const id of ['not-an-id', '01arz3ndektsv4rrffq69g5fav', '01ARZ3NDEKTSV4RRFFQ69G5FA', 'USER%23x', '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const get = await getSession(u.token, id);
      expect({ id, status: get.status, message: (get.body as unknown as { message: string }).message }).toEqual({ id, status: 404, message: 'Chat session not found' });
      const post = await api('POST', `/chat/sessions/${id}/messages`, { token: u.token, body: { message: 'hi' } });
      expect({ id, status: post.status }).toEqual({ id, status: 404 });
      const del = await api('DELETE', `/chat/sessions/${id}`, { token: u.token });
      expect({ id, status: del.status }).toEqual({ id, status: 404 });
    }
    expect(await partitionItems(u.id)).toHaveLength(1);
  });

  it('refuses bad list queries with 400', async () => {
    const u = await registerUser();
    for (const query of ['?limit=0', `?limit=${CHAT_LIMITS.maxPageSize + 1}`, '?limit=x', '?cursor=***', '?cursor=e30']) {
      expect({ query, status: (await listSessions(u.token, query)).status }).toEqual({ query, status: 400 });
    }
  });
});

describe('chat prompts', () => {
  it.each(COACH_IDS)("gives %s's suggested prompts", async (persona) => {
    const u = await registerUser();
    const res = await api('GET', `/chat/prompts?persona=${persona}`, { token: u.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ persona, prompts: COACHES[persona].suggestedPrompts });
  });

  it('refuses a missing or unknown persona with 400', async () => {
    const u = await registerUser();
    for (const query of ['', '?persona=', '?persona=villain', '?persona=SAGE']) {
      const res = await api('GET', `/chat/prompts${query}`, { token: u.token });
      expect({ query, status: res.status, message: res.body.message }).toEqual({
        query,
        status: 400,
        message: 'persona: persona must be one of sage, phoenix, harmony, zenith',
      });
    }
  });
});

describe('account deletion', () => {
  it('removes mood logs, the profile, chat sessions and their messages', async () => {
    const u = await registerUser();
    await createMood(u.token, { mood: 3, notes: 'n' });
    await createMood(u.token, { mood: 5, timestamp: '2024-01-01T00:00:00Z' });
    await api('PUT', '/mental-health/profile', { token: u.token, body: { age: 30, goals: ['Improve Sleep'] } });
    const session = await createSession(u.token);
    await postMessage(u.token, session.id, { message: 'hello' });
    await postMessage(u.token, session.id, { message: 'hi there', sender: 'ai' });
    const before = (await partitionItems(u.id)).map((i) => String(i.SK).split('#')[0]).sort();
    expect(before).toEqual(['CHAT', 'CHATMSG', 'CHATMSG', 'MHPROFILE', 'MOOD', 'MOOD', 'PROFILE']);

    const res = await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } });
    expect(res.status).toBe(200);
    expect(await partitionItems(u.id)).toEqual([]);
  });
});
