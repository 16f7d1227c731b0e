import type { EncryptedField } from '../../lambdas/contracts/encryption';
import { SAFETY_PLAN_LIMITS, type SafetyPlanResponse } from '../../lambdas/contracts/safety-plan';
import { keys } from '../../lambdas/shared/db/keys';
import { SAFETY_PLAN_CHANGED } from '../../lambdas/mental-health/safety-plan';
import { decryptField, encryptField, newDataKey, partitionItems } from './helpers/journal';
import { expectKeptAsSent, expectNotLogged } from './helpers/privacy-checks';
import { api, getItem, registerUser } from './helpers/stack';
import { canary } from './helpers/wellness';

const PATH = '/safety-plan';

const getPlan = (token: string) => api<SafetyPlanResponse>('GET', PATH, { token });
const putPlan = (token: string, body: unknown) => api<SafetyPlanResponse & { message?: string }>('PUT', PATH, { token, body });

type DataKey = Awaited<ReturnType<typeof newDataKey>>;

/** A plan as the device seals it: the whole plan as JSON, one format-2.0 field. */
async function sealedPlan(key: DataKey, warningSign: string): Promise<EncryptedField> {
  return encryptField(JSON.stringify({ warningSigns: [warningSign], reasonsForLiving: ['My sister'] }), key);
}

describe('safety plan: one encrypted item per user', () => {
  it('answers no plan until one is saved, then keeps only the ciphertext, exactly as sent', async () => {
    const u = await registerUser();
    expect((await getPlan(u.token)).body).toEqual({ plan: null, version: 0, updatedAt: null });

    const key = await newDataKey();
    const word = canary('warning-sign');
    const plan = await sealedPlan(key, word);
    const before = Date.now();
    const saved = await putPlan(u.token, { plan, expectedVersion: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ plan, version: 1, updatedAt: expect.any(String) });
    expect(Date.parse(saved.body.updatedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const got = await getPlan(u.token);
    expect(got.body).toEqual(saved.body);
    expectKeptAsSent(got.body.plan!, plan);
    expect(await decryptField(got.body.plan!, key)).toContain(word);

    const item = await getItem(keys.safetyPlan(u.id));
    expect(item).toMatchObject({ PK: `USER#${u.id}`, SK: 'SAFETYPLAN', entity: 'safetyPlan', version: 1 });
    expectKeptAsSent(item!.plan as EncryptedField, plan);
    expect(JSON.stringify(await partitionItems(u.id))).not.toContain(word);
    expect(JSON.stringify(item)).not.toContain('My sister');
    await expectNotLogged(word, plan.ciphertext);
  });

  it('saves version after version and refuses a stale version with 409, keeping the newer plan', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const first = await putPlan(u.token, { plan: await sealedPlan(key, 'first'), expectedVersion: 0 });
    expect(first.body.version).toBe(1);
    // Two devices read version 1; the first to save wins, the other is told.
    const phone = await sealedPlan(key, 'from the phone');
    const laptop = await sealedPlan(key, 'from the laptop');
    const fromPhone = await putPlan(u.token, { plan: phone, expectedVersion: 1 });
    expect(fromPhone.status).toBe(200);
    expect(fromPhone.body.version).toBe(2);
    const fromLaptop = await putPlan(u.token, { plan: laptop, expectedVersion: 1 });
    expect(fromLaptop.status).toBe(409);
    expect(fromLaptop.body).toEqual({ message: SAFETY_PLAN_CHANGED });
    // A first save when a plan exists is stale too.
    expect((await putPlan(u.token, { plan: laptop, expectedVersion: 0 })).status).toBe(409);
    // A version from the future is not one the device read.
    expect((await putPlan(u.token, { plan: laptop, expectedVersion: 7 })).status).toBe(409);

    const got = await getPlan(u.token);
    expect(got.body.version).toBe(2);
    expect(await decryptField(got.body.plan!, key)).toContain('from the phone');
  });

  it('lets two first saves at once leave exactly one plan', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const answers = await Promise.all([1, 2, 3].map(async (n) => putPlan(u.token, { plan: await sealedPlan(key, `device ${n}`), expectedVersion: 0 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect((await getPlan(u.token)).body.version).toBe(1);
  });

  it("is the owner's only: another user neither reads nor replaces it", async () => {
    const owner = await registerUser();
    const other = await registerUser();
    const key = await newDataKey();
    const plan = await sealedPlan(key, 'mine');
    await putPlan(owner.token, { plan, expectedVersion: 0 });

    expect((await getPlan(other.token)).body).toEqual({ plan: null, version: 0, updatedAt: null });
    // The other user's save and delete reach their own (empty) plan, never the owner's.
    expect((await putPlan(other.token, { plan: await sealedPlan(key, 'theirs'), expectedVersion: 1 })).status).toBe(409);
    expect((await api('DELETE', PATH, { token: other.token })).status).toBe(200);
    expectKeptAsSent((await getPlan(owner.token)).body.plan!, plan);
    expect((await api('GET', PATH)).status).toBe(401);
    expect((await api('PUT', PATH, { body: { plan, expectedVersion: 1 } })).status).toBe(401);
  });

  it('deletes the plan, and a delete without one is not an error', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    await putPlan(u.token, { plan: await sealedPlan(key, 'to delete'), expectedVersion: 0 });
    const del = await api('DELETE', PATH, { token: u.token });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, message: 'Safety plan deleted' });
    expect(await getItem(keys.safetyPlan(u.id))).toBeUndefined();
    expect((await getPlan(u.token)).body.plan).toBeNull();
    expect((await api('DELETE', PATH, { token: u.token })).status).toBe(200);
    // Starting again is a first save.
    expect((await putPlan(u.token, { plan: await sealedPlan(key, 'again'), expectedVersion: 0 })).body.version).toBe(1);
  });

  it('refuses plaintext, old-format or malformed plans and bad versions with 400', async () => {
    const u = await registerUser();
    const key = await newDataKey();
    const plan = await sealedPlan(key, 'valid');
    const cases: [string, unknown][] = [
      ['no body', undefined],
      ['plain text', { plan: 'I feel on edge when…', expectedVersion: 0 }],
      ['plain object', { plan: { warningSigns: ['x'] }, expectedVersion: 0 }],
      ['format 1.0', { plan: { ...plan, version: '1.0', algorithm: 'AES-256-CBC', iv: 'a'.repeat(32) }, expectedVersion: 0 }],
      ['not base64', { plan: { ...plan, ciphertext: 'not base64!' }, expectedVersion: 0 }],
      ['extra key', { plan, expectedVersion: 0, warningSigns: ['x'] }],
      ['no version', { plan }],
      ['negative version', { plan, expectedVersion: -1 }],
      ['fractional version', { plan, expectedVersion: 1.5 }],
      ['version as text', { plan, expectedVersion: '0' }],
      ['ciphertext too long', { plan: { ...plan, ciphertext: 'A'.repeat(SAFETY_PLAN_LIMITS.ciphertextChars + 4) }, expectedVersion: 0 }],
    ];
    for (const [label, body] of cases) {
      const res = await putPlan(u.token, body);
      expect({ label, status: res.status }).toEqual({ label, status: 400 });
      expect(typeof res.body.message).toBe('string');
    }
    const notJson = await api('PUT', PATH, { token: u.token, rawBody: '{"plan":' });
    expect(notJson.status).toBe(400);
    expect(await getItem(keys.safetyPlan(u.id))).toBeUndefined();
  });

  it('refuses a body over the limit with 413', async () => {
    const u = await registerUser();
    const plan = await sealedPlan(await newDataKey(), 'big');
    const huge = await putPlan(u.token, { plan: { ...plan, ciphertext: 'A'.repeat(SAFETY_PLAN_LIMITS.maxBodyBytes) }, expectedVersion: 0 });
    expect(huge.status).toBe(413);
    expect(typeof huge.body.message).toBe('string');
    expect(await getItem(keys.safetyPlan(u.id))).toBeUndefined();
  });

  it('goes with the account', async () => {
    const u = await registerUser();
    await putPlan(u.token, { plan: await sealedPlan(await newDataKey(), 'gone'), expectedVersion: 0 });
    expect(await getItem(keys.safetyPlan(u.id))).toBeDefined();
    const res = await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } });
    expect(res.status).toBe(200);
    expect(await getItem(keys.safetyPlan(u.id))).toBeUndefined();
    expect(await partitionItems(u.id)).toEqual([]);
  });
});
