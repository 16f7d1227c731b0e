import type { AuthResponse, User } from '../../lambdas/contracts/user';
import { getConfig } from '../../lambdas/shared/config';
import { keys } from '../../lambdas/shared/db/keys';
import { newAccountSettings } from '../support/account-fixtures';
import { GOOD_PASSWORD, linkToken, uniqueEmail, waitForEmail } from '../support/api-client';
import { api, emailUrl, getItem, registerUser, setItemFields } from './helpers/stack';

describe('POST /auth/register', () => {
  it('creates the account with the spec defaults, signs the user in and emails a verify link', async () => {
    const email = uniqueEmail('register');
    const res = await api<AuthResponse>('POST', '/auth/register', {
      body: { email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(res.status).toBe(201);
    const { user, token, refreshToken } = res.body;
    expect(token.split('.')).toHaveLength(3);
    expect(refreshToken).toBeTruthy();
    expect(user).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      ...newAccountSettings('Ada', 'Lovelace'),
      stats: { totalChatSessions: 0, totalJournalEntries: 0, journalStreak: 0, goalsCompleted: 0 },
      subscription: { status: 'none' },
    });
    expect(user.stats.joinDate).toBe(user.createdAt);
    expect(Object.keys(user)).not.toEqual(expect.arrayContaining(['tokensValidFrom', 'cognitoUsername', 'PK', 'disabled']));

    const me = await api<User>('GET', '/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);

    const mail = await waitForEmail(emailUrl, email, /Verify your Solace email/);
    expect(mail.body.text).toContain(`/verify-email?token=`);
    const secret = linkToken(mail, 'verify-email');
    // Only the hash of the link token is stored.
    expect(JSON.stringify(await getItem(keys.user(user.id)))).not.toContain(secret);
  });

  it('refuses a second account for the same address, whatever its case, with 409', async () => {
    const first = await registerUser();
    const res = await api('POST', '/auth/register', {
      body: { email: first.email.toUpperCase(), password: GOOD_PASSWORD, firstName: 'B', lastName: 'C' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
  });

  it('lets only one of two simultaneous registrations of an address succeed', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: GOOD_PASSWORD, firstName: 'R', lastName: 'C' };
    const results = await Promise.all([api('POST', '/auth/register', { body }), api('POST', '/auth/register', { body })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['a bad email', { email: 'not-an-email', password: GOOD_PASSWORD, firstName: 'A', lastName: 'B' }],
    ['a weak password', { email: 'weak@example.com', password: 'password', firstName: 'A', lastName: 'B' }],
    ['a password missing a special character', { email: 'nospecial@example.com', password: 'Password1', firstName: 'A', lastName: 'B' }],
    ['a missing last name', { email: 'nolast@example.com', password: GOOD_PASSWORD, firstName: 'A' }],
    ['a blank first name', { email: 'blank@example.com', password: GOOD_PASSWORD, firstName: '   ', lastName: 'B' }],
    ['wrong types', { email: 42, password: true, firstName: [], lastName: {} }],
    ['an overlong name', { email: 'long@example.com', password: GOOD_PASSWORD, firstName: 'x'.repeat(51), lastName: 'B' }],
  ])('answers 400 with a message for %s', async (_label, body) => {
    const res = await api('POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message).not.toBe('');
  });

  it('answers 400 for a body that is not JSON and 413 for an oversized one', async () => {
    const notJson = await api('POST', '/auth/register', { rawBody: '{"email": ' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('Request body is not valid JSON');
    const huge = await api('POST', '/auth/register', { rawBody: JSON.stringify({ email: 'x'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBeTruthy();
  });
});

describe('POST /auth/login', () => {
  it('signs in with the right password and answers token and user', async () => {
    const u = await registerUser();
    const res = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(u.id);
    const me = await api<User>('GET', '/auth/me', { token: res.body.token });
    expect(me.body.email).toBe(u.email);
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    const u = await registerUser();
    const wrong = await api('POST', '/auth/login', { body: { email: u.email, password: 'Wrong-pass1!' } });
    const unknown = await api('POST', '/auth/login', { body: { email: uniqueEmail('nobody'), password: 'Wrong-pass1!' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('answers 400 for malformed input', async () => {
    expect((await api('POST', '/auth/login', { body: { email: 'x' } })).status).toBe(400);
    expect((await api('POST', '/auth/login', { body: { email: uniqueEmail(), password: '' } })).status).toBe(400);
    expect((await api('POST', '/auth/login', { rawBody: 'nope' })).status).toBe(400);
  });

  it('answers 403 for a disabled account, at sign-in and on every protected route', async () => {
    const u = await registerUser();
    await setItemFields(keys.user(u.id), { disabled: true });
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(403);
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(403);
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(403);
  });

  it('answers a disabled account the same, in the same time, whatever the password: the password is never confirmed', async () => {
    const floor = getConfig().authResponseFloorMs;
    const u = await registerUser();
    await setItemFields(keys.user(u.id), { disabled: true });
    const timed = async (password: string) => {
      const started = performance.now();
      const res = await api<{ message: string }>('POST', '/auth/login', { body: { email: u.email, password } });
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    const right = await timed(u.password);
    const wrong = await timed('Wrong-pass1!');
    expect(right.status).toBe(403);
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual(right.body);
    expect(right.body).toEqual({ message: 'Account disabled' });
    expect(right.ms).toBeGreaterThanOrEqual(floor);
    expect(wrong.ms).toBeGreaterThanOrEqual(floor);
  });
});

describe('GET /auth/me and ownership', () => {
  it('answers 401 without a token, with a malformed token and with a forged one', async () => {
    const u = await registerUser();
    expect((await api('GET', '/auth/me')).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: 'not-a-jwt' })).status).toBe(401);
    const [header, payload] = u.token.split('.');
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${u.token.split('.')[2]}`;
    expect((await api('GET', '/auth/me', { token: forged })).status).toBe(401);
  });

  it("returns only the caller's own account and changes only it", async () => {
    const a = await registerUser({ firstName: 'Alice' });
    const b = await registerUser({ firstName: 'Bob' });
    const meA = await api<User>('GET', '/auth/me', { token: a.token });
    const meB = await api<User>('GET', '/auth/me', { token: b.token });
    expect(meA.body.id).toBe(a.id);
    expect(meB.body.id).toBe(b.id);
    expect(JSON.stringify(meA.body)).not.toContain(b.email);

    const updated = await api<User>('PUT', '/auth/profile', { token: a.token, body: { firstName: 'Alicia' } });
    expect(updated.body.firstName).toBe('Alicia');
    expect((await api<User>('GET', '/auth/me', { token: b.token })).body.firstName).toBe('Bob');
  });
});

describe('PUT /auth/profile', () => {
  it('saves names, profile and preferences, and keeps what was not sent', async () => {
    const u = await registerUser();
    const res = await api<User>('PUT', '/auth/profile', {
      token: u.token,
      body: {
        lastName: 'Rivers',
        profile: { location: 'Lisbon', bio: 'Learning to rest.', goals: ['Sleep better'] },
        preferences: { defaultPersona: 'sage', notifications: { weeklyReports: false } },
        role: 'admin',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Test',
      lastName: 'Rivers',
      name: 'Test Rivers',
      role: 'user',
      profile: { location: 'Lisbon', bio: 'Learning to rest.', goals: ['Sleep better'] },
      preferences: { defaultPersona: 'sage', encryptionEnabled: true, notifications: { dailyReminders: true, weeklyReports: false } },
    });
    const me = await api<User>('GET', '/auth/me', { token: u.token });
    expect(me.body.profile.location).toBe('Lisbon');
  });

  it('answers 400 for values outside the allowed options', async () => {
    const u = await registerUser();
    const res = await api('PUT', '/auth/profile', { token: u.token, body: { preferences: { defaultPersona: 'villain' } } });
    expect(res.status).toBe(400);
    const goals = await api('PUT', '/auth/profile', { token: u.token, body: { profile: { goals: 'not a list' } } });
    expect(goals.status).toBe(400);
  });
});

describe('routing', () => {
  it('answers 404 for an unknown path and 405 for a wrong method, as JSON messages', async () => {
    const missing = await api('GET', '/auth/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBeTruthy();
    const wrongMethod = await api('DELETE', '/auth/login');
    expect(wrongMethod.status).toBe(405);
  });

  it('allows the web app origin by CORS and no other', async () => {
    const { stack } = await import('./helpers/stack');
    const allowed = await api('OPTIONS', '/auth/login', { headers: { Origin: stack.info.appUrl, 'Access-Control-Request-Method': 'POST' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(stack.info.appUrl);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const denied = await api('OPTIONS', '/auth/login', { headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const error = await api('POST', '/auth/login', { body: {}, headers: { Origin: stack.info.appUrl } });
    expect(error.status).toBe(400);
    expect(error.headers.get('access-control-allow-origin')).toBe(stack.info.appUrl);
  });
});
