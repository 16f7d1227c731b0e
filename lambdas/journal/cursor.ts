import { decodeCursor } from '../shared/db/cursor';
import { JOURNAL_PREFIX, type Key } from '../shared/db/keys';

export { encodeCursor } from '../shared/db/cursor';

const ENTRY_SK = new RegExp(`^${JOURNAL_PREFIX}[0-9A-HJKMNP-TV-Z]{26}$`);

/** The start key of the caller's next page of journal entries; 400 for anything else. */
export function decodeEntryCursor(cursor: string, userId: string): Key {
  return decodeCursor(cursor, userId, ENTRY_SK);
}
