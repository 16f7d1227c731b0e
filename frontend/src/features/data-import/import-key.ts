import type { SessionKeys } from '../../lib/crypto/key-store';
import { subtle, toHex, utf8Encode } from '../../lib/crypto/encoding';

/** Fixed input of the derivation: a PRF of the data key over a constant is a key of its own. */
const DERIVATION_LABEL = 'solace.import-key.v1';

/**
 * The HMAC key of import keys. With a data key: AES-GCM of a constant under a constant nonce,
 * which only that key can produce (the data key itself is not extractable), so the server
 * cannot recompute a key from a guessed row. Without encryption the rows go as plain text
 * anyway, and the key comes from the account id: stable across devices all the same.
 */
export async function importHmacKey(keys: SessionKeys | null, userId: string): Promise<CryptoKey> {
  let material: ArrayBuffer;
  if (keys) {
    const label = utf8Encode(DERIVATION_LABEL);
    material = await subtle().encrypt({ name: 'AES-GCM', iv: new Uint8Array(12), additionalData: label }, keys.dataKey, new Uint8Array(32));
  } else {
    material = await subtle().digest('SHA-256', utf8Encode(`${DERIVATION_LABEL}|${userId}`));
  }
  return subtle().importKey('raw', material, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** The import key of one item: HMAC-SHA-256 of what identifies its source row, lowercase hex. */
export async function importKeyOf(hmacKey: CryptoKey, source: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().sign('HMAC', hmacKey, utf8Encode(source))));
}
