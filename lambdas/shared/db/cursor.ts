import { BadRequest } from '../errors';
import { keys, type Key } from './keys';

/**
 * Opaque page cursors: base64url of the last key a page returned. The partition key in a
 * cursor is only compared with the caller's own; the key handed to DynamoDB is always
 * rebuilt from the caller, so a cursor can never reach into another partition.
 */
export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify({ PK: key.PK, SK: key.SK }), 'utf8').toString('base64url');
}

const invalidCursor = () => new BadRequest('cursor: invalid cursor');

/** The start key of the caller's next page, its sort key matching `sortKey`; 400 for anything else. */
export function decodeCursor(cursor: string, userId: string, sortKey: RegExp): Key {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalidCursor();
  const { PK, SK, ...rest } = parsed as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof PK !== 'string' || typeof SK !== 'string') throw invalidCursor();
  const partition = keys.userPartition(userId);
  if (PK !== partition || !sortKey.test(SK)) throw invalidCursor();
  return { PK: partition, SK };
}
