import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isAbort } from '../../lib/api-client';
import { adminErrorMessage } from './api/admin-api';

export const LOAD_FAILED = 'Could not load this list. Please try again.';

interface Snapshot<T> {
  key: string;
  data: T | null;
  error: string | null;
}

export interface AdminData<T> {
  loading: boolean;
  data: T | null;
  error: string | null;
  /** Asks again with the same key. */
  reload(): void;
  /** Changes what is shown (a row after a save), unless another request has replaced it meanwhile. */
  update(change: (data: T) => T): void;
}

/**
 * One GET, asked again whenever `key` changes (a filter, a page). Until the answer for the
 * current key has arrived, `loading` is true and nothing older is shown.
 */
export function useAdminData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, failure = LOAD_FAILED): AdminData<T> {
  const [version, setVersion] = useState(0);
  const requestKey = `${key}\u0000${version}`;
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const failed = useEffectEvent((error: unknown) => adminErrorMessage(error, failure));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSnapshot({ key: requestKey, data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        setSnapshot({ key: requestKey, data: null, error: failed(error) });
      },
    );
    return () => controller.abort();
  }, [requestKey]);

  const current = snapshot?.key === requestKey ? snapshot : null;
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setSnapshot((s) => (s && s.key === requestKey && s.data !== null ? { ...s, data: change(s.data) } : s)),
    [requestKey],
  );
  return { loading: current === null, data: current?.data ?? null, error: current?.error ?? null, reload, update };
}

/** A paged admin list's failure: the server's words where it has them, else the list's own for its first page. */
export const adminListFailure =
  (firstPage: string) =>
  (caught: unknown, more: boolean): string =>
    adminErrorMessage(caught, more ? LOAD_FAILED : firstPage);
