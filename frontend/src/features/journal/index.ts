/** What other features may use of the journal: its API and how an entry is opened on the device. */
export { journalApi } from './api/journal-api';
export { decryptEntry } from './entry-crypto';
