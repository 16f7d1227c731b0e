/**
 * Format 1.0 (spec §9): AES-256-CBC with PKCS7 padding and a random 128-bit IV, under a key
 * from PBKDF2-SHA256 (10,000 iterations) over the password with the user id as salt.
 * Byte-compatible with crypto-js both ways (IV hex, ciphertext base64 without "Salted__").
 *
 * CBC carries no MAC, so 1.0 is only read (and written by interop tests); new data is 2.0.
 */
import type { EncryptedField } from '@contracts/encryption';
import { type Bytes, fromBase64, fromHex, randomBytes, subtle, toBase64, toHex, utf8DecodeStrict, utf8Encode } from './encoding';
import { EncryptionError } from './errors';

export const LEGACY_ITERATIONS = 10_000;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;

/** The 1.0 key. Non-extractable: it can encrypt and decrypt, never be read out. */
export async function deriveLegacyKey(password: string, userId: string): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', utf8Encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: utf8Encode(userId), iterations: LEGACY_ITERATIONS },
    base,
    { name: 'AES-CBC', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** `iv` is for tests that compare bytes with crypto-js; production always draws a fresh one. */
export async function encryptV1(plaintext: string, key: CryptoKey, iv?: Uint8Array): Promise<EncryptedField> {
  const nonce: Bytes = iv ? new Uint8Array(iv) : randomBytes(IV_BYTES);
  if (nonce.length !== IV_BYTES) throw new TypeError('A 1.0 IV is 16 bytes');
  const ciphertext = await subtle().encrypt({ name: 'AES-CBC', iv: nonce }, key, utf8Encode(plaintext));
  return {
    ciphertext: toBase64(new Uint8Array(ciphertext)),
    iv: toHex(nonce),
    algorithm: 'AES-256-CBC',
    keySize: 256,
    encrypted: true,
    version: '1.0',
  };
}

/**
 * Every failure (malformed field, bad padding, wrong key, bytes that are not UTF-8, an empty
 * result) ends in the same single error, raised in one place: the caller cannot tell a padding
 * failure from any other, so there is no padding oracle to query.
 */
export async function decryptV1(field: EncryptedField, key: CryptoKey): Promise<string> {
  const plaintext = await tryDecryptV1(field, key);
  if (!plaintext) throw new EncryptionError('invalidKeyOrCorrupted');
  return plaintext;
}

async function tryDecryptV1(field: EncryptedField, key: CryptoKey): Promise<string | null> {
  try {
    if (field.version !== '1.0' || field.algorithm !== 'AES-256-CBC') return null;
    const iv = fromHex(field.iv);
    const ciphertext = fromBase64(field.ciphertext);
    // Shape checks only look at public lengths, never at anything the key decides.
    if (!iv || iv.length !== IV_BYTES || !ciphertext || ciphertext.length === 0 || ciphertext.length % BLOCK_BYTES !== 0) {
      return null;
    }
    const plaintext = await subtle().decrypt({ name: 'AES-CBC', iv }, key, ciphertext);
    return utf8DecodeStrict(new Uint8Array(plaintext));
  } catch {
    return null;
  }
}
