/**
 * Features of the crisis detector's learned layer: the words of a stretch of text, lightly
 * stemmed, each pair of neighbouring words within a clause, and each pair one word apart ("gave
 * the dog the pills" gives "dog _ pill"), which tells whose pills and what kind of bridge. A word
 * after a negation in its clause is marked ("i do not want to die" gives "!want", "!die"), so the
 * weights can tell a denial from a wish. The trainer (bin/train-crisis-model.ts) and the device
 * share this file, so a weight always means the same feature.
 */
import type { Sentence } from './normalize-text';

const NEGATORS: ReadonlySet<string> = new Set(['not', 'never', 'no', 'nobody', 'nothing', 'without']);
const SUFFIXES = ['ing', 'ed', 'es', 's', 'ly'] as const;
const NEGATED = '!';
// Stands for the word between the two of a pair one word apart ("pills _ dog", "the _ of").
const SKIPPED = '_';

/** "ending", "ended", "ends" → "end"; short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
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
    if (NEGATORS.has(word)) negated = true;
  }
}

/** The distinct features of one or more consecutive sentences. */
export function featuresOf(sentences: readonly Sentence[]): Set<string> {
  const features = new Set<string>();
  for (const sentence of sentences) for (const words of sentence.words) addClause(words, features);
  return features;
}
