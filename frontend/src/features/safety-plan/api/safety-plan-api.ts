import type { EncryptedField } from '@contracts/encryption';
import type { SafetyPlanPutBody, SafetyPlanResponse } from '@contracts/safety-plan';
import { api } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

// Types only from the safety-plan contract: its zod schema stays out of the browser bundle.

export const safetyPlanApi = {
  get: () => api.get<SafetyPlanResponse>(routeUrl('mentalHealth.getSafetyPlan')),
  /** Saves over the version read; a 409 means another device saved in between. */
  put: (plan: EncryptedField, expectedVersion: number) => {
    const body: SafetyPlanPutBody = { plan, expectedVersion };
    return api.put<SafetyPlanResponse>(routeUrl('mentalHealth.putSafetyPlan'), body);
  },
  remove: () => api.delete<unknown>(routeUrl('mentalHealth.deleteSafetyPlan')),
};
