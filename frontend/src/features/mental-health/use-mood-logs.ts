import { useCallback, useState } from 'react';
import type { MoodLog } from '@contracts/mental-health';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { startOfLocalDayAgo } from '../../lib/time-zone';
import { useCursorList } from '../../lib/use-cursor-list';
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
  const [startDate] = useState(() => startOfLocalDayAgo(HISTORY_DAYS - 1));
  const list = useCursorList<MoodLog>({
    loadPage: (cursor) =>
      mentalHealthApi
        .listMoodLogs({ startDate, limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) })
        .then((page) => ({ items: page.moods ?? [], nextCursor: page.nextCursor ?? null })),
    failure: HISTORY_LOAD_FAILED,
    report: (failure, more) =>
      console.warn(more ? 'More mood logs could not be loaded:' : 'Mood history could not be loaded:', failure instanceof Error ? failure.message : failure),
    order: newestFirst,
  });
  const { items: raw, setItems } = list;
  const decrypted = useDecryptedItems(raw, keys, cacheKey, decryptMoodLog);

  /** A new log joins the list when it falls inside the 30 days shown. */
  const add = useCallback(
    (log: MoodLog) => {
      if (Date.parse(log.timestamp) < Date.parse(startDate)) return;
      setItems((current) => [log, ...current.filter((l) => l.id !== log.id)].sort(newestFirst));
    },
    [startDate, setItems],
  );

  const remove = useCallback(
    (id: string) => {
      setItems((current) => current.filter((log) => log.id !== id));
    },
    [setItems],
  );

  const logs: MoodLogView[] = raw.map((log) => ({ raw: log, result: decrypted(log) }));
  const { loading, loadingMore, hasMore, loadMore, reload: retry } = list;
  // A later page that failed is told like a first one: the list then offers to read it again.
  const error = list.error ?? list.moreError;
  return { logs, loading, loadingMore, error, hasMore, loadMore, retry, add, remove };
}
