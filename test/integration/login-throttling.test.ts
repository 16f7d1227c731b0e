import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getConfig } from '../../lambdas/shared/config';
import { keys } from '../../lambdas/shared/db/keys';
import { sha256Hex } from '../../lambdas/shared/hash';
import { apiCaller, uniqueEmail, waitForEmail } from '../support/api-client';
import { api, db, emailUrl, registerUser, stack } from './helpers/stack';

const TOO_MANY = 'Too many login attempts. Please try again later.';
const WRONG = 'Wrong-pass1!';

// Every address in 127.0.0.0/8 reaches the local gateway; each test takes its own.
let nextHost = 10 + (process.pid % 200);
const newAddress = () => `127.0.${(nextHost += 1) % 250}.${1 + Math.floor(Math.random() * 250)}`;
const clientAt = (address: string) => apiCaller(stack.info.apiUrl, { from: address });

describe('wrong passwords at sign-in', () => {
  it("refuse the guessing address for that account, but never lock the owner out from elsewhere", async () => {
    const owner = await registerUser();
    const attacker = clientAt(newAddress());
    const home = clientAt(newAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await attacker('POST', '/auth/login', { body: { email: owner.email, password: WRONG } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // The guessing address is refused for this account, even with the right password.
    const refused = await attacker('POST', '/auth/login', { body: { email: owner.email, password: owner.password } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);

    // The owner, elsewhere, signs in with the right password.
    const ownerLogin = await home('POST', '/auth/login', { body: { email: owner.email, password: owner.password } });
    expect(ownerLogin.status).toBe(200);
    // A further wrong password for the account answers 429, from anywhere (no more 401s to learn from).
    expect((await home('POST', '/auth/login', { body: { email: owner.email, password: WRONG } })).status).toBe(429);
    expect((await home('POST', '/auth/login', { body: { email: owner.email, password: owner.password } })).status).toBe(200);

    // The guessing address can still sign in to another account.
    const other = await registerUser();
    expect((await attacker('POST', '/auth/login', { body: { email: other.email, password: other.password } })).status).toBe(200);
  });

  it('count only wrong passwords when the current password is checked', async () => {
    const u = await registerUser();
    // Ten right answers in a row are never refused.
    for (let i = 0; i < 10; i++) {
      const res = await api('PUT', '/user/account', { token: u.token, body: { email: uniqueEmail(`check${i}`), currentPassword: u.password } });
      expect(res.status).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      expect((await api('PUT', '/user/account', { token: u.token, body: { email: uniqueEmail('bad'), currentPassword: WRONG } })).status).toBe(400);
    }
    const blocked = await api('PUT', '/user/account', { token: u.token, body: { email: uniqueEmail('late'), currentPassword: u.password } });
    expect(blocked.status).toBe(429);
  });

  it('take at least the response floor, for an account that exists and for one that does not', async () => {
    const floor = getConfig().authResponseFloorMs;
    const u = await registerUser();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api('POST', '/auth/login', { body: { email, password: WRONG } });
      return { status: res.status, ms: performance.now() - started };
    };
    const known = await timed(u.email);
    const unknown = await timed(uniqueEmail('nobody'));
    expect([known.status, unknown.status]).toEqual([401, 401]);
    expect(known.ms).toBeGreaterThanOrEqual(floor);
    expect(unknown.ms).toBeGreaterThanOrEqual(floor);
  });
});

describe('forgot-password', () => {
  it('takes at least the response floor whether or not the account exists', async () => {
    const floor = getConfig().authResponseFloorMs;
    const u = await registerUser();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await api('POST', '/auth/forgot-password', { body: { email } });
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    const known = await timed(u.email);
    const unknown = await timed(uniqueEmail('nobody'));
    expect(known.body).toEqual(unknown.body);
    expect(known.ms).toBeGreaterThanOrEqual(floor);
    expect(unknown.ms).toBeGreaterThanOrEqual(floor);
    await waitForEmail(emailUrl, u.email, /Reset/);
  });
});

describe('deleting an account', () => {
  it('deletes its links, refresh-token records and rate-limit counters too', async () => {
    const u = await registerUser();
    const address = clientAt(newAddress());
    // Leave some of everything behind: a second session, a reset link, counted failures.
    expect((await address('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
    expect((await address('POST', '/auth/login', { body: { email: u.email, password: WRONG } })).status).toBe(401);
    expect((await api('POST', '/auth/forgot-password', { body: { email: u.email } })).status).toBe(200);
    expect((await api('PUT', '/user/account', { token: u.token, body: { email: uniqueEmail('x'), currentPassword: WRONG } })).status).toBe(400);
    const tokensOf = async () => {
      const out = await db.send(
        new QueryCommand({
          TableName: stack.info.tableName,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk',
          ExpressionAttributeValues: { ':pk': keys.userTokensPartition(u.id) },
        }),
      );
      return out.Items ?? [];
    };
    const windowsOf = async () => {
      const partitions = [
        keys.ratePartition('password-check', sha256Hex(u.id).slice(0, 32)),
        keys.ratePartition('login-email', sha256Hex(u.email).slice(0, 32)),
        keys.ratePartition('login-pair', sha256Hex(u.email).slice(0, 32)),
        keys.ratePartition('reset-email', sha256Hex(u.email).slice(0, 32)),
      ];
      const pages = await Promise.all(
        partitions.map((pk) =>
          db.send(new QueryCommand({ TableName: stack.info.tableName, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true })),
        ),
      );
      return pages.flatMap((p) => p.Items ?? []);
    };
    // Refresh tokens (two sessions), the verify link and the reset link.
    expect((await tokensOf()).map((t) => t.kind).sort()).toEqual(['refresh', 'refresh', 'reset', 'verify']);
    expect(await windowsOf()).toHaveLength(4);

    expect((await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } })).status).toBe(200);
    expect(await tokensOf()).toEqual([]);
    expect(await windowsOf()).toEqual([]);
  });
});
