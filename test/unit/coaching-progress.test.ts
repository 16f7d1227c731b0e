import { progress, type ProgressInput, type SessionStart } from '../../lambdas/analytics/achievements';
import { ACHIEVEMENTS, type AchievementId } from '../../lambdas/contracts/achievements';

const ms = (iso: string) => Date.parse(iso);
const session = (iso: string, persona: string): SessionStart => ({ startMs: ms(iso), persona });
/** One entry at `hour` (UTC) on each of `count` days from `first`. */
const dailyEntries = (first: string, count: number, hour = 9) =>
  Array.from({ length: count }, (_, i) => ms(`${first}T${String(hour).padStart(2, '0')}:00:00Z`) + i * 86_400_000);

function progressOf(overrides: Partial<ProgressInput>) {
  return progress({ timeZone: 'UTC', today: '2024-06-15', sessions: [], journalTimes: [], totalSessions: 0, ...overrides });
}

function achievement(result: ReturnType<typeof progress>, id: AchievementId) {
  const found = result.achievements.find((a) => a.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
}

describe('coaching progress', () => {
  it('shows a new account zeros and every achievement locked, with what it takes', () => {
    const result = progressOf({});
    expect(result).toEqual({
      streak: 0,
      totalSessions: 0,
      progress: 0,
      achievements: ACHIEVEMENTS.map(({ id, target }) => ({ id, target, count: 0, unlocked: false, unlockedAt: null })),
    });
  });

  it('takes the session count the dashboard shows', () => {
    expect(progressOf({ totalSessions: 4 }).totalSessions).toBe(4);
  });

  it('unlocks First Session on the first session, dated by its start, and counts it towards its coach', () => {
    const result = progressOf({ sessions: [session('2024-06-10T08:30:00Z', 'sage')], totalSessions: 1 });
    expect(achievement(result, 'first-session')).toEqual({ id: 'first-session', target: 1, count: 1, unlocked: true, unlockedAt: '2024-06-10T08:30:00.000Z' });
    expect(achievement(result, 'mindfulness-master')).toMatchObject({ count: 1, target: 10, unlocked: false, unlockedAt: null });
    expect(achievement(result, 'goal-setter')).toMatchObject({ count: 0, unlocked: false });
    // 1 of 6 unlocked: 16.7 % rounds to 17.
    expect(result.progress).toBe(17);
  });

  it('dates a per-coach achievement by the session that reached its target, whatever order they come in', () => {
    const sessions = [
      session('2024-05-05T10:00:00Z', 'phoenix'),
      session('2024-05-01T10:00:00Z', 'phoenix'),
      session('2024-05-04T10:00:00Z', 'phoenix'),
      session('2024-05-02T10:00:00Z', 'harmony'),
      session('2024-05-03T10:00:00Z', 'phoenix'),
      session('2024-05-02T11:00:00Z', 'phoenix'),
      session('2024-05-09T10:00:00Z', 'phoenix'),
    ];
    const result = progressOf({ sessions });
    // Phoenix's fifth session by start: 05-01, 05-02, 05-03, 05-04, 05-05.
    expect(achievement(result, 'cognitive-champion')).toMatchObject({ count: 5, unlocked: true, unlockedAt: '2024-05-05T10:00:00.000Z' });
    expect(achievement(result, 'emotional-expert')).toMatchObject({ count: 1, unlocked: false });
    expect(achievement(result, 'first-session').unlockedAt).toBe('2024-05-01T10:00:00.000Z');
  });

  it('unlocks Goal Setter with a session with Zenith only', () => {
    expect(achievement(progressOf({ sessions: [session('2024-06-01T10:00:00Z', 'sage')] }), 'goal-setter').unlocked).toBe(false);
    expect(achievement(progressOf({ sessions: [session('2024-06-01T10:00:00Z', 'zenith')] }), 'goal-setter').unlocked).toBe(true);
  });

  it('unlocks 7-Day Streak on the seventh journal day in a row and keeps it after the run ends', () => {
    // Seven days 2024-05-01..07, then a gap: today's streak is 0 but the achievement stays earned.
    const result = progressOf({ journalTimes: dailyEntries('2024-05-01', 7) });
    expect(achievement(result, 'seven-day-streak')).toEqual({
      id: 'seven-day-streak', target: 7, count: 7, unlocked: true, unlockedAt: '2024-05-07T09:00:00.000Z',
    });
    expect(result.streak).toBe(0);
  });

  it('counts six days in a row as six of seven, and a broken run starts again', () => {
    // 05-01..05-03, gap on 05-04, then 05-05..05-10: runs of 3 and 6.
    const times = [...dailyEntries('2024-05-01', 3), ...dailyEntries('2024-05-05', 6)];
    expect(achievement(progressOf({ journalTimes: times }), 'seven-day-streak')).toMatchObject({ count: 6, unlocked: false, unlockedAt: null });
  });

  it('reads days in the person’s time zone', () => {
    // 23:30 UTC is the next morning in Tokyo: seven UTC evenings are seven Tokyo mornings, still in a row;
    // but two entries on one UTC day at 00:30 and 23:30 fall on two Tokyo days.
    const evenings = dailyEntries('2024-05-01', 6, 23).map((t) => t + 30 * 60_000);
    const extra = ms('2024-05-01T00:30:00Z');
    expect(achievement(progressOf({ journalTimes: evenings }), 'seven-day-streak').count).toBe(6);
    expect(achievement(progressOf({ journalTimes: [extra, ...evenings], timeZone: 'Asia/Tokyo' }), 'seven-day-streak')).toMatchObject({
      count: 7,
      unlocked: true,
      unlockedAt: '2024-05-06T23:30:00.000Z',
    });
  });

  it('gives the streak the dashboard gives: days in a row ending today or yesterday', () => {
    expect(progressOf({ journalTimes: dailyEntries('2024-06-12', 3) }).streak).toBe(3);
    expect(progressOf({ journalTimes: dailyEntries('2024-06-11', 3) }).streak).toBe(0);
  });

  it('counts every achievement unlocked in the progress share', () => {
    const sessions = [
      ...Array.from({ length: 10 }, (_, i) => session(`2024-04-${String(i + 1).padStart(2, '0')}T10:00:00Z`, 'sage')),
      ...Array.from({ length: 5 }, (_, i) => session(`2024-04-${String(i + 11).padStart(2, '0')}T10:00:00Z`, 'phoenix')),
      ...Array.from({ length: 5 }, (_, i) => session(`2024-04-${String(i + 16).padStart(2, '0')}T10:00:00Z`, 'harmony')),
      session('2024-04-25T10:00:00Z', 'zenith'),
    ];
    const result = progressOf({ sessions, journalTimes: dailyEntries('2024-06-09', 7) });
    expect(result.achievements.every((a) => a.unlocked)).toBe(true);
    expect(result.progress).toBe(100);
    expect(result.streak).toBe(7);
  });
});
