import fs from 'node:fs';
import { GOOD_PASSWORD, linkToken, waitForEmail } from '../support/api-client';
import { api, emailUrl, registerUser, stack } from './helpers/stack';

// The stack runs with INFO logs; nothing secret may reach them.
describe('logs', () => {
  it('never contain a password, a token, a link, an email body or profile text', async () => {
    const secretPassword = 'Log-Canary7&';
    const u = await registerUser({ password: secretPassword, firstName: 'Canaryfirst' });
    await api('POST', '/auth/login', { body: { email: u.email, password: 'Wrong-Canary8*' } });
    const login = await api<{ token: string; refreshToken: string }>('POST', '/auth/login', { body: { email: u.email, password: secretPassword } });
    await api('PUT', '/auth/profile', { token: login.body.token, body: { profile: { bio: 'bio-canary-text' } } });
    await api('POST', '/auth/forgot-password', { body: { email: u.email } });
    const verify = await waitForEmail(emailUrl, u.email, /Verify/);
    const reset = await waitForEmail(emailUrl, u.email, /Reset/);
    const resetToken = linkToken(reset, 'reset-password');
    await api('POST', '/auth/reset-password', { body: { token: resetToken, password: GOOD_PASSWORD } });
    await api('GET', '/auth/me', { token: 'garbage.token.value' });
    await new Promise((r) => setTimeout(r, 300));

    const log = fs.readFileSync(stack.logFile, 'utf8');
    expect(log).toContain('"message":"request"');
    const secrets = [
      secretPassword,
      'Wrong-Canary8*',
      GOOD_PASSWORD,
      u.token,
      login.body.token,
      login.body.refreshToken,
      linkToken(verify, 'verify-email'),
      resetToken,
      'bio-canary-text',
      'Canaryfirst',
      u.email,
      'garbage.token.value',
      'Welcome to Solace',
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
