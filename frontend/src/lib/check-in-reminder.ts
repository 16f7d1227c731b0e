/**
 * When the dashboard invites a check-in: every 14 days (or before the first one), unless the
 * person turned reminders off or dismissed the invitation in the last 14 days (on this device).
 */

export const CHECK_IN_INTERVAL_DAYS = 14;
const INTERVAL_MS = CHECK_IN_INTERVAL_DAYS * 86_400_000;

const dismissedKey = (userId: string) => `solace_checkin_prompt_dismissed:${userId}`;

/** The last check-in is 14 or more days old, or there is none yet. */
export function isCheckInDue(lastTakenAt: string | null | undefined, now = Date.now()): boolean {
  if (!lastTakenAt) return true;
  const at = Date.parse(lastTakenAt);
  return Number.isNaN(at) || now - at >= INTERVAL_MS;
}

/** Dismissed on this device less than 14 days ago. */
export function isPromptDismissed(userId: string, now = Date.now()): boolean {
  try {
    const at = Date.parse(window.localStorage.getItem(dismissedKey(userId)) ?? '');
    return !Number.isNaN(at) && now - at < INTERVAL_MS && at <= now;
  } catch {
    return false;
  }
}

export function dismissPrompt(userId: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(dismissedKey(userId), new Date(now).toISOString());
  } catch {
    // Storage refused (private mode): the card still goes for this visit.
  }
}
