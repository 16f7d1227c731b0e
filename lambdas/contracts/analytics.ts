import * as z from 'zod';

/**
 * Analytics answers (spec §3 Dashboard response, Mood trend item, Chat activity item). Days
 * are counted in the caller's time zone, sent as an IANA name in `tz` (default UTC).
 */
export const MOOD_TREND_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type MoodTrendPeriod = (typeof MOOD_TREND_PERIODS)[number];

const timeZone = z
  .string()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'tz must be an IANA time zone, e.g. Europe/Berlin' },
  )
  .default('UTC');

export const analyticsQuery = z.object({ tz: timeZone });
export const moodTrendsQuery = z.object({ tz: timeZone, period: z.enum(MOOD_TREND_PERIODS, 'period must be one of 7d, 30d, 90d, 1y').default('30d') });

/** One of the last 30 mood logs, oldest first; `date` is the local day (YYYY-MM-DD). */
export interface MoodTrendItem {
  date: string;
  score: number;
  timestamp: string;
}

/** Minutes of chat on one local day; a session across midnight counts on both days. */
export interface ChatActivityItem {
  date: string;
  duration: number;
}

/** GET /analytics/dashboard. */
export interface DashboardResponse {
  mood_trend: MoodTrendItem[];
  /** The last 30 days, days with chat only, oldest first. */
  chat_activity: ChatActivityItem[];
  /** Consecutive days with a journal entry, ending today or yesterday. */
  journal_streak: number;
  total_sessions: number;
  /** Change of the last 7 days' average mood against the 7 days before, in percent (one decimal); 0 without both. */
  mood_trend_percentage: number;
  stats: {
    total_journal_entries: number;
    total_mood_logs: number;
    total_chat_sessions: number;
    /** Mood check-ins in the last 7 days. */
    check_ins: number;
    /** Average of mood_trend's scores (one decimal), null without data. */
    mood_average: number | null;
    /** Distinct days in chat_activity. */
    active_days: number;
  };
}

export interface MoodTrendDay {
  date: string;
  average: number;
  count: number;
  averageEnergy: number;
  averageStress: number;
}

/** GET /analytics/mood-trends: daily averages and day classes (spec §9) over the period. */
export interface MoodTrendsResponse {
  period: MoodTrendPeriod;
  from: string;
  to: string;
  days: MoodTrendDay[];
  /** Days by their average rounded to a whole mood: good ≥ 4, neutral = 3, difficult ≤ 2. */
  counts: { good: number; neutral: number; difficult: number };
  average: number | null;
}

/** GET /analytics/activity-insights, over the last 90 days. */
export interface ActivityInsightsResponse {
  from: string;
  to: string;
  /** 0 = Sunday … 6 = Saturday, most active first; activity = journal entries + chat sessions + mood logs. */
  mostActiveWeekdays: { weekday: number; name: string; count: number }[];
  /** 0–23 local hour, most active first (top 3). */
  mostActiveHours: { hour: number; count: number }[];
  journalEntries: number;
  chatSessions: number;
  moodLogs: number;
  averageEnergy: number | null;
  averageStress: number | null;
  /** Share of days in the window with at least one mood log, in percent (one decimal). */
  checkInConsistency: number;
  checkInDays: number;
  days: number;
}
