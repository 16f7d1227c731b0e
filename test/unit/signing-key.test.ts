import { createPublicKey, sign, verify } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import shippedPublicKey from 'cognito-local/lib/keys/cognitoLocal.public.json';
import { SIGNING_KEY_FILE, loadOrCreateSigningKey } from '../../lib/local/signing-key';
import { fileMode, useTempDir } from './helpers/temp-dir';

describe("the local user pool's signing key", () => {
  const tmp = useTempDir('signing-key-');
  let file: string;
  beforeEach(() => {
    file = path.join(tmp.dir, SIGNING_KEY_FILE);
  });

  it('is made once per data directory, readable by its owner only, and used again after', async () => {
    const first = await loadOrCreateSigningKey(file);
    expect(fileMode(file)).toBe(0o600);
    expect(fs.readdirSync(tmp.dir)).toEqual([SIGNING_KEY_FILE]);
    const saved = fs.readFileSync(file, 'utf8');
    expect(saved).toMatch(/^-----BEGIN PRIVATE KEY-----/);

    const again = await loadOrCreateSigningKey(file);
    expect(fs.readFileSync(file, 'utf8')).toBe(saved);
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect(again.publicPem).toBe(first.publicPem);

    // What the first start signed, the next one verifies.
    const data = Buffer.from('header.payload');
    const signature = sign('sha256', data, first.privateKey);
    expect(verify('sha256', data, createPublicKey({ key: again.publicJwk, format: 'jwk' }), signature)).toBe(true);
  });

  it('is a 2048-bit RSA key published as cognito-local publishes its own, and is not that key', async () => {
    const key = await loadOrCreateSigningKey(file);
    expect(key.privateKey.asymmetricKeyType).toBe('rsa');
    expect(key.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(key.publicJwk).toEqual({ kty: 'RSA', n: expect.any(String), e: 'AQAB', kid: 'CognitoLocal', alg: 'RS256', use: 'sig' });
    expect(key.publicJwk.n).not.toBe(shippedPublicKey.jwk.n);
    expect(key.publicPem).toMatch(/^-----BEGIN RSA PUBLIC KEY-----/);
    expect(createPublicKey(key.publicPem).export({ format: 'jwk' })).toEqual({ kty: 'RSA', n: key.publicJwk.n, e: 'AQAB' });
  });

  it('differs from one data directory to another', async () => {
    const other = path.join(tmp.dir, 'other.pem');
    const [a, b] = await Promise.all([loadOrCreateSigningKey(file), loadOrCreateSigningKey(other)]);
    expect(a.publicJwk.n).not.toBe(b.publicJwk.n);
  });

  it('makes a key file that others could read private again', async () => {
    await loadOrCreateSigningKey(file);
    fs.chmodSync(file, 0o644);
    await loadOrCreateSigningKey(file);
    expect(fileMode(file)).toBe(0o600);
  });

  it('stops with a message naming the file when the file holds no usable key', async () => {
    fs.writeFileSync(file, 'not a key', { mode: 0o600 });
    await expect(loadOrCreateSigningKey(file)).rejects.toThrow(file);
    expect(fs.readFileSync(file, 'utf8')).toBe('not a key');
  });
});
