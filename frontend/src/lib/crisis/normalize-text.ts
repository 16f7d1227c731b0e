/**
 * Text normalisation for the crisis detector: lowercase, one apostrophe, contractions and chat
 * shortenings expanded, sentences split on end punctuation and clauses on commas and quotation
 * marks, so the rules only ever see lowercase words separated by single spaces.
 *
 * One pass over the characters makes the words (normalize/tokenize.ts), one pass over the words
 * fixes what needs the neighbouring word ("id rather", "want 2 die", "i might just kys":
 * normalize/fix-across-words.ts), and this one puts them into sentences and clauses: linear in
 * the text's length.
 */
import { tokenize } from './normalize/tokenize';

export interface Sentence {
  /** The whole sentence, clauses joined by " , ". */
  text: string;
  clauses: string[];
  /** Per clause: its words. */
  words: string[][];
  /** Per clause: it was inside quotation marks (a title, a line someone said). */
  quoted: boolean[];
  /** Per clause: where it starts in `text`. */
  offsets: number[];
}

export interface AnalyzedText {
  /** The normalised text: sentences joined by " | ", clauses by " , ". */
  normalized: string;
  sentences: Sentence[];
}

// A comma before one of these words does not end the thought ("I would never, ever hurt myself").
const CONTINUES_CLAUSE = new Set(['ever', 'really', 'truly', 'seriously', 'honestly', 'actually', 'even', 'like']);

/** The text as the rules read it: its sentences, each cut into clauses of lowercase words. */
export function analyzeText(raw: string): AnalyzedText {
  const tokens = tokenize(raw);
  const sentences: Sentence[] = [];
  let clauses: string[] = [];
  let clauseWords: string[][] = [];
  let quoted: boolean[] = [];
  let words: string[] = [];
  let inQuote = false;
  let clauseQuoted = false;
  let afterComma = false;
  const endClause = () => {
    if (words.length === 0) return;
    const clause = words.join(' ');
    const last = clauses.length - 1;
    if (last >= 0 && afterComma && CONTINUES_CLAUSE.has(words[0] as string)) {
      clauses[last] = `${clauses[last]} ${clause}`;
      (clauseWords[last] as string[]).push(...words);
    } else {
      clauses.push(clause);
      clauseWords.push(words);
      quoted.push(clauseQuoted);
    }
    words = [];
    afterComma = false;
  };
  const endSentence = () => {
    endClause();
    if (clauses.length > 0) {
      const offsets: number[] = [];
      let offset = 0;
      for (const clause of clauses) {
        offsets.push(offset);
        offset += clause.length + 3;
      }
      sentences.push({ text: clauses.join(' , '), clauses, words: clauseWords, quoted, offsets });
    }
    clauses = [];
    clauseWords = [];
    quoted = [];
    afterComma = false;
  };
  for (const token of tokens) {
    if (token === '|') {
      endSentence();
      // An unclosed quotation mark does not run on into the next sentence.
      inQuote = false;
    }
    else if (token === ',') {
      endClause();
      afterComma = true;
    } else if (token === '"') {
      endClause();
      inQuote = !inQuote;
    } else {
      if (words.length === 0) clauseQuoted = inQuote;
      words.push(token);
    }
  }
  endSentence();
  return { normalized: sentences.map((sentence) => sentence.text).join(' | '), sentences };
}
