import { useCallback, useEffect, useState } from 'react';
import type { JournalEntry } from '@contracts/journal';
import type { SessionKeys } from '../../lib/crypto/key-store';
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
  const [raw, setRaw] = useState<JournalEntry[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const decrypted = useDecryptedItems(raw, keys, cacheKey, decryptEntry);

  useEffect(() => {
    let cancelled = false;
    journalApi.list({ limit: JOURNAL_PAGE_SIZE }).then(
      (page) => {
        if (cancelled) return;
        setRaw(page.entries);
        setNextCursor(page.nextCursor);
        setTotal(page.total);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.error('Journal entries could not be loaded', failure);
        setError(LOAD_FAILED);
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
    try {
      const page = await journalApi.list({ limit: JOURNAL_PAGE_SIZE, cursor: nextCursor });
      setRaw((current) => {
        const seen = new Set(current.map((e) => e.id));
        return [...current, ...page.entries.filter((e) => !seen.has(e.id))];
      });
      setNextCursor(page.nextCursor);
      setTotal(page.total);
    } catch (failure) {
      console.error('More journal entries could not be loaded', failure);
      setError(LOAD_FAILED);
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, loadingMore]);

  /** A created entry goes first; an updated one stays where it was. */
  const upsert = useCallback((entry: JournalEntry, created: boolean) => {
    setRaw((current) => {
      const index = current.findIndex((e) => e.id === entry.id);
      if (index < 0) return [entry, ...current];
      const next = [...current];
      next[index] = entry;
      return next;
    });
    if (created) setTotal((n) => n + 1);
  }, []);

  const removeEntry = useCallback((id: string) => {
    setRaw((current) => current.filter((e) => e.id !== id));
    setTotal((n) => Math.max(0, n - 1));
  }, []);

  const entries: JournalEntryView[] = raw.map((entry) => ({ raw: entry, result: decrypted(entry) }));
  return { entries, total, loading, loadingMore, error, hasMore: nextCursor !== null, loadMore, retry, upsert, removeEntry };
}
