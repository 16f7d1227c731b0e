import type { ChatSession, ChatSessionListResponse } from '@contracts/chat';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

/** Spec §9: recent activity shows 5 items. */
export const RECENT_ACTIVITY_LIMIT = 5;

export const dashboardApi = {
  /** GET /chat/sessions?limit=5: the newest sessions first. */
  recentSessions: async (signal?: AbortSignal): Promise<ChatSession[]> => {
    const path = routeUrl('chat.listSessions', undefined, { limit: RECENT_ACTIVITY_LIMIT });
    const body = await api.get<Partial<ChatSessionListResponse> | undefined>(path, { signal });
    return Array.isArray(body?.sessions) ? body.sessions.slice(0, RECENT_ACTIVITY_LIMIT) : [];
  },
};
