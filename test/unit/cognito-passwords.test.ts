import { Router } from 'cognito-local/lib/server/Router';
import type { Services } from 'cognito-local/lib/services';
import { checkPasswordsAgainstHashes, hashUserPasswords } from '../../lib/local/cognito-passwords';
import { hashPassword, isPasswordHash, verifyPassword } from '../../lib/local/password-hash';

// The router loads every target; the TOTP ones load otplib, which ships as ES modules only.
// None of the targets used here needs it.
jest.mock('cognito-local/lib/services/totp', () => ({}));

/**
 * cognito-local's own router and targets, over a pool of one user whose stored password is
 * a hash, with the password check in front.
 */
const PASSWORD = 'Right-password1!';
const CLIENT_ID = 'client-1';

async function poolWithOneUser() {
  const user = {
    Username: 'user-sub-1',
    Password: await hashPassword(PASSWORD),
    Attributes: [
      { Name: 'sub', Value: 'user-sub-1' },
      { Name: 'email', Value: 'person@example.com' },
    ],
    Enabled: true,
    UserStatus: 'CONFIRMED',
    RefreshTokens: [] as string[],
  };
  const saved: (typeof user)[] = [];
  const userPool = {
    options: { Id: 'local_pool', MfaConfiguration: 'OFF' },
    // As cognito-local looks users up: by username, or by the email alias.
    getUserByUsername: async (_ctx: unknown, name: string) =>
      name === user.Username || name === 'person@example.com' ? user : null,
    listUserGroupMembership: async () => [],
    storeRefreshToken: async () => undefined,
    saveUser: async (_ctx: unknown, record: typeof user) => {
      saved.push(record);
    },
  };
  const services = {
    cognito: {
      getUserPoolForClientId: async (_ctx: unknown, clientId: string) => {
        if (clientId !== CLIENT_ID) throw new Error('unknown client');
        return userPool;
      },
      getAppClient: async (_ctx: unknown, clientId: string) => (clientId === CLIENT_ID ? { ClientId: CLIENT_ID } : null),
    },
    clock: { get: () => new Date() },
    triggers: { enabled: () => false },
    tokenGenerator: {
      generate: async () => ({ AccessToken: 'access', IdToken: 'id', RefreshToken: 'refresh' }),
    },
  } as unknown as Services;
  const route = checkPasswordsAgainstHashes(Router(services), services);
  const ctx = { logger: { child: () => ({ debug: () => undefined }) } } as never;
  return { user, saved, call: (target: string, req: object) => route(target)(ctx, req) };
}

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code,
  );

const adminAuth = (username: string, password: unknown) => ({
  ClientId: CLIENT_ID,
  AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
  AuthParameters: { USERNAME: username, PASSWORD: password },
});

describe("the local user pool's password checks", () => {
  it('sign in with the right password, by username or email', async () => {
    const { call } = await poolWithOneUser();
    const admin = (await call('AdminInitiateAuth', adminAuth('person@example.com', PASSWORD))) as { AuthenticationResult: { AccessToken: string } };
    expect(admin.AuthenticationResult.AccessToken).toBe('access');
    const plain = (await call('InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'user-sub-1', PASSWORD } })) as {
      AuthenticationResult: { AccessToken: string };
    };
    expect(plain.AuthenticationResult.AccessToken).toBe('access');
  });

  it('refuse a wrong password with the error cognito-local gives', async () => {
    const { call } = await poolWithOneUser();
    expect(await errorCode(call('AdminInitiateAuth', adminAuth('person@example.com', 'Wrong-password1!')))).toBe('InvalidPasswordException');
    expect(
      await errorCode(call('InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'user-sub-1', PASSWORD: 'Wrong1!' } })),
    ).toBe('InvalidPasswordException');
    expect(await errorCode(call('InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'user-sub-1' } }))).toBe(
      'InvalidPasswordException',
    );
  });

  it('refuse the stored hash sent as the password', async () => {
    const { call, user } = await poolWithOneUser();
    expect(await errorCode(call('AdminInitiateAuth', adminAuth('person@example.com', user.Password)))).toBe('InvalidPasswordException');
    expect(
      await errorCode(call('InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: 'user-sub-1', PASSWORD: user.Password } })),
    ).toBe('InvalidPasswordException');
  });

  it('answer an unknown user, client or missing parameter as cognito-local does', async () => {
    const { call } = await poolWithOneUser();
    expect(await errorCode(call('AdminInitiateAuth', adminAuth('nobody@example.com', PASSWORD)))).toBe('NotAuthorizedException');
    await expect(call('AdminInitiateAuth', { ...adminAuth('person@example.com', PASSWORD), ClientId: 'other' })).rejects.toThrow('unknown client');
    expect(await errorCode(call('AdminInitiateAuth', adminAuth('person@example.com', '')))).toBe('InvalidParameterException');
  });

  it('change a password only with the right previous one, and keep the new one hashed', async () => {
    const { call, user, saved } = await poolWithOneUser();
    const payload = Buffer.from(JSON.stringify({ client_id: CLIENT_ID, username: 'user-sub-1', token_use: 'access' })).toString('base64url');
    const AccessToken = `e30.${payload}.signature`;
    expect(await errorCode(call('ChangePassword', { AccessToken, PreviousPassword: 'Wrong-password1!', ProposedPassword: 'New-password1!' }))).toBe(
      'InvalidPasswordException',
    );
    expect(await errorCode(call('ChangePassword', { AccessToken, PreviousPassword: user.Password, ProposedPassword: 'New-password1!' }))).toBe(
      'InvalidPasswordException',
    );
    expect(saved).toHaveLength(0);
    await call('ChangePassword', { AccessToken, PreviousPassword: PASSWORD, ProposedPassword: 'New-password1!' });
    expect(saved).toHaveLength(1);
    // The target hands the new password to the store, which hashes it before holding it.
    const stored = (await hashUserPasswords(['Users', 'user-sub-1'], saved[0])) as { Password: string };
    expect(isPasswordHash(stored.Password)).toBe(true);
    await expect(verifyPassword('New-password1!', stored.Password)).resolves.toBe(true);
  });

  it('pass every other target and flow on as it came', async () => {
    const seen: unknown[] = [];
    const router = () => async (_ctx: unknown, req: unknown) => {
      seen.push(req);
      return {};
    };
    const lookups = jest.fn();
    const route = checkPasswordsAgainstHashes(router, { cognito: { getUserPoolForClientId: lookups } } as unknown as Services);
    const requests: [string, object][] = [
      ['AdminInitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'r' } }],
      ['InitiateAuth', { ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN', AuthParameters: { REFRESH_TOKEN: 'r' } }],
      ['AdminSetUserPassword', { UserPoolId: 'local_pool', Username: 'u', Password: 'Given-password1!', Permanent: true }],
      ['SignUp', { ClientId: CLIENT_ID, Username: 'u', Password: 'Given-password1!' }],
    ];
    for (const [target, req] of requests) await route(target)({} as never, req);
    expect(seen).toEqual(requests.map(([, req]) => req));
    expect(lookups).not.toHaveBeenCalled();
  });

  it('give an identity created with no message an unusable temporary password that is never hashed', async () => {
    const seen: Record<string, unknown>[] = [];
    const router = () => async (_ctx: unknown, req: unknown) => {
      seen.push(req as Record<string, unknown>);
      return {};
    };
    const route = checkPasswordsAgainstHashes(router, {} as Services);
    await route('AdminCreateUser')({} as never, { UserPoolId: 'local_pool', Username: 'a@example.com', MessageAction: 'SUPPRESS' });
    await route('AdminCreateUser')({} as never, { UserPoolId: 'local_pool', Username: 'b@example.com', TemporaryPassword: 'Chosen-temp1!' });
    const issued = seen[0]?.TemporaryPassword as string;
    expect(issued).toMatch(/^unusable\$/);
    expect(seen[1]?.TemporaryPassword).toBe('Chosen-temp1!');
    // Kept as it is (no scrypt for a password nobody will use), and nothing verifies against it.
    const user = (await hashUserPasswords(['Users', 'a'], { Username: 'a', Password: issued })) as { Password: string };
    expect(user.Password).toBe(issued);
    await expect(verifyPassword(issued, user.Password)).resolves.toBe(false);
    // The same shape chosen as a password is hashed like any other.
    const chosen = (await hashUserPasswords(['Users', 'b'], { Username: 'b', Password: 'unusable$chosen-by-someone' })) as { Password: string };
    expect(isPasswordHash(chosen.Password)).toBe(true);
  });
});
