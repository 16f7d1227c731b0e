/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { ENCRYPTION_MESSAGES, EncryptionError } from '../../../frontend/src/lib/crypto/errors';
import { decryptField, encryptField, isEncryptedField } from '../../../frontend/src/lib/crypto/field-crypto';
import { deriveLegacyKey, encryptV1 } from '../../../frontend/src/lib/crypto/format-v1';
import { encryptV2 } from '../../../frontend/src/lib/crypto/format-v2';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { PASSWORDS, USER_IDS, referenceEncrypt, referenceKey, rejection, v1Field } from './helpers';

let keys: SessionKeys;

beforeAll(async () => {
  keys = {
    dataKey: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
    legacyKey: await deriveLegacyKey(PASSWORDS[0]!, USER_IDS[0]!),
  };
});

async function code(promise: Promise<unknown>) {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(EncryptionError);
  expect(error.message).toBe(ENCRYPTION_MESSAGES[(error as EncryptionError).code]);
  return (error as EncryptionError).code;
}

describe('encryptField', () => {
  it('always writes 2.0 and reads it back with the same context', async () => {
    const field = await encryptField('Gratitude: my sister called', keys, 'mood.gratitude');
    expect(field.version).toBe('2.0');
    expect(field.algorithm).toBe('AES-256-GCM');
    expect(isEncryptedField(field)).toBe(true);
    expect(await decryptField(field, keys, 'mood.gratitude')).toBe('Gratitude: my sister called');
    // Only the data key is needed to write; the legacy key is for reading old data.
    expect(await encryptField('x', { dataKey: keys.dataKey, legacyKey: null })).toMatchObject({ version: '2.0' });
  });

  it('needs plaintext and a key', async () => {
    expect(await code(encryptField('', keys))).toBe('plaintextAndKeyRequired');
    expect(await code(encryptField(undefined as unknown as string, keys))).toBe('plaintextAndKeyRequired');
    expect(await code(encryptField('text', null))).toBe('plaintextAndKeyRequired');
    expect(await code(encryptField('text', { dataKey: null, legacyKey: null } as unknown as SessionKeys))).toBe(
      'plaintextAndKeyRequired',
    );
    expect(ENCRYPTION_MESSAGES.plaintextAndKeyRequired).toBe('Plaintext and key are required for encryption');
  });

  it('reports a WebCrypto failure as "Failed to encrypt data"', async () => {
    // The 1.0 CBC key is not a GCM key, so WebCrypto refuses it.
    const error = await rejection(encryptField('text', { dataKey: keys.legacyKey!, legacyKey: null }));
    expect(error.message).toBe('Failed to encrypt data');
  });
});

describe('decryptField', () => {
  it('returns data not marked encrypted as plain text or its content field, key or not', async () => {
    expect(await decryptField('plain entry', null)).toBe('plain entry');
    expect(await decryptField('', keys)).toBe('');
    expect(await decryptField({ content: 'from content' }, null)).toBe('from content');
    expect(await decryptField({ encrypted: false, content: 'not encrypted' }, keys)).toBe('not encrypted');
  });

  it('needs data, and a key for encrypted data', async () => {
    expect(await code(decryptField(null, keys))).toBe('dataAndKeyRequired');
    expect(await code(decryptField(undefined, keys))).toBe('dataAndKeyRequired');
    const v2 = await encryptField('entry', keys);
    expect(await code(decryptField(v2, null))).toBe('dataAndKeyRequired');
    const v1 = await encryptV1('old entry', keys.legacyKey!);
    expect(await code(decryptField(v1, { dataKey: keys.dataKey, legacyKey: null }))).toBe('dataAndKeyRequired');
    expect(ENCRYPTION_MESSAGES.dataAndKeyRequired).toBe('Encrypted data and key are required for decryption');
  });

  it('reads 1.0 written by crypto-js with the legacy key, and 2.0 with the data key', async () => {
    const iv = '0f0e0d0c0b0a09080706050403020100';
    const v1 = v1Field(referenceEncrypt('written by the old app', referenceKey(PASSWORDS[0]!, USER_IDS[0]!), iv), iv);
    expect(await decryptField(v1, keys)).toBe('written by the old app');
    // The context does not apply to 1.0, which has no associated data.
    expect(await decryptField(v1, keys, 'journal.content')).toBe('written by the old app');
    expect(await decryptField(await encryptField('new', keys, 'chat.content'), keys, 'chat.content')).toBe('new');
  });

  it('maps failures to the spec texts', async () => {
    const otherLegacy = await deriveLegacyKey(PASSWORDS[1]!, USER_IDS[0]!);
    const otherData = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const v1 = await encryptV1('old entry', keys.legacyKey!);
    const v2 = await encryptField('new entry', keys);
    // 1.0: one message for every failure.
    expect(await code(decryptField(v1, { dataKey: keys.dataKey, legacyKey: otherLegacy }))).toBe('invalidKeyOrCorrupted');
    // 2.0 under the wrong key.
    expect(await code(decryptField(v2, { dataKey: otherData, legacyKey: null }))).toBe('decryptFailed');
    // An authentic but empty 2.0 value (never written by encryptField) is an empty result.
    expect(await code(decryptField(await encryptV2('', keys.dataKey), keys))).toBe('invalidKeyOrCorrupted');
    // Marked encrypted but not a field object of a known version.
    expect(await code(decryptField({ ...v2, version: '3.0' }, keys))).toBe('decryptFailed');
    expect(await code(decryptField({ encrypted: true }, keys))).toBe('decryptFailed');
    // Not encrypted, but neither text nor a content field.
    expect(await code(decryptField({ title: 'no content' }, keys))).toBe('decryptFailed');
    expect(ENCRYPTION_MESSAGES.invalidKeyOrCorrupted).toBe('Invalid key or corrupted data');
    expect(ENCRYPTION_MESSAGES.decryptFailed).toBe('Failed to decrypt data - invalid key or corrupted data');
  });
});

describe('isEncryptedField', () => {
  it('accepts the two versions with their algorithms and nothing else', async () => {
    const v2 = await encryptField('x', keys);
    const v1 = await encryptV1('x', keys.legacyKey!);
    expect(isEncryptedField(v2)).toBe(true);
    expect(isEncryptedField(v1)).toBe(true);
    expect(isEncryptedField({ ...v2, algorithm: 'AES-256-CBC' })).toBe(false);
    expect(isEncryptedField({ ...v1, keySize: 128 })).toBe(false);
    expect(isEncryptedField({ ...v2, encrypted: 'true' })).toBe(false);
    expect(isEncryptedField({ ...v2, extra: 1 })).toBe(false);
    expect(isEncryptedField('{"encrypted":true}')).toBe(false);
    expect(isEncryptedField(null)).toBe(false);
  });
});
