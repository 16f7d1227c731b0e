import type { AuthResponse } from '../../lambdas/contracts/user';
import { linkToken, waitForEmail } from '../support/api-client';
import { api, emailUrl, registerUser } from './helpers/stack';

/** Links end with the credentials they were issued for (a reset, a password or an email change). */
const INVALID_RESET = 'Invalid or expired reset link. Please request a new one.';
const INVALID_VERIFY = 'Invalid verification link. It may have expired.';

async function resetLink(email: string, nth = 1): Promise<string> {
  expect((await api('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
  return linkToken(await waitForEmail(emailUrl, email, /Reset/, nth), 'reset-password');
}

const verifyLink = async (email: string) => linkToken(await waitForEmail(emailUrl, email, /Verify/), 'verify-email');

const reset = (token: string, password: string) => api('POST', '/auth/reset-password', { body: { token, password } });
const signIn = (email: string, password: string) => api<AuthResponse>('POST', '/auth/login', { body: { email, password } });

describe('links and credential changes', () => {
  it('refuses a reset link issued before a password change with 400', async () => {
    const u = await registerUser();
    const token = await resetLink(u.email);
    const change = await api('PUT', '/user/password', { token: u.token, body: { currentPassword: u.password, newPassword: 'Changed-Mind7&' } });
    expect(change.status).toBe(200);
    const res = await reset(token, 'Attacker-Pass8*');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_RESET);
    expect((await signIn(u.email, 'Changed-Mind7&')).status).toBe(200);
    expect((await signIn(u.email, 'Attacker-Pass8*')).status).toBe(401);
  });

  it('keeps only the newest reset link valid', async () => {
    const u = await registerUser();
    const first = await resetLink(u.email, 1);
    const second = await resetLink(u.email, 2);
    expect(first).not.toBe(second);
    const old = await reset(first, 'First-Link9(');
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(INVALID_RESET);
    expect((await reset(second, 'Second-Link9)')).status).toBe(200);
    expect((await signIn(u.email, 'Second-Link9)')).status).toBe(200);
  });

  it('ends the verify link with a password reset', async () => {
    const u = await registerUser();
    const verify = await verifyLink(u.email);
    expect((await reset(await resetLink(u.email), 'After-Reset1!')).status).toBe(200);
    const res = await api('POST', '/auth/verify-email', { body: { token: verify } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_VERIFY);
    // The user can ask for a new one, and it works.
    const login = await signIn(u.email, 'After-Reset1!');
    expect((await api('POST', '/auth/resend-verification', { token: login.body.token })).status).toBe(200);
    const fresh = linkToken(await waitForEmail(emailUrl, u.email, /Verify/, 2), 'verify-email');
    expect((await api('POST', '/auth/verify-email', { body: { token: fresh } })).status).toBe(200);
  });

  it('ends reset and verify links with a password change made through the account form', async () => {
    const u = await registerUser();
    const verify = await verifyLink(u.email);
    const token = await resetLink(u.email);
    const change = await api('PUT', '/user/account', { token: u.token, body: { currentPassword: u.password, newPassword: 'Form-Change2@' } });
    expect(change.status).toBe(200);
    expect((await reset(token, 'Too-Late3#')).status).toBe(400);
    expect((await api('POST', '/auth/verify-email', { body: { token: verify } })).status).toBe(400);
  });

  it('ends outstanding reset links with an email change, and a reset link only ever serves the address it was sent to', async () => {
    const u = await registerUser();
    const token = await resetLink(u.email);
    const newEmail = `moved.${u.email}`;
    const asked = await api('PUT', '/user/account', { token: u.token, body: { email: newEmail, currentPassword: u.password } });
    expect(asked.status).toBe(200);
    // Asking alone changes nothing: the old link still works until the change is confirmed.
    const confirm = linkToken(await waitForEmail(emailUrl, newEmail, /Confirm your new Solace email/), 'verify-email');
    expect((await api('POST', '/auth/verify-email', { body: { token: confirm } })).status).toBe(200);
    const res = await reset(token, 'Old-Address4$');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INVALID_RESET);
    expect((await signIn(newEmail, u.password)).status).toBe(200);
  });
});
