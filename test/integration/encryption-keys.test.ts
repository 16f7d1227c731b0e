import type { KeyMaterial } from '../../lambdas/contracts/encryption';
import type { User } from '../../lambdas/contracts/user';
import { keys } from '../../lambdas/shared/db/keys';
import { keyMaterial } from './helpers/journal';
import { api, getItem, registerUser } from './helpers/stack';

const NEW_PASSWORD = 'Fresh-Start5%';

const setup = (token: string, body: unknown) => api<User>('PUT', '/user/encryption', { token, body });
const me = async (token: string) => (await api<User>('GET', '/auth/me', { token })).body;

describe('PUT /user/encryption', () => {
  it('sets the key material up once (201) and refuses a second setup (409)', async () => {
    const u = await registerUser();
    expect((await me(u.token)).encryption).toBeNull();
    const material = keyMaterial();
    const res = await setup(u.token, { keyMaterial: material });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: u.id, email: u.email, encryption: material });
    expect((await me(u.token)).encryption).toEqual(material);
    expect((await getItem(keys.user(u.id)))?.encryption).toEqual(material);

    const second = await setup(u.token, { keyMaterial: keyMaterial() });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: 'Encryption is already set up' });
    expect((await me(u.token)).encryption).toEqual(material);
  });

  it('lets only one of two devices set up at the same time', async () => {
    const u = await registerUser();
    const results = await Promise.all([setup(u.token, { keyMaterial: keyMaterial() }), setup(u.token, { keyMaterial: keyMaterial() })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!.body.encryption;
    expect((await me(u.token)).encryption).toEqual(winner);
  });

  it('replaces the material only when the stored wrap is the one named (200), else 409', async () => {
    const u = await registerUser();
    const first = keyMaterial();
    await setup(u.token, { keyMaterial: first });
    const replacement = keyMaterial();

    const stale = await setup(u.token, { keyMaterial: replacement, previousWrappedKey: keyMaterial().wrappedKey });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: 'Encryption keys changed on another device. Please sign in again.' });
    expect((await me(u.token)).encryption).toEqual(first);

    const ok = await setup(u.token, { keyMaterial: replacement, previousWrappedKey: first.wrappedKey });
    expect(ok.status).toBe(200);
    expect(ok.body.encryption).toEqual(replacement);
    // The old wrap no longer names what is stored.
    const replayed = await setup(u.token, { keyMaterial: keyMaterial(), previousWrappedKey: first.wrappedKey });
    expect(replayed.status).toBe(409);
    expect((await me(u.token)).encryption).toEqual(replacement);
  });

  it('refuses a replacement when nothing is set up yet', async () => {
    const u = await registerUser();
    const res = await setup(u.token, { keyMaterial: keyMaterial(), previousWrappedKey: keyMaterial().wrappedKey });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Encryption keys changed on another device. Please sign in again.' });
    expect((await me(u.token)).encryption).toBeNull();
  });

  it.each([
    ['too few iterations', { keyMaterial: keyMaterial({ iterations: 10_000 }) }],
    ['another kdf', { keyMaterial: { ...keyMaterial(), kdf: 'scrypt' } }],
    ['a salt that is not base64', { keyMaterial: keyMaterial({ salt: '!'.repeat(24) }) }],
    ['a wrapped key too short', { keyMaterial: keyMaterial({ wrappedKey: 'AAAA' }) }],
    ['an extra key', { keyMaterial: { ...keyMaterial(), dataKey: 'AAAA' } }],
    ['no recovery wrap', { keyMaterial: (({ recoveryWrappedKey: _r, ...rest }) => rest)(keyMaterial()) }],
    ['an extra field', { keyMaterial: keyMaterial(), password: 'x' }],
    ['nothing', {}],
  ])('refuses %s with 400', async (_name, body) => {
    const u = await registerUser();
    const res = await setup(u.token, body);
    expect(res.status).toBe(400);
    expect(typeof res.body).toBe('object');
    expect((await me(u.token)).encryption).toBeNull();
  });
});

describe('a password change re-wraps the data key', () => {
  const newWrap = () => {
    const { iterations, salt, wrappedKey } = keyMaterial({ iterations: 700_000 });
    return { iterations, salt, wrappedKey };
  };

  it('PUT /user/password stores the new wrap with the change; the recovery wrap stays', async () => {
    const u = await registerUser();
    const material = keyMaterial();
    await setup(u.token, { keyMaterial: material });
    const wrap = newWrap();
    const res = await api<{ token: string }>('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD, encryption: wrap },
    });
    expect(res.status).toBe(200);
    const after = (await me(res.body.token)).encryption as KeyMaterial;
    expect(after).toEqual({ ...material, ...wrap });
    expect(after.recoveryWrappedKey).toBe(material.recoveryWrappedKey);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('PUT /user/account with a new password stores the new wrap too', async () => {
    const u = await registerUser();
    const material = keyMaterial();
    await setup(u.token, { keyMaterial: material });
    const wrap = newWrap();
    const res = await api<{ token: string; user: User }>('PUT', '/user/account', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD, encryption: wrap },
    });
    expect(res.status).toBe(200);
    expect((await me(res.body.token)).encryption).toEqual({ ...material, ...wrap });
  });

  it('keeps the old wrap when the password change is refused', async () => {
    const u = await registerUser();
    const material = keyMaterial();
    await setup(u.token, { keyMaterial: material });
    const res = await api('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: 'Not-mine9!', newPassword: NEW_PASSWORD, encryption: newWrap() },
    });
    expect(res.status).toBe(400);
    expect((await me(u.token)).encryption).toEqual(material);
  });

  it('ignores a wrap when encryption was never set up', async () => {
    const u = await registerUser();
    const res = await api<{ token: string }>('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD, encryption: newWrap() },
    });
    expect(res.status).toBe(200);
    expect((await me(res.body.token)).encryption).toBeNull();
    expect((await getItem(keys.user(u.id)))?.encryption).toBeUndefined();
  });

  it('refuses a malformed wrap with 400 and changes nothing', async () => {
    const u = await registerUser();
    await setup(u.token, { keyMaterial: keyMaterial() });
    const res = await api('PUT', '/user/password', {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD, encryption: { ...newWrap(), iterations: 1000 } },
    });
    expect(res.status).toBe(400);
    expect((await api('POST', '/auth/login', { body: { email: u.email, password: u.password } })).status).toBe(200);
  });
});
