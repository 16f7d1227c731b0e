import type { ChatActivityItem, MoodTrendItem } from '@contracts/analytics';
import { ApiError } from '../../lib/api-client';
import { mean } from '../../lib/mood-scale';

/** Spec §8: shown when a dashboard failure mentions 500. */
export const DASHBOARD_FALLBACK_TOAST = 'Unable to load dashboard data. Using default view.';
export const NO_RECENT_ACTIVITY = 'No recent activity. Start a chat session to begin!';

/** Mood Average: the mean of the trend's scores (the last 30 logs), null without any. */
export function moodAverage(trend: readonly MoodTrendItem[]): number | null {
  return mean(trend.map((item) => item.score).filter((score) => Number.isFinite(score)));
}

/** Active Days: distinct days in the chat activity. */
export function activeDays(activity: readonly ChatActivityItem[]): number {
  return new Set(activity.map((item) => item.date)).size;
}

export { sessionMinutes } from '../../lib/chat-sessions';

/**
 * Spec §8: the toast is for failures whose message contains 500. The API's own 500 answer carries
 * a friendly message without the number, so its status counts too.
 */
export function isServerFailure(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 500) return true;
  return error instanceof Error && error.message.includes('500');
}
