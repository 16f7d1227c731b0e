/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { KEY_WRAP_MIN_ITERATIONS, keyMaterialSchema, passwordWrapSchema, type KeyMaterial } from '@contracts/encryption';
import { decryptField, encryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import {
  WrongSecretError,
  createKeyMaterial,
  formatRecoveryKey,
  parseRecoveryKey,
  rewrapWithPassword,
  unwrapWithPassword,
  unwrapWithRecoveryKey,
} from '../../../frontend/src/lib/crypto/key-material';
import { rejection } from './helpers';

/** Low iterations keep these tests fast; one test below checks the real default. */
const FAST = { iterations: 1_000 };
const OLD_PASSWORD = 'Old-Password-1!';
const NEW_PASSWORD = 'New-Password-2@';
const ENTRIES = ['First entry', 'Second entry — with feelings 💙', 'שלום'];
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const keysOf = (dataKey: CryptoKey) => ({ dataKey, legacyKey: null });

async function writeEntries(dataKey: CryptoKey) {
  return Promise.all(ENTRIES.map((text) => encryptField(text, keysOf(dataKey), 'journal.content')));
}

async function expectReadable(fields: Awaited<ReturnType<typeof writeEntries>>, dataKey: CryptoKey) {
  const texts = await Promise.all(fields.map((f) => decryptField(f, keysOf(dataKey), 'journal.content')));
  expect(texts).toEqual(ENTRIES);
}

async function expectWrongSecret(promise: Promise<unknown>, secret: 'password' | 'recoveryKey', reason = 'mismatch') {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(WrongSecretError);
  expect(error).toMatchObject({ secret, reason });
}

describe('createKeyMaterial', () => {
  it('defaults to at least 600,000 PBKDF2 iterations and records them in a material the server accepts', async () => {
    expect(KEY_WRAP_MIN_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const { keyMaterial, dataKey } = await createKeyMaterial(OLD_PASSWORD);
    expect(keyMaterial.iterations).toBe(KEY_WRAP_MIN_ITERATIONS);
    expect(keyMaterialSchema.parse(keyMaterial)).toEqual(keyMaterial);
    const entries = await writeEntries(dataKey);
    await expectReadable(entries, await unwrapWithPassword(keyMaterial, OLD_PASSWORD));
  });

  it('makes a random data key and salt per call, in the contract shape', async () => {
    const a = await createKeyMaterial(OLD_PASSWORD, FAST);
    const b = await createKeyMaterial(OLD_PASSWORD, FAST);
    expect(a.keyMaterial).toMatchObject({ version: 2, kdf: 'PBKDF2-SHA256', iterations: 1_000 });
    expect(Buffer.from(a.keyMaterial.salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(a.keyMaterial.wrappedKey, 'base64')).toHaveLength(40);
    expect(Buffer.from(a.keyMaterial.recoveryWrappedKey, 'base64')).toHaveLength(40);
    expect(keyMaterialSchema.parse({ ...a.keyMaterial, iterations: KEY_WRAP_MIN_ITERATIONS })).toBeTruthy();
    expect(a.keyMaterial.salt).not.toBe(b.keyMaterial.salt);
    expect(a.recoveryKey).not.toBe(b.recoveryKey);
    // Different data keys: one user's entries do not open with another's key.
    const entries = await writeEntries(a.dataKey);
    await expect(decryptField(entries[0], keysOf(b.dataKey), 'journal.content')).rejects.toThrow();
  });

  it('hands out only non-extractable keys', async () => {
    const { keyMaterial, dataKey, recoveryKey } = await createKeyMaterial(OLD_PASSWORD, FAST);
    const keys = [
      dataKey,
      await unwrapWithPassword(keyMaterial, OLD_PASSWORD),
      await unwrapWithRecoveryKey(keyMaterial, recoveryKey),
    ];
    for (const key of keys) {
      expect(key.extractable).toBe(false);
      expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
      await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
      await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow();
    }
  });

  it('refuses an empty password and absurd iteration counts', async () => {
    await expect(createKeyMaterial('', FAST)).rejects.toThrow(TypeError);
    await expect(createKeyMaterial(OLD_PASSWORD, { iterations: 0 })).rejects.toThrow(TypeError);
    await expect(createKeyMaterial(OLD_PASSWORD, { iterations: 1.5 })).rejects.toThrow(TypeError);
  });
});

describe('unwrapping', () => {
  let created: Awaited<ReturnType<typeof createKeyMaterial>>;
  beforeAll(async () => {
    created = await createKeyMaterial(OLD_PASSWORD, FAST);
  });

  it('a wrong password is a WrongSecretError', async () => {
    for (const wrong of ['old-password-1!', `${OLD_PASSWORD} `, '', 'x']) {
      await expectWrongSecret(unwrapWithPassword(created.keyMaterial, wrong), 'password');
    }
  });

  it('a wrong or mistyped recovery key is a WrongSecretError', async () => {
    const other = await createKeyMaterial(OLD_PASSWORD, FAST);
    await expectWrongSecret(unwrapWithRecoveryKey(created.keyMaterial, other.recoveryKey), 'recoveryKey', 'mismatch');
    const chars = created.recoveryKey.split('');
    const i = chars.findIndex((c) => c !== '-');
    chars[i] = chars[i] === 'A' ? 'B' : 'A';
    await expectWrongSecret(unwrapWithRecoveryKey(created.keyMaterial, chars.join('')), 'recoveryKey', 'malformed');
    await expectWrongSecret(unwrapWithRecoveryKey(created.keyMaterial, created.recoveryKey.slice(0, -1)), 'recoveryKey', 'malformed');
    await expectWrongSecret(unwrapWithRecoveryKey(created.keyMaterial, ''), 'recoveryKey', 'malformed');
  });

  it('accepts the recovery key in any case, with or without dashes and spaces, and with O/I/L misread', async () => {
    const entries = await writeEntries(created.dataKey);
    const plain = created.recoveryKey.replace(/-/g, '');
    const variants = [
      created.recoveryKey,
      created.recoveryKey.toLowerCase(),
      plain,
      plain.toLowerCase(),
      created.recoveryKey.replace(/-/g, ' '),
      ` ${created.recoveryKey.replace(/-/g, ' - ')}\n`,
      plain.replace(/0/g, 'O').replace(/1/g, 'l'),
    ];
    for (const typed of variants) await expectReadable(entries, await unwrapWithRecoveryKey(created.keyMaterial, typed));
  });

  it('refuses a malformed material as such, not as a wrong password', async () => {
    const bad: KeyMaterial = { ...created.keyMaterial, wrappedKey: 'not*base64' };
    await expect(unwrapWithPassword(bad, OLD_PASSWORD)).rejects.toThrow(TypeError);
  });
});

describe('password change and recovery keep every entry readable', () => {
  it('password change: entries written before the re-wrap open with the key the new password unwraps', async () => {
    const { keyMaterial, dataKey, recoveryKey } = await createKeyMaterial(OLD_PASSWORD, FAST);
    const entries = await writeEntries(dataKey);

    const wrap = await rewrapWithPassword(keyMaterial, { password: OLD_PASSWORD }, NEW_PASSWORD, FAST);
    expect(passwordWrapSchema.parse({ ...wrap, iterations: KEY_WRAP_MIN_ITERATIONS })).toBeTruthy();
    expect(wrap.salt).not.toBe(keyMaterial.salt);
    const changed: KeyMaterial = { ...keyMaterial, ...wrap };
    expect(changed.recoveryWrappedKey).toBe(keyMaterial.recoveryWrappedKey);

    await expectReadable(entries, await unwrapWithPassword(changed, NEW_PASSWORD));
    await expectWrongSecret(unwrapWithPassword(changed, OLD_PASSWORD), 'password');
    await expectReadable(entries, await unwrapWithRecoveryKey(changed, recoveryKey));
  });

  it('a wrong current password does not re-wrap', async () => {
    const { keyMaterial } = await createKeyMaterial(OLD_PASSWORD, FAST);
    await expectWrongSecret(rewrapWithPassword(keyMaterial, { password: 'guess' }, NEW_PASSWORD, FAST), 'password');
    await expectWrongSecret(
      rewrapWithPassword(keyMaterial, { recoveryKey: 'AAAA-BBBB' }, NEW_PASSWORD, FAST),
      'recoveryKey',
      'malformed',
    );
  });

  it('recovery after a reset: recovery key → new password → old entries readable', async () => {
    const { keyMaterial, dataKey, recoveryKey } = await createKeyMaterial(OLD_PASSWORD, FAST);
    const entries = await writeEntries(dataKey);
    // The old password is forgotten; the recovery key alone opens the data key …
    await expectReadable(entries, await unwrapWithRecoveryKey(keyMaterial, recoveryKey));
    // … and sets a new password for it.
    const wrap = await rewrapWithPassword(keyMaterial, { recoveryKey: recoveryKey.toLowerCase() }, NEW_PASSWORD, FAST);
    const recovered: KeyMaterial = { ...keyMaterial, ...wrap };
    const unlocked = await unwrapWithPassword(recovered, NEW_PASSWORD);
    await expectReadable(entries, unlocked);
    await expectWrongSecret(unwrapWithPassword(recovered, OLD_PASSWORD), 'password');
    // New entries under the unlocked key are readable with the recovery key too.
    const later = await writeEntries(unlocked);
    await expectReadable(later, await unwrapWithRecoveryKey(recovered, recoveryKey));
  });

  it('a re-wrap never lowers the iteration count unless asked', async () => {
    const { keyMaterial } = await createKeyMaterial(OLD_PASSWORD, FAST);
    const wrap = await rewrapWithPassword(keyMaterial, { password: OLD_PASSWORD }, NEW_PASSWORD);
    expect(wrap.iterations).toBe(KEY_WRAP_MIN_ITERATIONS);
  });
});

describe('recovery key format', () => {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  const key = formatRecoveryKey(secret);

  it('is 14 groups of 4 Crockford base32 characters that parse back to the secret', () => {
    expect(key).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){13}$/);
    expect(parseRecoveryKey(key)).toEqual(secret);
    expect(formatRecoveryKey(new Uint8Array(32))).toMatch(/^0000-0000-/);
    expect(parseRecoveryKey(formatRecoveryKey(new Uint8Array(32).fill(255)))).toEqual(new Uint8Array(32).fill(255));
    expect(() => formatRecoveryKey(new Uint8Array(31))).toThrow(TypeError);
  });

  it('catches every single mistyped character', () => {
    const chars = key.replace(/-/g, '');
    let tried = 0;
    for (let i = 0; i < chars.length; i += 1) {
      for (const replacement of CROCKFORD) {
        if (replacement === chars[i]) continue;
        tried += 1;
        expect(parseRecoveryKey(chars.slice(0, i) + replacement + chars.slice(i + 1))).toBeNull();
      }
    }
    expect(tried).toBe(56 * 31);
  });

  it('catches every swap of two neighbours, and a dropped or doubled character', () => {
    const chars = key.replace(/-/g, '');
    for (let i = 0; i + 1 < chars.length; i += 1) {
      if (chars[i] === chars[i + 1]) continue;
      expect(parseRecoveryKey(chars.slice(0, i) + chars[i + 1] + chars[i] + chars.slice(i + 2))).toBeNull();
    }
    for (let i = 0; i < chars.length; i += 1) {
      expect(parseRecoveryKey(chars.slice(0, i) + chars.slice(i + 1))).toBeNull();
      expect(parseRecoveryKey(chars.slice(0, i) + chars[i] + chars.slice(i))).toBeNull();
    }
  });

  it('refuses characters outside the alphabet', () => {
    expect(parseRecoveryKey(key.replace(/[0-9A-Z]$/, 'U'))).toBeNull();
    expect(parseRecoveryKey(key.replace(/[0-9A-Z]$/, '*'))).toBeNull();
  });
});
