import { ApiError, serverMessage } from '../../lib/api-client';
import { SAFETY_PLAN_CONTEXT } from '../../lib/crypto/field-contexts';
import { encryptField } from '../../lib/crypto/field-crypto';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { mentalHealthApi } from '../mental-health';
import { safetyPlanApi } from '../safety-plan';
import type { PlanExtras } from './import-plan';
import type { RowNotice } from './source-rows';

export interface ExtrasOutcome {
  restored: string[];
  notRestored: RowNotice[];
}

export const PLAN_KEPT = 'not restored: you already have a safety plan here, and it is kept as it is';

/**
 * The profile and the safety plan of a Solace export, through their own routes. The plan
 * is written only where there is none (version 0): an existing plan is never replaced.
 */
export async function restoreExtras(extras: PlanExtras | undefined, keys: SessionKeys | null): Promise<ExtrasOutcome> {
  const outcome: ExtrasOutcome = { restored: [], notRestored: [] };
  if (extras?.profile) {
    try {
      await mentalHealthApi.updateProfile(extras.profile);
      outcome.restored.push('Mental health profile');
    } catch (error) {
      outcome.notRestored.push({ row: 0, label: 'Mental health profile', message: `not restored: ${serverMessage(error) ?? 'the server did not answer'}` });
    }
  }
  if (extras?.safetyPlan && keys) {
    try {
      const current = await safetyPlanApi.get();
      if (current.plan !== null) outcome.notRestored.push({ row: 0, label: 'Safety plan', message: PLAN_KEPT });
      else {
        await safetyPlanApi.put(await encryptField(JSON.stringify(extras.safetyPlan), keys, SAFETY_PLAN_CONTEXT), 0);
        outcome.restored.push('Safety plan');
      }
    } catch (error) {
      const message = error instanceof ApiError && error.status === 409 ? PLAN_KEPT : `not restored: ${serverMessage(error) ?? 'the server did not answer'}`;
      outcome.notRestored.push({ row: 0, label: 'Safety plan', message });
    }
  }
  return outcome;
}
