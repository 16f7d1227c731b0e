import { BadRequest } from '../shared/errors';
import { JOURNAL_PREFIX, keys, type Key } from '../shared/db/keys';

/**
 * Opaque page cursors: base64url of the last key a page returned. The partition key in a
 * cursor is only compared with the caller's own; the key handed to DynamoDB is always
 * rebuilt from the caller, so a cursor can never reach into another partition.
 */
const ENTRY_SK = new RegExp(`^${JOURNAL_PREFIX}[0-9A-HJKMNP-TV-Z]{26}$`);

export function encodeCursor(key: Key): string {
  return Buffer.from(JSON.stringify({ PK: key.PK, SK: key.SK }), 'utf8').toString('base64url');
}

const invalidCursor = () => new BadRequest('cursor: invalid cursor');

/** The start key of the caller's next page of journal entries; 400 for anything else. */
export function decodeEntryCursor(cursor: string, userId: string): Key {
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
  if (PK !== partition || !ENTRY_SK.test(SK)) throw invalidCursor();
  return { PK: partition, SK };
}
