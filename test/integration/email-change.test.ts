import type { AuthResponse, User } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import { emailsTo, linkToken, uniqueEmail, waitForEmail } from '../support/api-client';
import { api, emailUrl, getItem, registerUser, registerVerifiedUser } from './helpers/stack';

const signIn = (email: string, password: string) => api<AuthResponse>('POST', '/auth/login', { body: { email, password } });
const confirmLink = async (email: string, nth = 1) =>
  linkToken(await waitForEmail(emailUrl, email, /Confirm your new Solace email/, nth), 'verify-email');
const askChange = (token: string, email: string, currentPassword?: string) =>
  api<{ user: User; message: string }>('PUT', '/user/account', { token, body: { email, currentPassword } });

describe('changing the email address', () => {
  it('takes effect only once the new address confirms it; the old address stays the login until then and is told', async () => {
    const u = await registerVerifiedUser();
    const newEmail = uniqueEmail('moved');
    expect((await askChange(u.token, newEmail)).status).toBe(400);

    const asked = await askChange(u.token, newEmail, u.password);
    expect(asked.status).toBe(200);
    expect(asked.body.user).toMatchObject({ email: u.email, pendingEmail: newEmail, emailVerified: true });
    expect(asked.body.message).toBe(`We sent a confirmation link to ${newEmail}. Your email changes once you open it.`);
    expect((await signIn(u.email, u.password)).status).toBe(200);
    expect((await signIn(newEmail, u.password)).status).toBe(401);
    expect(await getItem(keys.email(newEmail))).toBeUndefined();
    const notice = await waitForEmail(emailUrl, u.email, /about to change/);
    expect(notice.body.text).toContain(newEmail);

    const token = await confirmLink(newEmail);
    const confirmed = await api('POST', '/auth/verify-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.success).toBe(true);

    expect((await signIn(newEmail, u.password)).status).toBe(200);
    expect((await signIn(u.email, u.password)).status).toBe(401);
    const me = await api<User>('GET', '/auth/me', { token: u.token });
    expect(me.body).toMatchObject({ email: newEmail, pendingEmail: null, emailVerified: true });
    expect(await getItem(keys.email(u.email))).toBeUndefined();
    expect(await getItem(keys.email(newEmail))).toMatchObject({ userId: u.id });
    const told = await waitForEmail(emailUrl, u.email, /was changed/);
    expect(told.body.text).toContain(newEmail);
    // The old address is free again, and the link works once.
    await registerUser({ email: u.email });
    expect((await api('POST', '/auth/verify-email', { body: { token } })).status).toBe(400);
  });

  it('keeps only the newest pending change', async () => {
    const u = await registerUser();
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await askChange(u.token, first, u.password)).status).toBe(200);
    expect((await askChange(u.token, second, u.password)).status).toBe(200);
    const stale = await api('POST', '/auth/verify-email', { body: { token: await confirmLink(first) } });
    expect(stale.status).toBe(400);
    expect((await api('POST', '/auth/verify-email', { body: { token: await confirmLink(second) } })).status).toBe(200);
    expect((await api<User>('GET', '/auth/me', { token: u.token })).body.email).toBe(second);
  });

  it('is cancelled by a password change', async () => {
    const u = await registerUser();
    const newEmail = uniqueEmail('cancelled');
    expect((await askChange(u.token, newEmail, u.password)).status).toBe(200);
    const change = await api<{ token: string }>('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: 'Stay-Here6^' },
    });
    expect(change.status).toBe(200);
    const res = await api('POST', '/auth/verify-email', { body: { token: await confirmLink(newEmail) } });
    expect(res.status).toBe(400);
    const me = await api<User>('GET', '/auth/me', { token: change.body.token });
    expect(me.body).toMatchObject({ email: u.email, pendingEmail: null });
    expect((await signIn(newEmail, 'Stay-Here6^')).status).toBe(401);
  });

  it('moves nothing when another account took the address meanwhile', async () => {
    const u = await registerUser();
    const contested = uniqueEmail('contested');
    expect((await askChange(u.token, contested, u.password)).status).toBe(200);
    const token = await confirmLink(contested);
    await registerUser({ email: contested });
    const res = await api('POST', '/auth/verify-email', { body: { token } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This email address is already used by another account.');
    expect((await api<User>('GET', '/auth/me', { token: u.token })).body.email).toBe(u.email);
    expect((await signIn(u.email, u.password)).status).toBe(200);
  });

  it('answers 409 for an address in use, and 400 for a wrong password without sending anything', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const taken = await askChange(a.token, b.email, a.password);
    expect(taken.status).toBe(409);
    const target = uniqueEmail('wrongpass');
    const wrong = await askChange(a.token, target, 'Not-Mine7&');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect(await emailsTo(emailUrl, target)).toEqual([]);
    expect((await api<User>('GET', '/auth/me', { token: a.token })).body).toMatchObject({ email: a.email, pendingEmail: null });
  });
});
