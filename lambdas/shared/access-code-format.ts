/**
 * Access codes (licence keys): 15 random symbols of Crockford's base32 (no I, L, O or U, so
 * nothing reads as something else) and one check symbol, shown in four groups of four:
 * `7QK3-M9XD-2HRT-V6PB`. The check (Luhn mod 32) catches every mistyped symbol and almost every
 * swap of two neighbours before any lookup. 75 random bits: a code cannot be guessed.
 *
 * The table never holds a usable code: only a keyed hash (HMAC-SHA-256 under a secret kept
 * outside the table) and the last four symbols for display.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = CODE_ALPHABET.length;
export const CODE_DATA_LENGTH = 15;
export const CODE_LENGTH = CODE_DATA_LENGTH + 1;
const GROUP = 4;
/** The longest input read: a grouped code with generous spacing. */
const MAX_INPUT_LENGTH = 64;

/** Crockford's reading rules: lower case is upper case, I and L are 1, O is 0. */
const ALIASES: Readonly<Record<string, string>> = { I: '1', L: '1', O: '0' };

function valueOf(symbol: string): number {
  return CODE_ALPHABET.indexOf(symbol);
}

/** Luhn mod N: one pass from the right, doubling every second value. */
function luhnSum(values: readonly number[], doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = values.length - 1; i >= 0; i -= 1) {
    let addend = values[i] as number;
    if (double) {
      addend *= 2;
      addend = Math.floor(addend / BASE) + (addend % BASE);
    }
    sum += addend;
    double = !double;
  }
  return sum;
}

export function checkSymbol(data: string): string {
  const sum = luhnSum([...data].map(valueOf), true);
  return CODE_ALPHABET[(BASE - (sum % BASE)) % BASE] as string;
}

/** `7QK3M9XD2HRTV6PB` → `7QK3-M9XD-2HRT-V6PB`. */
export function formatAccessCode(canonical: string): string {
  const groups: string[] = [];
  for (let i = 0; i < canonical.length; i += GROUP) groups.push(canonical.slice(i, i + GROUP));
  return groups.join('-');
}

/** A new code from the cryptographic random source, grouped for reading. */
export function generateAccessCode(random: (size: number) => Uint8Array = randomBytes): string {
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  const data = [...random(CODE_DATA_LENGTH)].map((byte) => CODE_ALPHABET[byte % BASE]).join('');
  return formatAccessCode(data + checkSymbol(data));
}

export type ParsedCode = { ok: true; code: string } | { ok: false; reason: 'format' | 'check' };

/**
 * What a person typed, read as a code: separators and spaces dropped, Crockford's aliases
 * applied. `format` when it cannot be a code, `check` when a symbol is wrong.
 */
export function parseAccessCode(input: string): ParsedCode {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return { ok: false, reason: 'format' };
  const symbols = [...input.toUpperCase().replace(/[\s-]/g, '')].map((c) => ALIASES[c] ?? c).join('');
  if (symbols.length !== CODE_LENGTH || [...symbols].some((c) => valueOf(c) < 0)) return { ok: false, reason: 'format' };
  if (luhnSum([...symbols].map(valueOf), false) % BASE !== 0) return { ok: false, reason: 'check' };
  return { ok: true, code: symbols };
}

/** How the table knows a code without holding it. */
export function accessCodeHash(canonical: string, secret: string): string {
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

/** The part of a code an admin list may show. */
export function lastFour(canonical: string): string {
  return canonical.slice(-4);
}
