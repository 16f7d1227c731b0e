import type { AdminDashboard, AuditPage, UpdatedUser, UserPage } from '../../lambdas/contracts/admin';
import { routes } from '../../lambdas/contracts/routes';
import type { AuthResponse, User } from '../../lambdas/contracts/user';
import { getConfig } from '../../lambdas/shared/config';
import { keys } from '../../lambdas/shared/db/keys';
import { apiCaller } from '../support/api-client';
import { activate, codeId, newBatch, registerAdmin } from './helpers/admin';
import { api, db, registerUser, stack, type TestUser } from './helpers/stack';

const DAY = 86_400_000;
const REFUSED = 'Admin sign-in failed. Check the email and password of an admin account.';
const TOO_MANY = 'Too many login attempts. Please try again later.';

// Every address in 127.0.0.0/8 reaches the local gateway; each test takes its own.
let nextHost = 10 + ((process.pid + 97) % 200);
const newAddress = () => `127.${(nextHost += 1) % 250}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const clientAt = (address: string) => apiCaller(stack.info.apiUrl, { from: address });

const me = async (token: string) => (await api<User>('GET', '/auth/me', { token })).body;

let admin: TestUser;
beforeAll(async () => {
  admin = await registerAdmin();
});

describe('admin routes refuse everyone but admins', () => {
  const adminRoutes = routes.filter((r) => r.group === 'admin' && r.auth === 'admin');
  const pathOf = (path: string) => path.replace('{id}', path.includes('/users/') ? 'some-user' : path.includes('/batches/') ? '01JAAAAAAAAAAAAAAAAAAAAAAA' : 'a'.repeat(64));

  it('has every admin call of the spec, each for admins only', () => {
    expect(adminRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'POST /admin/codes/generate',
        'GET /admin/codes',
        'GET /admin/codes/batches',
        'GET /admin/codes/search',
        'GET /admin/dashboard',
        'GET /admin/users',
        'PUT /admin/users/{id}',
      ]),
    );
  });

  it.each(adminRoutes.map((r) => [r.id, r] as const))('%s: a regular user\'s token gets 403, no token 401', async (_id, route) => {
    const user = await registerUser();
    const body = route.method === 'GET' ? undefined : { count: 1, plan: 'monthly', durationDays: 30, role: 'admin' };
    const asUser = await api<{ message: string }>(route.method, pathOf(route.path), { token: user.token, body });
    expect(asUser.status).toBe(403);
    expect(asUser.body.message).toBe('Admin access required');
    const anonymous = await api<{ message: string }>(route.method, pathOf(route.path), { body });
    expect(anonymous.status).toBe(401);
  });

  it('a regular user made admin in the table only, without the pool group, is still refused', async () => {
    const user = await registerUser();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await db.send(new UpdateCommand({ TableName: stack.info.tableName, Key: keys.user(user.id), UpdateExpression: 'SET #r = :a', ExpressionAttributeNames: { '#r': 'role' }, ExpressionAttributeValues: { ':a': 'admin' } }));
    expect((await api('GET', '/admin/dashboard', { token: user.token })).status).toBe(403);
    expect((await api('POST', '/admin/login', { body: { email: user.email, password: user.password } })).status).toBe(403);
  });
});

describe('POST /admin/login', () => {
  it('signs an admin in, and records it in the audit trail', async () => {
    const res = await api<AuthResponse>('POST', '/admin/login', { body: { email: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: admin.email, role: 'admin' });
    expect((await api('GET', '/admin/dashboard', { token: res.body.token })).status).toBe(200);
    const audit = await api<AuditPage>('GET', '/admin/audit?limit=50', { token: admin.token });
    expect(audit.body.entries.some((e) => e.action === 'admin.login' && e.actor.id === admin.id)).toBe(true);
  });

  it('answers a regular user the same 403 whether the password is right or wrong, as for unknown addresses', async () => {
    const user = await registerUser();
    const right = await api<{ message: string }>('POST', '/admin/login', { body: { email: user.email, password: user.password } });
    const wrong = await api<{ message: string }>('POST', '/admin/login', { body: { email: user.email, password: 'Wrong-password-1!' } });
    const unknown = await api<{ message: string }>('POST', '/admin/login', { body: { email: `nobody-${Date.now()}@example.com`, password: 'Whatever-1!' } });
    const adminWrong = await api<{ message: string }>('POST', '/admin/login', { body: { email: admin.email, password: 'Wrong-password-1!' } });
    for (const res of [right, wrong, unknown, adminWrong]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: REFUSED });
    }
  });

  it('refuses only the guessing address after five wrong passwords: the admin still signs in from elsewhere', async () => {
    const target = await registerAdmin();
    const attacker = clientAt(newAddress());
    const home = clientAt(newAddress());
    const wrong = { email: target.email, password: 'Wrong-password-1!' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker('POST', '/admin/login', { body: wrong })).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403]);

    // The guessing address is refused for this account, even with the right password.
    const refused = await attacker<{ message: string }>('POST', '/admin/login', { body: { email: target.email, password: target.password } });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });

    // Over the account's limit a wrong password answers 429 from anywhere, but the right one still signs in.
    expect((await home('POST', '/admin/login', { body: wrong })).status).toBe(429);
    const signedIn = await home<AuthResponse>('POST', '/admin/login', { body: { email: target.email, password: target.password } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id: target.id, role: 'admin' });
    expect((await api('GET', '/admin/dashboard', { token: signedIn.body.token })).status).toBe(200);

    // The guessing address can still sign in to another admin account.
    const other = await registerAdmin();
    expect((await attacker('POST', '/admin/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
  });

  it('answers every refusal, and the refused address, in at least the response floor', async () => {
    const floor = getConfig().authResponseFloorMs;
    const target = await registerAdmin();
    const attacker = clientAt(newAddress());
    const timed = async (body: object) => {
      const started = performance.now();
      const res = await attacker('POST', '/admin/login', { body });
      return { status: res.status, ms: performance.now() - started };
    };
    for (let i = 0; i < 5; i++) await attacker('POST', '/admin/login', { body: { email: target.email, password: 'Wrong-password-1!' } });
    const refused = await timed({ email: target.email, password: target.password });
    const unknown = await timed({ email: `nobody-${Date.now()}@example.com`, password: 'Whatever-1!' });
    expect([refused.status, unknown.status]).toEqual([429, 403]);
    expect(refused.ms).toBeGreaterThanOrEqual(floor);
    expect(unknown.ms).toBeGreaterThanOrEqual(floor);
  });

  it('validates its body', async () => {
    const res = await api<{ message: string }>('POST', '/admin/login', { body: { email: 'not-an-email', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/email/i);
  });
});

describe('GET /admin/dashboard', () => {
  it('counts users, new ones this week, subscriptions, trials and codes, with recent redemptions', async () => {
    const before = (await api<AdminDashboard>('GET', '/admin/dashboard', { token: admin.token })).body;
    const user = await registerUser();
    const { codes } = await newBatch(admin, 2);
    expect((await activate(user.token, codes[0]!)).status).toBe(200);
    const res = await api<AdminDashboard>('GET', '/admin/dashboard', { token: admin.token });
    expect(res.status).toBe(200);
    const after = res.body;
    expect(after.users.total).toBeGreaterThanOrEqual(before.users.total + 1);
    expect(after.users.newPerWeek).toHaveLength(12);
    expect(new Date(after.users.newPerWeek[11]!.weekStart).getUTCDay()).toBe(1);
    expect(after.users.newPerWeek[11]!.count).toBeGreaterThanOrEqual(before.users.newPerWeek[11]!.count + 1);
    expect(after.users.activeSubscriptions).toBeGreaterThanOrEqual(before.users.activeSubscriptions + 1);
    expect(after.users.admins).toBeGreaterThanOrEqual(2);
    expect(after.codes.redeemed).toBeGreaterThanOrEqual(before.codes.redeemed + 1);
    expect(after.codes.unused).toBeGreaterThanOrEqual(1);
    expect(after.recentRedemptions.length).toBeLessThanOrEqual(10);
    expect(after.recentRedemptions.some((r) => r.user.id === user.id && r.user.email === user.email && r.code.id === codeId(codes[0]!))).toBe(true);
  });
});

describe('users', () => {
  it('lists users newest first with paging (20 by default) and finds them by part of the address', async () => {
    const tag = `find-${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await registerUser({ email: `${tag}-${i}@example.com` }));
    const page = await api<UserPage>('GET', '/admin/users', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, limit: 20 });
    expect(page.body.users.length).toBeLessThanOrEqual(20);
    const found = await api<UserPage>('GET', `/admin/users?search=${tag.toUpperCase()}&limit=2`, { token: admin.token });
    expect(found.body).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(found.body.users.map((u) => u.email)).toEqual([made[2]!.email, made[1]!.email]);
    const second = await api<UserPage>('GET', `/admin/users?search=${tag}&limit=2&page=2`, { token: admin.token });
    expect(second.body.users.map((u) => u.email)).toEqual([made[0]!.email]);
    expect(second.body.users[0]).toMatchObject({ role: 'user', disabled: false, subscription: { status: 'none' } });
    expect(JSON.stringify(found.body)).not.toMatch(/tokensValidFrom|cognitoUsername|encryption/);
  });

  it('disabling ends every session at once and refuses sign-in; enabling lets the person back in', async () => {
    const user = await registerUser();
    expect((await api('GET', '/auth/me', { token: user.token })).status).toBe(200);
    const res = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { disabled: true } });
    expect(res.status).toBe(200);
    expect(res.body.user.disabled).toBe(true);
    expect([401, 403]).toContain((await api('GET', '/auth/me', { token: user.token })).status);
    expect([401, 403]).toContain((await api('POST', '/auth/refresh', { body: { refreshToken: user.refreshToken } })).status);
    expect((await api('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(403);
    const enabled = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { disabled: false } });
    expect(enabled.body.user.disabled).toBe(false);
    const login = await api<AuthResponse>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect((await api('GET', '/auth/me', { token: login.body.token })).status).toBe(200);
    const audit = await api<AuditPage>('GET', '/admin/audit?limit=100', { token: admin.token });
    const entries = audit.body.entries.filter((e) => e.action === 'user.update' && e.target === user.email);
    expect(entries.map((e) => e.details.disabled)).toEqual([false, true]);
  });

  it('makes a user an admin (signed out, to sign in again at /admin/login) and back', async () => {
    const user = await registerUser();
    const promoted = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { role: 'admin' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.user.role).toBe('admin');
    // The old token has no admin group in it: it ends with the role change.
    expect((await api('GET', '/auth/me', { token: user.token })).status).toBe(401);
    const login = await api<AuthResponse>('POST', '/admin/login', { body: { email: user.email, password: user.password } });
    expect(login.status).toBe(200);
    expect((await api('GET', '/admin/dashboard', { token: login.body.token })).status).toBe(200);
    const demoted = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { role: 'user' } });
    expect(demoted.body.user.role).toBe('user');
    expect((await api('GET', '/admin/dashboard', { token: login.body.token })).status).toBe(401);
    const again = await api<AuthResponse>('POST', '/auth/login', { body: { email: user.email, password: user.password } });
    expect((await api('GET', '/admin/dashboard', { token: again.body.token })).status).toBe(403);
    expect((await api('POST', '/admin/login', { body: { email: user.email, password: user.password } })).status).toBe(403);
  });

  it('overrides the subscription: Premium until a date, or none', async () => {
    const user = await registerUser();
    const endDate = new Date(Date.now() + 90 * DAY).toISOString();
    const res = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { subscription: { status: 'active', plan: 'annual', endDate } } });
    expect(res.status).toBe(200);
    expect(res.body.user.subscription).toEqual({ status: 'active', plan: 'annual', endDate, source: 'admin' });
    expect((await me(user.token)).subscription).toEqual({ status: 'active', plan: 'annual', endDate, source: 'admin' });
    const none = await api<UpdatedUser>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { subscription: { status: 'none' } } });
    expect(none.body.user.subscription).toEqual({ status: 'none' });
    const past = await api<{ message: string }>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { subscription: { status: 'active', endDate: new Date(Date.now() - DAY).toISOString() } } });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('subscription.endDate must be in the future');
  });

  it('leaves a running Stripe subscription to Stripe', async () => {
    const user = await registerUser();
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const paid = { status: 'active', plan: 'monthly', endDate: new Date(Date.now() + 20 * DAY).toISOString(), source: 'stripe' };
    await db.send(new UpdateCommand({ TableName: stack.info.tableName, Key: keys.user(user.id), UpdateExpression: 'SET subscription = :s', ExpressionAttributeValues: { ':s': paid } }));
    const res = await api<{ message: string }>('PUT', `/admin/users/${user.id}`, { token: admin.token, body: { subscription: { status: 'none' } } });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This subscription is paid through Stripe: cancel or change it in Stripe, not here');
    expect((await me(user.token)).subscription).toEqual(paid);
  });

  it('refuses to lock an admin out of their own account, an unknown user and an empty change', async () => {
    const self = await api<{ message: string }>('PUT', `/admin/users/${admin.id}`, { token: admin.token, body: { disabled: true } });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot remove your own admin access or disable your own account');
    expect((await api('PUT', `/admin/users/${admin.id}`, { token: admin.token, body: { role: 'user' } })).status).toBe(409);
    expect((await api('GET', '/admin/dashboard', { token: admin.token })).status).toBe(200);
    expect((await api('PUT', '/admin/users/00000000-0000-0000-0000-000000000000', { token: admin.token, body: { disabled: true } })).status).toBe(404);
    const empty = await api<{ message: string }>('PUT', `/admin/users/${admin.id}`, { token: admin.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Nothing to change');
    expect((await api('PUT', `/admin/users/${admin.id}`, { token: admin.token, body: { role: 'owner' } })).status).toBe(400);
  });
});

describe('GET /admin/audit', () => {
  it('pages the trail newest first with a cursor', async () => {
    await newBatch(admin, 1);
    await newBatch(admin, 1);
    const first = await api<AuditPage>('GET', '/admin/audit?limit=1', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.entries).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api<AuditPage>('GET', `/admin/audit?limit=1&cursor=${first.body.nextCursor}`, { token: admin.token });
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.entries[0]!.at <= first.body.entries[0]!.at).toBe(true);
    expect(second.body.entries[0]!.id).not.toBe(first.body.entries[0]!.id);
  });
});
