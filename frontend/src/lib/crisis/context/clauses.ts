/**
 * Where a match sits in its sentence, and how far around it the context checks read: a bounded
 * window, so the cost per match does not grow with the text.
 */
import type { Sentence } from '../normalize-text';

/** How far back (in characters) a match's own clause is read. */
export const WINDOW = 160;

/** Where the last match of a global pattern in `text` ends (0 when none). */
export function lastMatchEnd(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let end = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) end = m.index + m[0].length;
  return end;
}

export function offsetOfClause(sentence: Sentence, clauseIndex: number): number {
  return sentence.offsets[clauseIndex] ?? 0;
}

/** The clause of a sentence that holds character `at` of its text. */
export function clauseAt(sentence: Sentence, at: number): number {
  let low = 0;
  let high = sentence.offsets.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((sentence.offsets[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
