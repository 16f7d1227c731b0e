/**
 * Typo-tolerant reading of the risk vocabulary: "wnat", "sucide", "kiil", "myslef", "overdoze",
 * "tommorow", "k1ll", "dieee" are read as the words they stand for, so the rules and the learned
 * layer see them. A word is corrected to a vocabulary word when it is within a small edit distance
 * scaled to the word's length — swapped, dropped and doubled letters, and (in short words) a
 * keyboard neighbour in place of a letter — and is not itself an English word (the exceptions,
 * generated from a word list by `npm run crisis:spelling`, keep "fill", "hand" and "diet" as they
 * are).
 */
import { SPELLING_EXCEPTIONS } from './spelling-exceptions';

/** Words of four letters or more whose misspellings matter to the detector. */
export const RISK_VOCABULARY: readonly string[] = [
  // Suicide and killing oneself.
  'suicide', 'suicidal', 'kill', 'kills', 'killing', 'killed', 'myself', 'yourself', 'himself', 'herself', 'unalive',
  'commit', 'commits', 'committing', 'committed', 'ending', 'life', 'live', 'alive', 'living', 'anymore', 'dead', 'death', 'dying',
  'exist', 'existing', 'existence', 'disappear', 'forever', 'wake', 'waking', 'gone',
  // Wanting and planning.
  'want', 'wants', 'wanted', 'wanting', 'plan', 'planning', 'planned', 'ready', 'decided', 'enough', 'tired',
  'tonight', 'tomorrow', 'goodbye', 'goodbyes', 'letter', 'letters', 'note', 'notes', 'nobody', 'everyone',
  'everybody', 'without', 'better', 'burden', 'worthless', 'hopeless', 'pointless', 'painless', 'lethal',
  // Means.
  'overdose', 'overdosed', 'overdosing', 'pills', 'tablets', 'paracetamol', 'acetaminophen', 'ibuprofen', 'tylenol',
  'insulin', 'antidepressants', 'sleeping', 'hang', 'hanging', 'hanged', 'noose', 'rope', 'bridge', 'jump',
  'jumping', 'jumped', 'cutting', 'wrist', 'wrists', 'bleed', 'bleeding', 'blood', 'poison', 'bleach', 'drown',
  'drowning', 'razor', 'blade', 'blades', 'knife', 'shoot', 'shooting', 'gun', 'rooftop', 'ledge', 'cliff',
  // Self-harm.
  'harm', 'harming', 'hurt', 'hurting', 'scars', 'relapse', 'relapsed', 'urges',
].filter((word) => word.length >= 4);

/** Three-letter words a stretched spelling can stand for ("dieee", "cuttt"), never corrected by distance. */
const SHORT_WORDS: ReadonlySet<string> = new Set(['die', 'cut', 'end', 'gun']);

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
// Each letter's neighbours on the keyboard: left, right and the keys above and below.
const NEIGHBOURS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  QWERTY_ROWS.forEach((row, r) => {
    [...row].forEach((letter, c) => {
      const near = [row[c - 1], row[c + 1], QWERTY_ROWS[r - 1]?.[c], QWERTY_ROWS[r - 1]?.[c + 1], QWERTY_ROWS[r + 1]?.[c], QWERTY_ROWS[r + 1]?.[c - 1]];
      map.set(letter, near.filter((key): key is string => key !== undefined).join(''));
    });
  });
  return map;
})();

// Digits and symbols people type for letters (k1ll, 0verdose, su1c1de).
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

// Letters people swap for one that sounds the same ("lyfe", "kys" typed "cys").
const SOUND_ALIKE: ReadonlySet<string> = new Set(['iy', 'yi', 'ck', 'kc', 'sz', 'zs', 'cs', 'sc']);

const KNOWN: ReadonlySet<string> = new Set(RISK_VOCABULARY);
const EXCEPTIONS: ReadonlySet<string> = new Set(SPELLING_EXCEPTIONS.split(' '));

/** How many edits a word of this length may be off by: one, two from nine letters. */
export function allowedEdits(length: number): number {
  return length >= 9 ? 2 : 1;
}

function deletions(word: string, depth: number, into: Set<string>): void {
  if (depth === 0 || word.length <= 2) return;
  for (let i = 0; i < word.length; i += 1) {
    const shorter = word.slice(0, i) + word.slice(i + 1);
    if (!into.has(shorter)) {
      into.add(shorter);
      deletions(shorter, depth - 1, into);
    }
  }
}

// Every vocabulary word under each of its deletions (a symmetric-delete index): a typed word
// only needs its own deletions looked up, not a comparison with every vocabulary word.
const BY_DELETION: ReadonlyMap<string, readonly string[]> = (() => {
  const index = new Map<string, string[]>();
  for (const word of RISK_VOCABULARY) {
    const keys = new Set([word]);
    deletions(word, allowedEdits(word.length), keys);
    for (const key of keys) {
      const list = index.get(key);
      if (list === undefined) index.set(key, [word]);
      else list.push(word);
    }
  }
  return index;
})();

/**
 * Edit distance with adjacent swaps (optimal string alignment). In a short target (under six
 * letters) only a keyboard neighbour or a letter that sounds the same counts as one substitution;
 * any other letter counts two.
 */
export function editDistance(typed: string, target: string): number {
  const strict = target.length < 6;
  const rows = typed.length + 1;
  const cols = target.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const a = typed[i - 1] as string;
      const b = target[j - 1] as string;
      const substitution = a === b ? 0 : !strict || (NEIGHBOURS.get(b) ?? '').includes(a) || SOUND_ALIKE.has(a + b) ? 1 : 2;
      let best = Math.min((d[i - 1]![j] as number) + 1, (d[i]![j - 1] as number) + 1, (d[i - 1]![j - 1] as number) + substitution);
      if (i > 1 && j > 1 && a === target[j - 2] && typed[i - 2] === b) best = Math.min(best, (d[i - 2]![j - 2] as number) + 1);
      d[i]![j] = best;
    }
  }
  return d[rows - 1]![cols - 1] as number;
}

/** The vocabulary word a typed word stands for, or undefined (no single best candidate). */
function nearestWord(typed: string): string | undefined {
  const keys = new Set([typed]);
  deletions(typed, 2, keys);
  let best: string | undefined;
  let bestDistance = Infinity;
  let tied = false;
  for (const key of keys) {
    for (const candidate of BY_DELETION.get(key) ?? []) {
      if (candidate === best) continue;
      const distance = editDistance(typed, candidate);
      if (distance > allowedEdits(candidate.length)) continue;
      if (distance < bestDistance) {
        best = candidate;
        bestDistance = distance;
        tied = false;
      } else if (distance === bestDistance) tied = true;
    }
  }
  return tied ? undefined : best;
}

/** The word with each run of a letter written once ("diee" → "die", "kill" → "kil"). */
function undoubled(word: string): string {
  return word.replace(/([a-z])\1+/g, '$1');
}

// Vocabulary words by their single-letter form: "kiil" and "kill" both read "kil".
const BY_UNDOUBLED: ReadonlyMap<string, string> = (() => {
  const index = new Map<string, string>();
  const shared = new Set<string>();
  for (const word of [...RISK_VOCABULARY, ...SHORT_WORDS]) {
    const single = undoubled(word);
    if (index.has(single) && index.get(single) !== word) shared.add(single);
    index.set(single, word);
  }
  for (const single of shared) index.delete(single);
  return index;
})();

/** What a typed word stands for, before the English-word check. Exported for the exceptions generator. */
export function spellingCandidate(word: string): string {
  if (KNOWN.has(word) || SHORT_WORDS.has(word)) return word;
  if (/[^a-z]/.test(word)) {
    // Only a word of letters and leet digits, which reads as a vocabulary word once mapped.
    if (!/^[a-z0-9@$]+$/.test(word) || !/[a-z]/.test(word)) return word;
    const mapped = word.replace(/[0-9@$]/g, (c) => LEET[c] ?? c);
    if (/[^a-z]/.test(mapped)) return word;
    const read = spellingCandidate(mapped);
    return read === mapped && !KNOWN.has(mapped) ? word : read;
  }
  const single = undoubled(word);
  const sameLetters = BY_UNDOUBLED.get(single);
  if (sameLetters !== undefined) return sameLetters;
  if (word.length < 4) return word;
  return nearestWord(word) ?? (single !== word && single.length >= 4 ? nearestWord(single) : undefined) ?? word;
}

const CACHE_LIMIT = 5000;
const cache = new Map<string, string>();

/** The vocabulary word a typed word stands for, or the word itself. */
export function correctSpelling(word: string): string {
  if (word.length < 3 || word.length > 24 || EXCEPTIONS.has(word)) return word;
  let read = cache.get(word);
  if (read === undefined) {
    read = spellingCandidate(word);
    // A long entry's words must not grow the cache without bound.
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, read);
  }
  return read;
}
