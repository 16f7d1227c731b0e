/**
 * Single-table keys, built only here. docs/data-model.md (npm run docs)
 * shows the keys these functions build.
 */
export interface Key {
  PK: string;
  SK: string;
}

/** Sort-key prefixes of a user's partition, for `begins_with` and range conditions. */
export const JOURNAL_PREFIX = 'JOURNAL#';
export const EXPORT_PREFIX = 'EXPORT#';
/** Mood logs sort by their timestamp: the log's id is a ULID made from it. */
export const MOOD_PREFIX = 'MOOD#';
/** PHQ-9 and GAD-7 check-ins sort by when they were taken: the id is a ULID of that time. */
export const CHECK_IN_PREFIX = 'CHECKIN#';
/** Chat sessions sort by their start: the session's id is a ULID made from it. */
export const CHAT_PREFIX = 'CHAT#';
export const CHAT_MESSAGE_PREFIX = 'CHATMSG#';

/** A user's therapist connections sort by creation: the connection's id is a ULID. */
export const CONNECTION_PREFIX = 'CONNECTION#';

/** Codes a user redeemed (admin search by who redeemed). */
export const REDEEMED_PREFIX = 'REDEEMED#';
export const AUDIT_PREFIX = 'ENTRY#';
/** A user's scheduled mail, one item per kind. */
export const NOTIFY_PREFIX = 'NOTIFY#';
/** GSI2 partitions of the scheduled mail due in one 15-minute slot. */
export const REMIND_PREFIX = 'REMIND#';
/** Sorts after every real expiry: the GSI1 sort key of an unused code that never expires. */
export const NO_EXPIRY = '9999-12-31T23:59:59.999Z';

const ratePartition = (kind: string, subject: string) => `RATE#${kind}#${subject}`;

export const keys = {
  user: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  /** Admin list of users, newest last. */
  userListGsi: (createdAt: string, userId: string) => ({ GSI1PK: 'USERS', GSI1SK: `${createdAt}#${userId}` }),
  userListPartition: () => 'USERS',
  userPartition: (userId: string) => `USER#${userId}`,
  /** One item per address: makes an email unique and maps it to its account. */
  email: (email: string): Key => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' }),
  /** One-time link tokens and refresh-token records, stored by the SHA-256 of the secret. */
  token: (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** Every token of a user, on GSI1, so they can all go with the account. */
  userTokensGsi: (userId: string, kind: string, issuedAt: number) => ({ GSI1PK: `TOKENS#${userId}`, GSI1SK: `${kind}#${issuedAt}` }),
  userTokensPartition: (userId: string) => `TOKENS#${userId}`,
  /**
   * A rate-limit window of a subject (hashed). A window may be split further by a second
   * subject (a login's address under its email), so all windows of the first one are one
   * partition.
   */
  rateWindow: (kind: string, subject: string, windowStart: number, part?: string): Key => ({
    PK: ratePartition(kind, subject),
    SK: part === undefined ? String(windowStart) : `${windowStart}#${part}`,
  }),
  ratePartition: (kind: string, subject: string) => ratePartition(kind, subject),
  /** A journal entry in its owner's partition; the ULID orders entries by creation time. */
  journalEntry: (userId: string, entryId: string): Key => ({ PK: `USER#${userId}`, SK: `${JOURNAL_PREFIX}${entryId}` }),
  /** The metadata of a journal export kept in cloud storage (the bytes live in the export store). */
  cloudExport: (userId: string, exportId: string): Key => ({ PK: `USER#${userId}`, SK: `${EXPORT_PREFIX}${exportId}` }),
  moodLog: (userId: string, logId: string): Key => ({ PK: `USER#${userId}`, SK: `${MOOD_PREFIX}${logId}` }),
  mentalHealthProfile: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'MHPROFILE' }),
  checkIn: (userId: string, checkInId: string): Key => ({ PK: `USER#${userId}`, SK: `${CHECK_IN_PREFIX}${checkInId}` }),
  /** The one safety plan of a user, encrypted on the device; it goes with the user's partition. */
  safetyPlan: (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'SAFETYPLAN' }),
  chatSession: (userId: string, sessionId: string): Key => ({ PK: `USER#${userId}`, SK: `${CHAT_PREFIX}${sessionId}` }),
  /** A message sorts after its session's others: `CHATMSG#<session>#<message ULID>`. */
  chatMessage: (userId: string, sessionId: string, messageId: string): Key => ({
    PK: `USER#${userId}`,
    SK: `${CHAT_MESSAGE_PREFIX}${sessionId}#${messageId}`,
  }),
  chatMessagePrefix: (sessionId: string) => `${CHAT_MESSAGE_PREFIX}${sessionId}#`,
  /** A therapist of the directory (seeded, read-only to users). */
  therapist: (therapistId: string): Key => ({ PK: `THERAPIST#${therapistId}`, SK: 'PROFILE' }),
  /** The whole directory on GSI1, by id. */
  therapistListGsi: (therapistId: string) => ({ GSI1PK: 'THERAPISTS', GSI1SK: therapistId }),
  therapistListPartition: () => 'THERAPISTS',
  /** A copy of a therapist's card under each issue area they treat, so matching reads only those. */
  therapistIssue: (therapistId: string, issueId: string): Key => ({ PK: `THERAPIST#${therapistId}`, SK: `ISSUE#${issueId}` }),
  therapistIssueGsi: (issueId: string, therapistId: string) => ({ GSI1PK: `THERAPISTS#ISSUE#${issueId}`, GSI1SK: therapistId }),
  therapistIssuePartition: (issueId: string) => `THERAPISTS#ISSUE#${issueId}`,
  /** Which seed of the directory the table holds, so a start with the same seed writes nothing. */
  therapistDirectory: (): Key => ({ PK: 'DIRECTORY#THERAPISTS', SK: 'VERSION' }),
  /** A connection request in its owner's partition. */
  connection: (userId: string, connectionId: string): Key => ({ PK: `USER#${userId}`, SK: `${CONNECTION_PREFIX}${connectionId}` }),
  /**
   * The one open (pending, accepted or active) connection of a user with a therapist: created
   * with the connection under a condition, so a second request answers 409.
   */
  openConnection: (userId: string, therapistId: string): Key => ({ PK: `USER#${userId}`, SK: `OPENCONNECTION#${therapistId}` }),
  /** An access code (licence key), by the keyed hash of the code: the table never holds the code. */
  accessCode: (codeHash: string): Key => ({ PK: `CODE#${codeHash}`, SK: 'CODE' }),
  /**
   * Codes by status (admin lists). Unused codes sort by when they expire (`NO_EXPIRY` if
   * never), so expired ones are a key range; redeemed and revoked ones by when that happened.
   */
  accessCodeStatusGsi: (status: string, at: string, codeHash: string) => ({ GSI1PK: `CODES#${status}`, GSI1SK: `${at}#${codeHash}` }),
  accessCodeStatusPartition: (status: string) => `CODES#${status}`,
  /** The codes of a batch, on GSI2. */
  accessCodeBatchGsi: (batchId: string, codeHash: string) => ({ GSI2PK: `CODEBATCH#${batchId}`, GSI2SK: codeHash }),
  accessCodeBatchPartition: (batchId: string) => `CODEBATCH#${batchId}`,
  /** A code a user redeemed, in their partition: codes by who redeemed them. */
  redeemedCode: (userId: string, codeHash: string): Key => ({ PK: `USER#${userId}`, SK: `${REDEEMED_PREFIX}${codeHash}` }),
  /** A batch of codes made together. */
  codeBatch: (batchId: string): Key => ({ PK: `BATCH#${batchId}`, SK: 'BATCH' }),
  codeBatchListGsi: (createdAt: string, batchId: string) => ({ GSI1PK: 'BATCHES', GSI1SK: `${createdAt}#${batchId}` }),
  codeBatchListPartition: () => 'BATCHES',
  /** The admin audit trail, newest last: the entry's id is a ULID of its time. */
  auditEntry: (entryId: string): Key => ({ PK: 'AUDIT', SK: `${AUDIT_PREFIX}${entryId}` }),
  auditPartition: () => 'AUDIT',
  /**
   * The next scheduled mail of one kind (reminder, weekly) of a user, in their partition so it
   * goes with the account. GSI2 holds it under the UTC 15-minute slot it is due in, so a run
   * reads only the users due in its slot.
   */
  notificationSchedule: (userId: string, kind: string): Key => ({ PK: `USER#${userId}`, SK: `${NOTIFY_PREFIX}${kind}` }),
  notificationDueGsi: (slot: string, userId: string, kind: string) => ({ GSI2PK: `${REMIND_PREFIX}${slot}`, GSI2SK: `${userId}#${kind}` }),
  notificationDuePartition: (slot: string) => `${REMIND_PREFIX}${slot}`,
  /** An address SES reported a permanent bounce or a complaint for: no scheduled mail goes to it. */
  emailSuppression: (email: string): Key => ({ PK: `EMAIL#${email}`, SK: 'SUPPRESSED' }),
  /** A Stripe event already applied (kept 30 days): a repeated delivery changes nothing. */
  stripeEvent: (eventId: string): Key => ({ PK: `STRIPE#${eventId}`, SK: 'EVENT' }),
};
