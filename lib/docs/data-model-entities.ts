/**
 * The entities of the one table, for docs/data-model.md. Key shapes are not written here:
 * the generator calls the builders of lambdas/shared/db/keys.ts with these placeholder
 * arguments, so the document shows the keys the code builds. What an item holds is in words.
 */
import type { keys } from '../../lambdas/shared/db/keys';

export type KeyBuilderName = keyof typeof keys;

export interface KeyCall {
  builder: KeyBuilderName;
  /** Placeholders in place of the builder's arguments, e.g. `<sub>`. */
  args: string[];
}

export interface EntityDoc {
  entity: string;
  key: KeyCall;
  /** Index keys the item carries (GSI1, GSI2). */
  indexes?: KeyCall[];
  notes: string;
}

export const entities: EntityDoc[] = [
  {
    entity: 'user',
    key: { builder: 'user', args: ['<sub>'] },
    indexes: [{ builder: 'userListGsi', args: ['<createdAt>', '<sub>'] }],
    notes:
      'profile, preferences, settings, stats, subscription, `emailVerified`, `disabled`, `role`, `tokensValidFrom`, `linkEpoch`, `resetLinkHash`, `pendingEmail`, `pendingEmailLinkHash`',
  },
  {
    entity: 'email',
    key: { builder: 'email', args: ['<email>'] },
    notes: 'one per address: makes it unique and maps it to the user; written with the user item in one transaction',
  },
  {
    entity: 'one-time token',
    key: { builder: 'token', args: ['<sha256>'] },
    indexes: [{ builder: 'userTokensGsi', args: ['<sub>', '<kind>', '<issuedAt>'] }],
    notes:
      '`kind` verify (24 h), reset (1 h), email-change (24 h) or refresh (30 days); `expiresAt`, `ttl`; links also carry the address (and new address) and the link epoch they were made for; only the hash is stored',
  },
  {
    entity: 'rate-limit window',
    key: { builder: 'rateWindow', args: ['<kind>', '<hash>', '<windowStart>'] },
    notes:
      'attempt counter; SK `<windowStart>#<hash>` when split by a second subject (a login\'s address under its email); the email, address or user id is stored hashed; `ttl`',
  },
  {
    entity: 'journal entry',
    key: { builder: 'journalEntry', args: ['<sub>', '<ulid>'] },
    notes:
      'title, content, notes, aiAnalysis (text or an encrypted field object, as sent), mood, tags, `clientEncrypted`, `createdAt` (the ULID\'s time), `updatedAt`',
  },
  {
    entity: 'cloud export',
    key: { builder: 'cloudExport', args: ['<sub>', '<ulid>'] },
    notes: 'filename, format, size, `createdAt`; the file is in S3 `exports/<sub>/<ulid>` (locally `DATA_DIR/exports/<sub>/<ulid>`)',
  },
  {
    entity: 'mood log',
    key: { builder: 'moodLog', args: ['<sub>', '<ulid>'] },
    notes: 'the ULID\'s time is the log\'s `timestamp`; mood, energy, stress, notes, triggers, gratitude (as sent), `clientEncrypted`, `createdAt`, `updatedAt`',
  },
  {
    entity: 'check-in',
    key: { builder: 'checkIn', args: ['<sub>', '<ulid>'] },
    notes: '`kind` (`phq9` or `gad7`), `answers` (an encrypted field: the items, the difficulty and the totals, sealed on the device), `createdAt` (the ULID\'s time)',
  },
  {
    entity: 'mental health profile',
    key: { builder: 'mentalHealthProfile', args: ['<sub>'] },
    notes: 'only the fields saved, `updatedAt`; absent fields read as the defaults',
  },
  {
    entity: 'safety plan',
    key: { builder: 'safetyPlan', args: ['<sub>'] },
    notes: '`plan` (one encrypted 2.0 field, as sent; never plaintext), `version` (1 on the first save, +1 each save), `updatedAt`',
  },
  {
    entity: 'chat session',
    key: { builder: 'chatSession', args: ['<sub>', '<ulid>'] },
    notes: 'persona, `startedAt` (the ULID\'s time), `lastMessageAt`, `messageCount`, the coach\'s memory of it',
  },
  {
    entity: 'chat message',
    key: { builder: 'chatMessage', args: ['<sub>', '<session ulid>', '<ulid>'] },
    notes: 'sessionId, sender, message (as sent), `clientEncrypted`, `createdAt` (the ULID\'s time)',
  },
  {
    entity: 'therapist',
    key: { builder: 'therapist', args: ['<id>'] },
    indexes: [{ builder: 'therapistListGsi', args: ['<id>'] }],
    notes: '`therapist`: the card every route returns; GSI1 holds the whole directory in id order',
  },
  {
    entity: 'therapist issue card',
    key: { builder: 'therapistIssue', args: ['<id>', '<issue>'] },
    indexes: [{ builder: 'therapistIssueGsi', args: ['<issue>', '<id>'] }],
    notes: 'the same `therapist`, once per issue area its specializations belong to, so matching reads only the chosen issue areas',
  },
  {
    entity: 'therapist directory version',
    key: { builder: 'therapistDirectory', args: [] },
    notes: '`version` (SHA-256 prefix of the generated directory), `count`; written last by the seed',
  },
  {
    entity: 'therapist connection',
    key: { builder: 'connection', args: ['<sub>', '<ulid>'] },
    notes: 'therapistId, status, requestMessage, preferredTopics, urgencyLevel, sessionPreference, `createdAt`, `updatedAt`',
  },
  {
    entity: 'open connection marker',
    key: { builder: 'openConnection', args: ['<sub>', '<therapistId>'] },
    notes: '`connectionId`: exists while that request is pending, accepted or active',
  },
  {
    entity: 'access code (licence key)',
    key: { builder: 'accessCode', args: ['<HMAC-SHA-256 of the code>'] },
    indexes: [
      { builder: 'accessCodeStatusGsi', args: ['<status>', '<at>', '<hash>'] },
      { builder: 'accessCodeBatchGsi', args: ['<batch ulid>', '<hash>'] },
    ],
    notes:
      '`<at>` is `expiresAt` (or `9999-…` if none) while unused, `redeemedAt` or `revokedAt` after; `lastFour`, batchId, plan, durationDays, status (unused, redeemed, revoked; expired is an unused one past `expiresAt`), createdBy, `redeemedBy`, `redeemedAt`, `revokedAt` — never the code',
  },
  {
    entity: 'redeemed code',
    key: { builder: 'redeemedCode', args: ['<sub>', '<hash>'] },
    notes: '`codeHash`, `redeemedAt`: the codes a user redeemed (admin search by address); goes with the account',
  },
  {
    entity: 'code batch',
    key: { builder: 'codeBatch', args: ['<ulid>'] },
    indexes: [{ builder: 'codeBatchListGsi', args: ['<createdAt>', '<ulid>'] }],
    notes: 'count, plan, durationDays, `expiresAt`, note, createdBy and their address, `revokedAt`',
  },
  {
    entity: 'audit entry',
    key: { builder: 'auditEntry', args: ['<ulid>'] },
    notes: '`at`, actorId, actorEmail, action, target, details; written with the action it records where that is one write',
  },
  {
    entity: 'processed Stripe event',
    key: { builder: 'stripeEvent', args: ['<eventId>'] },
    notes: 'type, `receivedAt`, `ttl` (30 days), `outcome: \'ignored\'` when Stripe no longer had the event\'s object',
  },
  {
    entity: 'scheduled mail',
    key: { builder: 'notificationSchedule', args: ['<sub>', '<kind>'] },
    indexes: [{ builder: 'notificationDueGsi', args: ['<slot>', '<sub>', '<kind>'] }],
    notes:
      'one per kind (`reminder`, `weekly`) that is on: `userId`, `kind`, `slot` (the UTC 15-minute slot it is due in, e.g. `2026-11-29T20:00Z`); written when the notification settings are saved, moved to the next slot under the condition `slot` is still the one read; goes with the account',
  },
  {
    entity: 'suppressed address',
    key: { builder: 'emailSuppression', args: ['<email>'] },
    notes: '`reason` (bounce or complaint, from SES through SNS), `at`; no scheduled mail goes to the address; deleted with the account',
  },
];
