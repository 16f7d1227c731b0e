import type { AuthResponse, LicenseActivationResponse, User } from '../../lambdas/contracts/user';
import { accessCodeHash } from '../../lambdas/shared/access-code-format';
import { createAccessCodes, type AccessCodeRecord } from '../../lambdas/shared/access-codes';
import { keys } from '../../lambdas/shared/db/keys';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { readStackFile } from '../support/test-stack';
import { api, getItem, registerUser } from './helpers/stack';

const DAY = 86_400_000;
const activate = (token: string, licenseKey: unknown) =>
  api<LicenseActivationResponse & { message: string }>('POST', '/user/activate-license', { token, body: { licenseKey } });
const me = async (token: string) => (await api<User>('GET', '/auth/me', { token })).body;

async function newCodes(count = 1, options: { days?: number; expiresAt?: string } = {}) {
  const { codes, batchId } = await createAccessCodes({
    count,
    plan: 'monthly',
    durationDays: options.days ?? 30,
    expiresAt: options.expiresAt,
    createdBy: 'integration test',
  });
  return { codes, batchId };
}

describe('licence keys: POST /user/activate-license', () => {
  it('activates premium for the code\'s days and says so in the spec\'s words', async () => {
    const u = await registerUser();
    expect((await me(u.token)).subscription).toEqual({ status: 'none' });
    const [code] = (await newCodes()).codes;
    const before = Date.now();
    const res = await activate(u.token, code);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('License activated successfully!');
    expect(res.body.subscription).toMatchObject({ status: 'active', plan: 'monthly' });
    const end = Date.parse(res.body.subscription.endDate!);
    expect(end).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
    expect((await me(u.token)).subscription).toEqual(res.body.subscription);
  });

  it('stores no usable code: only a keyed hash, the last four symbols and who redeemed it', async () => {
    const u = await registerUser();
    const [code] = (await newCodes()).codes as [string];
    const canonical = code.replace(/-/g, '');
    expect((await activate(u.token, code)).status).toBe(200);
    const item = (await getItem(keys.accessCode(accessCodeHash(canonical, process.env.ACCESS_CODE_KEY!)))) as AccessCodeRecord;
    expect(item).toMatchObject({ status: 'redeemed', redeemedBy: u.id, lastFour: canonical.slice(-4), GSI1PK: 'CODES#redeemed' });
    expect(JSON.stringify(item)).not.toContain(canonical);
    expect(JSON.stringify(item)).not.toContain(code);
  });

  it('reads the code as people type it: lower case, spaces for dashes', async () => {
    const u = await registerUser();
    const [code] = (await newCodes()).codes as [string];
    const typed = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    expect((await activate(u.token, typed)).status).toBe(200);
  });

  it('redeems a code once: a second use answers 409, for another user and for the same one', async () => {
    const [code] = (await newCodes()).codes;
    const first = await registerUser();
    const second = await registerUser();
    expect((await activate(first.token, code)).status).toBe(200);
    const again = await activate(second.token, code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This license key has already been used');
    expect((await activate(first.token, code)).status).toBe(409);
    expect((await me(second.token)).subscription).toEqual({ status: 'none' });
  });

  it('lets exactly one of 50 simultaneous redemptions of one code through', async () => {
    const [code] = (await newCodes()).codes;
    const users = await Promise.all(Array.from({ length: 10 }, () => registerUser()));
    const attempts = await Promise.all(Array.from({ length: 50 }, (_, i) => activate(users[i % users.length]!.token, code)));
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.filter((r) => r.status === 409)).toHaveLength(49);
    const subscriptions = await Promise.all(users.map(async (u) => (await me(u.token)).subscription.status));
    expect(subscriptions.filter((s) => s === 'active')).toHaveLength(1);
  });

  it('adds a second code\'s days to a subscription still running', async () => {
    const u = await registerUser();
    const { codes } = await newCodes(2, { days: 30 });
    const first = await activate(u.token, codes[0]);
    const second = await activate(u.token, codes[1]);
    expect(second.status).toBe(200);
    expect(Date.parse(second.body.subscription.endDate!) - Date.parse(first.body.subscription.endDate!)).toBe(30 * DAY);
  });

  it('refuses an expired code', async () => {
    const u = await registerUser();
    const [code] = (await newCodes(1, { expiresAt: new Date(Date.now() - 1000).toISOString() })).codes;
    const res = await activate(u.token, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This license key has expired');
    expect((await me(u.token)).subscription).toEqual({ status: 'none' });
  });

  it.each([
    ['an unknown code with a right check symbol', '0000-0000-0000-001Y', 'Invalid license key'],
    ['a typo', 'ZZZZ-ZZZZ-ZZZZ-ZZZ0', 'Invalid license key'],
    ['an empty key', '   ', 'Please enter a license key'],
    ['a number', 12345, 'Please enter a license key'],
    ['too long a key', 'A'.repeat(65), 'Invalid license key'],
  ])('refuses %s with 400', async (_what, licenseKey, message) => {
    const u = await registerUser();
    const res = await activate(u.token, licenseKey);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('takes at most 30 attempts a minute from one user, then answers 429 without looking the key up', async () => {
    const u = await registerUser();
    const other = await registerUser();
    const [code] = (await newCodes()).codes;
    // The window is a fixed minute: start well inside one, so all 31 attempts fall in it.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 10_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 200));
    const guesses = await Promise.all(Array.from({ length: 30 }, () => activate(u.token, '0000-0000-0000-001Y')));
    expect(guesses.map((r) => r.status)).toEqual(Array.from({ length: 30 }, () => 400));
    // The 31st, even with a real code, is refused before any lookup: the code stays unused.
    const over = await activate(u.token, code);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ message: 'Too many license key attempts. Please try again in a minute.' });
    expect((await me(u.token)).subscription).toEqual({ status: 'none' });
    // Another user's attempts are their own.
    expect((await activate(other.token, code)).status).toBe(200);
  }, 30_000);

  it('needs a signed-in user, and takes the user from the token, never the body', async () => {
    expect((await api('POST', '/user/activate-license', { body: { licenseKey: 'x' } })).status).toBe(401);
    const u = await registerUser();
    const other = await registerUser();
    const [code] = (await newCodes()).codes;
    const res = await api<LicenseActivationResponse>('POST', '/user/activate-license', { token: u.token, body: { licenseKey: code, userId: other.id } });
    expect(res.status).toBe(200);
    expect((await me(other.token)).subscription).toEqual({ status: 'none' });
    expect((await me(u.token)).subscription.status).toBe('active');
    const login = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    expect(login.body.user.subscription.status).toBe('active');
  });

  it('takes a code made by `npm run codes:local`, which prints each code once', async () => {
    const root = path.resolve(__dirname, '../..');
    const { stdout } = await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['bin/create-access-codes.ts', '--count', '3', '--days', '7'], {
      cwd: root,
      env: { ...process.env, ...readStackFile().env },
    });
    const codes = stdout.split('\n').filter((line) => /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(line));
    expect(stdout).toMatch(/^Batch [0-9A-Z]{26}: 3 monthly codes, 7 days each/);
    expect(codes).toHaveLength(3);
    const u = await registerUser();
    const res = await activate(u.token, codes[1]);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.subscription.endDate!)).toBeLessThanOrEqual(Date.now() + 7 * DAY + 1000);
  });
});
