import type { ChatSessionListResponse, ChatSessionWithMessages } from '@contracts/chat';
import type { CheckInListResponse } from '@contracts/check-ins';
import type { JournalListResponse } from '@contracts/journal';
import type { MentalHealthProfile, MoodLogListResponse } from '@contracts/mental-health';
import type { SafetyPlanResponse } from '@contracts/safety-plan';
import type { TherapistConnectionsResponse } from '@contracts/therapist-options';
import type { User, UserSettings } from '@contracts/user';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

// Types only from the contracts: their zod schemas stay out of the browser bundle.

/** The largest page each list route answers, so a big account takes as few requests as it can. */
export const EXPORT_PAGE_SIZE = { journal: 100, moods: 200, sessions: 100, checkIns: 200 } as const;

type Options = { signal?: AbortSignal };

/** The reads of a complete export: the same list and get routes the pages use, paged with their cursors. */
export const dataExportApi = {
  me: (o: Options = {}) => api.get<User>(routeUrl('auth.me'), o),
  settings: (o: Options = {}) => api.get<Partial<UserSettings> | undefined>(routeUrl('user.getSettings'), o),
  journalPage: (cursor: string | undefined, o: Options = {}) =>
    api.get<JournalListResponse>(routeUrl('journal.list', undefined, { limit: EXPORT_PAGE_SIZE.journal, cursor }), o),
  moodPage: (cursor: string | undefined, o: Options = {}) =>
    api.get<MoodLogListResponse>(routeUrl('mentalHealth.listMoodLogs', undefined, { limit: EXPORT_PAGE_SIZE.moods, cursor }), o),
  sessionPage: (cursor: string | undefined, o: Options = {}) =>
    api.get<ChatSessionListResponse>(routeUrl('chat.listSessions', undefined, { limit: EXPORT_PAGE_SIZE.sessions, cursor }), o),
  session: (id: string, o: Options = {}) => api.get<ChatSessionWithMessages>(routeUrl('chat.getSession', { id }), o),
  checkInPage: (cursor: string | undefined, o: Options = {}) =>
    api.get<CheckInListResponse>(routeUrl('mentalHealth.listCheckIns', undefined, { limit: EXPORT_PAGE_SIZE.checkIns, cursor }), o),
  profile: (o: Options = {}) => api.get<MentalHealthProfile>(routeUrl('mentalHealth.getProfile'), o),
  safetyPlan: (o: Options = {}) => api.get<SafetyPlanResponse>(routeUrl('mentalHealth.getSafetyPlan'), o),
  connections: (o: Options = {}) => api.get<Partial<TherapistConnectionsResponse> | undefined>(routeUrl('therapists.listRequestedConnections'), o),
};
