import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Salted scrypt hashes for the local user pool's passwords, kept as one self-describing
 * string: `scrypt$N$r$p$<salt base64>$<key base64>`. The parameters travel with each hash,
 * so stronger ones can be chosen later without breaking older hashes.
 */
const SCHEME = 'scrypt';
const COST = { N: 4096, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// scrypt needs about 128·N·r bytes; Node refuses more than 32 MiB by default. Bounds on
// what a stored hash may ask for keep a tampered file from stalling every sign-in.
const MAX_MEMORY = 32 * 1024 * 1024;
const MAX_PARALLEL = 16;

interface ParsedHash {
  options: ScryptOptions & { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

const derive = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

const decodeBase64 = (text: string): Buffer | undefined => {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
};

const positiveInteger = (text: string): number | undefined => (/^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined);

function parseHash(value: string): ParsedHash | undefined {
  const parts = value.split('$');
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(positiveInteger);
  const salt = decodeBase64(parts[4] as string);
  const key = decodeBase64(parts[5] as string);
  if (!N || !r || !p || !salt || !key) return undefined;
  if (N < 2 || (N & (N - 1)) !== 0 || 128 * N * r > MAX_MEMORY / 2 || p > MAX_PARALLEL) return undefined;
  if (salt.length < 8 || key.length < 16 || key.length > 64) return undefined;
  return { options: { N, r, p, maxmem: MAX_MEMORY }, salt, key };
}

/** Whether a value is a password hash this module wrote (and not a password). */
export const isPasswordHash = (value: unknown): value is string => typeof value === 'string' && parseHash(value) !== undefined;

/**
 * Passwords already proven against a hash by this process (the one just set, or one that
 * verified once), remembered only as an HMAC under a key that never leaves memory, so a
 * right password signs in again without a second scrypt. A wrong password is never
 * remembered and always costs a full derivation, so guessing gains nothing.
 */
const PROVEN_KEY = randomBytes(32);
const MAX_PROVEN = 10_000;
const proven = new Map<string, Buffer>();
const provenTag = (stored: string, password: string) => createHmac('sha256', PROVEN_KEY).update(stored).update('\0').update(password).digest();

function rememberProven(stored: string, password: string): void {
  if (proven.size >= MAX_PROVEN) proven.delete(proven.keys().next().value as string);
  proven.set(stored, provenTag(stored, password));
}

function provenBefore(stored: string, password: string): boolean {
  const known = proven.get(stored);
  return known !== undefined && timingSafeEqual(known, provenTag(stored, password));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, { ...COST, maxmem: MAX_MEMORY });
  const stored = [SCHEME, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
  rememberProven(stored, password);
  return stored;
}

// Compared against when there is no hash to compare with, so that an unknown user costs
// the same time as a wrong password.
const STAND_IN: ParsedHash = {
  options: { ...COST, maxmem: MAX_MEMORY },
  salt: randomBytes(SALT_BYTES),
  key: randomBytes(KEY_BYTES),
};

/**
 * Whether `password` is the one `stored` was made from. Anything but a string password and
 * a well-formed hash is refused, after the same work as a real check.
 */
export async function verifyPassword(password: unknown, stored: unknown): Promise<boolean> {
  const parsed = typeof stored === 'string' ? parseHash(stored) : undefined;
  if (parsed && typeof password === 'string' && provenBefore(stored as string, password)) return true;
  const target = parsed ?? STAND_IN;
  const candidate = await derive(typeof password === 'string' ? password : '', target.salt, target.key.length, target.options);
  const equal = timingSafeEqual(candidate, target.key);
  const verified = equal && parsed !== undefined && typeof password === 'string';
  if (verified) rememberProven(stored as string, password as string);
  return verified;
}

/**
 * A stand-in password for an identity created without one anyone will ever use (an admin
 * creation with no message sent, whose password is set right after): it is not a hash, so
 * nothing verifies against it, and hashing it would be wasted work. Only values this
 * process issued count, so nobody can choose one as a password to keep it unhashed.
 */
const unusable = new Set<string>();
export function issueUnusablePassword(): string {
  const value = `unusable$${randomBytes(24).toString('base64url')}`;
  unusable.add(value);
  return value;
}

export const isIssuedUnusablePassword = (value: unknown): boolean => typeof value === 'string' && unusable.has(value);
