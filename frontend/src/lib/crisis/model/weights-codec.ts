/**
 * The learned layer's weights as they ship: two strings of printable characters, one symbol per
 * weight — the gap from the slot before, and the weight in steps of WEIGHT_STEP. One symbol per
 * value lets gzip and brotli see the values themselves, so the table compresses to about a byte a
 * weight. The trainer encodes, the device decodes; the reviewable form is
 * data/crisis/model/weights.tsv.
 */

/** A weight is a whole number of these. */
export const WEIGHT_STEP = 1 / 16;
/** The largest weight in steps (±2.9 in log-odds, beyond any the trainer keeps). */
export const MAX_STEPS = 46;

// Printable ASCII without the quote and the backslash, so the strings need no escaping in source.
const ALPHABET = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
  .filter((c) => c !== '"' && c !== '\\')
  .join('');
const BASE = ALPHABET.length; // 93
const CODE = new Map([...ALPHABET].map((c, i) => [c, i]));
// A gap of BASE - 1 or more: this symbol, then the gap in three symbols.
const LONG_GAP = BASE - 1;

export interface EncodedWeights {
  /** Per weight, the gap from the previous slot (the first from slot 0). */
  gaps: string;
  /** Per weight, its steps. */
  steps: string;
}

export function encodeWeights(slots: ReadonlyMap<number, number>): EncodedWeights {
  let gaps = '';
  let steps = '';
  let previous = -1;
  for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
    const gap = slot - previous - 1;
    previous = slot;
    if (gap < LONG_GAP) gaps += ALPHABET.charAt(gap);
    else {
      if (gap >= BASE ** 3) throw new Error(`gap ${gap} before slot ${slot} is too long`);
      gaps += [LONG_GAP, Math.floor(gap / BASE ** 2), Math.floor(gap / BASE) % BASE, gap % BASE].map((symbol) => ALPHABET.charAt(symbol)).join('');
    }
    const value = slots.get(slot) as number;
    if (!Number.isInteger(value) || value === 0 || Math.abs(value) > MAX_STEPS) {
      throw new Error(`weight ${value} at slot ${slot} is not a whole number of steps within ±${MAX_STEPS}, other than 0`);
    }
    steps += ALPHABET.charAt(value + MAX_STEPS);
  }
  return { gaps, steps };
}

/** Into a table with one signed byte per slot (2^bits of them). */
export function decodeWeights({ gaps, steps }: EncodedWeights, bits: number): Int8Array {
  const table = new Int8Array(1 << bits);
  const symbol = (c: string) => CODE.get(c) ?? 0;
  let slot = -1;
  let at = 0;
  for (let i = 0; i < steps.length; i += 1) {
    let gap = symbol(gaps[at] as string);
    at += 1;
    if (gap === LONG_GAP) {
      gap = symbol(gaps[at] as string) * BASE ** 2 + symbol(gaps[at + 1] as string) * BASE + symbol(gaps[at + 2] as string);
      at += 3;
    }
    slot += gap + 1;
    table[slot] = symbol(steps[i] as string) - MAX_STEPS;
  }
  return table;
}
