import type { ActivityInsightsResponse, DashboardResponse } from '../../lambdas/contracts/analytics';
import type { User } from '../../lambdas/contracts/user';

/*
 * What a new account starts with, shared by the API's tests and the web app's fixtures so both
 * hold the app to the same spec defaults.
 */

/** A new account's settings (spec §3 User): a profile from the names given, default preferences. */
export function newAccountSettings(firstName: string, lastName: string): Pick<User, 'emailVerified' | 'role' | 'profile' | 'preferences'> {
  return {
    emailVerified: false,
    role: 'user',
    profile: { firstName, lastName, location: '', bio: '', goals: [] },
    preferences: {
      defaultPersona: 'strategist',
      encryptionEnabled: true,
      notifications: { dailyReminders: true, weeklyReports: true },
    },
  };
}

/** The dashboard of a new account: nothing logged yet. */
export function emptyDashboard(): DashboardResponse {
  return {
    mood_trend: [],
    chat_activity: [],
    journal_streak: 0,
    total_sessions: 0,
    mood_trend_percentage: 0,
    stats: { total_journal_entries: 0, total_mood_logs: 0, total_chat_sessions: 0, check_ins: 0, mood_average: null, active_days: 0 },
  };
}

/** The insights' weekday names, Sunday (0) first. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type ActivityFigures = Omit<ActivityInsightsResponse, 'from' | 'to' | 'mostActiveWeekdays'>;

/** The activity insights of a new account, apart from its dates and its all-zero weekdays. */
export function noActivity(): ActivityFigures {
  return {
    mostActiveHours: [],
    journalEntries: 0,
    chatSessions: 0,
    moodLogs: 0,
    averageEnergy: null,
    averageStress: null,
    checkInConsistency: 0,
    checkInDays: 0,
    days: 90,
  };
}

/**
 * The hours and totals of the activity the insights tests log at the same local times of day:
 * journal entries at 22:30, 22:10 and 08:00 (and one before the window), chats at 22:45 and
 * 09:00, mood logs at 08:30 (energy 5, stress 4), 21:00 (6, 3), 08:15 (7, 2) and 00:30 on the
 * window's first day (4, 8), and one outside the window.
 */
export function activityHoursAndTotals(): Omit<ActivityFigures, 'checkInConsistency' | 'checkInDays' | 'days'> {
  return {
    // 08h: 1 entry + 2 logs; 22h: 2 entries + 1 chat; then 00h, 09h and 21h with 1 each (lowest hour first).
    mostActiveHours: [
      { hour: 8, count: 3 },
      { hour: 22, count: 3 },
      { hour: 0, count: 1 },
    ],
    journalEntries: 3,
    chatSessions: 2,
    moodLogs: 4,
    averageEnergy: 5.5, // (5 + 6 + 7 + 4) / 4
    averageStress: 4.3, // (4 + 3 + 2 + 8) / 4 = 4.25
  };
}
