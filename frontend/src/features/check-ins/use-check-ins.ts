import { useCallback } from 'react';
import type { CheckIn } from '@contracts/check-ins';
import { checkInsApi } from '../../lib/check-ins-api';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { useCursorList } from '../../lib/use-cursor-list';
import { useDecryptedItems } from '../../lib/use-decrypted-items';
import { decryptCheckIn, type DecryptedCheckIn, type PlainCheckIn } from './check-in-crypto';
import type { CheckInKind } from './questionnaires';

export const HISTORY_PAGE_SIZE = 100;
export const HISTORY_LOAD_FAILED = 'Your check-ins could not be loaded.';

export interface CheckInView {
  raw: CheckIn;
  /** Undefined while it is being decrypted. */
  result: DecryptedCheckIn | undefined;
}

const newestFirst = (a: CheckIn, b: CheckIn) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const cacheKey = (checkIn: CheckIn) => checkIn.id;

/** The person's check-ins, newest first, and their decrypted form under the current keys. */
export function useCheckIns(keys: SessionKeys | null) {
  const list = useCursorList<CheckIn>({
    loadPage: (cursor, signal) =>
      checkInsApi
        .list({ limit: HISTORY_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal)
        .then((page) => ({ items: page.checkIns ?? [], nextCursor: page.nextCursor ?? null })),
    failure: HISTORY_LOAD_FAILED,
    report: (failure) => console.warn('Check-ins could not be loaded:', failure instanceof Error ? failure.message : failure),
    order: newestFirst,
  });
  const { items: raw, setItems } = list;
  const decrypted = useDecryptedItems(raw, keys, cacheKey, decryptCheckIn);

  const add = useCallback((checkIn: CheckIn) => setItems((current) => [checkIn, ...current.filter((c) => c.id !== checkIn.id)].sort(newestFirst)), [setItems]);
  const remove = useCallback((id: string) => setItems((current) => current.filter((c) => c.id !== id)), [setItems]);

  const views: CheckInView[] = raw.map((checkIn) => ({ raw: checkIn, result: decrypted(checkIn) }));
  const ready: PlainCheckIn[] = views.flatMap((view) => (view.result?.state === 'ready' ? [view.result.checkIn] : []));
  /** The newest readable check-in of a kind, for the change since last time. */
  const latestOf = (kind: CheckInKind) => ready.find((checkIn) => checkIn.kind === kind) ?? null;
  // 'Load more' and its failure, for the shared LoadMore.
  const more = { hasMore: list.hasMore, loadingMore: list.loadingMore, moreError: list.moreError, loadMore: list.loadMore };
  return { views, ready, latestOf, loading: list.loading, error: list.error, more, retry: list.reload, add, remove };
}
