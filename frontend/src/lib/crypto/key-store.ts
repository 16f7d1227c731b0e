/**
 * The session's encryption keys (spec §4): usable for 30 minutes after being set, then cleared;
 * cleared on logout and session expiry.
 *
 * Keys are non-extractable CryptoKeys. Besides memory they are kept in IndexedDB (a CryptoKey is
 * structured-cloneable and stays non-extractable there) so a reload within the 30 minutes does
 * not ask for the password again; the stored expiry is the original one, never renewed. Nothing
 * goes to localStorage or sessionStorage. Without IndexedDB (private modes, tests) the keys live
 * in memory only.
 *
 * Time: every function takes an optional `now` (ms since the epoch); without it the module's
 * clock is used, `Date.now` unless a test calls `setClock`. The expiry timer runs for the time
 * left as seen from that `now`, so subscribers learn of the expiry without polling.
 */

export interface SessionKeys {
  /** The per-user AES-256-GCM data key: reads and writes 2.0. */
  dataKey: CryptoKey;
  /** The PBKDF2 key of format 1.0 (password + user id): reads old entries; null when not derived. */
  legacyKey: CryptoKey | null;
}

export type KeysListener = (keys: SessionKeys | null) => void;

export const KEY_LIFETIME_MS = 30 * 60 * 1000;
/** @deprecated Use KEY_LIFETIME_MS. */
export const ENCRYPTION_KEY_LIFETIME_MS = KEY_LIFETIME_MS;

const DB_NAME = 'solace-session-keys';
const STORE = 'keys';
const RECORD = 'current';

interface StoredKeys {
  userId: string;
  dataKey: CryptoKey;
  legacyKey: CryptoKey | null;
  expiresAt: number;
}

interface Current {
  userId: string;
  keys: SessionKeys;
  expiresAt: number;
}

const systemClock = () => Date.now();
let clock: () => number = systemClock;
let current: Current | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Bumped by every set and clear, so a restore that finishes late does not undo them. */
let generation = 0;
const listeners = new Set<KeysListener>();

/** For tests: the time source used when no `now` is passed. `null` restores `Date.now`. */
export function setClock(next: (() => number) | null): void {
  clock = next ?? systemClock;
}

function notify(keys: SessionKeys | null): void {
  for (const listener of [...listeners]) {
    try {
      listener(keys);
    } catch (error) {
      // One failing listener must not keep the others from learning the keys are gone.
      setTimeout(() => {
        throw error;
      }, 0);
    }
  }
}

function cancelTimer(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function scheduleExpiry(delay: number): void {
  cancelTimer();
  const scheduled = generation;
  timer = setTimeout(
    () => {
      timer = null;
      if (scheduled === generation) void clearEncryptionKey();
    },
    Math.max(0, delay),
  );
  // Node (tests) would otherwise keep the process alive for half an hour.
  (timer as { unref?: () => void }).unref?.();
}

function install(userId: string, keys: SessionKeys, expiresAt: number, now: number): void {
  generation += 1;
  current = { userId, keys, expiresAt };
  scheduleExpiry(expiresAt - now);
  notify(keys);
}

function dropMemory(): void {
  generation += 1;
  cancelTimer();
  const had = current !== null;
  current = null;
  if (had) notify(null);
}

/**
 * Expiry noticed by a read (the timer can fire late after a sleep). The keys go at once; the
 * listeners are told in a microtask, since reads happen inside React renders
 * (useSyncExternalStore snapshots), where a synchronous store notification is not allowed.
 */
function expireFromRead(): void {
  generation += 1;
  cancelTimer();
  current = null;
  const expired = generation;
  queueMicrotask(() => {
    if (expired === generation) notify(null);
  });
  void deleteStored();
}

// ---- IndexedDB, one record; operations run one after another so a clear always follows a set.

let dbFactory: IDBFactory | null = null;
let dbPromise: Promise<IDBDatabase> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function openDb(): Promise<IDBDatabase> | null {
  const factory = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!factory) return null;
  if (dbPromise && dbFactory === factory) return dbPromise;
  dbFactory = factory;
  dbPromise = new Promise<IDBDatabase>((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => {
        db.close();
        dbPromise = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
  dbPromise.catch(() => {
    dbPromise = null;
  });
  return dbPromise;
}

function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest | void): Promise<T | undefined> {
  const task = queue.then(async () => {
    const pending = openDb();
    if (!pending) return undefined;
    const db = await pending;
    return new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? (request.result as T) : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  });
  // Storage is a convenience: when it fails the keys still work from memory for this page.
  const settled = task.catch(() => undefined);
  queue = settled;
  return settled;
}

const persist = (record: StoredKeys) => run<void>('readwrite', (store) => store.put(record, RECORD));
const readStored = () => run<unknown>('readonly', (store) => store.get(RECORD));
const deleteStored = () => run<void>('readwrite', (store) => store.delete(RECORD));

function isStoredKeys(value: unknown): value is StoredKeys {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.userId === 'string' &&
    typeof record.expiresAt === 'number' &&
    typeof record.dataKey === 'object' &&
    record.dataKey !== null &&
    (record.legacyKey === null || typeof record.legacyKey === 'object')
  );
}

const isExtractable = (key: CryptoKey | null) => key !== null && key.extractable === true;

// ---- Public API

/** Sets the keys for 30 minutes from `now` and keeps them across a reload within that time. */
export async function setSessionKeys(userId: string, keys: SessionKeys, now: number = clock()): Promise<void> {
  if (!userId || !keys?.dataKey) throw new TypeError('A user id and a data key are required');
  const expiresAt = now + KEY_LIFETIME_MS;
  install(userId, keys, expiresAt, now);
  // An extractable key could be read back out of storage; such keys stay in memory only.
  if (isExtractable(keys.dataKey) || isExtractable(keys.legacyKey)) {
    await deleteStored();
    return;
  }
  await persist({ userId, dataKey: keys.dataKey, legacyKey: keys.legacyKey ?? null, expiresAt });
}

/** The usable keys, or null (never set, cleared, expired, or of another user when `userId` is given). */
export function getSessionKeys(userId?: string, now: number = clock()): SessionKeys | null {
  if (!current) return null;
  if (now >= current.expiresAt) {
    expireFromRead();
    return null;
  }
  if (userId !== undefined && userId !== current.userId) return null;
  return current.keys;
}

/**
 * At app start: the keys kept from before a reload, if they belong to `userId` and are within
 * their 30 minutes. Anything else found (another user's keys, expired keys) is deleted.
 */
export async function restoreSessionKeys(userId: string, now: number = clock()): Promise<SessionKeys | null> {
  const live = getSessionKeys(undefined, now);
  if (live && current?.userId === userId) return live;
  if (current) dropMemory();

  const started = generation;
  const stored = await readStored();
  if (stored === undefined) return null;
  const usable =
    isStoredKeys(stored) &&
    stored.userId === userId &&
    now < stored.expiresAt &&
    // A stored expiry further away than a lifetime means the clock moved back; do not trust it.
    stored.expiresAt - now <= KEY_LIFETIME_MS;
  if (!usable) {
    await deleteStored();
    return null;
  }
  // A set or clear while reading wins over what was stored.
  if (generation !== started) return getSessionKeys(userId, now);
  const keys: SessionKeys = { dataKey: stored.dataKey, legacyKey: stored.legacyKey ?? null };
  install(userId, keys, stored.expiresAt, now);
  return keys;
}

/** Clears the keys from memory and storage (logout, session expiry, key expiry). */
export function clearEncryptionKey(): Promise<void> {
  dropMemory();
  return deleteStored().then(() => undefined);
}

/** Told of every change: new keys, a clear and an expiry (null). Returns the unsubscribe. */
export function subscribeToKeys(listener: KeysListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the current keys expire (ms since the epoch), or null when there are none. */
export function keyExpiresAt(now: number = clock()): number | null {
  return getSessionKeys(undefined, now) && current ? current.expiresAt : null;
}

/**
 * @deprecated Use setSessionKeys. Sets a data key in memory only, for no particular user, and
 * never persists it; kept so older callers keep working.
 */
export function setEncryptionKey(key: CryptoKey, options: { material?: string; now?: number } = {}): void {
  const now = options.now ?? clock();
  install('', { dataKey: key, legacyKey: null }, now + KEY_LIFETIME_MS, now);
}

/** @deprecated Use getSessionKeys. The current data key, or null. */
export function getEncryptionKey(now: number = clock()): CryptoKey | null {
  return getSessionKeys(undefined, now)?.dataKey ?? null;
}
