import * as z from 'zod';
import { ALGORITHM_BY_VERSION, ENCRYPTION_VERSIONS, KEY_WRAP_MIN_ITERATIONS } from './encryption-constants';
import { storableNumber } from './storable';

export { ALGORITHM_BY_VERSION, ENCRYPTION_VERSIONS, KEY_WRAP_MIN_ITERATIONS, type EncryptionVersion } from './encryption-constants';

/**
 * The shapes of on-device encryption that cross the wire (docs/architecture.md, "On-device encryption"). The server stores
 * them as sent and never sees a key or a plaintext.
 *
 * Format 1.0 (spec §9): AES-256-CBC, PKCS7, random 128-bit IV (hex), ciphertext base64, key
 * from PBKDF2-SHA256 (10,000 iterations) over the password with the user id as salt.
 * Format 2.0: AES-256-GCM, random 96-bit nonce (base64), ciphertext and tag base64, under a
 * random per-user data key that is stored only wrapped (see KeyMaterial).
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const base64 = (min: number, max: number) =>
  z.string().min(min).max(max).regex(BASE64, 'must be base64');

/** Largest ciphertext accepted in one field (base64 of about 150 KB). */
export const MAX_CIPHERTEXT_CHARS = 200_000;

export const encryptedFieldSchema = z
  .object({
    ciphertext: base64(1, MAX_CIPHERTEXT_CHARS),
    iv: z.string().min(16).max(64).regex(/^[A-Za-z0-9+/=]+$/, 'must be hex or base64'),
    algorithm: z.enum(['AES-256-CBC', 'AES-256-GCM']),
    keySize: z.literal(256),
    encrypted: z.literal(true),
    version: z.enum(ENCRYPTION_VERSIONS),
  })
  .strict()
  .refine((f) => ALGORITHM_BY_VERSION[f.version] === f.algorithm, {
    error: 'algorithm does not match version',
    path: ['algorithm'],
  });

/** An encrypted field object (spec §3), as stored and returned. */
export type EncryptedField = z.infer<typeof encryptedFieldSchema>;

/**
 * The user's wrapped data key, kept on the user record. Without the password (or the
 * recovery key) it is useless to whoever holds it.
 */
export const keyMaterialSchema = z
  .object({
    version: z.literal(2),
    kdf: z.literal('PBKDF2-SHA256'),
    iterations: z.int().check(storableNumber('iterations')).min(KEY_WRAP_MIN_ITERATIONS).max(10_000_000),
    /** Random per-user salt, base64 (16 to 64 bytes). */
    salt: base64(24, 88),
    /** The data key wrapped (AES-KW) by the password-derived key, base64. */
    wrappedKey: base64(40, 64),
    /** The data key wrapped (AES-KW) by the recovery key, base64. */
    recoveryWrappedKey: base64(40, 64),
  })
  .strict();

export type KeyMaterial = z.infer<typeof keyMaterialSchema>;

/** The password-derived wrap alone: a password change re-wraps; the recovery wrap stays. */
export const passwordWrapSchema = keyMaterialSchema.pick({ iterations: true, salt: true, wrappedKey: true });
export type PasswordWrap = z.infer<typeof passwordWrapSchema>;

/**
 * PUT /user/encryption: set up encryption (no material yet), or replace the material after
 * a recovery or a reset (`previousWrappedKey` must match what is stored, so two devices
 * cannot overwrite each other unseen).
 */
export const encryptionSetupBody = z
  .object({
    keyMaterial: keyMaterialSchema,
    previousWrappedKey: base64(40, 64).optional(),
  })
  .strict();

export type EncryptionSetupBody = z.infer<typeof encryptionSetupBody>;
