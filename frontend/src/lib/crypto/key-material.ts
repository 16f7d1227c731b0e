/**
 * The per-user data key (DESIGN §7). Entries are encrypted (2.0) under one random AES-256-GCM
 * data key, stored on the server only wrapped (AES-KW):
 *  - by a key from PBKDF2-SHA256 over the password, with a random per-user salt and at least
 *    KEY_WRAP_MIN_ITERATIONS iterations;
 *  - by a key from the recovery secret, which the user keeps as a printed recovery key.
 * A password change or a recovery re-wraps the same data key, so no entry is ever re-encrypted
 * or lost. The data key leaves these functions only as a non-extractable CryptoKey.
 */
import { KEY_WRAP_MIN_ITERATIONS } from '@contracts/encryption-constants';
import type { KeyMaterial, PasswordWrap } from '@contracts/encryption';
import { type Bytes, fromBase64, randomBytes, subtle, toBase64, utf8Encode } from './encoding';
import { RECOVERY_SECRET_BYTES, formatRecoveryKey, parseRecoveryKey } from './recovery-key';

export { formatRecoveryKey, parseRecoveryKey } from './recovery-key';

const SALT_BYTES = 16;
const MAX_ITERATIONS = 10_000_000;
/** HKDF label of the recovery wrap; the recovery secret is already uniformly random, so no stretching. */
const RECOVERY_INFO = 'solace:2.0:recovery-wrap';

export type SecretKind = 'password' | 'recoveryKey';

/**
 * The password or recovery key does not open the material. `reason` is 'malformed' when a
 * recovery key fails its own check (a typo, so the UI can say so) and 'mismatch' otherwise.
 */
export class WrongSecretError extends Error {
  readonly secret: SecretKind;
  readonly reason: 'mismatch' | 'malformed';

  constructor(secret: SecretKind, reason: 'mismatch' | 'malformed' = 'mismatch') {
    super(
      secret === 'password'
        ? 'The password does not unlock the encryption key'
        : reason === 'malformed'
          ? 'The recovery key is not valid - check it for typos'
          : 'The recovery key does not unlock the encryption key',
    );
    this.name = 'WrongSecretError';
    this.secret = secret;
    this.reason = reason;
  }
}

export interface KeyWrapOptions {
  /** PBKDF2 iterations; KEY_WRAP_MIN_ITERATIONS unless a test asks for fewer (the server refuses fewer). */
  iterations?: number;
}

export interface CreatedKeyMaterial {
  keyMaterial: KeyMaterial;
  /** Shown to the user once, never stored. */
  recoveryKey: string;
  dataKey: CryptoKey;
}

function checkIterations(iterations: number): number {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new TypeError(`PBKDF2 iterations must be an integer from 1 to ${MAX_ITERATIONS}`);
  }
  return iterations;
}

function checkNewPassword(password: string): void {
  if (typeof password !== 'string' || password.length === 0) throw new TypeError('A password is required');
}

function decodeMaterial(value: string): Bytes {
  const bytes = fromBase64(value);
  if (!bytes) throw new TypeError('Invalid key material');
  return bytes;
}

async function passwordKek(password: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', utf8Encode(password), 'PBKDF2', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: checkIterations(iterations) },
    base,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

async function recoveryKek(secret: Bytes): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8Encode(RECOVERY_INFO) },
    base,
    { name: 'AES-KW', length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

function unwrapDataKey(wrapped: Bytes, kek: CryptoKey, extractable: boolean): Promise<CryptoKey> {
  return subtle().unwrapKey('raw', wrapped, kek, 'AES-KW', { name: 'AES-GCM', length: 256 }, extractable, [
    'encrypt',
    'decrypt',
  ]);
}

/** AES-KW's integrity check fails on a wrong KEK; that is the only failure we map to "wrong secret". */
async function unwrapOrWrongSecret(
  wrapped: Bytes,
  kek: CryptoKey,
  extractable: boolean,
  secret: SecretKind,
): Promise<CryptoKey> {
  try {
    return await unwrapDataKey(wrapped, kek, extractable);
  } catch {
    throw new WrongSecretError(secret);
  }
}

async function kekFromRecoveryKey(recoveryKey: string): Promise<CryptoKey> {
  const secret = typeof recoveryKey === 'string' ? parseRecoveryKey(recoveryKey) : null;
  if (!secret) throw new WrongSecretError('recoveryKey', 'malformed');
  return recoveryKek(secret);
}

async function wrapForPassword(
  dataKey: CryptoKey,
  password: string,
  iterations: number,
): Promise<{ wrap: PasswordWrap; kek: CryptoKey; wrapped: Bytes }> {
  const salt = randomBytes(SALT_BYTES);
  const kek = await passwordKek(password, salt, iterations);
  const wrapped = new Uint8Array(await subtle().wrapKey('raw', dataKey, kek, 'AES-KW'));
  return { wrap: { iterations, salt: toBase64(salt), wrappedKey: toBase64(wrapped) }, kek, wrapped };
}

/** A new data key for a user who has none, wrapped for the password and for a new recovery key. */
export async function createKeyMaterial(password: string, options: KeyWrapOptions = {}): Promise<CreatedKeyMaterial> {
  checkNewPassword(password);
  const iterations = checkIterations(options.iterations ?? KEY_WRAP_MIN_ITERATIONS);
  // Extractable only so it can be wrapped; this object never leaves the function.
  const exportable = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  const recoverySecret = randomBytes(RECOVERY_SECRET_BYTES);
  const { wrap, kek, wrapped } = await wrapForPassword(exportable, password, iterations);
  const recoveryWrapped = await subtle().wrapKey('raw', exportable, await recoveryKek(recoverySecret), 'AES-KW');
  // The session copy comes from unwrapping what will be stored, which also proves the wrap opens.
  const dataKey = await unwrapDataKey(wrapped, kek, false);
  const recoveryKey = formatRecoveryKey(recoverySecret);
  recoverySecret.fill(0);
  return {
    keyMaterial: {
      version: 2,
      kdf: 'PBKDF2-SHA256',
      ...wrap,
      recoveryWrappedKey: toBase64(new Uint8Array(recoveryWrapped)),
    },
    recoveryKey,
    dataKey,
  };
}

async function unwrapWithPasswordWrap(wrap: PasswordWrap, password: string, extractable = false): Promise<CryptoKey> {
  const salt = decodeMaterial(wrap.salt);
  const wrapped = decodeMaterial(wrap.wrappedKey);
  if (typeof password !== 'string' || password.length === 0) throw new WrongSecretError('password');
  const kek = await passwordKek(password, salt, wrap.iterations);
  return unwrapOrWrongSecret(wrapped, kek, extractable, 'password');
}

/** The session's data key (non-extractable). A wrong password gives WrongSecretError. */
export function unwrapWithPassword(material: KeyMaterial, password: string): Promise<CryptoKey> {
  return unwrapWithPasswordWrap(material, password);
}

/** The data key from the recovery key, typed in any case, with or without dashes and spaces. */
export async function unwrapWithRecoveryKey(material: KeyMaterial, recoveryKey: string): Promise<CryptoKey> {
  const wrapped = decodeMaterial(material.recoveryWrappedKey);
  return unwrapOrWrongSecret(wrapped, await kekFromRecoveryKey(recoveryKey), false, 'recoveryKey');
}

/**
 * A new password wrap for the same data key, opened with the current password or the recovery
 * key (after a reset). The recovery wrap is left as it is. Iterations never go below the
 * material's own count or KEY_WRAP_MIN_ITERATIONS unless `options.iterations` says so.
 */
export async function rewrapWithPassword(
  material: KeyMaterial,
  secret: { password: string } | { recoveryKey: string },
  newPassword: string,
  options: KeyWrapOptions = {},
): Promise<PasswordWrap> {
  checkNewPassword(newPassword);
  const iterations = checkIterations(options.iterations ?? Math.max(KEY_WRAP_MIN_ITERATIONS, material.iterations));
  // Extractable only here, only so it can be wrapped again; it is dropped when this returns.
  const exportable =
    'password' in secret
      ? await unwrapWithPasswordWrap(material, secret.password, true)
      : await unwrapOrWrongSecret(
          decodeMaterial(material.recoveryWrappedKey),
          await kekFromRecoveryKey(secret.recoveryKey),
          true,
          'recoveryKey',
        );
  return (await wrapForPassword(exportable, newPassword, iterations)).wrap;
}
