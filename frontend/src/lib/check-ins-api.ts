import type { CheckIn, CheckInCreateBody, CheckInListResponse } from '@contracts/check-ins';
import type { UserSettings } from '@contracts/user';
import { api } from './api-client';
import { routeUrl } from './route-url';

// Types only from the check-ins contract: its zod schemas stay out of the browser bundle.
// Here, not in the check-ins feature, because the dashboard's prompt reads the newest one too.

export const checkInsApi = {
  list: (query: { limit?: number; cursor?: string } = {}, signal?: AbortSignal) =>
    api.get<CheckInListResponse>(routeUrl('mentalHealth.listCheckIns', undefined, query), { signal }),
  create: (body: CheckInCreateBody) => api.post<CheckIn>(routeUrl('mentalHealth.createCheckIn'), body),
  remove: (id: string) => api.delete<unknown>(routeUrl('mentalHealth.deleteCheckIn', { id })),
  /** The notification preferences: `reminders` off means no check-in prompt. */
  settings: (signal?: AbortSignal) => api.get<Partial<UserSettings> | undefined>(routeUrl('user.getSettings'), { signal }),
};
