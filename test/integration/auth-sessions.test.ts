import type { AuthResponse, RefreshResponse, User } from '../../lambdas/contracts/user';
import { api, registerUser } from './helpers/stack';

describe('POST /auth/logout', () => {
  it('makes every earlier access and refresh token fail with 401 at once', async () => {
    const u = await registerUser();
    const second = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    expect((await api('GET', '/auth/me', { token: u.token })).status).toBe(200);

    const out = await api('POST', '/auth/logout', { token: second.body.token });
    expect(out.status).toBe(200);

    for (const token of [u.token, second.body.token]) {
      const res = await api('GET', '/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
    for (const refreshToken of [u.refreshToken, second.body.refreshToken]) {
      expect((await api('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    }
  });

  it('lets the user sign in again right after, with a token that works', async () => {
    const u = await registerUser();
    await api('POST', '/auth/logout', { token: u.token });
    const again = await api<AuthResponse>('POST', '/auth/login', { body: { email: u.email, password: u.password } });
    expect(again.status).toBe(200);
    expect((await api('GET', '/auth/me', { token: again.body.token })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await api('POST', '/auth/logout')).status).toBe(401);
  });
});

describe('POST /auth/refresh', () => {
  it('gives a new working access token for a live refresh token', async () => {
    const u = await registerUser();
    const res = await api<RefreshResponse>('POST', '/auth/refresh', { body: { refreshToken: u.refreshToken } });
    expect(res.status).toBe(200);
    expect(res.body.expiresIn).toBeGreaterThan(0);
    const me = await api<User>('GET', '/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(u.id);
  });

  it('answers 401 for an unknown refresh token and 400 for a missing one', async () => {
    expect((await api('POST', '/auth/refresh', { body: { refreshToken: 'made-up' } })).status).toBe(401);
    expect((await api('POST', '/auth/refresh', { body: {} })).status).toBe(400);
  });
});
