import { useCallback, useEffect, useState } from 'react';
import type { MoodLog } from '@contracts/mental-health';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { startOfLocalDayAgo } from '../../lib/time-zone';
import { useDecryptedItems } from '../../lib/use-decrypted-items';
import { mentalHealthApi } from './api/mental-health-api';
import { decryptMoodLog, type DecryptedMoodLog } from './mood-crypto';

/** Spec §9: mood history covers 30 days (today and the 29 before it). */
export const HISTORY_DAYS = 30;
export const HISTORY_PAGE_SIZE = 100;
export const HISTORY_LOAD_FAILED = 'Your mood history could not be loaded.';

export interface MoodLogView {
  raw: MoodLog;
  /** Undefined while it is being decrypted. */
  result: DecryptedMoodLog | undefined;
}

const newestFirst = (a: MoodLog, b: MoodLog) => Date.parse(b.timestamp) - Date.parse(a.timestamp);
const cacheKey = (log: MoodLog) => `${log.id}:${log.updated_at}`;

/** The last 30 days of mood logs, newest first, and their decrypted form under the current keys. */
export function useMoodLogs(keys: SessionKeys | null) {
  const [raw, setRaw] = useState<MoodLog[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [startDate] = useState(() => startOfLocalDayAgo(HISTORY_DAYS - 1));
  const decrypted = useDecryptedItems(raw, keys, cacheKey, decryptMoodLog);

  useEffect(() => {
    let cancelled = false;
    mentalHealthApi.listMoodLogs({ startDate, limit: HISTORY_PAGE_SIZE }).then(
      (page) => {
        if (cancelled) return;
        setRaw([...(page.moods ?? [])].sort(newestFirst));
        setNextCursor(page.nextCursor ?? null);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.warn('Mood history could not be loaded:', failure instanceof Error ? failure.message : failure);
        setError(HISTORY_LOAD_FAILED);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, startDate]);

  const retry = useCallback(() => {
    setLoading(true);
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await mentalHealthApi.listMoodLogs({ startDate, limit: HISTORY_PAGE_SIZE, cursor: nextCursor });
      setRaw((current) => {
        const seen = new Set(current.map((log) => log.id));
        return [...current, ...(page.moods ?? []).filter((log) => !seen.has(log.id))].sort(newestFirst);
      });
      setNextCursor(page.nextCursor ?? null);
    } catch (failure) {
      console.warn('More mood logs could not be loaded:', failure instanceof Error ? failure.message : failure);
      setError(HISTORY_LOAD_FAILED);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, loadingMore, startDate]);

  /** A new log joins the list when it falls inside the 30 days shown. */
  const add = useCallback(
    (log: MoodLog) => {
      if (Date.parse(log.timestamp) < Date.parse(startDate)) return;
      setRaw((current) => [log, ...current.filter((l) => l.id !== log.id)].sort(newestFirst));
    },
    [startDate],
  );

  const remove = useCallback((id: string) => {
    setRaw((current) => current.filter((log) => log.id !== id));
  }, []);

  const logs: MoodLogView[] = raw.map((log) => ({ raw: log, result: decrypted(log) }));
  return { logs, loading, loadingMore, error, hasMore: nextCursor !== null, loadMore, retry, add, remove };
}
