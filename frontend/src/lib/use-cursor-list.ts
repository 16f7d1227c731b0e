import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { isAbort } from './api-client';

/** One page of a list read with a cursor; `total` when the API counts the whole list. */
export interface CursorPage<T> {
  items: readonly T[];
  nextCursor: string | null;
  total?: number;
}

export interface CursorListSource<T extends { id: string }> {
  /**
   * Which list is read (a filter, a status): when it changes, the first page is read afresh,
   * the request for the old one is aborted and nothing older is shown.
   */
  key?: string;
  /** Reads the page after `cursor` (the first page without one). */
  loadPage(cursor: string | undefined, signal?: AbortSignal): Promise<CursorPage<T>>;
  /** What the list shows when a page could not be read (`more`: a page after the first). */
  failure: string | ((caught: unknown, more: boolean) => string);
  /** Notes a failed read in the console. */
  report?(failure: unknown, more: boolean): void;
  /** The list's order, kept as pages and items join it; the API's order when absent. */
  order?: (a: T, b: T) => number;
}

export interface CursorList<T> {
  items: T[];
  /** The API's count of the whole list (0 until a page says). */
  total: number;
  /** Until the first page of the current list has been answered. */
  loading: boolean;
  loadingMore: boolean;
  /** The first page could not be read. */
  error: string | null;
  /** A later page could not be read; what was read stays shown. */
  moreError: string | null;
  hasMore: boolean;
  loadMore(): Promise<void>;
  /** Reads the first page again (after a failure). */
  reload(): void;
  setItems: Dispatch<SetStateAction<T[]>>;
  setTotal: Dispatch<SetStateAction<number>>;
}

interface ListState<T> {
  /** The list and the read this state answers; a newer one makes it stale. */
  request: string;
  items: T[];
  nextCursor: string | null;
  total: number;
  error: string | null;
}

interface MoreState {
  request: string;
  busy: boolean;
  error: string | null;
}

/** What a list holds before its first page: one array, so its identity holds across renders. */
const NO_ITEMS: never[] = [];

function failureText<T extends { id: string }>(source: CursorListSource<T>, caught: unknown, more: boolean): string {
  return typeof source.failure === 'string' ? source.failure : source.failure(caught, more);
}

/** `incoming` joined to `current`, without an item the list already holds, in the list's order. */
function joined<T extends { id: string }>(current: readonly T[], incoming: readonly T[], order?: (a: T, b: T) => number): T[] {
  const seen = new Set(current.map((item) => item.id));
  const all = [...current, ...incoming.filter((item) => !seen.has(item.id))];
  return order ? all.sort(order) : all;
}

/**
 * A list read a page at a time: the first page on mount (and on reload or a new key), then
 * 'Load more' with the cursor. An item the list already holds is not added twice (a page boundary
 * can move when items are added meanwhile), and a page answered for an older list is dropped.
 */
export function useCursorList<T extends { id: string }>(source: CursorListSource<T>): CursorList<T> {
  const [version, setVersion] = useState(0);
  const request = `${source.key ?? ''}\u0000${version}`;
  const [state, setState] = useState<ListState<T> | null>(null);
  const [more, setMore] = useState<MoreState | null>(null);
  // The source's functions close over the caller's render; the reads use the newest ones.
  const latest = useRef(source);
  useLayoutEffect(() => {
    latest.current = source;
  });

  useEffect(() => {
    const controller = new AbortController();
    const current = latest.current;
    current.loadPage(undefined, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({ request, items: joined([], page.items, current.order), nextCursor: page.nextCursor, total: page.total ?? 0, error: null });
      },
      (caught: unknown) => {
        if (controller.signal.aborted || isAbort(caught)) return;
        latest.current.report?.(caught, false);
        setState({ request, items: [], nextCursor: null, total: 0, error: failureText(latest.current, caught, false) });
      },
    );
    return () => controller.abort();
  }, [request]);

  const current = state?.request === request ? state : null;
  const moreNow = more?.request === request ? more : null;
  const cursor = current?.nextCursor ?? null;
  const busy = moreNow?.busy ?? false;

  const loadMore = useCallback(async () => {
    if (!cursor || busy) return;
    setMore({ request, busy: true, error: null });
    const read = latest.current;
    try {
      const page = await read.loadPage(cursor);
      setState((s) =>
        s && s.request === request && s.nextCursor === cursor
          ? { ...s, items: joined(s.items, page.items, read.order), nextCursor: page.nextCursor, total: page.total ?? s.total }
          : s,
      );
      setMore({ request, busy: false, error: null });
    } catch (caught) {
      read.report?.(caught, true);
      setMore({ request, busy: false, error: failureText(read, caught, true) });
    }
  }, [request, cursor, busy]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const setItems = useCallback<Dispatch<SetStateAction<T[]>>>(
    (change) => setState((s) => (s && s.request === request ? { ...s, items: typeof change === 'function' ? change(s.items) : change } : s)),
    [request],
  );
  const setTotal = useCallback<Dispatch<SetStateAction<number>>>(
    (change) => setState((s) => (s && s.request === request ? { ...s, total: typeof change === 'function' ? change(s.total) : change } : s)),
    [request],
  );

  return {
    items: current?.items ?? NO_ITEMS,
    total: current?.total ?? 0,
    loading: current === null,
    loadingMore: busy,
    error: current?.error ?? null,
    moreError: moreNow?.error ?? null,
    hasMore: cursor !== null,
    loadMore,
    reload,
    setItems,
    setTotal,
  };
}
