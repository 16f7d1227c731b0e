import type { ProgressResponse } from '../contracts/achievements';
import type { ActivityInsightsResponse, DashboardResponse, MoodTrendsResponse } from '../contracts/analytics';
import { createGroupHandler, type Operations, type RequestContext } from '../shared/http';
import {
  INSIGHT_DAYS,
  MOOD_TREND_LOGS,
  PERIOD_DAYS,
  activityInsights,
  dashboard,
  dashboardWindows,
  moodTrends,
  streakRun,
} from './calculations';
import { progress } from './achievements';
import {
  chatSessionCoaches,
  chatSpansStartedBetween,
  chatStartsBetween,
  journalTimesBetween,
  journalTimesNewestFirst,
  moodLogsBetween,
  newestMoodLogs,
} from './data';
import { localDate, windowEnding } from './local-days';

const DAY_MS = 86_400_000;

/** Walks the journal's keys back from today until the run of days ends. */
async function readJournalStreak(userId: string, timeZone: string, today: string, toMs: number): Promise<number> {
  const days: string[] = [];
  let result = { streak: 0, ended: false };
  for await (const page of journalTimesNewestFirst(userId, toMs)) {
    for (const ms of page) days.push(localDate(ms, timeZone));
    result = streakRun(days, today);
    if (result.ended) break;
  }
  return result.streak;
}

export async function getDashboard(ctx: RequestContext<'analytics.dashboard'>, now = Date.now()): Promise<DashboardResponse> {
  const { userId, user } = ctx.auth;
  const { tz } = ctx.query;
  const today = localDate(now, tz);
  const windows = dashboardWindows(today, tz);
  const [moods, chats, journalStreak] = await Promise.all([
    newestMoodLogs(userId, windows.endOfToday, MOOD_TREND_LOGS, windows.moods.startMs),
    // A day earlier too: a session started the evening before the window can run into it.
    chatSpansStartedBetween(userId, windows.chat.startMs - DAY_MS, windows.chat.endMs),
    readJournalStreak(userId, tz, today, windows.endOfToday),
  ]);
  return dashboard({
    timeZone: tz,
    today,
    recentMoods: moods,
    twoWeeksMoods: moods,
    chats,
    journalStreak,
    // The user item was read by authentication; its counters move with the items they count.
    counters: {
      totalJournalEntries: user.stats.totalJournalEntries,
      totalChatSessions: user.stats.totalChatSessions,
      totalMoodLogs: user.stats.totalMoodLogs ?? 0,
    },
  });
}

export async function getMoodTrends(ctx: RequestContext<'analytics.moodTrends'>, now = Date.now()): Promise<MoodTrendsResponse> {
  const { tz, period } = ctx.query;
  const today = localDate(now, tz);
  const window = windowEnding(today, PERIOD_DAYS[period], tz);
  const samples = await moodLogsBetween(ctx.auth.userId, window.startMs, window.endMs);
  return moodTrends(samples, tz, period, today);
}

export async function getActivityInsights(ctx: RequestContext<'analytics.activityInsights'>, now = Date.now()): Promise<ActivityInsightsResponse> {
  const { userId } = ctx.auth;
  const { tz } = ctx.query;
  const today = localDate(now, tz);
  const window = windowEnding(today, INSIGHT_DAYS, tz);
  const [journal, chats, moods] = await Promise.all([
    journalTimesBetween(userId, window.startMs, window.endMs),
    chatStartsBetween(userId, window.startMs, window.endMs),
    moodLogsBetween(userId, window.startMs, window.endMs, false),
  ]);
  return activityInsights({ journal, chats, moods }, tz, today);
}

/** The figures of /ai-coaching: the dashboard's streak and session count, and the achievements. */
export async function getProgress(ctx: RequestContext<'analytics.progress'>, now = Date.now()): Promise<ProgressResponse> {
  const { userId, user } = ctx.auth;
  const { tz } = ctx.query;
  const today = localDate(now, tz);
  const { endOfToday } = dashboardWindows(today, tz);
  const [sessions, journalTimes] = await Promise.all([chatSessionCoaches(userId, endOfToday), journalTimesBetween(userId, 0, endOfToday)]);
  return progress({ timeZone: tz, today, sessions, journalTimes, totalSessions: Math.max(0, user.stats.totalChatSessions ?? 0) });
}

const operations = {
  'analytics.dashboard': (ctx) => getDashboard(ctx),
  'analytics.moodTrends': (ctx) => getMoodTrends(ctx),
  'analytics.activityInsights': (ctx) => getActivityInsights(ctx),
  'analytics.progress': (ctx) => getProgress(ctx),
} satisfies Operations<'analytics'>;

export const handler = createGroupHandler('analytics', operations);
