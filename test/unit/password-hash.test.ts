import crypto from 'node:crypto';
import { hashPassword, isPasswordHash, verifyPassword } from '../../lib/local/password-hash';

describe('password hashes of the local user pool', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are salted scrypt hashes that describe their own parameters', async () => {
    const first = await hashPassword('Correct-horse1!');
    const second = await hashPassword('Correct-horse1!');
    expect(first).toMatch(/^scrypt\$4096\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(first.split('$')[4] as string, 'base64')).toHaveLength(16);
    expect(Buffer.from(first.split('$')[5] as string, 'base64')).toHaveLength(32);
    expect(second).not.toBe(first);
    expect(first).not.toContain('Correct-horse1!');
    expect(isPasswordHash(first)).toBe(true);
    expect(isPasswordHash('Correct-horse1!')).toBe(false);
    expect(isPasswordHash('scrypt$4096$8$1$bad$bad')).toBe(false);
  });

  it('accept the password they were made from and nothing else', async () => {
    const stored = await hashPassword('Correct-horse1!');
    await expect(verifyPassword('Correct-horse1!', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct-horse1!', stored)).resolves.toBe(false);
    await expect(verifyPassword('Correct-horse1', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
    await expect(verifyPassword(undefined, stored)).resolves.toBe(false);
  });

  it('refuse the hash itself sent as the password', async () => {
    const stored = await hashPassword('Correct-horse1!');
    await expect(verifyPassword(stored, stored)).resolves.toBe(false);
  });

  it('refuse everything when what is stored is not a hash, such as a plaintext password', async () => {
    await expect(verifyPassword('Correct-horse1!', 'Correct-horse1!')).resolves.toBe(false);
    await expect(verifyPassword('Correct-horse1!', undefined)).resolves.toBe(false);
    await expect(verifyPassword('', '')).resolves.toBe(false);
  });

  it('refuse a stored hash that asks for more memory than allowed', async () => {
    const stored = await hashPassword('Correct-horse1!');
    const greedy = stored.replace('scrypt$4096$', 'scrypt$1048576$');
    expect(isPasswordHash(greedy)).toBe(false);
    await expect(verifyPassword('Correct-horse1!', greedy)).resolves.toBe(false);
  });

  it('compare in constant time, and do the same work for a missing hash', async () => {
    const stored = await hashPassword('Timing-right1!');
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    const derive = jest.spyOn(crypto, 'scrypt');
    await verifyPassword('Timing-wrong1!', stored);
    await verifyPassword('Timing-unknown1!', undefined);
    expect(compare).toHaveBeenCalled();
    // Only this test's calls: another file's work may still be finishing in the same process.
    const ours = derive.mock.calls.filter(([password]) => typeof password === 'string' && password.startsWith('Timing-'));
    // A wrong password and an unknown user cost the same full derivation.
    expect(ours.map(([password]) => password)).toEqual(['Timing-wrong1!', 'Timing-unknown1!']);
    for (const [, , , options] of ours) expect(options).toMatchObject({ N: 4096, r: 8, p: 1 });
  });

  it('let a password proven in this process sign in again without a second derivation, never a wrong one', async () => {
    const stored = await hashPassword('Proven-once1!');
    const derive = jest.spyOn(crypto, 'scrypt');
    await expect(verifyPassword('Proven-once1!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Proven-once1!', stored)).resolves.toBe(true);
    await expect(verifyPassword('Proven-twice1!', stored)).resolves.toBe(false);
    await expect(verifyPassword('Proven-twice1!', stored)).resolves.toBe(false);
    const ours = derive.mock.calls.filter(([password]) => typeof password === 'string' && password.startsWith('Proven-'));
    expect(ours.map(([password]) => password)).toEqual(['Proven-twice1!', 'Proven-twice1!']);
  });
});
