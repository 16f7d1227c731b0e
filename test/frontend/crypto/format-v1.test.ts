/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import CryptoJS from 'crypto-js';
import { ENCRYPTION_MESSAGES, EncryptionError } from '../../../frontend/src/lib/crypto/errors';
import { decryptV1, deriveLegacyKey, encryptV1 } from '../../../frontend/src/lib/crypto/format-v1';
import {
  PASSWORDS,
  USER_IDS,
  flipBase64Bit,
  hexToBytes,
  makeFixtures,
  referenceDecrypt,
  referenceEncrypt,
  referenceKey,
  rejection,
  v1Field,
} from './helpers';

// crypto-js needs about a third of a second per reference key, and there are 8 of them.
jest.setTimeout(30_000);

const fixtures = makeFixtures(60);
const keys = new Map<string, Promise<CryptoKey>>();
const legacyKey = (password: string, userId: string) => {
  const id = `${password}\u0000${userId}`;
  if (!keys.has(id)) keys.set(id, deriveLegacyKey(password, userId));
  return keys.get(id) as Promise<CryptoKey>;
};

describe('format 1.0 interop with crypto-js', () => {
  it('covers the required kinds of text and user id', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(50);
    const texts = fixtures.map((f) => f.text);
    expect(texts.some((t) => t.length === 1)).toBe(true);
    expect(texts.some((t) => t.trim() === '')).toBe(true);
    expect(texts.some((t) => t.length >= 20_000)).toBe(true);
    expect(texts.some((t) => /[\u4e00-\u9fff]/.test(t))).toBe(true);
    expect(texts.some((t) => /[\u0590-\u05ff\u0600-\u06ff]/.test(t))).toBe(true);
    expect(texts.some((t) => /\p{Extended_Pictographic}/u.test(t))).toBe(true);
    expect(texts.some((t) => /[éèü]/.test(t))).toBe(true);
    expect(new Set(fixtures.map((f) => f.userId))).toEqual(new Set(USER_IDS));
    expect(new Set(fixtures.map((f) => f.password))).toEqual(new Set(PASSWORDS));
    expect(new Set(fixtures.map((f) => `${f.password}/${f.userId}`)).size).toBe(8);
  });

  it('reads what crypto-js wrote (60 fixtures)', async () => {
    for (const f of fixtures) {
      const ciphertext = referenceEncrypt(f.text, referenceKey(f.password, f.userId), f.ivHex);
      const plaintext = await decryptV1(v1Field(ciphertext, f.ivHex), await legacyKey(f.password, f.userId));
      expect(plaintext).toBe(f.text);
    }
  });

  it('writes what crypto-js reads, byte for byte with the same IV (60 fixtures)', async () => {
    for (const f of fixtures) {
      const field = await encryptV1(f.text, await legacyKey(f.password, f.userId), hexToBytes(f.ivHex));
      expect(field).toEqual({
        ciphertext: expect.any(String),
        iv: f.ivHex,
        algorithm: 'AES-256-CBC',
        keySize: 256,
        encrypted: true,
        version: '1.0',
      });
      expect(field.ciphertext).toBe(referenceEncrypt(f.text, referenceKey(f.password, f.userId), f.ivHex));
      expect(referenceDecrypt(field, referenceKey(f.password, f.userId))).toBe(f.text);
    }
  });

  it('derives the same key as crypto-js PBKDF2 (compared through a fixed-IV encryption)', async () => {
    const iv = '000102030405060708090a0b0c0d0e0f';
    const pairs = new Map(fixtures.map((f) => [`${f.password}/${f.userId}`, f]));
    for (const { password, userId } of pairs.values()) {
      const ours = await encryptV1('key check', await legacyKey(password, userId), hexToBytes(iv));
      expect(ours.ciphertext).toBe(referenceEncrypt('key check', referenceKey(password, userId), iv));
    }
    // And the derivation really depends on both inputs.
    const a = await encryptV1('key check', await legacyKey(PASSWORDS[0]!, USER_IDS[0]!), hexToBytes(iv));
    const b = await encryptV1('key check', await legacyKey(PASSWORDS[0]!, USER_IDS[1]!), hexToBytes(iv));
    const c = await encryptV1('key check', await legacyKey(PASSWORDS[1]!, USER_IDS[0]!), hexToBytes(iv));
    expect(new Set([a.ciphertext, b.ciphertext, c.ciphertext]).size).toBe(3);
  });

  it('draws a fresh random 128-bit IV for every encryption', async () => {
    const key = await legacyKey(PASSWORDS[0]!, USER_IDS[0]!);
    const ivs = new Set<string>();
    for (let i = 0; i < 50; i += 1) ivs.add((await encryptV1('same text', key)).iv);
    expect(ivs.size).toBe(50);
    for (const iv of ivs) expect(iv).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives a non-extractable key that only encrypts and decrypts', async () => {
    const key = await legacyKey(PASSWORDS[0]!, USER_IDS[0]!);
    expect(key.extractable).toBe(false);
    expect([...key.usages].sort()).toEqual(['decrypt', 'encrypt']);
    expect(key.algorithm).toMatchObject({ name: 'AES-CBC', length: 256 });
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });
});

describe('format 1.0 failures: one error for all', () => {
  const password = PASSWORDS[0]!;
  const userId = USER_IDS[0]!;
  const text = 'A private entry that spans more than one AES block, so there are several blocks to break.';
  const message = ENCRYPTION_MESSAGES.invalidKeyOrCorrupted;

  async function expectInvalid(field: ReturnType<typeof v1Field>, key: CryptoKey) {
    const error = await rejection(decryptV1(field, key));
    expect(error).toBeInstanceOf(EncryptionError);
    expect((error as EncryptionError).code).toBe('invalidKeyOrCorrupted');
    expect(error.message).toBe(message);
  }

  it('wrong key, truncated, malformed, empty and non-UTF-8 data all give the same message', async () => {
    const key = await legacyKey(password, userId);
    const field = await encryptV1(text, key);
    expect(await decryptV1(field, key)).toBe(text);

    const failures: ReturnType<typeof v1Field>[] = [];
    // Wrong key: another password, another user id.
    for (const other of [await legacyKey(PASSWORDS[1]!, userId), await legacyKey(password, USER_IDS[1]!)]) {
      await expectInvalid(field, other);
    }
    const raw = Buffer.from(field.ciphertext, 'base64');
    // Truncated by a block, to one block, by a byte, and as base64 text.
    failures.push(v1Field(raw.subarray(0, raw.length - 16).toString('base64'), field.iv));
    failures.push(v1Field(raw.subarray(0, raw.length - 1).toString('base64'), field.iv));
    failures.push(v1Field(field.ciphertext.slice(0, -4), field.iv));
    failures.push(v1Field(field.ciphertext.slice(0, 10), field.iv));
    // Malformed IV and ciphertext.
    failures.push(v1Field(field.ciphertext, field.iv.slice(2)));
    failures.push(v1Field(field.ciphertext, 'zz'.repeat(16)));
    failures.push(v1Field('not base64 at all!', field.iv));
    // The empty plaintext, which crypto-js writes as one block of padding.
    failures.push(v1Field(referenceEncrypt('', referenceKey(password, userId), field.iv), field.iv));
    // Bytes that are not UTF-8, correctly padded.
    failures.push(v1Field(referenceEncrypt(CryptoJS.enc.Hex.parse('c328ffa0a1e282'), referenceKey(password, userId), field.iv), field.iv));
    for (const failure of failures) await expectInvalid(failure, key);
  });

  it('flipped bits in the last blocks fail with that message and no other', async () => {
    const key = await legacyKey(password, userId);
    const field = await encryptV1(text, key);
    const bits = Buffer.from(field.ciphertext, 'base64').length * 8;
    let failed = 0;
    // The last two blocks: the padding, and the block that decides it.
    for (let bit = bits - 256; bit < bits; bit += 1) {
      const tampered = { ...field, ciphertext: flipBase64Bit(field.ciphertext, bit) };
      try {
        const plaintext = await decryptV1(tampered, key);
        // CBC has no MAC: a flip can rarely still decode; it then never reads as the original.
        expect(plaintext).not.toBe(text);
      } catch (error) {
        expect((error as Error).message).toBe(message);
        failed += 1;
      }
    }
    expect(failed).toBeGreaterThan(250);
  });

  it('is malleable through the IV, which is why new data is written as 2.0', async () => {
    const key = await legacyKey(password, userId);
    const field = await encryptV1('pay 100', key);
    const iv = Buffer.from(field.iv, 'hex');
    iv[4]! ^= '1'.charCodeAt(0) ^ '9'.charCodeAt(0);
    expect(await decryptV1({ ...field, iv: iv.toString('hex') }, key)).toBe('pay 900');
  });
});
