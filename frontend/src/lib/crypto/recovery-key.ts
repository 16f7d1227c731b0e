/**
 * The recovery key as the user sees it: the 256-bit recovery secret plus a 24-bit CRC, written
 * in Crockford base32 (no I, L, O or U, so nothing reads as another character) in 14 groups of
 * four: `7KQ3-M0ZD-…`. 35 bytes are exactly 56 characters, so no padding bits.
 *
 * The CRC-24 (the OpenPGP one) catches every single mistyped character and every swap of two
 * neighbours (both are bursts shorter than 24 bits), and any other typo except 1 in 16 million,
 * before any key is tried. Parsing ignores case, dashes and spaces, and reads O as 0 and I or L
 * as 1, the usual misreadings.
 */

export const RECOVERY_SECRET_BYTES = 32;
const CHECK_BYTES = 3;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 4;
const KEY_CHARS = ((RECOVERY_SECRET_BYTES + CHECK_BYTES) * 8) / 5;

function crc24(bytes: Uint8Array): number {
  let crc = 0xb704ce;
  for (const byte of bytes) {
    crc ^= byte << 16;
    for (let bit = 0; bit < 8; bit += 1) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return crc & 0xffffff;
}

function withCheck(secret: Uint8Array): Uint8Array<ArrayBuffer> {
  const crc = crc24(secret);
  const out = new Uint8Array(secret.length + CHECK_BYTES);
  out.set(secret);
  out.set([(crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff], secret.length);
  return out;
}

export function formatRecoveryKey(secret: Uint8Array): string {
  if (secret.length !== RECOVERY_SECRET_BYTES) throw new TypeError('A recovery secret is 32 bytes');
  const bytes = withCheck(secret);
  let chars = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      chars += ALPHABET[(buffer >>> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return chars.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');
}

/** The 32-byte secret, or null when the text is not a well-formed key (a typo, a missing character). */
export function parseRecoveryKey(text: string): Uint8Array<ArrayBuffer> | null {
  const chars = text
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (chars.length !== KEY_CHARS) return null;
  const bytes = new Uint8Array(RECOVERY_SECRET_BYTES + CHECK_BYTES);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of chars) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index] = (buffer >>> bits) & 0xff;
      index += 1;
      buffer &= (1 << bits) - 1;
    }
  }
  const secret = bytes.slice(0, RECOVERY_SECRET_BYTES);
  const expected = withCheck(secret);
  for (let i = RECOVERY_SECRET_BYTES; i < bytes.length; i += 1) {
    if (bytes[i] !== expected[i]) return null;
  }
  return secret;
}
