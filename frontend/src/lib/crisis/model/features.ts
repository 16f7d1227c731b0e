/**
 * Features of the crisis detector's learned layer, hashed into a fixed number of slots so the
 * weights ship as one small table of numbers, not as words. For each clause:
 * - each word, lightly stemmed, marked when a negation came before it in the clause ("i do not
 *   want to die" gives "!want", "!die"), so a denial reads differently from a wish;
 * - each pair of neighbouring words and each pair one word apart ("gave the dog the pills" gives
 *   "dog _ pill"), which tell whose pills and what kind of bridge;
 * - the 3- to 5-letter pieces of each word ("<kil", "ill>"), so a misspelling ("kil", "suicde")
 *   shares most of its features with the word it stands for.
 * The trainer (bin/crisis-model/train.ts) and the device share this file, so a slot always
 * means the same features.
 */
import type { Sentence } from '../normalize-text';

/** The table has 2^HASH_BITS slots. */
export const HASH_BITS = 18;
const SLOT_MASK = (1 << HASH_BITS) - 1;

const NEGATORS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'without']);
const SUFFIXES = ['ing', 'ed', 'es', 's', 'ly'] as const;
const NEGATED = '!';
// Stands for the word between the two of a pair one word apart ("pill _ dog").
const SKIPPED = '_';
// Marks a piece of a word, so "<die>" the piece and "die" the word are different features.
const PIECE = '#';
const PIECE_SIZES = [3, 4, 5] as const;
// Shorter words are whole words to the pieces too ("<i>", "<am>" say nothing a piece could add).
const PIECE_MIN_WORD = 3;

/** "ending", "ended", "ends" → "end"; short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, continued from `hash`, over the UTF-16 code units of `text`. */
function feed(hash: number, text: string): number {
  let h = hash;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h;
}

/** FNV-1a over the UTF-16 code units: fast, stable across engines, and spreads short strings well. */
export function slotOf(feature: string): number {
  return (feed(FNV_OFFSET, feature) >>> 0) & SLOT_MASK;
}

function addClause(words: readonly string[], into: Set<string>): void {
  let negated = false;
  let previous: string | undefined;
  let beforePrevious: string | undefined;
  for (const word of words) {
    const token = negated ? `${NEGATED}${stem(word)}` : stem(word);
    into.add(token);
    if (previous !== undefined) into.add(`${previous} ${token}`);
    if (beforePrevious !== undefined) into.add(`${beforePrevious} ${SKIPPED} ${token}`);
    beforePrevious = previous;
    previous = token;
    if (word.length >= PIECE_MIN_WORD) {
      const padded = `<${word}>`;
      for (const size of PIECE_SIZES) {
        for (let at = 0; at + size <= padded.length; at += 1) into.add(`${PIECE}${padded.slice(at, at + size)}`);
      }
    }
    if (NEGATORS.has(word)) negated = true;
  }
}

/** The distinct features of one or more consecutive sentences, as words (what the trainer reports). */
export function featuresOf(sentences: readonly Sentence[]): Set<string> {
  const features = new Set<string>();
  for (const sentence of sentences) for (const words of sentence.words) addClause(words, features);
  return features;
}

/**
 * The distinct slots of one or more consecutive sentences: the slots of featuresOf's features,
 * hashed as they are read, without building their strings (a long journal entry has tens of
 * thousands of them).
 */
export function slotsOf(sentences: readonly Sentence[]): Set<number> {
  const slots = new Set<number>();
  const add = (hash: number) => slots.add((hash >>> 0) & SLOT_MASK);
  const pieceStart = feed(FNV_OFFSET, PIECE);
  for (const sentence of sentences) {
    for (const words of sentence.words) {
      let negated = false;
      let previous: string | undefined;
      let beforePrevious: string | undefined;
      for (const word of words) {
        const token = negated ? `${NEGATED}${stem(word)}` : stem(word);
        add(feed(FNV_OFFSET, token));
        if (previous !== undefined) add(feed(feed(feed(FNV_OFFSET, previous), ' '), token));
        if (beforePrevious !== undefined) add(feed(feed(feed(FNV_OFFSET, beforePrevious), ` ${SKIPPED} `), token));
        beforePrevious = previous;
        previous = token;
        if (word.length >= PIECE_MIN_WORD) {
          // The pieces of "<word>": position 0 is "<", the last is ">".
          const last = word.length + 1;
          for (const size of PIECE_SIZES) {
            for (let at = 0; at + size <= last + 1; at += 1) {
              let h = pieceStart;
              for (let i = at; i < at + size; i += 1) {
                h ^= i === 0 ? 60 : i === last ? 62 : word.charCodeAt(i - 1);
                h = Math.imul(h, FNV_PRIME);
              }
              add(h);
            }
          }
        }
        if (NEGATORS.has(word)) negated = true;
      }
    }
  }
  return slots;
}
