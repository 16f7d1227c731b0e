import {
  activityInsights,
  chatActivity,
  dashboard,
  dayClass,
  journalStreak,
  moodTrend,
  moodTrendPercentage,
  moodTrends,
  round,
  streakRun,
  type DashboardInput,
  type MoodPoint,
} from '../../lambdas/analytics/calculations';
import { WEEKDAY_NAMES, activityHoursAndTotals, emptyDashboard, noActivity } from '../support/account-fixtures';

// Every expected figure below is worked out by hand in the comments next to it.
const ms = (iso: string) => Date.parse(iso);
const mood = (iso: string, score: number): MoodPoint => ({ ms: ms(iso), timestamp: new Date(ms(iso)).toISOString(), mood: score });
const sample = (iso: string, m: number, energy = 5, stress = 3) => ({ ms: ms(iso), mood: m, energy, stress });
/** A chat session from its start to its last message. */
const span = (start: string, end: string) => ({ startMs: ms(start), endMs: ms(end) });
const noCounters = { totalJournalEntries: 0, totalChatSessions: 0, totalMoodLogs: 0 };

function dashboardOf(overrides: Partial<DashboardInput>) {
  return dashboard({
    timeZone: 'UTC',
    today: '2024-06-15',
    recentMoods: [],
    twoWeeksMoods: [],
    chats: [],
    journalStreak: 0,
    counters: noCounters,
    ...overrides,
  });
}

describe('round', () => {
  it('rounds half away from zero on the decimal value', () => {
    expect(round(3.35, 1)).toBe(3.4);
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-12.25, 1)).toBe(-12.3);
    expect(round(2.5, 0)).toBe(3);
    expect(round(3.4999, 0)).toBe(3);
    expect(Object.is(round(-0.04, 1), 0)).toBe(true);
    expect(round(1e-7, 1)).toBe(0);
  });
});

describe('empty data', () => {
  it('gives zeros, empty lists and null averages', () => {
    expect(dashboardOf({})).toEqual(emptyDashboard());
    expect(moodTrends([], 'UTC', '30d', '2024-06-15')).toEqual({
      period: '30d',
      from: '2024-05-17',
      to: '2024-06-15',
      days: [],
      counts: { good: 0, neutral: 0, difficult: 0 },
      average: null,
    });
    expect(activityInsights({ journal: [], chats: [], moods: [] }, 'UTC', '2024-06-15')).toEqual({
      from: '2024-03-18',
      to: '2024-06-15',
      mostActiveWeekdays: WEEKDAY_NAMES.map((name, weekday) => ({ weekday, name, count: 0 })),
      ...noActivity(),
    });
    expect(journalStreak([], 'UTC', '2024-06-15')).toBe(0);
  });

  it('never reports a negative counter', () => {
    const out = dashboardOf({ counters: { totalJournalEntries: -1, totalChatSessions: 4, totalMoodLogs: 7 } });
    expect(out.total_sessions).toBe(4);
    expect(out.stats).toMatchObject({ total_journal_entries: 0, total_mood_logs: 7, total_chat_sessions: 4 });
  });
});

describe('journal streak', () => {
  it('counts local days across midnight in Los Angeles', () => {
    // Local days 18, 19, 20 Nov (today 20): 3. The same instants in UTC fall on 19, 20, 20: 2.
    const entries = [ms('2024-11-18T23:30:00-08:00'), ms('2024-11-19T23:30:00-08:00'), ms('2024-11-20T00:15:00-08:00')];
    expect(journalStreak(entries, 'America/Los_Angeles', '2024-11-20')).toBe(3);
    expect(journalStreak(entries, 'UTC', '2024-11-20')).toBe(2);
  });

  it('counts local days across midnight in Kolkata', () => {
    // 23:30 on the 18th and 00:15 on the 19th in Kolkata: two days, today the 19th. Both are
    // on 18 Nov in UTC (18:00Z and 18:45Z): one day, and it is yesterday there.
    const entries = [ms('2024-11-18T23:30:00+05:30'), ms('2024-11-19T00:15:00+05:30')];
    expect(journalStreak(entries, 'Asia/Kolkata', '2024-11-19')).toBe(2);
    expect(journalStreak(entries, 'UTC', '2024-11-19')).toBe(1);
  });

  it('stops at a day without an entry', () => {
    // 15, 14, (no 13), 12, 11: the run from today is 15 and 14.
    const days = ['2024-06-15T08:00:00Z', '2024-06-14T20:00:00Z', '2024-06-14T09:00:00Z', '2024-06-12T10:00:00Z', '2024-06-11T10:00:00Z'];
    expect(journalStreak(days.map(ms), 'UTC', '2024-06-15')).toBe(2);
  });

  it('may end yesterday but not two days ago', () => {
    expect(journalStreak(['2024-06-14T10:00:00Z', '2024-06-13T10:00:00Z', '2024-06-12T10:00:00Z'].map(ms), 'UTC', '2024-06-15')).toBe(3);
    expect(journalStreak(['2024-06-13T10:00:00Z', '2024-06-12T10:00:00Z', '2024-06-11T10:00:00Z'].map(ms), 'UTC', '2024-06-15')).toBe(0);
  });

  it('counts a DST change day once', () => {
    // Berlin: 23:30 CET on 30 Mar, 03:10 CEST on 31 Mar (a 23-hour day), 00:30 CEST on 1 Apr.
    const entries = [ms('2024-03-30T23:30:00+01:00'), ms('2024-03-31T03:10:00+02:00'), ms('2024-04-01T00:30:00+02:00')];
    expect(journalStreak(entries, 'Europe/Berlin', '2024-04-01')).toBe(3);
    // In UTC those are 30 Mar 22:30, 31 Mar 01:10 and 31 Mar 22:30: two days ending yesterday.
    expect(journalStreak(entries, 'UTC', '2024-04-01')).toBe(2);
  });

  it('says whether the run is known to end within the days read so far', () => {
    expect(streakRun(['2024-06-15', '2024-06-15', '2024-06-14'], '2024-06-15')).toEqual({ streak: 2, ended: false });
    expect(streakRun(['2024-06-15', '2024-06-13'], '2024-06-15')).toEqual({ streak: 1, ended: true });
    expect(streakRun(['2024-06-10'], '2024-06-15')).toEqual({ streak: 0, ended: true });
    expect(streakRun([], '2024-06-15')).toEqual({ streak: 0, ended: false });
    // An entry dated after today (a clock ahead) does not start the run.
    expect(streakRun(['2024-06-16', '2024-06-15'], '2024-06-15')).toEqual({ streak: 1, ended: false });
  });
});

describe('chat activity', () => {
  const june = { from: '2024-05-17', to: '2024-06-15' };
  const minutesByDay = (...days: [string, number][]) => days.map(([date, duration]) => ({ date, duration }));

  it('splits a session across midnight over both local days', () => {
    // New York (EDT, UTC−4): 23:40 on the 14th to 00:25 on the 15th: 20 + 25 minutes.
    const spans = [span('2024-06-14T23:40:00-04:00', '2024-06-15T00:25:00-04:00')];
    expect(chatActivity(spans, 'America/New_York', june)).toEqual(minutesByDay(['2024-06-14', 20], ['2024-06-15', 25]));
    // In UTC both ends are on the 15th (03:40Z–04:25Z): one day of 45 minutes.
    expect(chatActivity(spans, 'UTC', june)).toEqual(minutesByDay(['2024-06-15', 45]));
    const out = dashboardOf({ timeZone: 'America/New_York', chats: spans });
    expect(out.chat_activity).toHaveLength(2);
    expect(out.stats.active_days).toBe(2);
  });

  // Each case: sessions in UTC, and the minutes they give each day of the window.
  it.each([
    {
      title: 'sums a day, rounds it to whole minutes and counts a short chat as 1',
      spans: [
        // 10 June: 30 min 20 s + 40 s = 31 min.
        span('2024-06-10T10:00:00Z', '2024-06-10T10:30:20Z'),
        span('2024-06-10T18:00:00Z', '2024-06-10T18:00:40Z'),
        // 11 June: 20 s, rounds to 0, shown as 1.
        span('2024-06-11T09:00:00Z', '2024-06-11T09:00:20Z'),
        // 12 June: no message yet (lastMessageAt = startedAt): the day still counts, 1.
        span('2024-06-12T09:00:00Z', '2024-06-12T09:00:00Z'),
        // 13 June: 90 s rounds half up to 2.
        span('2024-06-13T09:00:00Z', '2024-06-13T09:01:30Z'),
      ],
      days: minutesByDay(['2024-06-10', 31], ['2024-06-11', 1], ['2024-06-12', 1], ['2024-06-13', 2]),
    },
    {
      title: 'keeps to the window and to days the session really runs into',
      spans: [
        // Ends exactly at midnight: 30 minutes on the 13th, nothing on the 14th.
        span('2024-06-13T23:30:00Z', '2024-06-14T00:00:00Z'),
        // Started the evening before the window: only its 10 minutes on 17 May count.
        span('2024-05-16T23:50:00Z', '2024-05-17T00:10:00Z'),
        // Wholly before the window.
        span('2024-05-15T10:00:00Z', '2024-05-15T11:00:00Z'),
        // Starts today, runs past the end of today: only today's 15 minutes.
        span('2024-06-15T23:45:00Z', '2024-06-16T00:30:00Z'),
      ],
      days: minutesByDay(['2024-05-17', 10], ['2024-06-13', 30], ['2024-06-15', 15]),
    },
  ])('$title', ({ spans, days }) => {
    expect(chatActivity(spans, 'UTC', june)).toEqual(days);
  });

  it('measures real time on a DST change day', () => {
    // Berlin: 23:30 CET on 30 Mar to 03:30 CEST on 31 Mar is 22:30Z to 01:30Z, 3 hours:
    // 30 minutes before midnight and 150 after (02:00–03:00 does not exist that night).
    const spans = [span('2024-03-30T23:30:00+01:00', '2024-03-31T03:30:00+02:00')];
    expect(chatActivity(spans, 'Europe/Berlin', { from: '2024-03-03', to: '2024-04-01' })).toEqual(minutesByDay(['2024-03-30', 30], ['2024-03-31', 150]));
  });
});

describe('mood trend on the dashboard', () => {
  it('keeps the last 30 logs, oldest first, dated by local day', () => {
    // 35 daily logs from 1 May (given out of order). The first five (mood 1) fall out; of the
    // last 30, twenty are 4 and ten are 5: average 130 / 30 = 4.333… → 4.3. (All 35 would
    // give 135 / 35 = 3.857… → 3.9.)
    const logs: MoodPoint[] = [];
    for (let i = 0; i < 35; i++) {
      const day = new Date(Date.UTC(2024, 4, 1 + i, 12)).toISOString();
      logs.push(mood(day, i < 5 ? 1 : i < 25 ? 4 : 5));
    }
    logs.reverse();
    const out = dashboardOf({ recentMoods: logs });
    expect(out.mood_trend).toHaveLength(30);
    expect(out.mood_trend[0]).toEqual({ date: '2024-05-06', score: 4, timestamp: '2024-05-06T12:00:00.000Z' });
    expect(out.mood_trend[29]).toEqual({ date: '2024-06-04', score: 5, timestamp: '2024-06-04T12:00:00.000Z' });
    expect(out.stats.mood_average).toBe(4.3);
  });

  it('dates a log by the local day', () => {
    // 20:00Z on 8 June is 01:30 on 9 June in Kolkata.
    expect(moodTrend([mood('2024-06-08T20:00:00Z', 3)], 'Asia/Kolkata')).toEqual([
      { date: '2024-06-09', score: 3, timestamp: '2024-06-08T20:00:00.000Z' },
    ]);
  });

  it('counts check-ins of the last 7 local days', () => {
    const twoWeeksMoods = [
      mood('2024-06-15T09:00:00Z', 4),
      mood('2024-06-09T00:10:00Z', 4), // first day of the last 7
      mood('2024-06-08T23:50:00Z', 2), // the day before
      mood('2024-06-03T10:00:00Z', 3),
    ];
    expect(dashboardOf({ twoWeeksMoods }).stats.check_ins).toBe(2);
  });
});

describe('mood trend percentage', () => {
  const today = '2024-06-15';

  it('is up when the last 7 days are better than the 7 before', () => {
    // Last 7 days (9–15 June): 4, 4 → 4. The 7 before (2–8 June): 2, 3, 3, 4 → 3.
    // (4 − 3) / 3 × 100 = 33.33… → 33.3.
    const logs = [
      mood('2024-06-15T08:00:00Z', 4),
      mood('2024-06-09T00:00:00Z', 4),
      mood('2024-06-08T23:59:59Z', 2),
      mood('2024-06-05T12:00:00Z', 3),
      mood('2024-06-04T12:00:00Z', 3),
      mood('2024-06-02T00:00:00Z', 4),
      mood('2024-06-01T23:00:00Z', 1), // outside both weeks
    ];
    expect(moodTrendPercentage(logs, 'UTC', today)).toBe(33.3);
    expect(dashboardOf({ twoWeeksMoods: logs }).mood_trend_percentage).toBe(33.3);
  });

  it('is down when they are worse', () => {
    // Last: 3 → 3. Before: 4, 4 → 4. (3 − 4) / 4 × 100 = −25.
    const logs = [mood('2024-06-12T08:00:00Z', 3), mood('2024-06-07T08:00:00Z', 4), mood('2024-06-03T08:00:00Z', 4)];
    expect(moodTrendPercentage(logs, 'UTC', today)).toBe(-25);
  });

  it('weighs each log the same', () => {
    // Last: 4, 4, 5 → 13/3. Before: 3, 4 → 7/2. (13/3 − 7/2) / (7/2) × 100 = 500/21 = 23.809… → 23.8.
    const lastWeek = [mood('2024-06-15T08:00:00Z', 4), mood('2024-06-15T20:00:00Z', 4), mood('2024-06-10T08:00:00Z', 5)];
    const weekBefore = [mood('2024-06-06T08:00:00Z', 3), mood('2024-06-02T08:00:00Z', 4)];
    expect(moodTrendPercentage([...lastWeek, ...weekBefore], 'UTC', today)).toBe(23.8);
  });

  it('is 0 with the same average or without logs in either week', () => {
    expect(moodTrendPercentage([mood('2024-06-14T08:00:00Z', 3), mood('2024-06-04T08:00:00Z', 3)], 'UTC', today)).toBe(0);
    expect(moodTrendPercentage([mood('2024-06-14T08:00:00Z', 5)], 'UTC', today)).toBe(0);
    expect(moodTrendPercentage([mood('2024-06-04T08:00:00Z', 5)], 'UTC', today)).toBe(0);
    expect(moodTrendPercentage([], 'UTC', today)).toBe(0);
  });

  it('splits the weeks at local midnight', () => {
    // 20:00Z on 8 June is 9 June in Kolkata (the last week) but 8 June in UTC (the week before).
    const logs = [mood('2024-06-08T20:00:00Z', 5), mood('2024-06-05T08:00:00Z', 4), mood('2024-06-12T08:00:00Z', 3)];
    // Kolkata: last 5, 3 → 4; before 4 → 4: 0. UTC: last 3; before 5, 4 → 4.5: (3 − 4.5) / 4.5 = −33.3.
    expect(moodTrendPercentage(logs, 'Asia/Kolkata', today)).toBe(0);
    expect(moodTrendPercentage(logs, 'UTC', today)).toBe(-33.3);
  });
});

describe('mood trends', () => {
  it('averages each day, classes it and averages the period', () => {
    const samples = [
      sample('2024-06-08T12:00:00Z', 5), // before the 7 days
      sample('2024-06-10T08:00:00Z', 3, 5, 3), // 10 June: mood 3.5 → good; energy 5.5; stress 3.5
      sample('2024-06-10T20:00:00Z', 4, 6, 4),
      sample('2024-06-11T08:00:00Z', 2, 7, 2), // 11 June: mood 2.5 → neutral; energy 7.5; stress 2
      sample('2024-06-11T09:00:00Z', 3, 8, 2),
      sample('2024-06-12T08:00:00Z', 4, 4, 6), // 12 June: 4 → good
      sample('2024-06-13T08:00:00Z', 2, 1, 9), // 13 June: 2 → difficult
      sample('2024-06-14T08:00:00Z', 1, 3, 5), // 14 June: 5/3 = 1.67 → difficult; energy 10/3 = 3.33; stress 16/3 = 5.33
      sample('2024-06-14T09:00:00Z', 2, 3, 5),
      sample('2024-06-14T10:00:00Z', 2, 4, 6),
      sample('2024-06-16T08:00:00Z', 5), // after today
    ];
    expect(moodTrends(samples, 'UTC', '7d', '2024-06-15')).toEqual({
      period: '7d',
      from: '2024-06-09',
      to: '2024-06-15',
      days: [
        { date: '2024-06-10', average: 3.5, count: 2, averageEnergy: 5.5, averageStress: 3.5 },
        { date: '2024-06-11', average: 2.5, count: 2, averageEnergy: 7.5, averageStress: 2 },
        { date: '2024-06-12', average: 4, count: 1, averageEnergy: 4, averageStress: 6 },
        { date: '2024-06-13', average: 2, count: 1, averageEnergy: 1, averageStress: 9 },
        { date: '2024-06-14', average: 1.67, count: 3, averageEnergy: 3.33, averageStress: 5.33 },
      ],
      counts: { good: 2, neutral: 1, difficult: 2 },
      // 3 + 4 + 2 + 3 + 4 + 2 + 1 + 2 + 2 = 23 over 9 logs = 2.555… → 2.56.
      average: 2.56,
    });
  });

  it('classes averages by spec §9 after rounding half up', () => {
    expect([3.5, 2.5, 4, 2, 3.49, 1, 5].map(dayClass)).toEqual(['good', 'neutral', 'good', 'difficult', 'neutral', 'difficult', 'good']);
  });

  it('covers the period in local days, DST days included', () => {
    // Berlin, 1y ending 1 Apr 2024: from 3 Apr 2023. Both logs are on 31 March locally
    // (00:30 CET and 23:30 CEST), although the second is 21:30Z.
    const samples = [sample('2024-03-31T00:30:00+01:00', 2), sample('2024-03-31T23:30:00+02:00', 5), sample('2023-04-02T12:00:00+02:00', 1)];
    const out = moodTrends(samples, 'Europe/Berlin', '1y', '2024-04-01');
    expect(out).toMatchObject({ from: '2023-04-03', to: '2024-04-01', counts: { good: 1, neutral: 0, difficult: 0 }, average: 3.5 });
    expect(out.days).toEqual([{ date: '2024-03-31', average: 3.5, count: 2, averageEnergy: 5, averageStress: 3 }]);
  });
});

describe('activity insights', () => {
  it('makes weekday and hour histograms over the last 90 local days', () => {
    // Tokyo (UTC+9); today Saturday 15 June 2024, window 18 March – 15 June.
    const tokyo = (local: string) => ms(`${local}+09:00`);
    const out = activityInsights(
      {
        journal: [
          tokyo('2024-06-14T22:30:00'), // Fri 22
          tokyo('2024-06-13T22:10:00'), // Thu 22
          tokyo('2024-06-10T08:00:00'), // Mon 8
          tokyo('2024-03-17T23:59:00'), // before the window
        ],
        chats: [tokyo('2024-06-14T22:45:00'), tokyo('2024-06-12T09:00:00')], // Fri 22, Wed 9
        moods: [
          { ms: tokyo('2024-06-14T08:30:00'), energy: 5, stress: 4 }, // Fri 8
          { ms: tokyo('2024-06-14T21:00:00'), energy: 6, stress: 3 }, // Fri 21
          { ms: tokyo('2024-06-11T08:15:00'), energy: 7, stress: 2 }, // Tue 8
          // Mon 18 March 00:30 locally, the window's first day (Sunday 17 March 15:30 in UTC).
          { ms: tokyo('2024-03-18T00:30:00'), energy: 4, stress: 8 },
          { ms: tokyo('2024-06-16T00:10:00'), energy: 1, stress: 1 }, // tomorrow
        ],
      },
      'Asia/Tokyo',
      '2024-06-15',
    );
    expect(out).toEqual({
      from: '2024-03-18',
      to: '2024-06-15',
      // Fri: 1 entry + 1 chat + 2 logs = 4; Mon: 1 entry + 1 log = 2; Tue, Wed, Thu: 1; Sun, Sat: 0.
      mostActiveWeekdays: [
        { weekday: 5, name: 'Friday', count: 4 },
        { weekday: 1, name: 'Monday', count: 2 },
        { weekday: 2, name: 'Tuesday', count: 1 },
        { weekday: 3, name: 'Wednesday', count: 1 },
        { weekday: 4, name: 'Thursday', count: 1 },
        { weekday: 0, name: 'Sunday', count: 0 },
        { weekday: 6, name: 'Saturday', count: 0 },
      ],
      ...activityHoursAndTotals(),
      checkInConsistency: 3.3, // 3 days (14 Jun, 11 Jun, 18 Mar) / 90 = 3.33…%
      checkInDays: 3,
      days: 90,
    });
  });
});
