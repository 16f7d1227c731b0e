import type { ChatSessionListResponse, ChatSessionWithMessages } from '../../../lambdas/contracts/chat';
import { keys } from '../../../lambdas/shared/db/keys';
import { partitionItems } from './journal';
import { api } from './stack';
import { statsOf } from './wellness';

/** Chat-session calls and reads the chat test files share. */
export const sessionCount = async (token: string) => (await statsOf(token)).totalChatSessions;
export const getSession = (token: string, id: string) => api<ChatSessionWithMessages>('GET', `/chat/sessions/${id}`, { token });
export const listSessions = (token: string, query = '') => api<ChatSessionListResponse>('GET', `/chat/sessions${query}`, { token });
/** A user's chat-message items, of one session or all. */
export const messageItems = async (userId: string, sessionId?: string) =>
  (await partitionItems(userId)).filter((i) => String(i.SK).startsWith(sessionId ? keys.chatMessagePrefix(sessionId) : 'CHATMSG#'));
