import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** One page of a list read with a cursor; `total` when the API counts the whole list. */
export interface CursorPage<T> {
  items: readonly T[];
  nextCursor: string | null;
  total?: number;
}

export interface CursorListSource<T extends { id: string }> {
  /** Reads the page after `cursor` (the first page without one). */
  loadPage(cursor: string | undefined): Promise<CursorPage<T>>;
  /** What the list shows when a page could not be read. */
  failure: string;
  /** Notes a failed read in the console (`more`: a page after the first). */
  report(failure: unknown, more: boolean): void;
  /** The list's order, kept as pages and items join it; the API's order when absent. */
  order?: (a: T, b: T) => number;
}

export interface CursorList<T> {
  items: T[];
  /** The API's count of the whole list (0 until a page says). */
  total: number;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): Promise<void>;
  /** Reads the first page again after a failure. */
  retry(): void;
  setItems: Dispatch<SetStateAction<T[]>>;
  setTotal: Dispatch<SetStateAction<number>>;
}

/**
 * A list read a page at a time: the first page on mount (and on retry), then 'Load more' with
 * the cursor. An item the list already holds is not added twice (a page boundary can move when
 * items are added meanwhile).
 */
export function useCursorList<T extends { id: string }>(source: CursorListSource<T>): CursorList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The source's functions close over the caller's render; the reads use the newest ones.
  const latest = useRef(source);
  useLayoutEffect(() => {
    latest.current = source;
  });

  useEffect(() => {
    let cancelled = false;
    const { loadPage, order } = latest.current;
    loadPage(undefined).then(
      (page) => {
        if (cancelled) return;
        setItems(order ? [...page.items].sort(order) : [...page.items]);
        setNextCursor(page.nextCursor);
        if (page.total !== undefined) setTotal(page.total);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (cancelled) return;
        latest.current.report(failure, false);
        setError(latest.current.failure);
        setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setLoading(true);
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  const loadMore = useCallback(async () => {
    if (!nextCursor || loadingMore) return;
    setLoadingMore(true);
    const { loadPage, order, report, failure } = latest.current;
    try {
      const page = await loadPage(nextCursor);
      setItems((current) => {
        const seen = new Set(current.map((item) => item.id));
        const joined = [...current, ...page.items.filter((item) => !seen.has(item.id))];
        return order ? joined.sort(order) : joined;
      });
      setNextCursor(page.nextCursor);
      if (page.total !== undefined) setTotal(page.total);
    } catch (caught) {
      report(caught, true);
      setError(failure);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, loadingMore]);

  return { items, total, loading, loadingMore, error, hasMore: nextCursor !== null, loadMore, retry, setItems, setTotal };
}
