import { isRateLimited, recordAttempt, consumeAttempt, readWindows } from '../../lambdas/shared/rate-limit';
import { keys } from '../../lambdas/shared/db/keys';
import { sha256Hex } from '../../lambdas/shared/hash';
import { getItem } from './helpers/stack';

// Per-address limits through the module on DynamoDB Local: every HTTP test calls from 127.0.0.1.
describe('rate limiting by client address', () => {
  const rule = { limit: 3, windowSeconds: 60 };

  it('blocks an address after its limit and leaves other addresses alone', async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const other = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const now = Date.now();
    expect(await isRateLimited('login-ip', ip, rule, now)).toBe(false);
    for (let i = 0; i < 3; i++) await recordAttempt('login-ip', ip, rule, now);
    expect(await isRateLimited('login-ip', ip, rule, now)).toBe(true);
    expect(await isRateLimited('login-ip', other, rule, now)).toBe(false);
  });

  it('starts a new window when the old one ends', async () => {
    const ip = `192.0.2.1-${Date.now()}`;
    const now = Date.now();
    for (let i = 0; i < 3; i++) await recordAttempt('reset-ip', ip, rule, now);
    expect(await isRateLimited('reset-ip', ip, rule, now)).toBe(true);
    expect(await isRateLimited('reset-ip', ip, rule, now + 61_000)).toBe(false);
  });

  it('counts attempts that straddle a window\'s edge at sign-in, fading as the old window slides away', async () => {
    const pair = { subject: `edge-${Date.now()}@example.com`, part: '192.0.2.9' };
    const windowStart = Math.floor(Date.now() / 1000 / 60) * 60 * 1000;
    const check = [{ kind: 'login-pair' as const, subject: pair, rule }];
    // Two guesses in the last second of one window, one in the first second of the next.
    for (let i = 0; i < 2; i++) await recordAttempt('login-pair', pair, rule, windowStart - 500);
    await recordAttempt('login-pair', pair, rule, windowStart + 500);
    expect((await readWindows(check, [], windowStart + 1_000)).counts).toEqual([3]);
    // Half a window on, half the older guesses still count (rounded up); two windows on, none.
    expect((await readWindows(check, [], windowStart + 30_000)).counts).toEqual([2]);
    expect((await readWindows(check, [], windowStart + 60_000)).counts).toEqual([1]);
    expect((await readWindows(check, [], windowStart + 120_000)).counts).toEqual([0]);
  });

  it('counts concurrent attempts exactly', async () => {
    const ip = `192.0.2.2-${Date.now()}`;
    const now = Date.now();
    const over = await Promise.all(Array.from({ length: 10 }, () => consumeAttempt('register-ip', ip, rule, now)));
    expect(over.filter(Boolean)).toHaveLength(7);
  });

  it('stores the address only hashed, with an expiry', async () => {
    const ip = `192.0.2.3-${Date.now()}`;
    const now = Date.now();
    await recordAttempt('login-ip', ip, rule, now);
    const windowStart = Math.floor(now / 1000 / 60) * 60;
    const item = await getItem(keys.rateWindow('login-ip', sha256Hex(ip).slice(0, 32), windowStart));
    expect(item).toMatchObject({ count: 1, ttl: windowStart + 120 });
    expect(JSON.stringify(item)).not.toContain(ip);
  });
});
