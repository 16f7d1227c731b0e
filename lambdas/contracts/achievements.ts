/**
 * The coaching progress on /ai-coaching: the achievements (spec §2 names them; what earns each is
 * the project's, docs/decisions/true-coaching-progress.md) and the progress answer. Without zod:
 * the page reads the definitions.
 */
import type { CoachId } from './coaches';

interface AchievementDefinition {
  id: string;
  name: string;
  /** What earns it, in the words the page shows under a locked one. */
  description: string;
  /** How many (days in a row, or sessions) earn it. */
  target: number;
  /** Journal days in a row, or coaching sessions (with one coach, when named). */
  earnedBy: { kind: 'journal-days-in-a-row' } | { kind: 'sessions'; coach?: CoachId };
}

export const ACHIEVEMENTS = [
  {
    id: 'seven-day-streak', name: '7-Day Streak', description: 'Write in your journal seven days in a row', target: 7,
    earnedBy: { kind: 'journal-days-in-a-row' },
  },
  {
    id: 'first-session', name: 'First Session', description: 'Start your first coaching session', target: 1,
    earnedBy: { kind: 'sessions' },
  },
  {
    id: 'goal-setter', name: 'Goal Setter', description: 'Work on a goal with Zenith, the goal coach', target: 1,
    earnedBy: { kind: 'sessions', coach: 'zenith' },
  },
  {
    id: 'mindfulness-master', name: 'Mindfulness Master', description: 'Ten mindfulness sessions with Dr. Sage', target: 10,
    earnedBy: { kind: 'sessions', coach: 'sage' },
  },
  {
    id: 'cognitive-champion', name: 'Cognitive Champion', description: 'Five thinking sessions with Phoenix', target: 5,
    earnedBy: { kind: 'sessions', coach: 'phoenix' },
  },
  {
    id: 'emotional-expert', name: 'Emotional Expert', description: 'Five sessions on feelings with Dr. Harmony', target: 5,
    earnedBy: { kind: 'sessions', coach: 'harmony' },
  },
] as const satisfies readonly AchievementDefinition[];

export type AchievementId = (typeof ACHIEVEMENTS)[number]['id'];

export interface AchievementStatus {
  id: AchievementId;
  unlocked: boolean;
  /** When it was earned (the session's start, or the first entry of the day the run reached its length); null while locked. */
  unlockedAt: string | null;
  /** How far along: sessions so far, or the longest run of journal days, at most `target`. */
  count: number;
  target: number;
}

/** GET /analytics/progress: the figures of /ai-coaching, from the person's own activity. */
export interface ProgressResponse {
  /** Journal days in a row ending today or yesterday: the dashboard's journal streak. */
  streak: number;
  /** Coaching sessions started: the dashboard's total sessions. */
  totalSessions: number;
  achievements: AchievementStatus[];
  /** The share of achievements unlocked, in whole percent. */
  progress: number;
}
