/** Shared fixtures and the crypto-js reference for the crypto tests (crypto-js is never in the product). */
import CryptoJS from 'crypto-js';
import type { EncryptedField } from '@contracts/encryption';

export const USER_IDS = [
  '01HZX3K8Q4V7M2N9P5R6T0W1YA', // ULID-like (our ids)
  '01J0A7F2C9D4E6G8H1K3M5N7PQ',
  'jane.doe+journal@example.com', // the spec allows the email as salt
  'élodie.müller@exämple.fr',
];

export const PASSWORDS = ['Correct-Horse-9!', 'pässwörd Ü 8#', '密码Secret1!', 'Tr0ub4dor&3'];

const LONG = Array.from({ length: 420 }, (_, i) => `Line ${i}: today I walked, breathed, and wrote. `).join('\n');

/** Texts both libraries must agree on: short, whitespace, long, accents, CJK, emoji, RTL, BOM, JSON. */
export const TEXTS: string[] = [
  'a',
  ' ',
  '\n',
  '\t \t',
  'Dear diary',
  'Feeling anxious before the interview, but I prepared well.',
  LONG,
  `${LONG}${LONG}`.slice(0, 25_000),
  'Café, naïve, façade, Ångström, smørrebrød, żółć',
  '今日はとても疲れたけど、散歩して少し元気になった。',
  '我今天感觉好多了，谢谢你的支持。',
  '오늘은 정말 좋은 날이었어요',
  '😀😢🙏🏽👩‍👩‍👧‍👦 feelings 🌈',
  'שלום, היום הרגשתי טוב יותר',
  'مرحبا، شعرت اليوم بتحسن كبير',
  'mixed: abc אבג 123 العربية 😀',
  '\uFEFFstarts with a byte order mark',
  '{"summary":"calm","score":4,"tags":["sleep","walk"]}',
  'exactly sixteen!',
  'fifteen chars!!',
  '0123456789abcdef0123456789abcdef',
  'null',
  '   leading and trailing spaces   ',
  'Ω≈ç√∫˜µ≤≥÷ — “quotes” ‘single’ … •',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝕞𝕒𝕥𝕙 𐍈 (astral plane)',
];

export interface Fixture {
  text: string;
  userId: string;
  password: string;
  ivHex: string;
}

/**
 * 60 fixtures: every text; each user id with two passwords (8 pairs, as each crypto-js reference
 * key costs a third of a second); a fresh IV each.
 */
export function makeFixtures(count = 60): Fixture[] {
  return Array.from({ length: count }, (_, i) => ({
    text: TEXTS[i % TEXTS.length] as string,
    userId: USER_IDS[i % USER_IDS.length] as string,
    password: PASSWORDS[((i % USER_IDS.length) + (Math.floor(i / USER_IDS.length) % 2)) % PASSWORDS.length] as string,
    ivHex: Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('hex'),
  }));
}

const referenceKeys = new Map<string, CryptoJS.lib.WordArray>();

/** crypto-js's 1.0 key; hasher and iterations explicit because crypto-js 4.2 changed the defaults. */
export function referenceKey(password: string, userId: string): CryptoJS.lib.WordArray {
  const id = `${password}\u0000${userId}`;
  let key = referenceKeys.get(id);
  if (!key) {
    key = CryptoJS.PBKDF2(password, userId, { keySize: 256 / 32, iterations: 10_000, hasher: CryptoJS.algo.SHA256 });
    referenceKeys.set(id, key);
  }
  return key;
}

const cbc = (ivHex: string) => ({ iv: CryptoJS.enc.Hex.parse(ivHex), mode: CryptoJS.mode.CBC, padding: CryptoJS.pad.Pkcs7 });

export function referenceEncrypt(plaintext: string | CryptoJS.lib.WordArray, key: CryptoJS.lib.WordArray, ivHex: string): string {
  return CryptoJS.AES.encrypt(plaintext, key, cbc(ivHex)).toString();
}

export function referenceDecrypt(field: EncryptedField, key: CryptoJS.lib.WordArray): string {
  return CryptoJS.AES.decrypt(field.ciphertext, key, cbc(field.iv)).toString(CryptoJS.enc.Utf8);
}

export function v1Field(ciphertext: string, ivHex: string): EncryptedField {
  return { ciphertext, iv: ivHex, algorithm: 'AES-256-CBC', keySize: 256, encrypted: true, version: '1.0' };
}

export const hexToBytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'));

/** A copy of base64 `value` with bit `bit` flipped (decode, flip, re-encode). */
export function flipBase64Bit(value: string, bit: number): string {
  const bytes = Buffer.from(value, 'base64');
  bytes[bit >> 3]! ^= 1 << (bit & 7);
  return bytes.toString('base64');
}

export function flipHexBit(value: string, bit: number): string {
  const bytes = Buffer.from(value, 'hex');
  bytes[bit >> 3]! ^= 1 << (bit & 7);
  return bytes.toString('hex');
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a rejection, got a value');
}
