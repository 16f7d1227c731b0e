import * as z from 'zod';
import { CHECK_IN_KINDS, CHECK_IN_LIMITS, type CheckInKind } from './check-in-options';
import { encryptedFieldSchema, type EncryptedField } from './encryption';

export { CHECK_IN_KINDS, CHECK_IN_LIMITS, type CheckInKind } from './check-in-options';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * POST /mental-health/check-ins. The answers, the difficulty and the totals are encrypted on the
 * device as one field: only ciphertext is accepted, and no other key (a plain score is a 400).
 */
export const checkInCreateBody = z
  .object({
    kind: z.enum(CHECK_IN_KINDS, 'kind must be phq9 or gad7'),
    answers: encryptedFieldSchema.refine((f) => f.ciphertext.length <= CHECK_IN_LIMITS.maxCiphertextChars, {
      error: `answers is too long (at most ${CHECK_IN_LIMITS.maxCiphertextChars} characters of ciphertext)`,
    }),
  })
  .strict();

export const checkInIdParams = z.object({ id: z.string().regex(ULID, 'Check-in not found') });

const cursorSchema = z.string().max(2048).regex(/^[A-Za-z0-9_-]+$/, 'invalid cursor');

export const checkInListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(CHECK_IN_LIMITS.maxPageSize).default(CHECK_IN_LIMITS.defaultPageSize),
  /** From an earlier answer's nextCursor: the page after it. */
  cursor: cursorSchema.optional(),
});

/** A check-in as the API returns it: the kind, when it was taken, and the answers as the device sealed them. */
export interface CheckIn {
  id: string;
  kind: CheckInKind;
  answers: EncryptedField;
  /** When it was taken (the id's time). */
  created_at: string;
}

export interface CheckInListResponse {
  checkIns: CheckIn[];
  nextCursor: string | null;
}

export type CheckInCreateBody = z.input<typeof checkInCreateBody>;
