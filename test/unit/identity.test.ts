import {
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { MOCKED_AWS_ENVIRONMENT } from './helpers/lambda-environment';

const cognito = mockClient(CognitoIdentityProviderClient);

function poolError(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

describe('identity (the pool behind /auth)', () => {
  let identity: typeof import('../../lambdas/shared/identity');

  beforeAll(async () => {
    Object.assign(process.env, { ...MOCKED_AWS_ENVIRONMENT, COGNITO_GLOBAL_SIGN_OUT: 'false' });
    identity = await import('../../lambdas/shared/identity');
  });

  beforeEach(() => cognito.reset());

  it('signs in with the admin password flow and reads iat from the access token', async () => {
    const payload = Buffer.from(JSON.stringify({ iat: 1_700_000_000 })).toString('base64url');
    cognito.on(AdminInitiateAuthCommand).resolves({
      AuthenticationResult: { AccessToken: `h.${payload}.s`, RefreshToken: 'r', ExpiresIn: 3600 },
    });
    const tokens = await identity.signIn('user-1', 'pw');
    expect(tokens).toEqual({ accessToken: `h.${payload}.s`, refreshToken: 'r', expiresIn: 3600, issuedAt: 1_700_000_000 });
    const input = cognito.commandCalls(AdminInitiateAuthCommand)[0]?.args[0].input;
    expect(input).toMatchObject({ AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', ClientId: 'client', UserPoolId: 'us-east-1_pool' });
  });

  it('returns null for a wrong password', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(poolError('NotAuthorizedException', 'Incorrect username or password.'));
    await expect(identity.signIn('user-1', 'pw')).resolves.toBeNull();
  });

  it.each([
    ['NotAuthorizedException', 'User is disabled.', 403],
    ['NotAuthorizedException', 'Password attempts exceeded', 429],
    ['TooManyRequestsException', 'Rate exceeded', 429],
  ])('maps %s "%s" to %i', async (name, message, status) => {
    cognito.on(AdminInitiateAuthCommand).rejects(poolError(name, message));
    await expect(identity.signIn('u', 'pw')).rejects.toMatchObject({ statusCode: status });
  });

  it('rethrows unexpected pool failures', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(poolError('InternalErrorException', 'boom'));
    await expect(identity.signIn('u', 'pw')).rejects.toThrow('boom');
  });

  it('skips the pool-wide sign-out where the pool lacks it (configured off)', async () => {
    await identity.globalSignOut('u');
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });
});
