import type { ChatPromptsResponse, ChatSessionListResponse, ChatSessionWithMessages } from '../contracts/chat';
import { COACHES } from '../contracts/coaches';
import { putCounted } from '../shared/db/counters';
import { decodeCursor, encodeCursor } from '../shared/db/cursor';
import { CHAT_PREFIX, keys } from '../shared/db/keys';
import { queryNewestFirst, ulidRange } from '../shared/db/query';
import type { ChatSessionRecord } from '../shared/db/records';
import { NotFound } from '../shared/errors';
import { reply, type RequestContext } from '../shared/http';
import {
  SESSION_NOT_FOUND,
  deleteSession as deleteSessionItems,
  getSessionRecord,
  latestMessages,
  newMessageRecord,
  newSessionRecord,
  putMemory as putMemoryItem,
  putMessage,
  toMessage,
  toSession,
} from './session-records';

const SESSION_SK = new RegExp(`^${CHAT_PREFIX}[0-9A-HJKMNP-TV-Z]{26}$`);
// `CHAT#` + ULIDs only: `CHATMSG#…` sorts after `CHAT#~`, so messages are never in it.
const ALL_SESSIONS = ulidRange(CHAT_PREFIX);

export async function createSession(ctx: RequestContext<'chat.createSession'>) {
  const record = newSessionRecord(ctx.auth.userId, ctx.body.persona);
  await putCounted(ctx.auth.userId, record, 'totalChatSessions');
  return reply(201, toSession(record));
}

/** GET /chat/sessions: newest first, a page at a time. */
export async function listSessions(ctx: RequestContext<'chat.listSessions'>): Promise<ChatSessionListResponse> {
  const { userId } = ctx.auth;
  const { limit, cursor } = ctx.query;
  const startKey = cursor ? decodeCursor(cursor, userId, SESSION_SK) : undefined;
  const { records, nextKey } = await queryNewestFirst<ChatSessionRecord>(keys.userPartition(userId), ALL_SESSIONS, limit, startKey);
  return { sessions: records.map(toSession), nextCursor: nextKey ? encodeCursor(nextKey) : null };
}

export async function getSession(ctx: RequestContext<'chat.getSession'>): Promise<ChatSessionWithMessages> {
  const { userId } = ctx.auth;
  // The key is the caller's: another user's session is simply not there.
  const session = await getSessionRecord(userId, ctx.params.id);
  if (!session) throw new NotFound(SESSION_NOT_FOUND);
  const messages = await latestMessages(userId, session.id);
  return { ...toSession(session), messages: messages.map(toMessage), memory: session.memory ?? null };
}

export async function postMessage(ctx: RequestContext<'chat.postMessage'>) {
  const record = newMessageRecord(ctx.auth.userId, ctx.params.id, ctx.body);
  await putMessage(record);
  return reply(201, toMessage(record));
}

/** PUT /chat/sessions/{id}/memory: what the coach remembers of the session, sealed on the device; null forgets it. */
export async function putMemory(ctx: RequestContext<'chat.putMemory'>) {
  await putMemoryItem(ctx.auth.userId, ctx.params.id, ctx.body.memory);
  return { success: true };
}

export async function deleteSession(ctx: RequestContext<'chat.deleteSession'>) {
  await deleteSessionItems(ctx.auth.userId, ctx.params.id);
  return { success: true, message: 'Chat session deleted' };
}

export async function prompts(ctx: RequestContext<'chat.prompts'>): Promise<ChatPromptsResponse> {
  const { persona } = ctx.query;
  return { persona, prompts: [...COACHES[persona].suggestedPrompts] };
}
