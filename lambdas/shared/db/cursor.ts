import { BadRequest } from '../errors';
import { keys, type Key } from './keys';

/**
 * Opaque page cursors: base64url of the last key a page returned. The partition key in a
 * cursor is only compared with the caller's own; the key handed to DynamoDB is always
 * rebuilt from the caller, so a cursor can never reach into another partition.
 */
export const invalidCursor = () => new BadRequest('cursor: invalid cursor');

/** A key's attributes as a cursor. */
export function writeCursorKey(key: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/** The attributes a cursor holds: a plain object, or 400. The caller checks they form its own key. */
export function readCursorKey(cursor: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidCursor();
  return parsed as Record<string, unknown>;
}

export function encodeCursor(key: Key): string {
  return writeCursorKey({ PK: key.PK, SK: key.SK });
}

/** The start key of the caller's next page, its sort key matching `sortKey`; 400 for anything else. */
export function decodeCursor(cursor: string, userId: string, sortKey: RegExp): Key {
  const { PK, SK, ...rest } = readCursorKey(cursor);
  if (Object.keys(rest).length > 0 || typeof PK !== 'string' || typeof SK !== 'string') throw invalidCursor();
  const partition = keys.userPartition(userId);
  if (PK !== partition || !sortKey.test(SK)) throw invalidCursor();
  return { PK: partition, SK };
}
