/**
 * The analytics figures, computed from plain values (instants, moods, counters) without any
 * I/O, so every rule can be tested against hand-computed numbers. Days are local days in the
 * caller's zone; `today` is the caller's local today.
 */
import type {
  ActivityInsightsResponse,
  ChatActivityItem,
  DashboardResponse,
  MoodTrendDay,
  MoodTrendItem,
  MoodTrendPeriod,
  MoodTrendsResponse,
} from '../contracts/analytics';
import { addDays, localDate, localTime, startOfLocalDay, windowEnding, type DayWindow } from './local-days';

/** Spec §9: the trend uses the last 30 entries. */
export const MOOD_TREND_LOGS = 30;
/** Chat activity covers the last 30 local days. */
export const CHAT_ACTIVITY_DAYS = 30;
/** Two weeks of logs: the last 7 days against the 7 before. */
export const MOOD_COMPARISON_DAYS = 14;
export const INSIGHT_DAYS = 90;
export const PERIOD_DAYS: Readonly<Record<MoodTrendPeriod, number>> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
export const TOP_HOURS = 3;

const MINUTE_MS = 60_000;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Rounds half away from zero to `digits` decimals. Shifting through the decimal string
 * keeps 3.35 at 3.35 (3.35 × 10 is 33.499… in binary, which Math.round would take down).
 */
export function round(value: number, digits: number): number {
  if (!Number.isFinite(value)) return 0;
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  const rounded = text.includes('e')
    ? Math.round(magnitude * 10 ** digits) / 10 ** digits
    : Number(`${Math.round(Number(`${text}e${digits}`))}e-${digits}`);
  // No negative zero in an answer.
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

export interface MoodPoint {
  /** The log's instant. */
  ms: number;
  /** As stored, for the trend item. */
  timestamp: string;
  mood: number;
}

export interface MoodSample {
  ms: number;
  mood: number;
  energy: number;
  stress: number;
}

export interface ChatSpan {
  startMs: number;
  /** lastMessageAt. */
  endMs: number;
}

export interface StatCounters {
  totalJournalEntries: number;
  totalChatSessions: number;
  totalMoodLogs: number;
}

const inDays = (date: string, window: Pick<DayWindow, 'from' | 'to'>) => date >= window.from && date <= window.to;

/** The last 30 logs (the newest by instant), oldest first, dated by local day. */
export function moodTrend(logs: readonly MoodPoint[], timeZone: string): MoodTrendItem[] {
  return [...logs]
    .sort((a, b) => a.ms - b.ms)
    .slice(-MOOD_TREND_LOGS)
    .map((log) => ({ date: localDate(log.ms, timeZone), score: log.mood, timestamp: log.timestamp }));
}

/**
 * Minutes of chat per local day over the window. A session lasts from its start to its last
 * message and is cut at each local midnight it crosses, so it counts on every day it spans.
 * A day counts when a session starts on it or runs into it; its minutes are the day's total
 * rounded to whole minutes, and at least 1: a chat that happened is never shown as 0.
 */
export function chatActivity(spans: readonly ChatSpan[], timeZone: string, window: Pick<DayWindow, 'from' | 'to'>): ChatActivityItem[] {
  const msByDay = new Map<string, number>();
  for (const span of spans) {
    const end = Math.max(span.startMs, span.endMs);
    let cursor = span.startMs;
    let day = localDate(cursor, timeZone);
    if (day < window.from) {
      // Started before the window: only what runs into it counts.
      const windowStart = startOfLocalDay(window.from, timeZone);
      if (end <= windowStart) continue;
      cursor = windowStart;
      day = window.from;
    }
    for (;;) {
      if (day > window.to) break;
      const nextDayStart = startOfLocalDay(addDays(day, 1), timeZone);
      // Every day reached here is touched: the start day, or a day the session runs into.
      msByDay.set(day, (msByDay.get(day) ?? 0) + (Math.min(end, nextDayStart) - cursor));
      if (end <= nextDayStart) break;
      cursor = nextDayStart;
      day = addDays(day, 1);
    }
  }
  return [...msByDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, ms]) => ({ date, duration: Math.max(1, round(ms / MINUTE_MS, 0)) }));
}

/**
 * The journal streak from entry days seen newest first: consecutive days ending today or
 * yesterday (0 otherwise). `ended` says whether the run is known to end within these days;
 * if not, older days may extend it and the caller reads on.
 */
export function streakRun(daysNewestFirst: Iterable<string>, today: string): { streak: number; ended: boolean } {
  const yesterday = addDays(today, -1);
  let last: string | undefined;
  let streak = 0;
  for (const day of daysNewestFirst) {
    if (day > (last ?? today)) continue;
    if (last === undefined) {
      if (day < yesterday) return { streak: 0, ended: true };
      last = day;
      streak = 1;
    } else if (day === last) {
      continue;
    } else if (day === addDays(last, -1)) {
      last = day;
      streak += 1;
    } else {
      return { streak, ended: true };
    }
  }
  return { streak, ended: false };
}

/** The streak from a complete set of entry instants. */
export function journalStreak(entryTimes: readonly number[], timeZone: string, today: string): number {
  const days = [...entryTimes].sort((a, b) => b - a).map((ms) => localDate(ms, timeZone));
  return streakRun(days, today).streak;
}

/**
 * Change of the last 7 local days' average mood (today included) against the 7 days before,
 * in percent, one decimal; each log weighs the same. 0 when either week has no log.
 */
export function moodTrendPercentage(logs: readonly { ms: number; mood: number }[], timeZone: string, today: string): number {
  const lastWeekFrom = addDays(today, -6);
  const weekBeforeFrom = addDays(today, -13);
  let lastSum = 0;
  let lastCount = 0;
  let beforeSum = 0;
  let beforeCount = 0;
  for (const log of logs) {
    const date = localDate(log.ms, timeZone);
    if (date > today || date < weekBeforeFrom) continue;
    if (date >= lastWeekFrom) {
      lastSum += log.mood;
      lastCount += 1;
    } else {
      beforeSum += log.mood;
      beforeCount += 1;
    }
  }
  if (lastCount === 0 || beforeCount === 0 || beforeSum === 0) return 0;
  // One division of whole numbers: (a/n − b/m) / (b/m) = (a·m − b·n) / (b·n).
  return round(((lastSum * beforeCount - beforeSum * lastCount) * 100) / (beforeSum * lastCount), 1);
}

export interface DashboardInput {
  timeZone: string;
  today: string;
  /** The newest logs (at least the last 30 up to today); only the last 30 are used. */
  recentMoods: readonly MoodPoint[];
  /** Every log of the last 14 local days; logs of other days are left out. */
  twoWeeksMoods: readonly { ms: number; mood: number }[];
  /** Sessions that may touch the last 30 local days. */
  chats: readonly ChatSpan[];
  journalStreak: number;
  counters: StatCounters;
}

export function dashboard(input: DashboardInput): DashboardResponse {
  const { timeZone, today } = input;
  const mood_trend = moodTrend(input.recentMoods, timeZone);
  const chat_activity = chatActivity(input.chats, timeZone, { from: addDays(today, -(CHAT_ACTIVITY_DAYS - 1)), to: today });
  const lastWeek = { from: addDays(today, -6), to: today };
  const check_ins = input.twoWeeksMoods.filter((log) => inDays(localDate(log.ms, timeZone), lastWeek)).length;
  const scoreSum = mood_trend.reduce((sum, item) => sum + item.score, 0);
  const counter = (n: number | undefined) => Math.max(0, n ?? 0);
  return {
    mood_trend,
    chat_activity,
    journal_streak: input.journalStreak,
    total_sessions: counter(input.counters.totalChatSessions),
    mood_trend_percentage: moodTrendPercentage(input.twoWeeksMoods, timeZone, today),
    stats: {
      total_journal_entries: counter(input.counters.totalJournalEntries),
      total_mood_logs: counter(input.counters.totalMoodLogs),
      total_chat_sessions: counter(input.counters.totalChatSessions),
      check_ins,
      mood_average: mood_trend.length === 0 ? null : round(scoreSum / mood_trend.length, 1),
      active_days: chat_activity.length,
    },
  };
}

/** Spec §9 classes of a day by its average rounded half up to a whole mood. */
export function dayClass(average: number): 'good' | 'neutral' | 'difficult' {
  const whole = round(average, 0);
  if (whole >= 4) return 'good';
  if (whole === 3) return 'neutral';
  return 'difficult';
}

export function moodTrends(samples: readonly MoodSample[], timeZone: string, period: MoodTrendPeriod, today: string): MoodTrendsResponse {
  const from = addDays(today, -(PERIOD_DAYS[period] - 1));
  const byDay = new Map<string, { mood: number; energy: number; stress: number; count: number }>();
  for (const sample of samples) {
    const date = localDate(sample.ms, timeZone);
    if (date < from || date > today) continue;
    const day = byDay.get(date) ?? { mood: 0, energy: 0, stress: 0, count: 0 };
    day.mood += sample.mood;
    day.energy += sample.energy;
    day.stress += sample.stress;
    day.count += 1;
    byDay.set(date, day);
  }
  const counts = { good: 0, neutral: 0, difficult: 0 };
  let moodSum = 0;
  let logCount = 0;
  const days: MoodTrendDay[] = [...byDay.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, day]) => {
      counts[dayClass(day.mood / day.count)] += 1;
      moodSum += day.mood;
      logCount += day.count;
      return {
        date,
        average: round(day.mood / day.count, 2),
        count: day.count,
        averageEnergy: round(day.energy / day.count, 2),
        averageStress: round(day.stress / day.count, 2),
      };
    });
  return { period, from, to: today, days, counts, average: logCount === 0 ? null : round(moodSum / logCount, 2) };
}

export interface ActivityInput {
  /** Creation instants of journal entries. */
  journal: readonly number[];
  /** Start instants of chat sessions. */
  chats: readonly number[];
  moods: readonly Pick<MoodSample, 'ms' | 'energy' | 'stress'>[];
}

export function activityInsights(input: ActivityInput, timeZone: string, today: string): ActivityInsightsResponse {
  const window = { from: addDays(today, -(INSIGHT_DAYS - 1)), to: today };
  const weekdays = new Array<number>(7).fill(0);
  const hours = new Array<number>(24).fill(0);
  const count = (times: readonly number[]) => {
    let n = 0;
    for (const ms of times) {
      const local = localTime(ms, timeZone);
      if (!inDays(local.date, window)) continue;
      weekdays[local.weekday] = (weekdays[local.weekday] ?? 0) + 1;
      hours[local.hour] = (hours[local.hour] ?? 0) + 1;
      n += 1;
    }
    return n;
  };
  const journalEntries = count(input.journal);
  const chatSessions = count(input.chats);
  const moodsInWindow = input.moods.filter((m) => inDays(localDate(m.ms, timeZone), window));
  const moodLogs = count(moodsInWindow.map((m) => m.ms));
  const checkInDays = new Set(moodsInWindow.map((m) => localDate(m.ms, timeZone))).size;
  const average = (pick: (m: (typeof moodsInWindow)[number]) => number) =>
    moodsInWindow.length === 0 ? null : round(moodsInWindow.reduce((sum, m) => sum + pick(m), 0) / moodsInWindow.length, 1);
  const byCountThenIndex = (a: { i: number; n: number }, b: { i: number; n: number }) => b.n - a.n || a.i - b.i;
  return {
    from: window.from,
    to: window.to,
    mostActiveWeekdays: weekdays
      .map((n, i) => ({ i, n }))
      .sort(byCountThenIndex)
      .map(({ i, n }) => ({ weekday: i, name: WEEKDAY_NAMES[i] as string, count: n })),
    // An hour without any activity is not "active", so fewer than three may be listed.
    mostActiveHours: hours
      .map((n, i) => ({ i, n }))
      .filter(({ n }) => n > 0)
      .sort(byCountThenIndex)
      .slice(0, TOP_HOURS)
      .map(({ i, n }) => ({ hour: i, count: n })),
    journalEntries,
    chatSessions,
    moodLogs,
    averageEnergy: average((m) => m.energy),
    averageStress: average((m) => m.stress),
    checkInConsistency: round((checkInDays * 100) / INSIGHT_DAYS, 1),
    checkInDays,
    days: INSIGHT_DAYS,
  };
}

/** The windows the handler reads, so queries and figures agree on the same days. */
export function dashboardWindows(today: string, timeZone: string) {
  return {
    chat: windowEnding(today, CHAT_ACTIVITY_DAYS, timeZone),
    moods: windowEnding(today, MOOD_COMPARISON_DAYS, timeZone),
    endOfToday: startOfLocalDay(addDays(today, 1), timeZone) - 1,
  };
}
