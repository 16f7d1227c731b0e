/**
 * Coaching progress from the person's own activity: each achievement unlocks when earned, on the
 * date it was earned, and stays unlocked (earned once is earned).
 */
import { ACHIEVEMENTS, type AchievementStatus, type ProgressResponse } from '../contracts/achievements';
import type { CoachId } from '../contracts/coaches';
import { journalStreak } from './calculations';
import { addDays, localDate } from './local-days';

export interface SessionStart {
  startMs: number;
  persona: CoachId | string;
}

export interface ProgressInput {
  timeZone: string;
  today: string;
  sessions: readonly SessionStart[];
  journalTimes: readonly number[];
  /** The counter the dashboard shows as Total Sessions. */
  totalSessions: number;
}

/** The longest run of consecutive local days with an entry, and the first entry of the day a run first reached `target`. */
function journalRuns(journalTimes: readonly number[], timeZone: string, target: number): { longest: number; reachedAt: number | null } {
  const firstOfDay = new Map<string, number>();
  for (const ms of [...journalTimes].sort((a, b) => a - b)) {
    const day = localDate(ms, timeZone);
    if (!firstOfDay.has(day)) firstOfDay.set(day, ms);
  }
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  let reachedAt: number | null = null;
  for (const [day, ms] of firstOfDay) {
    run = previous !== undefined && day === addDays(previous, 1) ? run + 1 : 1;
    previous = day;
    longest = Math.max(longest, run);
    if (reachedAt === null && run >= target) reachedAt = ms;
  }
  return { longest, reachedAt };
}

function sessionAchievement(starts: readonly number[], target: number): Pick<AchievementStatus, 'count' | 'unlockedAt'> {
  const reached = starts.length >= target ? starts[target - 1] : undefined;
  return { count: Math.min(starts.length, target), unlockedAt: reached === undefined ? null : new Date(reached).toISOString() };
}

export function achievements(input: Omit<ProgressInput, 'today' | 'totalSessions'>): AchievementStatus[] {
  const sessions = [...input.sessions].sort((a, b) => a.startMs - b.startMs);
  return ACHIEVEMENTS.map((definition) => {
    const { id, target, earnedBy } = definition;
    let progress: Pick<AchievementStatus, 'count' | 'unlockedAt'>;
    if (earnedBy.kind === 'journal-days-in-a-row') {
      const runs = journalRuns(input.journalTimes, input.timeZone, target);
      progress = { count: Math.min(runs.longest, target), unlockedAt: runs.reachedAt === null ? null : new Date(runs.reachedAt).toISOString() };
    } else {
      const coach = 'coach' in earnedBy ? earnedBy.coach : undefined;
      const starts = sessions.filter((session) => coach === undefined || session.persona === coach).map((session) => session.startMs);
      progress = sessionAchievement(starts, target);
    }
    return { id, target, unlocked: progress.unlockedAt !== null, ...progress };
  });
}

export function progress(input: ProgressInput): ProgressResponse {
  const list = achievements(input);
  const unlocked = list.filter((achievement) => achievement.unlocked).length;
  return {
    streak: journalStreak(input.journalTimes, input.timeZone, input.today),
    totalSessions: input.totalSessions,
    achievements: list,
    progress: Math.round((unlocked / list.length) * 100),
  };
}
