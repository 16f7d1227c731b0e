import type { ChatSession } from '@contracts/chat';

/**
 * A session's length in whole minutes (lastMessageAt − startedAt), at least 1 once any time has
 * passed; null when it cannot be told (no message after the start, or a missing date).
 */
export function sessionMinutes(session: Pick<ChatSession, 'startedAt' | 'lastMessageAt'>): number | null {
  const start = Date.parse(session.startedAt);
  const end = Date.parse(session.lastMessageAt);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  return Math.max(1, Math.round((end - start) / 60_000));
}
