import type { ProgressResponse } from '@contracts/achievements';
import type { DashboardResponse, MoodTrendPeriod, MoodTrendsResponse } from '@contracts/analytics';
import { api } from './api-client';
import { routeUrl } from './route-url';
import { userTimeZone } from './time-zone';

// Types only from the analytics contract: its zod schemas stay out of the browser bundle.

/** Spec §7: a dashboard failure falls back to empty defaults. */
export const EMPTY_DASHBOARD: DashboardResponse = {
  mood_trend: [],
  chat_activity: [],
  journal_streak: 0,
  total_sessions: 0,
  mood_trend_percentage: 0,
  stats: {
    total_journal_entries: 0,
    total_mood_logs: 0,
    total_chat_sessions: 0,
    check_ins: 0,
    mood_average: null,
    active_days: 0,
  },
};

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The answer with every field present: a missing or odd field reads as its empty default. */
export function withDashboardDefaults(body: unknown): DashboardResponse {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Partial<DashboardResponse>;
  const stats = (typeof raw.stats === 'object' && raw.stats !== null ? raw.stats : {}) as Partial<DashboardResponse['stats']>;
  return {
    mood_trend: list(raw.mood_trend),
    chat_activity: list(raw.chat_activity),
    journal_streak: count(raw.journal_streak),
    total_sessions: count(raw.total_sessions),
    mood_trend_percentage: count(raw.mood_trend_percentage),
    stats: {
      total_journal_entries: count(stats.total_journal_entries),
      total_mood_logs: count(stats.total_mood_logs),
      total_chat_sessions: count(stats.total_chat_sessions),
      check_ins: count(stats.check_ins),
      mood_average: typeof stats.mood_average === 'number' ? stats.mood_average : null,
      active_days: count(stats.active_days),
    },
  };
}


export const analyticsApi = {
  /** GET /analytics/dashboard in the browser's time zone. */
  dashboard: async (signal?: AbortSignal) =>
    withDashboardDefaults(await api.get<unknown>(routeUrl('analytics.dashboard', undefined, { tz: userTimeZone() }), { signal })),
  /** GET /analytics/mood-trends over a period (spec §9 default 30d) in the browser's time zone. */
  moodTrends: (period: MoodTrendPeriod = '30d', signal?: AbortSignal) =>
    api.get<MoodTrendsResponse>(routeUrl('analytics.moodTrends', undefined, { period, tz: userTimeZone() }), { signal }),
  /** GET /analytics/progress: the coaching figures and achievements, days in the browser's time zone. */
  progress: (signal?: AbortSignal) => api.get<ProgressResponse>(routeUrl('analytics.progress', undefined, { tz: userTimeZone() }), { signal }),
};
