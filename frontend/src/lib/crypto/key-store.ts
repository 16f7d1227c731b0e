/**
 * The session encryption key (spec §4 Encryption): kept in memory, with its expiry and an
 * optional serialised form in sessionStorage so a reload within the lifetime can restore it.
 * It expires 30 minutes after being set and is cleared on logout.
 */

export const ENCRYPTION_KEY_STORAGE_KEY = 'solace_encryption_key';
export const ENCRYPTION_KEY_LIFETIME_MS = 30 * 60 * 1000;

interface PersistedKey {
  /** What the owner chose to persist (for example a wrapped key); never read here. */
  material: string | null;
  expiresAt: number;
}

let memoryKey: CryptoKey | null = null;
let memoryExpiresAt = 0;
let expiryTimer: ReturnType<typeof setTimeout> | null = null;

function readPersisted(): PersistedKey | null {
  try {
    const raw = window.sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedKey>;
    if (typeof parsed.expiresAt !== 'number') return null;
    return { material: typeof parsed.material === 'string' ? parsed.material : null, expiresAt: parsed.expiresAt };
  } catch {
    return null;
  }
}

export function setEncryptionKey(key: CryptoKey, options: { material?: string; now?: number } = {}): void {
  const now = options.now ?? Date.now();
  memoryKey = key;
  memoryExpiresAt = now + ENCRYPTION_KEY_LIFETIME_MS;
  const persisted: PersistedKey = { material: options.material ?? null, expiresAt: memoryExpiresAt };
  window.sessionStorage.setItem(ENCRYPTION_KEY_STORAGE_KEY, JSON.stringify(persisted));
  if (expiryTimer) clearTimeout(expiryTimer);
  expiryTimer = setTimeout(clearEncryptionKey, ENCRYPTION_KEY_LIFETIME_MS);
}

/** The key while it is usable; null once expired (which also clears it) or never set. */
export function getEncryptionKey(now: number = Date.now()): CryptoKey | null {
  if (memoryKey && now >= memoryExpiresAt) {
    clearEncryptionKey();
    return null;
  }
  return memoryKey;
}

/** The persisted material of an unexpired key, for restoring it after a reload. */
export function getPersistedKeyMaterial(now: number = Date.now()): string | null {
  const persisted = readPersisted();
  if (!persisted) return null;
  if (now >= persisted.expiresAt) {
    clearEncryptionKey();
    return null;
  }
  return persisted.material;
}

export function hasEncryptionKey(now: number = Date.now()): boolean {
  return getEncryptionKey(now) !== null;
}

export function clearEncryptionKey(): void {
  memoryKey = null;
  memoryExpiresAt = 0;
  if (expiryTimer) {
    clearTimeout(expiryTimer);
    expiryTimer = null;
  }
  try {
    window.sessionStorage.removeItem(ENCRYPTION_KEY_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}
