import type { MentalHealthProfile, MentalHealthProfileBody, MoodLog, MoodLogCreateBody, MoodLogListResponse } from '@contracts/mental-health';
import type { RouteQueryInput } from '@contracts/route-schemas';
import { api } from '../../../lib/api-client';
import { routeUrl as path } from '../../../lib/route-url';

// Types only from the mental-health contract: its zod schemas stay out of the browser bundle.

export type MoodLogQuery = RouteQueryInput<'mentalHealth.listMoodLogs'>;

export const mentalHealthApi = {
  listMoodLogs: (query: MoodLogQuery) => api.get<MoodLogListResponse>(path('mentalHealth.listMoodLogs', undefined, { ...query })),
  createMoodLog: (body: MoodLogCreateBody) => api.post<MoodLog>(path('mentalHealth.createMoodLog'), body),
  deleteMoodLog: (id: string) => api.delete<unknown>(path('mentalHealth.deleteMoodLog', { id })),
  getProfile: () => api.get<MentalHealthProfile>(path('mentalHealth.getProfile')),
  updateProfile: (body: MentalHealthProfileBody) => api.put<MentalHealthProfile>(path('mentalHealth.updateProfile'), body),
};
