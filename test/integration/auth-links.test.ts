import type { AuthResponse, User } from '../../lambdas/contracts/user';
import { emailsTo, linkToken, uniqueEmail, waitForEmail } from '../support/api-client';
import { api, emailUrl, expireToken, registerUser } from './helpers/stack';

const NEW_PASSWORD = 'New-Horizon2@';

describe('POST /auth/verify-email', () => {
  it('verifies the address once; the same link then fails with 400', async () => {
    const u = await registerUser();
    const token = linkToken(await waitForEmail(emailUrl, u.email, /Verify/), 'verify-email');
    const first = await api('POST', '/auth/verify-email', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect((await api<User>('GET', '/auth/me', { token: u.token })).body.emailVerified).toBe(true);
    const again = await api('POST', '/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Invalid verification link. It may have expired.');
  });

  it('refuses an expired link and an unknown one with 400', async () => {
    const u = await registerUser();
    const token = linkToken(await waitForEmail(emailUrl, u.email, /Verify/), 'verify-email');
    await expireToken(token);
    expect((await api('POST', '/auth/verify-email', { body: { token } })).status).toBe(400);
    expect((await api<User>('GET', '/auth/me', { token: u.token })).body.emailVerified).toBe(false);
    expect((await api('POST', '/auth/verify-email', { body: { token: 'A'.repeat(43) } })).status).toBe(400);
    expect((await api('POST', '/auth/verify-email', { body: { token: 'short' } })).status).toBe(400);
    expect((await api('POST', '/auth/verify-email', { body: {} })).status).toBe(400);
  });

  it('does not accept a reset link as a verify link', async () => {
    const u = await registerUser();
    await api('POST', '/auth/forgot-password', { body: { email: u.email } });
    const resetToken = linkToken(await waitForEmail(emailUrl, u.email, /Reset/), 'reset-password');
    expect((await api('POST', '/auth/verify-email', { body: { token: resetToken } })).status).toBe(400);
  });

  it('sends a new link on request, and the new link works', async () => {
    const u = await registerUser();
    await waitForEmail(emailUrl, u.email, /Verify/);
    const resent = await api('POST', '/auth/resend-verification', { token: u.token });
    expect(resent.status).toBe(200);
    const token = linkToken(await waitForEmail(emailUrl, u.email, /Verify/, 2), 'verify-email');
    expect((await api('POST', '/auth/verify-email', { body: { token } })).status).toBe(200);
    const afterVerified = await api('POST', '/auth/resend-verification', { token: u.token });
    expect(afterVerified.body.message).toMatch(/already verified/);
  });
});

describe('POST /auth/forgot-password', () => {
  it('answers the same for a known and an unknown address, and emails only the known one', async () => {
    const u = await registerUser();
    const nobody = uniqueEmail('nobody');
    const known = await api('POST', '/auth/forgot-password', { body: { email: u.email } });
    const unknown = await api('POST', '/auth/forgot-password', { body: { email: nobody } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await waitForEmail(emailUrl, u.email, /Reset your Solace password/);
    expect(mail.body.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await emailsTo(emailUrl, nobody)).toHaveLength(0);
  });

  it('answers 429 after too many requests for one address', async () => {
    const u = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await api('POST', '/auth/forgot-password', { body: { email: u.email } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await api('POST', '/auth/forgot-password', { body: { email: u.email } });
    expect(blocked.body.message).toBe('Too many password reset attempts. Please try again later.');
  });

  it('answers 400 for a malformed address', async () => {
    expect((await api('POST', '/auth/forgot-password', { body: { email: 'nope' } })).status).toBe(400);
  });
});

describe('POST /auth/reset-password', () => {
  async function resetLink(email: string, nth = 1) {
    await api('POST', '/auth/forgot-password', { body: { email } });
    return linkToken(await waitForEmail(emailUrl, email, /Reset/, nth), 'reset-password');
  }

  it('sets the new password, ends every earlier session, and works once', async () => {
    const u = await registerUser();
    const otherDevice = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    const token = await resetLink(u.email);

    const res = await api('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);

    // Every earlier token fails at once, access and refresh alike.
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: otherDevice.body.token })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } })).status).toBe(401);

    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    const login = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
    expect((await api('GET', '/auth/me', { token: login.body.token })).status).toBe(200);

    const reused = await api('POST', '/auth/reset-password', { body: { token, password: 'Another-pass3#' } });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('Invalid or expired reset link. Please request a new one.');
  });

  it('refuses an expired link with 400 and keeps the old password', async () => {
    const u = await registerUser();
    const token = await resetLink(u.email);
    await expireToken(token);
    expect((await api('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } })).status).toBe(400);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });

  it('refuses a weak password with 400 without using up the link', async () => {
    const u = await registerUser();
    const token = await resetLink(u.email);
    const weak = await api('POST', '/auth/reset-password', { body: { token, password: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect((await api('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const u = await registerUser();
    const token = await resetLink(u.email);
    const results = await Promise.all([
      api('POST', '/auth/reset-password', { body: { token, password: NEW_PASSWORD } }),
      api('POST', '/auth/reset-password', { body: { token, password: 'Other-pass4$' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("does not accept a verify link, and a link for one account never changes another's password", async () => {
    const a = await registerUser();
    const b = await registerUser();
    const verifyToken = linkToken(await waitForEmail(emailUrl, a.email, /Verify/), 'verify-email');
    expect((await api('POST', '/auth/reset-password', { body: { token: verifyToken, password: NEW_PASSWORD } })).status).toBe(400);
    const tokenA = await resetLink(a.email);
    expect((await api('POST', '/auth/reset-password', { body: { token: tokenA, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email: b.email, password: b.password } })).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email: b.email, password: NEW_PASSWORD } })).status).toBe(401);
  });
});
