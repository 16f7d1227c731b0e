/**
 * Byte helpers shared by the formats. Nothing here checks `instanceof`: in tests the bytes can
 * come from another realm (Node's WebCrypto under jsdom), where such checks fail.
 */

/** Bytes backed by a plain ArrayBuffer, which is what WebCrypto's BufferSource asks for. */
export type Bytes = Uint8Array<ArrayBuffer>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const HEX = /^(?:[0-9a-fA-F]{2})*$/;

export function subtle(): SubtleCrypto {
  // Read at call time: an insecure context has no `subtle`, and tests install it late.
  const value = globalThis.crypto?.subtle;
  if (!value) throw new Error('WebCrypto is not available in this context');
  return value;
}

export function randomBytes(length: number): Bytes {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function asBytes(buffer: ArrayBuffer): Bytes {
  return new Uint8Array(buffer);
}

export function utf8Encode(text: string): Bytes {
  return new TextEncoder().encode(text) as Bytes;
}

/**
 * Strict UTF-8 decoding: invalid bytes throw instead of becoming U+FFFD, and a leading BOM is
 * kept (crypto-js keeps it, so both read the same text).
 */
export function utf8DecodeStrict(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so a long entry does not exceed the engine's argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Canonical padded base64 only; anything else is null (atob alone would accept more). */
export function fromBase64(text: string): Bytes | null {
  if (text.length % 4 !== 0 || !BASE64.test(text)) return null;
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(text: string): Bytes | null {
  if (!HEX.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
