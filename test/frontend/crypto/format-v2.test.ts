/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { encryptedFieldSchema } from '@contracts/encryption';
import { ENCRYPTION_MESSAGES, EncryptionError } from '../../../frontend/src/lib/crypto/errors';
import { decryptField, isEncryptedField } from '../../../frontend/src/lib/crypto/field-crypto';
import { decryptV2, encryptV2 } from '../../../frontend/src/lib/crypto/format-v2';
import type { SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { TEXTS, flipBase64Bit, rejection } from './helpers';

const newDataKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

describe('format 2.0', () => {
  it('round-trips every fixture text in the spec field shape', async () => {
    const dataKey = await newDataKey();
    for (const text of TEXTS) {
      const field = await encryptV2(text, dataKey, 'journal.content');
      expect(encryptedFieldSchema.parse(field)).toEqual(field);
      expect(field).toMatchObject({ algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' });
      expect(Buffer.from(field.iv, 'base64')).toHaveLength(12);
      // Ciphertext is the UTF-8 length plus the 16-byte tag: GCM does not pad.
      expect(Buffer.from(field.ciphertext, 'base64')).toHaveLength(Buffer.byteLength(text) + 16);
      expect(await decryptV2(field, dataKey, 'journal.content')).toBe(text);
    }
  });

  it('draws a fresh 96-bit nonce every time', async () => {
    const dataKey = await newDataKey();
    const fields = await Promise.all(Array.from({ length: 200 }, () => encryptV2('same', dataKey)));
    expect(new Set(fields.map((f) => f.iv)).size).toBe(200);
    expect(new Set(fields.map((f) => f.ciphertext)).size).toBe(200);
  });

  it('binds the field context: a value moved to another field, or read without it, fails', async () => {
    const dataKey = await newDataKey();
    const field = await encryptV2('my private note', dataKey, 'journal.notes');
    expect(await decryptV2(field, dataKey, 'journal.notes')).toBe('my private note');
    for (const other of ['journal.content', 'mood.notes', 'journal.notes ', undefined]) {
      const error = await rejection(decryptV2(field, dataKey, other));
      expect(error).toBeInstanceOf(EncryptionError);
      expect(error.message).toBe(ENCRYPTION_MESSAGES.decryptFailed);
    }
    const keys: SessionKeys = { dataKey, legacyKey: null };
    await expect(decryptField(field, keys, 'journal.content')).rejects.toThrow(ENCRYPTION_MESSAGES.decryptFailed);
    const noContext = await encryptV2('no context', dataKey);
    expect(await decryptV2(noContext, dataKey)).toBe('no context');
    await expect(decryptV2(noContext, dataKey, 'journal.title')).rejects.toThrow(ENCRYPTION_MESSAGES.decryptFailed);
  });

  it('fails under another data key', async () => {
    const field = await encryptV2('secret', await newDataKey(), 'c');
    await expect(decryptV2(field, await newDataKey(), 'c')).rejects.toThrow(ENCRYPTION_MESSAGES.decryptFailed);
  });

  it('rejects 1,000 random single-bit flips across ciphertext, nonce and tag', async () => {
    const dataKey = await newDataKey();
    const keys: SessionKeys = { dataKey, legacyKey: null };
    const text = 'Today I felt calmer after the breathing exercise. 🌿';
    const field = await encryptV2(text, dataKey, 'journal.content');
    expect(await decryptField(field, keys, 'journal.content')).toBe(text);

    const sealedBits = Buffer.from(field.ciphertext, 'base64').length * 8;
    const tagStart = sealedBits - 128;
    const nonceBits = 96;
    const regions = { ciphertext: 0, tag: 0, nonce: 0 };
    const seen = new Set<string>();
    const random = new Uint32Array(1000);
    crypto.getRandomValues(random);

    for (const r of random) {
      // Each region gets about a third of the flips, so the short nonce and tag are well covered.
      const region = (['ciphertext', 'tag', 'nonce'] as const)[r % 3]!;
      const n = Math.floor(r / 3);
      let tampered;
      if (region === 'nonce') {
        tampered = { ...field, iv: flipBase64Bit(field.iv, n % nonceBits) };
      } else {
        const bit = region === 'tag' ? tagStart + (n % 128) : n % tagStart;
        tampered = { ...field, ciphertext: flipBase64Bit(field.ciphertext, bit) };
      }
      regions[region] += 1;
      seen.add(`${tampered.iv}/${tampered.ciphertext}`);
      // Still a well-formed field: only authentication can catch the change.
      expect(isEncryptedField(tampered)).toBe(true);
      const error = await rejection(decryptField(tampered, keys, 'journal.content'));
      expect(error.message).toBe('Failed to decrypt data - invalid key or corrupted data');
    }
    expect(regions.ciphertext).toBeGreaterThan(250);
    expect(regions.tag).toBeGreaterThan(250);
    expect(regions.nonce).toBeGreaterThan(250);
    // Most positions were hit (ciphertext 55 × 8 + 96 nonce bits = 536 distinct flips possible).
    expect(seen.size).toBeGreaterThan(400);
  });

  it('rejects malformed fields with the same error', async () => {
    const dataKey = await newDataKey();
    const field = await encryptV2('x', dataKey);
    const malformed = [
      { ...field, iv: field.iv.slice(0, -4) },
      { ...field, iv: Buffer.alloc(16).toString('base64') },
      { ...field, ciphertext: Buffer.from(field.ciphertext, 'base64').subarray(0, 15).toString('base64') },
      { ...field, ciphertext: `${field.ciphertext.slice(0, -1)}!` },
      { ...field, version: '1.0' as const },
      { ...field, algorithm: 'AES-256-CBC' as const },
    ];
    for (const bad of malformed) {
      const error = await rejection(decryptV2(bad, dataKey));
      expect((error as EncryptionError).code).toBe('decryptFailed');
    }
  });
});
