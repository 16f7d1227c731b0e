import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createAccount, ExtraWriteRefused } from '../../lambdas/shared/accounts';
import { keys } from '../../lambdas/shared/db/keys';
import { attemptUpdateWithinLimit, recordAttempt } from '../../lambdas/shared/rate-limit';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import { api, getItem, registerUser, stack } from './helpers/stack';

const cognito = new CognitoIdentityProviderClient({
  region: stack.info.region,
  endpoint: stack.info.cognitoEndpoint,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

async function poolHas(email: string): Promise<boolean> {
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: stack.info.ids.userPoolId, Username: email }));
    return true;
  } catch {
    return false;
  }
}

// The account service on the emulators: the parts the HTTP tests cannot reach from one address.
describe('createAccount', () => {
  it('refuses the account when a counted limit is full, and leaves nothing behind', async () => {
    const email = uniqueEmail('limited');
    const ip = `198.51.100.7-${Date.now()}`;
    const rule = { limit: 1, windowSeconds: 3600 };
    await recordAttempt('register-ip', ip, rule);
    const attempt = createAccount(
      { email, password: GOOD_PASSWORD, firstName: 'L', lastName: 'M' },
      { signIn: true, verifyLink: true, extraWrites: [{ Update: attemptUpdateWithinLimit('register-ip', ip, rule) }] },
    );
    await expect(attempt).rejects.toBeInstanceOf(ExtraWriteRefused);
    expect(await getItem(keys.email(email))).toBeUndefined();
    expect(await poolHas(email)).toBe(false);
    // The address is still free for a real registration.
    await registerUser({ email });
  });

  it('counts the attempt with the account while under the limit', async () => {
    const email = uniqueEmail('counted');
    const ip = `198.51.100.8-${Date.now()}`;
    const rule = { limit: 2, windowSeconds: 3600 };
    const { user } = await createAccount(
      { email, password: GOOD_PASSWORD, firstName: 'C', lastName: 'D' },
      { extraWrites: [{ Update: attemptUpdateWithinLimit('register-ip', ip, rule) }] },
    );
    expect(await getItem(keys.user(user.id))).toMatchObject({ email, emailVerified: false, role: 'user' });
    expect(await recordAttempt('register-ip', ip, rule)).toBe(2);
  });

  it('keeps the pool and the table in step: a refused duplicate leaves the first account working', async () => {
    const first = await registerUser();
    await expect(
      createAccount({ email: first.email, password: 'Other-pass6^', firstName: 'X', lastName: 'Y' }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await api('POST', '/auth/login', { body: { email: first.email, password: first.password } })).status).toBe(200);
  });
});
