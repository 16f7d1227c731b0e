import { decodeTime } from 'ulid';
import { chatMessageBody } from '../../lambdas/contracts/chat';
import { newMessageRecord, newSessionRecord, toMessage, toSession } from '../../lambdas/chat/session-records';
import { deleteWithPrefix } from '../../lambdas/shared/db/partition';

const USER = 'b7a1c2d3-0000-4000-8000-000000000001';
const NOW = Date.parse('2024-05-10T12:00:00.000Z');

describe('chat records', () => {
  it('starts a session dated by its id, with no messages yet', () => {
    const s = newSessionRecord(USER, 'zenith', NOW);
    expect(s).toEqual({
      PK: `USER#${USER}`,
      SK: `CHAT#${s.id}`,
      entity: 'chat',
      id: s.id,
      persona: 'zenith',
      startedAt: new Date(decodeTime(s.id)).toISOString(),
      lastMessageAt: s.startedAt,
      messageCount: 0,
    });
    expect(toSession(s)).toEqual({ id: s.id, persona: 'zenith', startedAt: s.startedAt, lastMessageAt: s.startedAt, messageCount: 0 });
  });

  it('gives sessions and messages made in the same millisecond ids in creation order', () => {
    const ids = Array.from({ length: 5 }, () => newSessionRecord(USER, 'sage', NOW).id);
    expect([...ids].sort()).toEqual(ids);
    const messages = Array.from({ length: 5 }, () => newMessageRecord(USER, ids[0]!, chatMessageBody.parse({ message: 'x' }), NOW).id);
    expect([...messages].sort()).toEqual(messages);
  });

  it('keys a message under its session and marks an encrypted one', () => {
    const session = newSessionRecord(USER, 'sage', NOW);
    const plain = newMessageRecord(USER, session.id, chatMessageBody.parse({ message: ' hello ' }), NOW);
    expect(plain).toMatchObject({ SK: `CHATMSG#${session.id}#${plain.id}`, sessionId: session.id, sender: 'user', message: ' hello ', clientEncrypted: false });
    expect(plain.createdAt).toBe(new Date(decodeTime(plain.id)).toISOString());
    const field = { ciphertext: 'QUJD', iv: 'MTIzNDU2Nzg5MDEy', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' };
    const encrypted = newMessageRecord(USER, session.id, chatMessageBody.parse({ message: field, sender: 'ai' }), NOW);
    expect(encrypted).toMatchObject({ message: field, sender: 'ai', clientEncrypted: true });
    expect(Object.keys(toMessage(encrypted)).sort()).toEqual(['clientEncrypted', 'createdAt', 'id', 'message', 'sender', 'sessionId']);
  });

  it('never deletes by an empty prefix (that would be the whole partition)', () => {
    expect(() => deleteWithPrefix(`USER#${USER}`, '')).toThrow(/empty prefix/);
  });
});
