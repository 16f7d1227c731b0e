import type { MentalHealthProfile, MentalHealthProfileBody, MoodLog, MoodLogCreateBody, MoodLogListResponse } from '@contracts/mental-health';
import { buildRoutePath, routeById, type RouteId } from '@contracts/routes';
import { api } from '../../../lib/api-client';

// Types only from the mental-health contract: its zod schemas stay out of the browser bundle.
const path = (id: RouteId, params?: Record<string, string>) => buildRoutePath(routeById(id).path, params);

function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export interface MoodLogQuery {
  startDate?: string;
  endDate?: string;
  limit?: number;
  cursor?: string;
}

export const mentalHealthApi = {
  listMoodLogs: (query: MoodLogQuery) => api.get<MoodLogListResponse>(withQuery(path('mentalHealth.listMoodLogs'), { ...query })),
  createMoodLog: (body: MoodLogCreateBody) => api.post<MoodLog>(path('mentalHealth.createMoodLog'), body),
  deleteMoodLog: (id: string) => api.delete<unknown>(path('mentalHealth.deleteMoodLog', { id })),
  getProfile: () => api.get<MentalHealthProfile>(path('mentalHealth.getProfile')),
  updateProfile: (body: MentalHealthProfileBody) => api.put<MentalHealthProfile>(path('mentalHealth.updateProfile'), body),
};
