/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { IDBFactory } from 'fake-indexeddb';
import { decryptField, encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { deriveLegacyKey } from '../../../frontend/src/lib/crypto/format-v1';
import {
  KEY_LIFETIME_MS,
  clearEncryptionKey,
  getSessionKeys,
  keyExpiresAt,
  restoreSessionKeys,
  setClock,
  setSessionKeys,
  subscribeToKeys,
  type SessionKeys,
} from '../../../frontend/src/lib/crypto/key-store';

type KeyStore = typeof import('../../../frontend/src/lib/crypto/key-store');

const USER = '01HZX3K8Q4V7M2N9P5R6T0W1YA';
const OTHER_USER = '01J0A7F2C9D4E6G8H1K3M5N7PQ';
const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

/** What a page reload gives: a new module instance with nothing in memory, over the same IndexedDB. */
async function reloadedStore(): Promise<KeyStore> {
  let store: KeyStore | undefined;
  await jest.isolateModulesAsync(async () => {
    store = await import('../../../frontend/src/lib/crypto/key-store');
  });
  return store!;
}

/** The raw IndexedDB record, read past the module. */
function storedRecord(): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('solace-session-keys', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('keys');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const get = db.transaction('keys', 'readonly').objectStore('keys').get('current');
      get.onsuccess = () => {
        db.close();
        resolve(get.result);
      };
      get.onerror = () => reject(get.error);
    };
  });
}

async function makeKeys(): Promise<SessionKeys> {
  return {
    dataKey: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    legacyKey: await deriveLegacyKey('Password-1!', USER),
  };
}

let keys: SessionKeys;

beforeAll(async () => {
  keys = await makeKeys();
});

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  Object.defineProperty(globalThis, 'indexedDB', { value: new IDBFactory(), configurable: true, writable: true });
});

afterEach(async () => {
  await clearEncryptionKey();
  setClock(null);
});

describe('lifetime', () => {
  it('is 30 minutes: usable at 29:59, gone at 30:00', async () => {
    const seen: (SessionKeys | null)[] = [];
    const unsubscribe = subscribeToKeys((k) => seen.push(k));
    await setSessionKeys(USER, keys, T0);
    expect(KEY_LIFETIME_MS).toBe(30 * MINUTE);
    expect(keyExpiresAt(T0)).toBe(T0 + 30 * MINUTE);
    expect(getSessionKeys(USER, T0 + 29 * MINUTE + 59_000)).toBe(keys);
    expect(getSessionKeys(USER, T0 + 30 * MINUTE)).toBeNull();
    // A read that finds the keys expired tells subscribers too, just after (reads run in renders).
    expect(seen).toEqual([keys]);
    await Promise.resolve();
    expect(seen).toEqual([keys, null]);
    unsubscribe();
    // Expiry clears everything: an earlier time does not bring the keys back.
    expect(getSessionKeys(USER, T0)).toBeNull();
    expect(keyExpiresAt(T0)).toBeNull();
    expect(await storedRecord()).toBeUndefined();
  });

  it('uses the injected clock when no time is passed', async () => {
    let now = T0;
    setClock(() => now);
    await setSessionKeys(USER, keys);
    now = T0 + 30 * MINUTE - 1;
    expect(getSessionKeys()).toBe(keys);
    now = T0 + 30 * MINUTE;
    expect(getSessionKeys()).toBeNull();
  });

  it('tells subscribers at expiry, without anyone asking', async () => {
    jest.useFakeTimers({ now: T0 });
    const seen: (SessionKeys | null)[] = [];
    const unsubscribe = subscribeToKeys((k) => seen.push(k));
    await setSessionKeys(USER, keys);
    expect(seen).toEqual([keys]);
    jest.advanceTimersByTime(30 * MINUTE - 1);
    expect(seen).toEqual([keys]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([keys, null]);
    expect(getSessionKeys()).toBeNull();
    unsubscribe();
  });

  it('tells subscribers of set and clear, and stops after unsubscribing', async () => {
    const seen: (SessionKeys | null)[] = [];
    const unsubscribe = subscribeToKeys((k) => seen.push(k));
    await setSessionKeys(USER, keys, T0);
    await clearEncryptionKey();
    unsubscribe();
    await setSessionKeys(USER, keys, T0);
    expect(seen).toEqual([keys, null]);
  });

  it('restarts the 30 minutes when the keys are set again (a new login)', async () => {
    await setSessionKeys(USER, keys, T0);
    await setSessionKeys(USER, keys, T0 + 20 * MINUTE);
    expect(getSessionKeys(USER, T0 + 45 * MINUTE)).toBe(keys);
    expect(getSessionKeys(USER, T0 + 50 * MINUTE)).toBeNull();
  });
});

describe('reload survival', () => {
  it('a fresh page restores the keys from IndexedDB within the 30 minutes, with the original expiry', async () => {
    await setSessionKeys(USER, keys, T0);
    const entry = await encryptField('written before the reload', keys, 'journal.content');

    const page = await reloadedStore();
    expect(page.getSessionKeys(USER, T0 + MINUTE)).toBeNull();
    const restored = await page.restoreSessionKeys(USER, T0 + 29 * MINUTE);
    expect(restored).not.toBeNull();
    expect(restored!.dataKey.extractable).toBe(false);
    expect(restored!.legacyKey!.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', restored!.dataKey)).rejects.toThrow();
    expect(await decryptField(entry, restored, 'journal.content')).toBe('written before the reload');
    expect(page.getSessionKeys(USER, T0 + 29 * MINUTE)).toBe(restored);
    expect(page.keyExpiresAt(T0 + 29 * MINUTE)).toBe(T0 + 30 * MINUTE);
    expect(page.getSessionKeys(USER, T0 + 30 * MINUTE)).toBeNull();
  });

  it('restores nothing at 30 minutes, and deletes what was stored', async () => {
    await setSessionKeys(USER, keys, T0);
    const page = await reloadedStore();
    expect(await page.restoreSessionKeys(USER, T0 + 30 * MINUTE)).toBeNull();
    expect(await storedRecord()).toBeUndefined();
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0 + MINUTE)).toBeNull();
  });

  it('ignores and deletes the keys of another user', async () => {
    await setSessionKeys(USER, keys, T0);
    const page = await reloadedStore();
    expect(await page.restoreSessionKeys(OTHER_USER, T0 + MINUTE)).toBeNull();
    expect(page.getSessionKeys(undefined, T0 + MINUTE)).toBeNull();
    expect(await storedRecord()).toBeUndefined();
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0 + MINUTE)).toBeNull();
  });

  it('distrusts a stored expiry more than a lifetime ahead (a clock set back)', async () => {
    await setSessionKeys(USER, keys, T0);
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0 - MINUTE)).toBeNull();
  });

  it('on the same page, returns the live keys and drops another user’s', async () => {
    await setSessionKeys(USER, keys, T0);
    expect(await restoreSessionKeys(USER, T0 + MINUTE)).toBe(keys);
    expect(await restoreSessionKeys(OTHER_USER, T0 + MINUTE)).toBeNull();
    expect(getSessionKeys(undefined, T0 + MINUTE)).toBeNull();
  });

  it('does not persist extractable keys', async () => {
    const extractable = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
    await setSessionKeys(USER, { dataKey: extractable, legacyKey: null }, T0);
    expect(getSessionKeys(USER, T0)?.dataKey).toBe(extractable);
    expect(await storedRecord()).toBeUndefined();
  });

  it('works from memory when there is no IndexedDB', async () => {
    Reflect.deleteProperty(globalThis, 'indexedDB');
    await setSessionKeys(USER, keys, T0);
    expect(getSessionKeys(USER, T0)).toBe(keys);
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0)).toBeNull();
    await clearEncryptionKey();
    expect(getSessionKeys(USER, T0)).toBeNull();
  });
});

describe('clearEncryptionKey', () => {
  it('clears memory and IndexedDB', async () => {
    await setSessionKeys(USER, keys, T0);
    expect(await storedRecord()).toMatchObject({ userId: USER, expiresAt: T0 + 30 * MINUTE });
    await clearEncryptionKey();
    expect(getSessionKeys(USER, T0)).toBeNull();
    expect(keyExpiresAt(T0)).toBeNull();
    expect(await storedRecord()).toBeUndefined();
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0 + MINUTE)).toBeNull();
  });

  it('wins over a set still being written and a restore still reading', async () => {
    void setSessionKeys(USER, keys, T0);
    await clearEncryptionKey();
    expect(await storedRecord()).toBeUndefined();

    await setSessionKeys(USER, keys, T0);
    const page = await reloadedStore();
    const restoring = page.restoreSessionKeys(USER, T0 + MINUTE);
    await page.clearEncryptionKey();
    expect(await restoring).toBeNull();
    expect(page.getSessionKeys(USER, T0 + MINUTE)).toBeNull();
  });

  it('never writes key material to localStorage or sessionStorage', async () => {
    await setSessionKeys(USER, keys, T0);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('scoping', () => {
  it('gives the keys only to their user when a user id is asked for', async () => {
    await setSessionKeys(USER, keys, T0);
    expect(getSessionKeys(USER, T0)).toBe(keys);
    expect(getSessionKeys(OTHER_USER, T0)).toBeNull();
    expect(getSessionKeys(undefined, T0)).toBe(keys);
  });

  it('replaces one user’s stored keys with the next user’s', async () => {
    await setSessionKeys(USER, keys, T0);
    const other = await makeKeys();
    await setSessionKeys(OTHER_USER, other, T0 + MINUTE);
    expect(await storedRecord()).toMatchObject({ userId: OTHER_USER });
    expect(await (await reloadedStore()).restoreSessionKeys(USER, T0 + 2 * MINUTE)).toBeNull();
  });

  it('refuses to set keys without a user id or a data key', async () => {
    await expect(setSessionKeys('', keys, T0)).rejects.toThrow(TypeError);
    await expect(setSessionKeys(USER, { dataKey: null, legacyKey: null } as unknown as SessionKeys, T0)).rejects.toThrow(TypeError);
  });
});
