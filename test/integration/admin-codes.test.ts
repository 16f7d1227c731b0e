import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminCode, AuditPage, BatchPage, CodePage, RevokedBatch } from '../../lambdas/contracts/admin';
import type { User } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import { activate, codeId, generate, newBatch, registerAdmin, search } from './helpers/admin';
import { api, db, getItem, registerUser, stack, type TestUser } from './helpers/stack';

const DAY = 86_400_000;

const me = async (token: string) => (await api<User>('GET', '/auth/me', { token })).body;

let admin: TestUser;
beforeAll(async () => {
  admin = await registerAdmin();
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
