import type { ChatMemoryBody, ChatMessage, ChatMessageBody, ChatPromptsResponse, ChatSession, ChatSessionListResponse, ChatSessionWithMessages } from '@contracts/chat';
import type { CoachId } from '@contracts/coaches';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

/** Past sessions listed per visit: enough for a history per coach without paging. */
export const HISTORY_PAGE_SIZE = 100;

/** The chat-session API (spec §7 Chat): the only calls the default coach makes. */
export const chatApi = {
  createSession: (persona: CoachId) => api.post<ChatSession>(routeUrl('chat.createSession'), { persona }),

  listSessions: async (signal?: AbortSignal): Promise<ChatSession[]> => {
    const body = await api.get<Partial<ChatSessionListResponse> | undefined>(
      routeUrl('chat.listSessions', undefined, { limit: HISTORY_PAGE_SIZE }),
      { signal },
    );
    return Array.isArray(body?.sessions) ? body.sessions : [];
  },

  getSession: (id: string, signal?: AbortSignal) => api.get<ChatSessionWithMessages>(routeUrl('chat.getSession', { id }), { signal }),

  postMessage: (sessionId: string, body: ChatMessageBody) => api.post<ChatMessage>(routeUrl('chat.postMessage', { id: sessionId }), body),

  putMemory: (sessionId: string, body: ChatMemoryBody) => api.put<{ success: boolean }>(routeUrl('chat.putMemory', { id: sessionId }), body),

  deleteSession: (id: string) => api.delete<{ success: boolean }>(routeUrl('chat.deleteSession', { id })),

  prompts: async (persona: CoachId, signal?: AbortSignal): Promise<string[]> => {
    const body = await api.get<Partial<ChatPromptsResponse> | undefined>(routeUrl('chat.prompts', undefined, { persona }), { signal });
    return Array.isArray(body?.prompts) ? body.prompts.filter((p): p is string => typeof p === 'string') : [];
  },
};
