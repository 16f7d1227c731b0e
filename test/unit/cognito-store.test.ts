import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CoalescingJsonFile, SafeDataStore, SafeDataStoreFactory } from '../../lib/local/cognito-store';
import { isPasswordHash, verifyPassword } from '../../lib/local/password-hash';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe("the local user pool's file store", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-store-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every change of many concurrent saves and leaves a whole file', async () => {
    const file = path.join(dir, 'pool.json');
    const store = new SafeDataStore(CoalescingJsonFile.open(file, { Users: {} }));
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.set({}, ['Users', `u${i}`], { Username: `u${i}`, Enabled: i % 2 === 0, UserCreateDate: new Date(1_700_000_000_000 + i) }),
      ),
    );
    await store.delete({}, ['Users', 'u3']);
    const reopened = new SafeDataStore(CoalescingJsonFile.open(file, {}));
    const users = (await reopened.get({}, 'Users')) as Record<string, { UserCreateDate: Date }>;
    expect(Object.keys(users)).toHaveLength(199);
    expect(users.u3).toBeUndefined();
    expect(users.u199?.UserCreateDate).toEqual(new Date(1_700_000_000_199));
    expect(fs.readdirSync(dir)).toEqual(['pool.json']);
  });

  it('answers a change only after a write that holds it is on disk', async () => {
    const file = path.join(dir, 'pool.json');
    const store = new SafeDataStore(CoalescingJsonFile.open(file, {}));
    await store.set({}, ['Options', 'Id'], 'local_1');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ Options: { Id: 'local_1' } });
    expect(await store.get({}, ['Options', 'Missing'], 'fallback')).toBe('fallback');
    expect(await store.get({}, ['Nothing', 'Deeper'])).toBeNull();
  });

  it('holds a hash, never the password, of a user it is given, in memory and on disk', async () => {
    const file = path.join(dir, 'pool.json');
    const store = new SafeDataStore(CoalescingJsonFile.open(file, { Users: {} }));
    const user = { Username: 'u1', Password: 'Plain-secret1!', Attributes: [{ Name: 'email', Value: 'a@example.com' }] };
    await store.set({}, ['Users', 'u1'], user);

    const held = (await store.get({}, ['Users', 'u1'])) as typeof user;
    expect(isPasswordHash(held.Password)).toBe(true);
    await expect(verifyPassword('Plain-secret1!', held.Password)).resolves.toBe(true);
    expect(held.Attributes).toEqual(user.Attributes);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('Plain-secret1!');
    // The caller's own object is left as it was.
    expect(user.Password).toBe('Plain-secret1!');

    // A record saved again with its hash keeps that hash.
    await store.set({}, ['Users', 'u1'], { ...held, Enabled: false });
    expect(((await store.get({}, ['Users', 'u1'])) as typeof held).Password).toBe(held.Password);

    // Also when the password alone or all users at once are set.
    await store.set({}, ['Users', 'u1', 'Password'], 'Other-secret1!');
    await store.set({}, 'Users', { ...((await store.get({}, 'Users')) as object), u2: { Username: 'u2', Password: 'Third-secret1!' } });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('Other-secret1!');
    expect(text).not.toContain('Third-secret1!');
    const users = (await store.get({}, 'Users')) as Record<string, { Password: string }>;
    await expect(verifyPassword('Other-secret1!', users.u1?.Password)).resolves.toBe(true);
    await expect(verifyPassword('Third-secret1!', users.u2?.Password)).resolves.toBe(true);
  });

  it('applies changes in the order they were asked for, though hashing takes time', async () => {
    const store = new SafeDataStore(CoalescingJsonFile.open(path.join(dir, 'pool.json'), { Users: {} }));
    await Promise.all([
      store.set({}, ['Users', 'u1'], { Username: 'u1', Password: 'First-secret1!', Version: 1 }),
      store.set({}, ['Users', 'u1', 'Version'], 2),
      store.delete({}, ['Users', 'u2']),
      store.set({}, ['Users', 'u2'], { Username: 'u2', Password: 'Second-secret1!' }),
    ]);
    expect(await store.get({}, ['Users', 'u1', 'Version'])).toBe(2);
    expect(await store.get({}, ['Users', 'u2', 'Username'])).toBe('u2');
  });

  it('hashes the passwords a file written before hashing holds, when it is opened', async () => {
    const poolDir = path.join(dir, 'db');
    fs.mkdirSync(poolDir, { mode: 0o755 });
    fs.chmodSync(poolDir, 0o755);
    const file = path.join(poolDir, 'local_pool.json');
    const old = {
      Options: { Id: 'local_pool' },
      Users: {
        u1: { Username: 'u1', Password: 'Old-plain1!', UserCreateDate: '2024-01-01T00:00:00.000Z' },
        u2: { Username: 'u2', Enabled: true },
      },
    };
    fs.writeFileSync(file, JSON.stringify(old), { mode: 0o644 });
    fs.chmodSync(file, 0o644);

    const store = await new SafeDataStoreFactory(poolDir).create({}, 'local_pool', { Users: {} });
    const text = fs.readFileSync(file, 'utf8');
    expect(text).not.toContain('Old-plain1!');
    const onDisk = JSON.parse(text) as { Users: Record<string, { Password?: string; Enabled?: boolean }> };
    await expect(verifyPassword('Old-plain1!', onDisk.Users.u1?.Password)).resolves.toBe(true);
    expect(onDisk.Users.u2).toEqual({ Username: 'u2', Enabled: true });
    expect(await store.get({}, ['Users', 'u1', 'UserCreateDate'])).toEqual(new Date('2024-01-01T00:00:00.000Z'));
    expect(mode(file)).toBe(0o600);
    expect(mode(poolDir)).toBe(0o700);
  });

  it('writes its files readable by their owner only, in a directory only the owner can list', async () => {
    const poolDir = path.join(dir, 'cognito', 'db');
    const store = await new SafeDataStoreFactory(poolDir).create({}, 'clients', { Clients: {} });
    await store.set({}, ['Clients', 'c1'], { ClientId: 'c1' });
    expect(mode(path.join(poolDir, 'clients.json'))).toBe(0o600);
    expect(mode(poolDir)).toBe(0o700);
    expect(mode(path.join(dir, 'cognito'))).toBe(0o700);
  });

  it('makes an existing file private as soon as it is opened', async () => {
    const file = path.join(dir, 'config.json');
    fs.writeFileSync(file, '{}');
    fs.chmodSync(file, 0o644);
    await new SafeDataStoreFactory(dir).create({}, 'config', {});
    expect(mode(file)).toBe(0o600);
  });
});
