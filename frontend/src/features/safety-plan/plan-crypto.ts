import type { EncryptedField } from '@contracts/encryption';
import { SAFETY_PLAN_CONTEXT } from '../../lib/crypto/field-contexts';
import { decryptField, encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { normalizePlan, type SafetyPlan } from './plan-model';

/** The whole plan is one field, bound to its name: a ciphertext from another field does not open here. */
export function sealPlan(plan: SafetyPlan, keys: SessionKeys): Promise<EncryptedField> {
  return encryptField(JSON.stringify(normalizePlan(plan)), keys, SAFETY_PLAN_CONTEXT);
}

/** Throws when the key does not open it (another key, or damaged data). */
export async function openPlan(field: EncryptedField, keys: SessionKeys): Promise<SafetyPlan> {
  return normalizePlan(JSON.parse(await decryptField(field, keys, SAFETY_PLAN_CONTEXT)) as unknown);
}
