/**
 * Field encryption as the services use it (spec §5): new values are always written as 2.0
 * under the data key; 1.0 values are still read with the password-derived legacy key.
 */
import { ALGORITHM_BY_VERSION } from '@contracts/encryption-constants';
import type { EncryptedField } from '@contracts/encryption';
import { EncryptionError } from './errors';
import { decryptV1 } from './format-v1';
import { decryptV2, encryptV2 } from './format-v2';
import type { SessionKeys } from './key-store';

const FIELD_KEYS = ['ciphertext', 'iv', 'algorithm', 'keySize', 'encrypted', 'version'] as const;

/** A well-formed encrypted field object of a known version (spec §3). */
export function isEncryptedField(value: unknown): value is EncryptedField {
  if (typeof value !== 'object' || value === null) return false;
  const field = value as Record<string, unknown>;
  return (
    field.encrypted === true &&
    field.keySize === 256 &&
    typeof field.ciphertext === 'string' &&
    typeof field.iv === 'string' &&
    (field.version === '1.0' || field.version === '2.0') &&
    ALGORITHM_BY_VERSION[field.version] === field.algorithm &&
    Object.keys(field).every((key) => (FIELD_KEYS as readonly string[]).includes(key))
  );
}

function isMarkedEncrypted(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { encrypted?: unknown }).encrypted === true;
}

/**
 * `context` names the field ('journal.content', 'mood.notes', …) and must be the same when
 * decrypting: it is authenticated, so a value moved to another field does not decrypt.
 */
export async function encryptField(plaintext: string, keys: SessionKeys | null, context?: string): Promise<EncryptedField> {
  if (typeof plaintext !== 'string' || plaintext.length === 0 || !keys?.dataKey) {
    throw new EncryptionError('plaintextAndKeyRequired');
  }
  try {
    return await encryptV2(plaintext, keys.dataKey, context);
  } catch {
    throw new EncryptionError('encryptFailed');
  }
}

/**
 * Data not marked encrypted is returned as it is (a string) or as its `content` (spec §5), with
 * or without a key. Encrypted data needs the key of its version. 1.0 failures of any kind are
 * 'Invalid key or corrupted data' (one error, no padding oracle); 2.0 failures are 'Failed to
 * decrypt data - invalid key or corrupted data'; an empty result is 'Invalid key or corrupted data'.
 */
export async function decryptField(value: unknown, keys: SessionKeys | null, context?: string): Promise<string> {
  if (value === null || value === undefined) throw new EncryptionError('dataAndKeyRequired');
  if (!isMarkedEncrypted(value)) {
    if (typeof value === 'string') return value;
    const content = (value as { content?: unknown }).content;
    if (typeof content === 'string') return content;
    throw new EncryptionError('decryptFailed');
  }
  if (!keys) throw new EncryptionError('dataAndKeyRequired');
  if (!isEncryptedField(value)) throw new EncryptionError('decryptFailed');

  let plaintext: string;
  if (value.version === '1.0') {
    if (!keys.legacyKey) throw new EncryptionError('dataAndKeyRequired');
    plaintext = await decryptV1(value, keys.legacyKey);
  } else {
    if (!keys.dataKey) throw new EncryptionError('dataAndKeyRequired');
    plaintext = await decryptV2(value, keys.dataKey, context);
  }
  if (plaintext === '') throw new EncryptionError('invalidKeyOrCorrupted');
  return plaintext;
}
