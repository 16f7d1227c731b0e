import * as z from 'zod';
import { encryptedFieldSchema, type EncryptedField } from './encryption';
import { SAFETY_PLAN_LIMITS } from './safety-plan-limits';
import { storableNumber } from './storable';

export { SAFETY_PLAN_LIMITS } from './safety-plan-limits';

/**
 * A person's Stanley-Brown safety plan (docs/decisions/safety-plan.md). The whole plan is one
 * field encrypted on the device; the server keeps it as sent, with a version number that makes
 * every save conditional on the copy it replaces.
 */

/** Only format 2.0 (authenticated): a plan is new, so there is no 1.0 copy to read. */
const planFieldSchema = encryptedFieldSchema.refine(
  (field) => field.version === '2.0' && field.ciphertext.length <= SAFETY_PLAN_LIMITS.ciphertextChars,
  { error: `plan must be an encrypted field of version 2.0, at most ${SAFETY_PLAN_LIMITS.ciphertextChars} characters of ciphertext` },
);

const versionSchema = z
  .int('expectedVersion must be a whole number')
  .check(storableNumber('expectedVersion'))
  .min(0, 'expectedVersion must be 0 or more')
  .max(SAFETY_PLAN_LIMITS.maxVersion, 'expectedVersion is too large');

/** PUT /safety-plan: the plan, and the version it replaces (0 when the person has none yet). */
export const safetyPlanPutBody = z
  .object({
    plan: planFieldSchema,
    expectedVersion: versionSchema,
  })
  .strict();

export type SafetyPlanPutBody = z.infer<typeof safetyPlanPutBody>;

/** GET and PUT /safety-plan. Without a plan: `plan` null, version 0. */
export interface SafetyPlanResponse {
  plan: EncryptedField | null;
  version: number;
  updatedAt: string | null;
}
