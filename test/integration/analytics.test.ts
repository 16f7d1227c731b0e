import type { ActivityInsightsResponse, DashboardResponse, MoodTrendsResponse } from '../../lambdas/contracts/analytics';
import {
  ZONE,
  addToCounters,
  chatSessionItem,
  journalItem,
  kolkata,
  moodLogItem,
  putItems,
  settledToday,
  shiftDays,
  weekdayOf,
} from './helpers/analytics-seed';
import { WEEKDAY_NAMES, activityHoursAndTotals, emptyDashboard, noActivity } from '../support/account-fixtures';
import { createEntry } from './helpers/journal';
import { api, registerUser, type TestUser } from './helpers/stack';

// Seeding waits for a "today" away from midnight, which may take a few seconds.
jest.setTimeout(60_000);

const get = <T>(user: TestUser | undefined, path: string) => api<T>('GET', path, user ? { token: user.token } : {});
const tz = `tz=${encodeURIComponent(ZONE)}`;

/**
 * One user's month in Kolkata (UTC+05:30), every figure worked out by hand below. `dN` is N
 * days before today.
 */
async function seedMonth(user: TestUser, today: string) {
  const at = (daysAgo: number, time: string) => kolkata(today, daysAgo, time);
  const moods = [
    moodLogItem(user.id, at(0, '09:00'), 4, 6, 3),
    moodLogItem(user.id, at(0, '21:00'), 3, 3, 6),
    moodLogItem(user.id, at(2, '20:00'), 5, 8, 2),
    moodLogItem(user.id, at(6, '07:00'), 3, 5, 5),
    moodLogItem(user.id, at(8, '12:00'), 2, 4, 7),
    moodLogItem(user.id, at(13, '23:45'), 4, 5, 4),
    moodLogItem(user.id, at(14, '12:00'), 1, 2, 9),
    moodLogItem(user.id, at(40, '12:00'), 5, 7, 1),
  ];
  const chats = [
    chatSessionItem(user.id, at(1, '23:40'), at(0, '00:25')), // 20 min on d1, 25 on d0
    chatSessionItem(user.id, at(3, '10:00'), at(3, '10:30:20')), // d3: 30 min 20 s …
    chatSessionItem(user.id, at(3, '18:00'), at(3, '18:00:40')), // … + 40 s = 31 min
    chatSessionItem(user.id, at(10, '09:00'), at(10, '09:00'), 0), // no message yet: 1
    chatSessionItem(user.id, at(35, '12:00'), at(35, '12:45')), // before the 30 days
    chatSessionItem(user.id, at(30, '23:30'), at(29, '00:20')), // only its 20 min on d29 count
  ];
  const entries = [
    journalItem(user.id, at(1, '23:30')),
    journalItem(user.id, at(2, '00:15')),
    journalItem(user.id, at(4, '12:00')), // d3 has none: the run is d0, d1, d2
    journalItem(user.id, at(100, '12:00')),
  ];
  await putItems([...moods, ...chats, ...entries]);
  await addToCounters(user.id, { totalMoodLogs: moods.length, totalChatSessions: chats.length, totalJournalEntries: entries.length });
  // Today's entries through the journal API (which counts them itself).
  await createEntry(user.token, { content: 'today, first' });
  await createEntry(user.token, { content: 'today, second' });
  return { moods };
}

/** Lots of data of someone else, on the same days. */
async function seedOtherUser(user: TestUser, today: string) {
  const at = (daysAgo: number, time: string) => kolkata(today, daysAgo, time);
  await putItems([
    ...[0, 1, 2, 7, 8, 9].map((d) => moodLogItem(user.id, at(d, '10:00'), 1, 9, 9)),
    ...[0, 1, 2, 3, 4, 5].map((d) => journalItem(user.id, at(d, '10:00'))),
    chatSessionItem(user.id, at(0, '01:00'), at(0, '03:00')),
    chatSessionItem(user.id, at(5, '01:00'), at(5, '01:30')),
  ]);
  await addToCounters(user.id, { totalMoodLogs: 6, totalJournalEntries: 6, totalChatSessions: 2 });
}

describe('GET /analytics/dashboard', () => {
  it("gives the caller's figures by local day, never another user's", async () => {
    const [user, other] = await Promise.all([registerUser(), registerUser()]);
    const today = await settledToday();
    const d = (n: number) => shiftDays(today, -n);
    const { moods } = await seedMonth(user, today);
    await seedOtherUser(other, today);

    const res = await get<DashboardResponse>(user, `/analytics/dashboard?${tz}`);
    expect(res.status).toBe(200);
    const stamp = (i: number) => moods[i]?.timestamp;
    expect(res.body).toEqual({
      // Every log (8 < 30), oldest first.
      mood_trend: [
        { date: d(40), score: 5, timestamp: stamp(7) },
        { date: d(14), score: 1, timestamp: stamp(6) },
        { date: d(13), score: 4, timestamp: stamp(5) },
        { date: d(8), score: 2, timestamp: stamp(4) },
        { date: d(6), score: 3, timestamp: stamp(3) },
        { date: d(2), score: 5, timestamp: stamp(2) },
        { date: d(0), score: 4, timestamp: stamp(0) },
        { date: d(0), score: 3, timestamp: stamp(1) },
      ],
      chat_activity: [
        { date: d(29), duration: 20 },
        { date: d(10), duration: 1 },
        { date: d(3), duration: 31 },
        { date: d(1), duration: 20 },
        { date: d(0), duration: 25 },
      ],
      journal_streak: 3,
      total_sessions: 6,
      // Last 7 days: 4, 3, 5, 3 → 3.75. The 7 before: 2, 4 → 3. (3.75 − 3) / 3 = 25%.
      mood_trend_percentage: 25,
      stats: {
        total_journal_entries: 6,
        total_mood_logs: 8,
        total_chat_sessions: 6,
        check_ins: 4,
        // 27 / 8 = 3.375 → 3.4
        mood_average: 3.4,
        active_days: 5,
      },
    });

    // The other user sees only their own: six days of entries, three logs this week.
    const theirs = await get<DashboardResponse>(other, `/analytics/dashboard?${tz}`);
    expect(theirs.body).toMatchObject({ journal_streak: 6, total_sessions: 2, stats: { check_ins: 3, mood_average: 1, active_days: 2 } });
  });

  it('counts what the mood-log, chat and journal routes write', async () => {
    const user = await registerUser();
    const today = await settledToday();
    const yesterday = kolkata(today, 1, '10:00').toISOString();
    const post = (path: string, body: unknown) => api<{ id: string }>('POST', path, { token: user.token, body });
    expect((await post('/mental-health/mood-logs', { mood: 4, energy: 7, stress: 2, timestamp: yesterday })).status).toBe(201);
    expect((await post('/mental-health/mood-logs', { mood: 2 })).status).toBe(201);
    const session = await post('/chat/sessions', { persona: 'sage' });
    expect(session.status).toBe(201);
    expect((await post(`/chat/sessions/${session.body.id}/messages`, { message: 'Hello' })).status).toBe(201);
    await createEntry(user.token, { content: 'today' });

    const res = await get<DashboardResponse>(user, `/analytics/dashboard?${tz}`);
    expect(res.body).toMatchObject({
      mood_trend: [
        { date: shiftDays(today, -1), score: 4, timestamp: yesterday },
        { date: today, score: 2 },
      ],
      // Seconds of chat today still show as a minute.
      chat_activity: [{ date: today, duration: 1 }],
      journal_streak: 1,
      total_sessions: 1,
      // Only the last 7 days have logs: no comparison.
      mood_trend_percentage: 0,
      stats: { total_journal_entries: 1, total_mood_logs: 2, total_chat_sessions: 1, check_ins: 2, mood_average: 3, active_days: 1 },
    });
    const week = await get<MoodTrendsResponse>(user, `/analytics/mood-trends?period=7d&${tz}`);
    expect(week.body.days).toEqual([
      { date: shiftDays(today, -1), average: 4, count: 1, averageEnergy: 7, averageStress: 2 },
      // The route's defaults: energy 5, stress 3.
      { date: today, average: 2, count: 1, averageEnergy: 5, averageStress: 3 },
    ]);
  });

  it('counts a journal streak longer than one page of keys', async () => {
    const user = await registerUser();
    const today = await settledToday();
    // 50 days in a row with two entries each (d0–d49), a gap on d50, then d51.
    const items = [];
    for (let n = 0; n < 50; n++) items.push(journalItem(user.id, kolkata(today, n, '08:00')), journalItem(user.id, kolkata(today, n, '19:30')));
    items.push(journalItem(user.id, kolkata(today, 51, '08:00')));
    await putItems(items);
    const res = await get<DashboardResponse>(user, `/analytics/dashboard?${tz}`);
    expect(res.body.journal_streak).toBe(50);
  });

  it('gives a new user the empty defaults, in UTC without tz', async () => {
    const user = await registerUser();
    const res = await get<DashboardResponse>(user, '/analytics/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(emptyDashboard());
  });
});

describe('GET /analytics/mood-trends', () => {
  it('averages and classes the local days of the period', async () => {
    const user = await registerUser();
    const today = await settledToday();
    const d = (n: number) => shiftDays(today, -n);
    await seedMonth(user, today);

    // Default period 30d: d14 1; d13 4; d8 2; d6 3; d2 5; d0 (4 + 3) / 2 = 3.5 → good.
    const month = await get<MoodTrendsResponse>(user, `/analytics/mood-trends?${tz}`);
    expect(month.status).toBe(200);
    expect(month.body).toEqual({
      period: '30d',
      from: d(29),
      to: today,
      days: [
        { date: d(14), average: 1, count: 1, averageEnergy: 2, averageStress: 9 },
        { date: d(13), average: 4, count: 1, averageEnergy: 5, averageStress: 4 },
        { date: d(8), average: 2, count: 1, averageEnergy: 4, averageStress: 7 },
        { date: d(6), average: 3, count: 1, averageEnergy: 5, averageStress: 5 },
        { date: d(2), average: 5, count: 1, averageEnergy: 8, averageStress: 2 },
        { date: d(0), average: 3.5, count: 2, averageEnergy: 4.5, averageStress: 4.5 },
      ],
      counts: { good: 3, neutral: 1, difficult: 2 },
      // (1 + 4 + 2 + 3 + 5 + 4 + 3) / 7 = 22 / 7 = 3.142… → 3.14
      average: 3.14,
    });

    const week = await get<MoodTrendsResponse>(user, `/analytics/mood-trends?period=7d&${tz}`);
    expect(week.body).toMatchObject({ period: '7d', from: d(6), to: today, counts: { good: 2, neutral: 1, difficult: 0 }, average: 3.75 });
    expect(week.body.days.map((day) => day.date)).toEqual([d(6), d(2), d(0)]);

    // A year adds d40 (5): 27 / 8 = 3.375 → 3.38.
    const year = await get<MoodTrendsResponse>(user, `/analytics/mood-trends?period=1y&${tz}`);
    expect(year.body).toMatchObject({ period: '1y', from: d(364), counts: { good: 4, neutral: 1, difficult: 2 }, average: 3.38 });
    expect(year.body.days[0]).toEqual({ date: d(40), average: 5, count: 1, averageEnergy: 7, averageStress: 1 });
  });

  it('gives a new user no days and a null average', async () => {
    const user = await registerUser();
    const res = await get<MoodTrendsResponse>(user, `/analytics/mood-trends?period=90d&${tz}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ period: '90d', days: [], counts: { good: 0, neutral: 0, difficult: 0 }, average: null });
  });
});

describe('GET /analytics/activity-insights', () => {
  it('gives weekday and hour histograms and check-in consistency over 90 local days', async () => {
    const [user, other] = await Promise.all([registerUser(), registerUser()]);
    const today = await settledToday();
    const at = (daysAgo: number, time: string) => kolkata(today, daysAgo, time);
    await putItems([
      journalItem(user.id, at(7, '22:30')),
      journalItem(user.id, at(14, '22:10')),
      journalItem(user.id, at(1, '08:00')),
      journalItem(user.id, at(90, '12:00')), // before the window (d89 is its first day)
      chatSessionItem(user.id, at(7, '22:45'), at(7, '23:05')),
      chatSessionItem(user.id, at(21, '09:00'), at(21, '09:30')),
      moodLogItem(user.id, at(7, '08:30'), 3, 5, 4),
      moodLogItem(user.id, at(14, '21:00'), 3, 6, 3),
      moodLogItem(user.id, at(1, '08:15'), 3, 7, 2),
      moodLogItem(user.id, at(89, '00:30'), 3, 4, 8), // the first day of the window
      moodLogItem(user.id, at(90, '23:00'), 3, 9, 9), // the day before it
    ]);
    await seedOtherUser(other, today);

    const res = await get<ActivityInsightsResponse>(user, `/analytics/activity-insights?${tz}`);
    expect(res.status).toBe(200);
    // d7, d14 and d21 fall on today's weekday W: 2 entries + 2 chats + 2 logs = 6. d1 (W − 1):
    // 1 entry + 1 log = 2. d89 (89 = 12 weeks + 5 days, so W − 5 = W + 2): 1 log. Others 0.
    const w = weekdayOf(today);
    const top = [
      { weekday: w, count: 6 },
      { weekday: (w + 6) % 7, count: 2 },
      { weekday: (w + 2) % 7, count: 1 },
    ];
    const rest = [0, 1, 2, 3, 4, 5, 6].filter((day) => !top.some((t) => t.weekday === day)).map((weekday) => ({ weekday, count: 0 }));
    expect(res.body).toEqual({
      from: shiftDays(today, -89),
      to: today,
      mostActiveWeekdays: [...top, ...rest].map((x) => ({ ...x, name: WEEKDAY_NAMES[x.weekday] })),
      ...activityHoursAndTotals(),
      checkInConsistency: 4.4, // 4 days of 90 = 4.44…%
      checkInDays: 4,
      days: 90,
    });
  });

  it('gives a new user zeros', async () => {
    const user = await registerUser();
    const res = await get<ActivityInsightsResponse>(user, `/analytics/activity-insights?${tz}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(noActivity());
    expect(res.body.mostActiveWeekdays.map((x) => x.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('analytics requests', () => {
  const paths = ['/analytics/dashboard', '/analytics/mood-trends', '/analytics/activity-insights'];

  it.each(paths)('%s refuses a time zone that is not an IANA name with 400 and a message', async (path) => {
    const user = await registerUser();
    for (const bad of ['Mars/Olympus', 'UTC+2', '', 'x'.repeat(80)]) {
      const res = await get<{ message: string }>(user, `${path}?tz=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^tz: /);
    }
  });

  it('refuses an unknown period with 400', async () => {
    const user = await registerUser();
    for (const bad of ['2w', '365d', '']) {
      const res = await get<{ message: string }>(user, `/analytics/mood-trends?period=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('period: period must be one of 7d, 30d, 90d, 1y');
    }
  });

  it.each(paths)('%s needs a signed-in user', async (path) => {
    const res = await get<{ message: string }>(undefined, path);
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
    const forged = await api<{ message: string }>('GET', path, { token: 'not-a-token' });
    expect(forged.status).toBe(401);
  });
});
