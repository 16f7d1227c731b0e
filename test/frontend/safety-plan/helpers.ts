import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EncryptedField } from '@contracts/encryption';
import type { SafetyPlanResponse } from '@contracts/safety-plan';
import type { TherapistConnection } from '@contracts/therapist-options';
import type { User } from '@contracts/user';
import { encryptField, decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { EMPTY_PLAN, type SafetyPlan } from '../../../frontend/src/features/safety-plan/plan-model';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';

export const CONTEXT = 'safetyPlan.plan';
export const NO_PLAN: SafetyPlanResponse = { plan: null, version: 0, updatedAt: null };

export function planOf(fields: Partial<SafetyPlan>): SafetyPlan {
  return { ...EMPTY_PLAN, ...fields };
}

export const seal = (plan: SafetyPlan, keys: SessionKeys): Promise<EncryptedField> => encryptField(JSON.stringify(plan), keys, CONTEXT);

export async function opened(field: unknown, keys: SessionKeys): Promise<SafetyPlan> {
  return JSON.parse(await decryptField(field, keys, CONTEXT)) as SafetyPlan;
}

/** Signed in, with the page's two loads answered (the plan, and the therapist connections). */
export function signedInWithPlan(plan: SafetyPlanResponse | Error, connections: TherapistConnection[] = [], user: User = makeUser()): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('GET /safety-plan', plan instanceof Error ? plan : { body: plan })
    .on('GET /therapist/connections', { body: { success: true, connections } });
}

export async function openPlanPage() {
  const user = userEvent.setup();
  renderApp('/safety-plan');
  await screen.findByRole('heading', { level: 1, name: 'My Safety Plan' });
  await waitFor(() => expect(screen.queryByText('Loading your safety plan...')).toBeNull());
  return user;
}
