import { useCallback } from 'react';
import type { JournalEntry } from '@contracts/journal';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { useCursorList } from '../../lib/use-cursor-list';
import { useDecryptedItems } from '../../lib/use-decrypted-items';
import { journalApi } from './api/journal-api';
import { decryptEntry, type DecryptedEntry } from './entry-crypto';

/** Spec §7/§9: the journal screen asks for 50 entries a page. */
export const JOURNAL_PAGE_SIZE = 50;
export const LOAD_FAILED = 'Failed to load journal entries';

const cacheKey = (entry: JournalEntry) => `${entry.id}:${entry.updated_at}`;

export interface JournalEntryView {
  raw: JournalEntry;
  /** Undefined while it is being decrypted. */
  result: DecryptedEntry | undefined;
}

/**
 * The journal's entries as the API returns them (encrypted fields stay encrypted in memory)
 * and their decrypted form under the current keys. Entries are decrypted once per key; a new
 * key (unlock) or none (lock, expiry) decrypts again, so plaintext never outlives its key.
 */
export function useJournalEntries(keys: SessionKeys | null) {
  const list = useCursorList<JournalEntry>({
    loadPage: (cursor) =>
      journalApi.list({ limit: JOURNAL_PAGE_SIZE, ...(cursor ? { cursor } : {}) }).then((page) => ({ items: page.entries, nextCursor: page.nextCursor, total: page.total })),
    failure: LOAD_FAILED,
    report: (failure, more) => console.error(more ? 'More journal entries could not be loaded' : 'Journal entries could not be loaded', failure),
  });
  const { items: raw, setItems, setTotal } = list;
  const decrypted = useDecryptedItems(raw, keys, cacheKey, decryptEntry);

  /** A created entry goes first; an updated one stays where it was. */
  const upsert = useCallback(
    (entry: JournalEntry, created: boolean) => {
      setItems((current) => {
        const index = current.findIndex((e) => e.id === entry.id);
        if (index < 0) return [entry, ...current];
        const next = [...current];
        next[index] = entry;
        return next;
      });
      if (created) setTotal((n) => n + 1);
    },
    [setItems, setTotal],
  );

  const removeEntry = useCallback(
    (id: string) => {
      setItems((current) => current.filter((e) => e.id !== id));
      setTotal((n) => Math.max(0, n - 1));
    },
    [setItems, setTotal],
  );

  const entries: JournalEntryView[] = raw.map((entry) => ({ raw: entry, result: decrypted(entry) }));
  const { total, loading, loadingMore, hasMore, loadMore, reload: retry } = list;
  // A later page that failed is told like a first one: the list then offers to read it again.
  const error = list.error ?? list.moreError;
  return { entries, total, loading, loadingMore, error, hasMore, loadMore, retry, upsert, removeEntry };
}
