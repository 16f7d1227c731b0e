/**
 * How each access pattern reads or writes the table, for docs/data-model.md: a new query or
 * transaction of lambdas/ adds its row here, and `npm run docs` puts it in the document.
 */
export interface AccessPattern {
  pattern: string;
  how: string;
}

export const accessPatterns: AccessPattern[] = [
  {
    pattern: 'Current user (every protected request)',
    how: 'GetItem `USER#<sub>` / `PROFILE`',
  },
  {
    pattern: 'Sign in by email',
    how: 'BatchGet of `EMAIL#<email>` and the three rate windows (address and account, account, address), then GetItem of the user',
  },
  {
    pattern: 'Register',
    how: 'TransactWrite: user + email (both `attribute_not_exists`) + verify token + refresh token + the address\'s counter (only while under its limit)',
  },
  {
    pattern: 'Send a reset or email-change link',
    how: 'TransactWrite: the token item and, on the user item, the link\'s hash (`resetLinkHash` / `pendingEmail` + `pendingEmailLinkHash`) on condition the address and `linkEpoch` are still the ones read',
  },
  {
    pattern: 'Use a link',
    how: 'GetItem `TOKEN#<sha256(token)>` and the user; then TransactWrite: delete the token (single use) with a condition on the user item (same address, same `linkEpoch`, and for a reset or email change the newest link\'s hash)',
  },
  {
    pattern: 'Confirm a new address',
    how: 'The pool identity first, then TransactWrite: delete the token, put `EMAIL#<new>` (`attribute_not_exists`), delete `EMAIL#<old>`, move the user item (`linkEpoch + 1`)',
  },
  {
    pattern: 'A credential changes (reset, password change)',
    how: 'UpdateItem of the user: `tokensValidFrom`, `linkEpoch + 1`, remove the pending link hashes',
  },
  {
    pattern: 'Delete an account',
    how: 'Delete the export files, then Query `PK = USER#<sub>` and BatchWrite deletes, then Query GSI1 `TOKENS#<sub>` and the rate windows of the user id and email (`RATE#<kind>#<hash>`) and delete them, then the email item',
  },
  {
    pattern: 'Journal page',
    how: 'Query `PK = USER#<sub>`, `SK` between `JOURNAL#` bounds, newest first, limit + 1; a cursor is the last key (its partition must be the caller\'s); page N without one skips with key-only queries',
  },
  {
    pattern: 'Journal export by dates',
    how: 'The same query with `SK BETWEEN JOURNAL#<ULID of from> AND JOURNAL#<ULID of to>`',
  },
  {
    pattern: 'Create / delete an entry',
    how: 'TransactWrite: the entry (`attribute_not_exists` / `attribute_exists`) and `ADD stats.totalJournalEntries ±1` on the user item',
  },
  {
    pattern: 'Update an entry',
    how: 'GetItem, merge, Put on condition `updatedAt` is still the one read',
  },
  {
    pattern: 'Save / delete a cloud export',
    how: 'File first, then TransactWrite of the item and the user\'s `cloudExportCount` (at most 50); delete: the item and the count, then the file',
  },
  {
    pattern: 'Mood logs by dates',
    how: 'Query `SK BETWEEN MOOD#<ULID of start> AND MOOD#<ULID of end>`, newest first, limit + 1; cursors as for the journal',
  },
  {
    pattern: 'Create / delete a mood log or chat session',
    how: 'TransactWrite: the item and `ADD stats.totalMoodLogs` / `stats.totalChatSessions ±1` on the user item',
  },
  {
    pattern: 'Move a mood log to another time',
    how: 'TransactWrite: delete the old item (on condition `updatedAt` is still the one read), put the new one',
  },
  {
    pattern: 'Check-ins, newest first',
    how: 'Query `SK BETWEEN CHECKIN# AND CHECKIN#~`, newest first, limit + 1; create: Put on `attribute_not_exists(PK)`; delete: Delete on `attribute_exists(PK)` (404 otherwise)',
  },
  {
    pattern: 'Save the mental health profile',
    how: 'UpdateItem `SET` of the fields given only, so two saves of different fields both stay',
  },
  {
    pattern: 'Save the safety plan',
    how: 'Put `USER#<sub>` / `SAFETYPLAN` on condition `attribute_not_exists(PK)` (version 0) or `version = :expected`; a failed condition is 409',
  },
  {
    pattern: 'Post a chat message',
    how: 'TransactWrite: the message and, on the session (which must exist), `messageCount + 1` and `lastMessageAt`',
  },
  {
    pattern: 'A session with its messages',
    how: 'GetItem of the session, Query `begins_with(SK, CHATMSG#<id>#)` newest first, at most 500',
  },
  {
    pattern: 'Delete a chat session',
    how: 'TransactWrite of the session and its counter, then Query the message prefix and BatchWrite deletes (a retry finishes what an interrupted delete left)',
  },
  {
    pattern: 'Dashboard',
    how: 'the counters from the user item authentication already read; Query `MOOD#` newest first (the last 30 logs and every log of the last 14 days, one read); Query `CHAT#` by the ULID range of the last 31 days; Query `JOURNAL#` newest first, keys only, a page at a time until the streak breaks. Run in parallel',
  },
  {
    pattern: 'Mood trends, activity insights',
    how: 'Query `MOOD#`, `CHAT#`, `JOURNAL#` with `SK BETWEEN <PREFIX><ULID time of from>0… AND <PREFIX><ULID time of to>Z…`, projecting only the attributes a figure needs (chat and journal times come from the keys)',
  },
  {
    pattern: 'Coaching progress (/ai-coaching)',
    how: 'the session counter from the user item; Query `CHAT#` (key and `persona`) and `JOURNAL#` (keys only) up to today, in parallel',
  },
  {
    pattern: 'Admin list of users',
    how: 'Query GSI1 `USERS` newest first, projecting `GSI1SK` only (with `contains(email, :search)` as a filter when searching), slice the page, then BatchGet those users',
  },
  {
    pattern: 'Admin dashboard',
    how: 'One Query of GSI1 `USERS` projecting createdAt, role, disabled, subscription; Select COUNT of `CODES#unused` above and below now (unused / expired), `CODES#redeemed`, `CODES#revoked`; Query `CODES#redeemed` newest first, 10; BatchGet the redeemers',
  },
  {
    pattern: 'Codes by status',
    how: 'Query GSI1 `CODES#<status>` (expired: `CODES#unused` with `GSI1SK < now`; unused: `> now`), limit + 1, a cursor of the last key (of that partition only)',
  },
  {
    pattern: 'Codes of a batch',
    how: 'Query GSI2 `CODEBATCH#<id>`, a status as a filter; its counts by one Query projecting status and expiresAt',
  },
  {
    pattern: 'Codes by who redeemed them',
    how: 'GetItem `EMAIL#<email>`, Query `begins_with(SK, REDEEMED#)` in that user\'s partition, BatchGet the codes',
  },
  {
    pattern: 'Generate a batch',
    how: 'BatchWrite the codes 25 at a time, then the batch item with its audit entry (a listed batch has all its codes)',
  },
  {
    pattern: 'Revoke a code',
    how: 'GetItem, then TransactWrite: the code on condition `status = unused` (→ `CODES#revoked`) and the audit entry',
  },
  {
    pattern: 'Revoke a batch',
    how: 'TransactWrite: `revokedAt` on the batch (`attribute_not_exists`) and the audit entry; then Query GSI2 for its unused codes and update each on condition it is still unused',
  },
  {
    pattern: 'Admin changes a user',
    how: 'GetItem, then TransactWrite: the user item on condition `updatedAt` is the one read (disabling also moves `tokensValidFrom`) and the audit entry; then the pool (group, enable/disable, sign-out)',
  },
  {
    pattern: 'Audit trail',
    how: 'Query `AUDIT` newest first, limit + 1, with a cursor',
  },
  {
    pattern: 'Seed the therapist directory',
    how: 'GetItem `DIRECTORY#THERAPISTS` / `VERSION`; if its `version` differs, BatchWrite the profiles and issue cards 25 at a time (unprocessed items retried with backoff), then Put the version',
  },
  {
    pattern: 'Match therapists',
    how: 'Query GSI1 `THERAPISTS#ISSUE#<issue>` for each chosen issue area (in parallel; a warm function keeps each list for a minute), then filter, score and rank in memory; search without issues reads GSI1 `THERAPISTS`',
  },
  {
    pattern: 'Request a connection',
    how: 'GetItem of the therapist, then TransactWrite: the open marker and the connection, both `attribute_not_exists` (a refused marker is the 409)',
  },
  {
    pattern: 'List connections',
    how: 'Query `begins_with(SK, CONNECTION#)` newest first, then BatchGet the therapists',
  },
  {
    pattern: 'A therapist\'s card without Premium',
    how: 'Query `begins_with(SK, CONNECTION#)` in the caller\'s partition with a filter on `therapistId` (stops at the first page that has one), then GetItem of the therapist',
  },
  {
    pattern: 'Withdraw a connection',
    how: 'GetItem, then TransactWrite: the connection on condition its status and `updatedAt` are the ones read, and delete the open marker on condition it names this connection',
  },
  {
    pattern: 'Redeem a licence key',
    how: 'Check symbol first (a typo never reaches the table), GetItem `CODE#<hash>`, then TransactWrite: the code (`status = unused` and not expired → redeemed, moved to `CODES#redeemed`), the user\'s `subscription` (on condition it is still the one read) and the `REDEEMED#<hash>` item; a refused code condition is a 409',
  },
  {
    pattern: 'Apply a Stripe event',
    how: 'GetItem `STRIPE#<id>` (seen: 200, nothing more); retrieve the subscription from Stripe now; TransactWrite: put `STRIPE#<id>` (`attribute_not_exists`) and update the user\'s `subscription` on condition `stripeStateAt` is not newer than this read and the customer is the user\'s (for a user without one stored yet, the Stripe customer is retrieved and its metadata must name them)',
  },
  {
    pattern: 'Users due for scheduled mail in a slot',
    how: 'Query GSI2 `REMIND#<slot>` for the current slot and the three before it; per item GetItem of the user and of `EMAIL#<email>`/`SUPPRESSED`; the weekly summary counts with `Select: COUNT` queries of `MOOD#` and `JOURNAL#` ULID ranges of the week; UpdateItem moves the item to its next slot on condition `slot` is unchanged (only then the mail goes)',
  },
  {
    pattern: 'Unsubscribe by a signed link',
    how: 'UpdateItem of the user\'s `settings.notifications.reminders` or `.weeklySummary` to false (`attribute_exists(PK)`), then Put or Delete of the `NOTIFY#` items',
  },
];
