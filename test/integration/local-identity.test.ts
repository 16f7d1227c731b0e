import { AdminInitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { createPublicKey, randomBytes, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readAdminPasswordFile } from '../../lib/local/admin-password-file';
import { apiCaller, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { api, registerUser, stack } from './helpers/stack';

/**
 * The local user pool's secrets stay on this machine and in this data directory: tokens are
 * signed with a key of the data directory, passwords are kept as hashes in files only their
 * owner reads, and the generated admin password is never printed.
 */
const mode = (file: string) => fs.statSync(file).mode & 0o777;

const shippedKeys = (name: 'private' | 'public') =>
  JSON.parse(fs.readFileSync(require.resolve(`cognito-local/lib/keys/cognitoLocal.${name}.json`), 'utf8')) as { pem: string; jwk: { n: string } };

const decodePart = (token: string, index: number) =>
  JSON.parse(Buffer.from(token.split('.')[index] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const encodePart = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same claims as a real token, signed with the key cognito-local ships in its package. */
function forgeWithShippedKey(realToken: string): string {
  const unsigned = `${encodePart(decodePart(realToken, 0))}.${encodePart({ ...decodePart(realToken, 1), jti: randomBytes(8).toString('hex') })}`;
  const signature = sign('sha256', Buffer.from(unsigned), shippedKeys('private').pem).toString('base64url');
  return `${unsigned}.${signature}`;
}

const signedBy = (token: string, key: Parameters<typeof verify>[2]) => {
  const [header, payload, signature] = token.split('.');
  return verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature ?? '', 'base64url'));
};

/** A password that meets every rule and appears nowhere else. */
const uniquePassword = () => `Own-${randomBytes(6).toString('hex')}Aa1!`;

const cognitoDir = (dataDir: string) => path.join(dataDir, 'cognito');
const poolFile = (dataDir: string, userPoolId: string) => path.join(cognitoDir(dataDir), '.cognito', 'db', `${userPoolId}.json`);

/** Every file the stack wrote under its data directory's `logs`, and its own output. */
function allLogs(dataDir: string, logFile: string): string {
  const logDir = path.join(dataDir, 'logs');
  const files = fs.readdirSync(logDir).map((name) => path.join(logDir, name));
  return [logFile, ...files].map((file) => fs.readFileSync(file, 'utf8')).join('\n');
}

describe('tokens of the local user pool', () => {
  it('are signed with a key of this data directory: one signed with the key shipped in cognito-local is refused', async () => {
    const user = await registerUser();
    const forged = forgeWithShippedKey(user.token);
    // The forgery is sound: the shipped public key accepts it, and it claims what the real token claims.
    expect(signedBy(forged, shippedKeys('public').pem)).toBe(true);
    const claims = decodePart(forged, 1);
    expect(claims).toMatchObject({ sub: user.id, token_use: 'access', client_id: stack.info.ids.userPoolClientId });
    expect(claims.iss).toBe(`${stack.info.cognitoEndpoint}/${stack.info.ids.userPoolId}`);

    expect((await api('GET', '/auth/me', { token: forged })).status).toBe(401);
    expect((await api('GET', '/auth/me', { token: user.token })).status).toBe(200);
  });

  it("are verified with the data directory's public key, which the pool publishes", async () => {
    const user = await registerUser();
    const response = await fetch(`${stack.info.cognitoEndpoint}/${stack.info.ids.userPoolId}/.well-known/jwks.json`);
    const { keys } = (await response.json()) as { keys: { kid: string; alg: string; use: string; kty: string; n: string; e: string }[] };
    expect(keys).toHaveLength(1);
    const [published] = keys as [(typeof keys)[number]];
    expect(published).toMatchObject({ kid: 'CognitoLocal', alg: 'RS256', use: 'sig', kty: 'RSA' });
    expect(published.n).not.toBe(shippedKeys('public').jwk.n);
    expect(decodePart(user.token, 0)).toMatchObject({ alg: 'RS256', kid: 'CognitoLocal' });
    expect(signedBy(user.token, createPublicKey({ key: published, format: 'jwk' }))).toBe(true);

    const keyFile = path.join(cognitoDir(stack.dataDir), 'signing-key.pem');
    expect(mode(keyFile)).toBe(0o600);
    expect(createPublicKey(fs.readFileSync(keyFile, 'utf8')).export({ format: 'jwk' }).n).toBe(published.n);
  });
});

describe("the local user pool's store", () => {
  it('holds no password, only salted hashes, in files only their owner can read', async () => {
    const password = uniquePassword();
    const user = await registerUser({ password });
    const file = poolFile(stack.dataDir, stack.info.ids.userPoolId);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain(password);
    const users = Object.values((JSON.parse(text) as { Users: Record<string, { Password?: string; Attributes: { Name: string; Value: string }[] }> }).Users);
    const record = users.find((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === user.email));
    expect(record?.Password).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    for (const other of users) expect(other.Password).toMatch(/^scrypt\$/);

    expect(mode(file)).toBe(0o600);
    for (const dir of [cognitoDir(stack.dataDir), path.dirname(path.dirname(file)), path.dirname(file)]) expect(mode(dir)).toBe(0o700);

    // Signing in still works, with the password and nothing else.
    expect((await api('POST', '/auth/login', { body: { email: user.email, password } })).status).toBe(200);
    expect((await api('POST', '/auth/login', { body: { email: user.email, password: `${password}x` } })).status).toBe(401);
    expect(fs.readFileSync(file, 'utf8')).not.toContain(password);
  });

  it('refuses the stored hash sent as the password, with the error a wrong password gets', async () => {
    const password = uniquePassword();
    const user = await registerUser({ password });
    const users = (JSON.parse(fs.readFileSync(poolFile(stack.dataDir, stack.info.ids.userPoolId), 'utf8')) as {
      Users: Record<string, { Password: string; Attributes: { Name: string; Value: string }[] }>;
    }).Users;
    const hash = Object.values(users).find((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === user.email))?.Password as string;

    const cognito = new CognitoIdentityProviderClient({
      region: stack.info.region,
      endpoint: stack.info.cognitoEndpoint,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const signIn = (secret: string) =>
      cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: stack.info.ids.userPoolId,
          ClientId: stack.info.ids.userPoolClientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: secret },
        }),
      );
    const signed = await signIn(password);
    expect(signed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    await expect(signIn(hash)).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await expect(signIn('Wrong-password1!')).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    expect((await api('POST', '/auth/login', { body: { email: user.email, password: hash } })).status).not.toBe(200);
  });
});

describe('the seeded admin', () => {
  const passwordFile = path.join(stack.dataDir, 'admin-password.txt');

  it('has its generated password in a file only its owner can read, and it signs in', async () => {
    expect(stack.info.admin.passwordFile).toBe(passwordFile);
    expect(mode(passwordFile)).toBe(0o600);
    const kept = readAdminPasswordFile(passwordFile);
    expect(kept?.email).toBe(stack.info.admin.email);
    const login = await api<{ user: { email: string } }>('POST', '/auth/login', { body: { email: kept?.email, password: kept?.password } });
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(stack.info.admin.email);
  });

  it('has its password in no log, only where to find it', () => {
    const kept = readAdminPasswordFile(passwordFile);
    expect(kept?.password).toEqual(expect.any(String));
    const logs = allLogs(stack.dataDir, stack.logFile);
    expect(logs).not.toContain(kept?.password);
    expect(logs).toContain(`Admin login: ${stack.info.admin.email} (password in ${passwordFile}, readable only by you)`);
    expect(fs.readFileSync(path.join(stack.dataDir, 'stack.json'), 'utf8')).not.toContain(kept?.password);
  });
});

describe('a restart of the local stack', () => {
  it('keeps the signing key, the tokens it signed and the admin password file', async () => {
    const first = await startTestStack({ name: 'identity', web: false });
    let second: Awaited<ReturnType<typeof startTestStack>> | undefined;
    try {
      let call = apiCaller(first.info.apiUrl);
      const email = uniqueEmail('identity');
      const password = uniquePassword();
      const registered = await call<{ token: string }>('POST', '/auth/register', { body: { email, password, firstName: 'Kept', lastName: 'Token' } });
      expect(registered.status).toBe(201);
      const keyFile = path.join(cognitoDir(first.dataDir), 'signing-key.pem');
      const key = fs.readFileSync(keyFile, 'utf8');
      const admin = readAdminPasswordFile(path.join(first.dataDir, 'admin-password.txt'));

      await stopTestStack(first, { keepData: true });
      second = await startTestStack({ name: 'identity', web: false, env: first.env, dataDir: first.dataDir });
      call = apiCaller(second.info.apiUrl);

      expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
      expect(mode(keyFile)).toBe(0o600);
      expect((await call('GET', '/auth/me', { token: registered.body.token })).status).toBe(200);
      expect((await call('POST', '/auth/login', { body: { email, password } })).status).toBe(200);

      expect(second.info.admin.created).toBe(false);
      expect(readAdminPasswordFile(path.join(first.dataDir, 'admin-password.txt'))).toEqual(admin);
      expect((await call('POST', '/auth/login', { body: { email: admin?.email, password: admin?.password } })).status).toBe(200);
      const logs = allLogs(second.dataDir, second.logFile);
      expect(logs).toContain(`generated password in ${path.join(first.dataDir, 'admin-password.txt')}`);
      expect(logs).not.toContain(admin?.password);
      expect(logs).not.toContain(password);
    } finally {
      await stopTestStack(second ?? first);
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});
