import type { EncryptedField } from '@contracts/encryption';
import { isEncryptedField } from '../../lib/crypto/field-crypto';

/**
 * The last copy of the plan this device saw, kept still encrypted so the plan opens when the
 * network or the API does not answer. It is ciphertext only, so localStorage is enough: the
 * keys that open it stay in the key store (memory and IndexedDB) and expire as usual.
 */
export interface OfflineCopy {
  plan: EncryptedField;
  version: number;
  /** When this device stored it. */
  savedAt: string;
}

const storageKey = (userId: string) => `solace_safety_plan_${userId}`;

export function readOfflineCopy(userId: string): OfflineCopy | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<OfflineCopy>;
    if (!isEncryptedField(value.plan) || typeof value.version !== 'number' || typeof value.savedAt !== 'string') return null;
    return { plan: value.plan, version: value.version, savedAt: value.savedAt };
  } catch {
    return null;
  }
}

export function writeOfflineCopy(userId: string, plan: EncryptedField, version: number, now = new Date()): void {
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify({ plan, version, savedAt: now.toISOString() }));
  } catch {
    // Storage full or refused (private mode): the plan still works online.
  }
}

export function clearOfflineCopy(userId: string): void {
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}
