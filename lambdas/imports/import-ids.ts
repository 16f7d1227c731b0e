import { createHash } from 'node:crypto';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 bits (20 hex characters) as the 16 Crockford base-32 characters of a ULID's random part. */
function randomPart(hex80: string): string {
  let value = BigInt(`0x${hex80}`);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out = CROCKFORD[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

/**
 * The id of an imported item: a ULID whose time is the item's and whose random part comes
 * from its import key, so the same source row always gets the same key, and a second import
 * of it meets the first under its write condition.
 */
export function importedId(at: number, importKey: string): string {
  return encodeTime(at, 10) + randomPart(importKey.slice(0, 20));
}

/** The id of the n-th message of an imported session: its own time, a random part from the session's key and its place. */
export function importedMessageId(at: number, importKey: string, index: number): string {
  const digest = createHash('sha256').update(`${importKey}#message#${index}`).digest('hex');
  return encodeTime(at, 10) + randomPart(digest.slice(0, 20));
}
