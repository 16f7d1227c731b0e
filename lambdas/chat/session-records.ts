import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, monotonicFactory } from 'ulid';
import { CHAT_LIMITS, type ChatMessage, type ChatSession } from '../contracts/chat';
import type { CoachId } from '../contracts/coaches';
import type { EncryptedField } from '../contracts/encryption';
import type { RouteBody } from '../contracts/route-schemas';
import { getDocumentClient, tableName } from '../shared/db/client';
import { deleteCounted } from '../shared/db/counters';
import { keys } from '../shared/db/keys';
import { deleteWithPrefix } from '../shared/db/partition';
import { queryPages } from '../shared/db/query';
import type { ChatMessageRecord, ChatSessionRecord } from '../shared/db/records';
import { transactWrite, TransactionRefused } from '../shared/db/transact';
import { NotFound } from '../shared/errors';

type MessageBody = RouteBody<'chat.postMessage'>;

export const SESSION_NOT_FOUND = 'Chat session not found';

/**
 * Messages returned with a session stay under this many bytes of JSON: a Lambda's answer
 * is at most 6 MB, and 500 messages of up to 64 KB each could exceed it.
 */
export const SESSION_MESSAGES_MAX_BYTES = 4 * 1024 * 1024;

// Monotonic within a process: sessions or messages made in the same millisecond keep their order.
const nextUlid = monotonicFactory();

/** The instant of a ULID (the factory may move it past `now` by a millisecond). */
const timeOf = (id: string) => new Date(decodeTime(id)).toISOString();

export function newSessionRecord(userId: string, persona: CoachId, now = Date.now()): ChatSessionRecord {
  const id = nextUlid(now);
  const startedAt = timeOf(id);
  return { ...keys.chatSession(userId, id), entity: 'chat', id, persona, startedAt, lastMessageAt: startedAt, messageCount: 0 };
}

export function newMessageRecord(userId: string, sessionId: string, body: MessageBody, now = Date.now()): ChatMessageRecord {
  const id = nextUlid(now);
  return {
    ...keys.chatMessage(userId, sessionId, id),
    entity: 'chatMessage',
    id,
    sessionId,
    sender: body.sender,
    message: body.message,
    // The schema allows a string or an encrypted field object, nothing else.
    clientEncrypted: typeof body.message === 'object',
    createdAt: timeOf(id),
  };
}

export const toSession = (r: ChatSessionRecord): ChatSession => ({
  id: r.id,
  persona: r.persona,
  startedAt: r.startedAt,
  lastMessageAt: r.lastMessageAt,
  messageCount: r.messageCount,
});

export const toMessage = (r: ChatMessageRecord): ChatMessage => ({
  id: r.id,
  sessionId: r.sessionId,
  sender: r.sender,
  message: r.message,
  clientEncrypted: r.clientEncrypted,
  createdAt: r.createdAt,
});

export async function getSessionRecord(userId: string, sessionId: string): Promise<ChatSessionRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.chatSession(userId, sessionId), ConsistentRead: true }),
  );
  return out.Item as ChatSessionRecord | undefined;
}

/**
 * The message and the session's count and last activity in one transaction: a message is
 * never written to a session that is gone (404), and the count is always the number kept.
 * lastMessageAt only moves forward: a message that lost a race to a later one (retries
 * reorder concurrent posts) is counted without moving it back.
 */
export async function putMessage(record: ChatMessageRecord): Promise<void> {
  const userId = record.PK.slice('USER#'.length);
  const write = (moveLast: boolean) =>
    transactWrite([
      { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          TableName: tableName(),
          Key: keys.chatSession(userId, record.sessionId),
          UpdateExpression: moveLast ? 'SET #last = :at ADD #count :one' : 'ADD #count :one',
          ConditionExpression: moveLast ? 'attribute_exists(PK) AND #last < :at' : 'attribute_exists(PK)',
          ExpressionAttributeNames: moveLast ? { '#last': 'lastMessageAt', '#count': 'messageCount' } : { '#count': 'messageCount' },
          ExpressionAttributeValues: moveLast ? { ':at': record.createdAt, ':one': 1 } : { ':one': 1 },
        },
      },
    ]);
  const refusedBySession = (error: unknown) => error instanceof TransactionRefused && error.failed[1] === true;
  try {
    await write(true);
  } catch (error) {
    if (!refusedBySession(error)) throw error;
    try {
      await write(false);
    } catch (again) {
      if (refusedBySession(again)) throw new NotFound(SESSION_NOT_FOUND);
      throw again;
    }
  }
}

/**
 * The session's newest messages, oldest first: at most CHAT_LIMITS.maxMessagesPerSession,
 * and no more than SESSION_MESSAGES_MAX_BYTES of them.
 */
export async function latestMessages(userId: string, sessionId: string): Promise<ChatMessageRecord[]> {
  const newestFirst: ChatMessageRecord[] = [];
  let bytes = 0;
  const pages = queryPages<ChatMessageRecord>(() => ({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':prefix': keys.chatMessagePrefix(sessionId) },
    ScanIndexForward: false,
    ConsistentRead: true,
    Limit: CHAT_LIMITS.maxMessagesPerSession - newestFirst.length,
  }));
  for await (const items of pages) {
    for (const item of items) {
      bytes += Buffer.byteLength(JSON.stringify(toMessage(item)));
      if (bytes > SESSION_MESSAGES_MAX_BYTES) return newestFirst.reverse();
      newestFirst.push(item);
    }
    if (newestFirst.length >= CHAT_LIMITS.maxMessagesPerSession) break;
  }
  return newestFirst.reverse();
}

/** Keeps (or with null forgets) what the coach remembers of a session; 404 when the session is not the caller's. */
export async function putMemory(userId: string, sessionId: string, memory: string | EncryptedField | null): Promise<void> {
  try {
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.chatSession(userId, sessionId),
        UpdateExpression: memory === null ? 'REMOVE #memory' : 'SET #memory = :memory',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#memory': 'memory' },
        ExpressionAttributeValues: memory === null ? undefined : { ':memory': memory },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw new NotFound(SESSION_NOT_FOUND);
    throw error;
  }
}

/**
 * The session item (and its count on the user) first, then its messages. Nothing lists a
 * message without its session, so a delete cut short leaves only unreachable messages, and
 * deleting the same id again (answered 404) finishes them.
 */
export async function deleteSession(userId: string, sessionId: string): Promise<void> {
  const found = await deleteCounted(userId, keys.chatSession(userId, sessionId), 'totalChatSessions');
  await deleteWithPrefix(keys.userPartition(userId), keys.chatMessagePrefix(sessionId));
  if (!found) throw new NotFound(SESSION_NOT_FOUND);
}
