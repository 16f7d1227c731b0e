import { createAccessCodes } from '../../lambdas/shared/access-codes';
import { keys } from '../../lambdas/shared/db/keys';
import { PREMIUM_REQUIRED, TRIAL_DAYS } from '../../lambdas/shared/premium';
import { api, registerUser, setItemFields, type TestUser } from './helpers/stack';

const DAY = 86_400_000;

/** Moves the account's sign-up back, so its free trial is over. */
async function endTrial(u: TestUser, daysAgo = TRIAL_DAYS + 1): Promise<void> {
  await setItemFields(keys.user(u.id), { createdAt: new Date(Date.now() - daysAgo * DAY).toISOString() });
}

async function setSubscription(u: TestUser, subscription: object): Promise<void> {
  await setItemFields(keys.user(u.id), { subscription });
}

const premiumCalls = (token: string) => [
  () => api('GET', '/journal/export?format=json', { token }),
  () => api('POST', '/therapist/match', { token, body: { primaryIssues: ['anxiety'] } }),
  () => api('GET', '/therapists/search?issues=grief', { token }),
  () => api('POST', '/therapists/connect', { token, body: { therapistId: 'T0002' } }),
  () => api('GET', '/therapists/T0001', { token }),
];

describe('Premium on the server', () => {
  it('opens everything during the free trial from sign-up', async () => {
    const u = await registerUser();
    for (const call of premiumCalls(u.token)) expect((await call()).status).toBeLessThan(300);
  });

  it('answers 403 with a clear message to Premium routes once the trial is over, and nothing else changes', async () => {
    const u = await registerUser();
    await endTrial(u);
    for (const call of premiumCalls(u.token)) {
      const res = await call();
      expect(res.status).toBe(403);
      expect((res.body as { message: string }).message).toBe(PREMIUM_REQUIRED);
    }
    expect((await api('GET', '/journal/entries', { token: u.token })).status).toBe(200);
    expect((await api('POST', '/journal/entries', { token: u.token, body: { content: 'still mine to write' } })).status).toBe(201);
    expect((await api('GET', '/therapist/connections', { token: u.token })).status).toBe(200);
    expect((await api('GET', '/payments/subscription-status', { token: u.token })).status).toBe(200);
  });

  it('after the trial, opens a therapist\'s card only when the user has a connection with that therapist', async () => {
    const u = await registerUser();
    const other = await registerUser();
    const connect = async (who: TestUser, therapistId: string) => {
      const res = await api<{ connection: { _id: string } }>('POST', '/therapists/connect', { token: who.token, body: { therapistId } });
      expect(res.status).toBe(201);
      return res.body.connection._id;
    };
    await connect(u, 'T0011');
    const withdrawn = await connect(u, 'T0012');
    expect((await api('PUT', `/therapists/connections/${withdrawn}`, { token: u.token, body: { status: 'withdrawn' } })).status).toBe(200);
    // Someone else's connection opens nothing for this user.
    await connect(other, 'T0013');
    await endTrial(u);

    const card = (id: string) => api<{ message: string; therapist?: { _id: string } }>('GET', `/therapists/${id}`, { token: u.token });
    const open = await card('T0011');
    expect(open.status).toBe(200);
    expect(open.body.therapist?._id).toBe('T0011');
    // A closed connection is still the user's history: its card stays readable, as in the connection list.
    expect((await card('T0012')).status).toBe(200);
    for (const id of ['T0013', 'T0014', 'T0320', 'T9999']) {
      const res = await card(id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: PREMIUM_REQUIRED });
    }
    // The connection list keeps showing the cards it always showed.
    const list = await api<{ connections: { therapistId: { _id: string } }[] }>('GET', '/therapists/connections', { token: u.token });
    expect(list.body.connections.map((c) => c.therapistId._id).sort()).toEqual(['T0011', 'T0012']);
  });

  it('opens them again with a licence key, and closes them when the subscription has ended', async () => {
    const u = await registerUser();
    await endTrial(u);
    const { codes } = await createAccessCodes({ count: 1, plan: 'monthly', durationDays: 30, createdBy: 'integration test' });
    expect((await api('POST', '/user/activate-license', { token: u.token, body: { licenseKey: codes[0] } })).status).toBe(200);
    for (const call of premiumCalls(u.token)) expect((await call()).status).toBeLessThan(300);

    await setSubscription(u, { status: 'active', plan: 'monthly', endDate: new Date(Date.now() - 1000).toISOString(), source: 'license' });
    expect((await premiumCalls(u.token)[0]!()).status).toBe(403);
  });
});
