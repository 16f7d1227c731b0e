/**
 * Format 2.0 (DESIGN §7): AES-256-GCM under the per-user data key, a random 96-bit nonce and a
 * 128-bit tag appended to the ciphertext. The field's context ('journal.content', …) is bound
 * as additional authenticated data, so a ciphertext copied into another field does not open.
 */
import type { EncryptedField } from '@contracts/encryption';
import { fromBase64, randomBytes, subtle, toBase64, utf8DecodeStrict, utf8Encode } from './encoding';
import { EncryptionError } from './errors';

const NONCE_BYTES = 12;
const TAG_BITS = 128;
const AAD_PREFIX = 'solace:2.0:';

function additionalData(context: string | undefined) {
  return utf8Encode(AAD_PREFIX + (context ?? ''));
}

export async function encryptV2(plaintext: string, dataKey: CryptoKey, context?: string): Promise<EncryptedField> {
  const nonce = randomBytes(NONCE_BYTES);
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv: nonce, tagLength: TAG_BITS, additionalData: additionalData(context) },
    dataKey,
    utf8Encode(plaintext),
  );
  return {
    ciphertext: toBase64(new Uint8Array(sealed)),
    iv: toBase64(nonce),
    algorithm: 'AES-256-GCM',
    keySize: 256,
    encrypted: true,
    version: '2.0',
  };
}

/** Any failure (shape, tag, key, context, UTF-8) is the one `decryptFailed` error. */
export async function decryptV2(field: EncryptedField, dataKey: CryptoKey, context?: string): Promise<string> {
  try {
    if (field.version !== '2.0' || field.algorithm !== 'AES-256-GCM') throw new Error('not 2.0');
    const nonce = fromBase64(field.iv);
    const sealed = fromBase64(field.ciphertext);
    if (!nonce || nonce.length !== NONCE_BYTES || !sealed || sealed.length < TAG_BITS / 8) throw new Error('malformed');
    const plaintext = await subtle().decrypt(
      { name: 'AES-GCM', iv: nonce, tagLength: TAG_BITS, additionalData: additionalData(context) },
      dataKey,
      sealed,
    );
    return utf8DecodeStrict(new Uint8Array(plaintext));
  } catch {
    throw new EncryptionError('decryptFailed');
  }
}
