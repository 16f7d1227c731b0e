import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionKeys } from './crypto/key-store';

/**
 * The decrypted form of a list under the current keys, as a lookup per item. Each item is
 * decrypted once per key (`cacheKey` names a version of it); a new key (unlock) or none
 * (lock, expiry) decrypts everything again, and until that is done every item reads as
 * pending (undefined), so plaintext never outlives its key. `cacheKey` and `decrypt` should
 * be stable (module-level) functions.
 */
export function useDecryptedItems<T, R>(
  items: readonly T[],
  keys: SessionKeys | null,
  cacheKey: (item: T) => string,
  decrypt: (item: T, keys: SessionKeys | null) => Promise<R>,
): (item: T) => R | undefined {
  const [decoded, setDecoded] = useState<{ keys: SessionKeys | null; results: Map<string, R> }>({ keys: null, results: new Map() });
  const cache = useRef(decoded);

  useEffect(() => {
    // Nothing to open: no work, and no state change when the keys come and go.
    if (items.length === 0) return;
    let cancelled = false;
    const known = cache.current.keys === keys ? cache.current.results : new Map<string, R>();
    void Promise.all(
      items.map(async (item) => {
        const key = cacheKey(item);
        return [key, known.has(key) ? (known.get(key) as R) : await decrypt(item, keys)] as const;
      }),
    ).then((pairs) => {
      if (cancelled) return;
      const results = new Map(pairs);
      cache.current = { keys, results };
      setDecoded({ keys, results });
    });
    return () => {
      cancelled = true;
    };
  }, [items, keys, cacheKey, decrypt]);

  // Results count once they are for these keys; until then every item is still being opened.
  const upToDate = decoded.keys === keys;
  return useCallback((item: T) => (upToDate ? decoded.results.get(cacheKey(item)) : undefined), [upToDate, decoded, cacheKey]);
}
