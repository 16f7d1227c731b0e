import type { AuthResponse, User, UserSettings } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import { api, getItem, registerUser } from './helpers/stack';

const NEW_PASSWORD = 'Fresh-Start5%';

interface PasswordChange {
  success: boolean;
  token: string;
  refreshToken: string;
}

describe('PUT /user/password', () => {
  it('changes the password, ends every earlier session and hands this device a new one', async () => {
    const u = await registerUser();
    const otherDevice = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    const res = await api<PasswordChange>('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: otherDevice.body.token })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: otherDevice.body.refreshToken } })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: res.body.token })).status).toBe(200);
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: res.body.refreshToken } })).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('answers 400 for a wrong current password or a weak new one, and keeps the session', async () => {
    const u = await registerUser();
    const wrong = await api('PUT', '/user/password', { token: u.token, body: { currentPassword: 'Not-mine9!', newPassword: NEW_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const weak = await api('PUT', '/user/password', { token: u.token, body: { currentPassword: u.password, newPassword: 'short' } });
    expect(weak.status).toBe(400);
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api('PUT', '/user/password', { body: { currentPassword: 'a', newPassword: NEW_PASSWORD } })).status).toBe(401);
  });
});

describe('GET and PUT /user/settings', () => {
  it('starts with every notification on and keeps changes', async () => {
    const u = await registerUser();
    const initial = await api<UserSettings>('GET', '/user/settings', { token: u.token });
    expect(initial.body).toEqual({ notifications: { email: true, push: true, reminders: true } });
    const saved = await api<UserSettings>('PUT', '/user/settings', { token: u.token, body: { notifications: { push: false } } });
    expect(saved.body).toEqual({ notifications: { email: true, push: false, reminders: true } });
    expect((await api<UserSettings>('GET', '/user/settings', { token: u.token })).body.notifications.push).toBe(false);
    expect((await api('PUT', '/user/settings', { token: u.token, body: { notifications: { push: 'no' } } })).status).toBe(400);
  });

  it("never shows or changes another user's settings", async () => {
    const a = await registerUser();
    const b = await registerUser();
    await api('PUT', '/user/settings', { token: a.token, body: { notifications: { email: false } } });
    expect((await api<UserSettings>('GET', '/user/settings', { token: b.token })).body.notifications.email).toBe(true);
  });
});

describe('PUT /user/account', () => {
  it('updates the name from a full name', async () => {
    const u = await registerUser();
    const res = await api<{ user: User }>('PUT', '/user/account', { token: u.token, body: { name: 'Grace Brewster Hopper' } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', name: 'Grace Brewster Hopper' });
  });

  it('answers 409 when the new address belongs to another account', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const res = await api('PUT', '/user/account', { token: a.token, body: { email: b.email, currentPassword: a.password } });
    expect(res.status).toBe(409);
    expect((await api<User>('GET', '/auth/me', { token: a.token })).body.email).toBe(a.email);
  });

  it('requires the current password to set a new one', async () => {
    const u = await registerUser();
    const res = await api('PUT', '/user/account', { token: u.token, body: { newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Current password is required to change password/);
  });
});

describe('DELETE /user/account', () => {
  it('needs the password, then removes the account and everything in it', async () => {
    const u = await registerUser();
    expect((await api('DELETE', '/user/account', { token: u.token, body: { password: 'Wrong-one1!' } })).status).toBe(400);
    const res = await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } });
    expect(res.status).toBe(200);
    expect(await getItem(keys.user(u.id))).toBeUndefined();
    expect(await getItem(keys.email(u.email))).toBeUndefined();
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(401);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    // The address can be used for a new account.
    const again = await registerUser({ email: u.email });
    expect(again.id).not.toBe(u.id);
  });
});
