import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminCode, AdminDashboard, AuditPage, BatchPage, CodePage, GeneratedCodes, RevokedBatch, UpdatedUser, UserPage } from '../../lambdas/contracts/admin';
import { routes } from '../../lambdas/contracts/routes';
import type { AuthResponse, LicenseActivationResponse, User } from '../../lambdas/contracts/user';
import { accessCodeHash, parseAccessCode } from '../../lambdas/shared/access-code-format';
import { getConfig } from '../../lambdas/shared/config';
import { keys } from '../../lambdas/shared/db/keys';
import { apiCaller } from '../support/api-client';
import { registerAdmin } from './helpers/admin';
import { api, db, getItem, registerUser, stack, type TestUser } from './helpers/stack';

const DAY = 86_400_000;
const REFUSED = 'Admin sign-in failed. Check the email and password of an admin account.';
const TOO_MANY = 'Too many login attempts. Please try again later.';

// Every address in 127.0.0.0/8 reaches the local gateway; each test takes its own.
let nextHost = 10 + ((process.pid + 97) % 200);
const newAddress = () => `127.${(nextHost += 1) % 250}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const clientAt = (address: string) => apiCaller(stack.info.apiUrl, { from: address });

const generate = (admin: TestUser, body: Record<string, unknown>) => api<GeneratedCodes & { message: string }>('POST', '/admin/codes/generate', { token: admin.token, body });
const newBatch = async (admin: TestUser, count = 3, extra: Record<string, unknown> = {}) => {
  const res = await generate(admin, { count, plan: 'monthly', durationDays: 30, ...extra });
  if (res.status !== 200) throw new Error(`generate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const activate = (token: string, licenseKey: string) =>
  api<LicenseActivationResponse & { message: string }>('POST', '/user/activate-license', { token, body: { licenseKey } });
const search = (admin: TestUser, query: Record<string, string | number>) =>
  api<CodePage & { message: string }>('GET', `/admin/codes/search?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`, { token: admin.token });
const codeId = (code: string) => {
  const parsed = parseAccessCode(code);
  if (!parsed.ok) throw new Error('not a code');
  return accessCodeHash(parsed.code, process.env.ACCESS_CODE_KEY!);
};
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

describe('POST /admin/codes/generate', () => {
  it('makes a batch of readable codes, stores none of them, and audits it without the codes', async () => {
    const res = await generate(admin, { count: 10, plan: 'annual', durationDays: 365, note: 'Partner clinic' });
    expect(res.status).toBe(200);
    const { batch, codes } = res.body;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(batch).toMatchObject({ count: 10, plan: 'annual', durationDays: 365, note: 'Partner clinic', createdBy: { id: admin.id, email: admin.email }, counts: { unused: 10, redeemed: 0, expired: 0, revoked: 0 } });

    const stored = await db.send(
      new QueryCommand({ TableName: stack.info.tableName, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': keys.accessCodeBatchPartition(batch.id) } }),
    );
    expect(stored.Items).toHaveLength(10);
    const dump = JSON.stringify([...(stored.Items ?? []), await getItem(keys.codeBatch(batch.id))]);
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace(/-/g, ''));
      expect(dump).not.toContain(code.replace(/-/g, '').slice(0, 12));
    }
    const audit = await api<AuditPage>('GET', '/admin/audit?limit=100', { token: admin.token });
    const entry = audit.body.entries.find((e) => e.action === 'codes.generate' && e.target === batch.id);
    expect(entry).toMatchObject({ actor: { id: admin.id, email: admin.email }, details: { count: 10, plan: 'annual', durationDays: 365 } });
    for (const code of codes) expect(JSON.stringify(audit.body)).not.toContain(code);
  });

  it.each([
    [{ count: 0, plan: 'monthly', durationDays: 30 }, 'count must be at least 1'],
    [{ count: 1001, plan: 'monthly', durationDays: 30 }, 'count must be at most 1000'],
    [{ count: 2.5, plan: 'monthly', durationDays: 30 }, 'count must be a whole number'],
    [{ count: 1, plan: 'forever', durationDays: 30 }, 'plan must be one of monthly, annual'],
    [{ count: 1, plan: 'monthly', durationDays: 0 }, 'durationDays must be at least 1'],
    [{ count: 1, plan: 'monthly', durationDays: 30, expiresAt: 'tomorrow' }, 'expiresAt must be a date and time (ISO 8601)'],
    [{ count: 1, plan: 'monthly', durationDays: 30, expiresAt: new Date(Date.now() - DAY).toISOString() }, 'expiresAt must be in the future'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await generate(admin, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('makes 1,000 codes in one batch', async () => {
    const { batch, codes } = await newBatch(admin, 1000);
    expect(codes).toHaveLength(1000);
    expect(new Set(codes).size).toBe(1000);
    const page = await search(admin, { batchId: batch.id, limit: 100 });
    expect(page.body.codes).toHaveLength(100);
    expect(page.body.nextCursor).not.toBeNull();
  });
});

describe('codes by status, batches and search', () => {
  it('lists a new code as unused, then as redeemed by its user (newest first), never showing the code', async () => {
    const { codes, batch } = await newBatch(admin, 2);
    const user = await registerUser();
    const unused = await api<CodePage>('GET', '/admin/codes?status=unused&limit=100', { token: admin.token });
    expect(unused.status).toBe(200);
    expect(JSON.stringify(unused.body)).not.toContain(codes[0]!);
    expect((await activate(user.token, codes[0]!)).status).toBe(200);
    const redeemed = await api<CodePage>('GET', '/admin/codes?status=redeemed&limit=5', { token: admin.token });
    const mine = redeemed.body.codes.find((c) => c.id === codeId(codes[0]!));
    expect(mine).toMatchObject({ status: 'redeemed', batchId: batch.id, lastFour: codes[0]!.slice(-4), redeemedBy: { id: user.id, email: user.email } });
    expect(JSON.stringify(redeemed.body)).not.toContain(codes[0]!);
  });

  it('defaults to unused codes and refuses an unknown status', async () => {
    const { codes } = await newBatch(admin, 1, { expiresAt: new Date(Date.now() + 2 * DAY).toISOString() });
    const list = await api<CodePage>('GET', '/admin/codes?limit=100', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.codes.every((c) => c.status === 'unused')).toBe(true);
    // Unused codes come soonest-to-expire first: one expiring in two days is near the top.
    expect(list.body.codes.some((c) => c.id === codeId(codes[0]!))).toBe(true);
    const bad = await api<{ message: string }>('GET', '/admin/codes?status=lost', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of unused, redeemed, expired, revoked');
  });

  it('shows a code past its expiry as expired, in the list and in search', async () => {
    const { codes, batch } = await newBatch(admin, 1, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    await new Promise((r) => setTimeout(r, 1700));
    const expired = await api<CodePage>('GET', '/admin/codes?status=expired&limit=20', { token: admin.token });
    expect(expired.body.codes.find((c) => c.id === codeId(codes[0]!))?.status).toBe('expired');
    const found = await search(admin, { batchId: batch.id, status: 'expired' });
    expect(found.body.codes.map((c) => c.id)).toEqual([codeId(codes[0]!)]);
    expect((await search(admin, { batchId: batch.id, status: 'unused' })).body.codes).toEqual([]);
  });

  it('pages batches newest first (page 1, 20 by default) with each batch\'s counts', async () => {
    const first = await newBatch(admin, 2);
    const second = await newBatch(admin, 3);
    const user = await registerUser();
    expect((await activate(user.token, second.codes[0]!)).status).toBe(200);
    const page = await api<BatchPage>('GET', '/admin/codes/batches', { token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, limit: 20 });
    expect(page.body.batches.length).toBeLessThanOrEqual(20);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.totalPages).toBe(Math.ceil(page.body.total / 20));
    const top = await api<BatchPage>('GET', '/admin/codes/batches?page=1&limit=1', { token: admin.token });
    const next = await api<BatchPage>('GET', '/admin/codes/batches?page=2&limit=1', { token: admin.token });
    // Other tests may add batches meanwhile; these two are the newest two unless they did.
    const ids = [...top.body.batches, ...next.body.batches].map((b) => b.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    const listed = (await api<BatchPage>('GET', '/admin/codes/batches?limit=100', { token: admin.token })).body.batches;
    const indexOf = (id: string) => listed.findIndex((b) => b.id === id);
    expect(indexOf(second.batch.id)).toBeLessThan(indexOf(first.batch.id));
    expect(listed[indexOf(second.batch.id)]!.counts).toEqual({ unused: 2, redeemed: 1, expired: 0, revoked: 0 });
    for (const query of ['page=0', 'limit=101', 'page=x']) {
      expect((await api('GET', `/admin/codes/batches?${query}`, { token: admin.token })).status).toBe(400);
    }
  });

  it('finds a code by the code itself, as typed, and catches a typo before looking', async () => {
    const { codes, batch } = await newBatch(admin, 2);
    const code = codes[1]!;
    const byCode = await search(admin, { code: ` ${code.toLowerCase().replace(/-/g, ' ')} ` });
    expect(byCode.status).toBe(200);
    expect(byCode.body.codes).toHaveLength(1);
    expect(byCode.body.codes[0]).toMatchObject({ id: codeId(code), batchId: batch.id, status: 'unused' });
    const last = code.at(-1) === 'A' ? 'B' : 'A';
    const typo = await search(admin, { code: code.slice(0, -1) + last });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('code: a symbol is mistyped (the check symbol does not match)');
    expect((await search(admin, { code: 'hello' })).status).toBe(400);
    expect((await search(admin, { code, status: 'redeemed' })).body.codes).toEqual([]);
  });

  it('finds codes by the address of who redeemed them, and by batch and status together', async () => {
    const { codes, batch } = await newBatch(admin, 4);
    const user = await registerUser();
    expect((await activate(user.token, codes[2]!)).status).toBe(200);
    const byUser = await search(admin, { redeemedBy: user.email.toUpperCase() });
    expect(byUser.status).toBe(200);
    expect(byUser.body.codes.map((c: AdminCode) => c.id)).toEqual([codeId(codes[2]!)]);
    expect(byUser.body.codes[0]!.redeemedBy).toEqual({ id: user.id, email: user.email });
    expect((await search(admin, { redeemedBy: `nobody-${Date.now()}@example.com` })).body.codes).toEqual([]);
    const redeemedInBatch = await search(admin, { batchId: batch.id, status: 'redeemed' });
    expect(redeemedInBatch.body.codes.map((c) => c.id)).toEqual([codeId(codes[2]!)]);
    const unusedInBatch = await search(admin, { batchId: batch.id, status: 'unused' });
    expect(unusedInBatch.body.codes.map((c) => c.id).sort()).toEqual([0, 1, 3].map((i) => codeId(codes[i]!)).sort());
  });

  it('pages a batch with a cursor, every code once, and refuses a cursor of another partition', async () => {
    const { codes, batch } = await newBatch(admin, 10);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page = await search(admin, { batchId: batch.id, limit: 3, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      seen.push(...page.body.codes.map((c) => c.id));
      cursor = page.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual(codes.map(codeId).sort());
    const other = await newBatch(admin, 4);
    const otherCursor = (await search(admin, { batchId: other.batch.id, limit: 2 })).body.nextCursor!;
    const crossed = await search(admin, { batchId: batch.id, limit: 2, cursor: otherCursor });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe('cursor: invalid cursor');
    expect((await search(admin, { batchId: batch.id, cursor: 'bm9wZQ' })).status).toBe(400);
  });

  it('asks for at least one filter and validates each', async () => {
    const none = await search(admin, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Search by at least one of code, batchId, redeemedBy or status');
    expect((await search(admin, { batchId: 'not-a-batch' })).status).toBe(400);
    expect((await search(admin, { redeemedBy: 'not-an-email' })).status).toBe(400);
  });
});

describe('revoking', () => {
  it('revokes an unused code: it can no longer be redeemed, and a second revoke is 409', async () => {
    const { codes } = await newBatch(admin, 1);
    const id = codeId(codes[0]!);
    const res = await api<{ code: AdminCode }>('POST', `/admin/codes/${id}/revoke`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.code).toMatchObject({ id, status: 'revoked' });
    const user = await registerUser();
    const attempt = await activate(user.token, codes[0]!);
    expect(attempt.status).toBe(400);
    expect(attempt.body.message).toBe('Invalid license key');
    const again = await api<{ message: string }>('POST', `/admin/codes/${id}/revoke`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This code is already revoked');
    const revoked = await api<CodePage>('GET', '/admin/codes?status=revoked&limit=10', { token: admin.token });
    expect(revoked.body.codes.some((c) => c.id === id)).toBe(true);
  });

  it('will not revoke a redeemed code, and says so; an unknown code is 404', async () => {
    const { codes } = await newBatch(admin, 1);
    const user = await registerUser();
    expect((await activate(user.token, codes[0]!)).status).toBe(200);
    const res = await api<{ message: string }>('POST', `/admin/codes/${codeId(codes[0]!)}/revoke`, { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This code has already been redeemed and cannot be revoked');
    expect((await me(user.token)).subscription.status).toBe('active');
    expect((await api('POST', `/admin/codes/${'0'.repeat(64)}/revoke`, { token: admin.token })).status).toBe(404);
    expect((await api('POST', '/admin/codes/short/revoke', { token: admin.token })).status).toBe(404);
  });

  it('revokes a whole batch but keeps what was redeemed; a second time is 409', async () => {
    const { codes, batch } = await newBatch(admin, 5);
    const user = await registerUser();
    expect((await activate(user.token, codes[0]!)).status).toBe(200);
    const res = await api<RevokedBatch>('POST', `/admin/codes/batches/${batch.id}/revoke`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.revoked).toBe(4);
    expect(res.body.batch.counts).toEqual({ unused: 0, redeemed: 1, expired: 0, revoked: 4 });
    expect(res.body.batch.revokedAt).not.toBeNull();
    const other = await registerUser();
    expect((await activate(other.token, codes[1]!)).status).toBe(400);
    const again = await api<{ message: string }>('POST', `/admin/codes/batches/${batch.id}/revoke`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This batch is already revoked');
    expect((await api('POST', '/admin/codes/batches/01JAAAAAAAAAAAAAAAAAAAAAAA/revoke', { token: admin.token })).status).toBe(404);
    const audit = await api<AuditPage>('GET', '/admin/audit?limit=100', { token: admin.token });
    expect(audit.body.entries.filter((e) => e.action === 'batch.revoke' && e.target === batch.id)).toHaveLength(1);
  });
});

describe('redemption under concurrency', () => {
  it('lets exactly one of 50 simultaneous redemptions of an admin-made code through', async () => {
    const { codes } = await newBatch(admin, 1);
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser()));
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => activate(users[i % users.length]!.token, codes[0]!)));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(49);
    const active = (await Promise.all(users.map((u) => me(u.token)))).filter((u) => u.subscription.status === 'active');
    expect(active).toHaveLength(1);
    const found = await search(admin, { code: codes[0]! });
    expect(found.body.codes[0]).toMatchObject({ status: 'redeemed', redeemedBy: { id: active[0]!.id } });
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
