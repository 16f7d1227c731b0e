/**
 * Answers written for several cases at once ("For a toddler's tantrum: "…" For a teenager who won't talk, … say: "…"",
 * "For a repair: "…" For a deposit: "…""): when what the person told fits one case and no other, only that case's words
 * are given, so a parent of a fourteen-year-old is not handed a line for a toddler. With no case or several fitting, the
 * answer is given whole.
 */
import { SERIOUS_ILLNESS } from './lexicon';
import { contentWords } from './situations';

// A sentence that opens on a case and holds words to say: "If they shout, you can say: "…"", "To a partner you could say: "…"".
const CASE_OPENING = /^(?:If|For|When|To|With|After)\b/;
// "If it keeps happening…", "If nothing changes…": a next step for any case, never one of them to choose between.
const GOING_ON = /^(?:If|When) (?:it|this|that|they|he|she|nothing|things)\b[^:,"]*\b(?:keeps?|again|still|changes?|continues?|happening|worse)\b/;
// Words of any case that say nothing of which it is; nor do the words of asking for words ("write me a message to send
// her"), so "send" picks no case about money.
const ANY_CASE = new Set(contentWords('you your they them someone person people try could would want need first time again say said send write message'));
// What was told, as the words a case is written in: "He's 14" is a teenager, "they found a tumour" a serious diagnosis.
const CASE_WORDS_TOLD: readonly [RegExp, string][] = [
  [/\b(?:1[3-9]|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b|\byear (?:[89]|1[0-3])\b|\bteen/, 'teenager teen'],
  [/\b(?:[1-4]|one|two|three|four)[- ](?:year[- ]old|yo)\b|\btoddler/, 'toddler tantrum'],
  [new RegExp(String.raw`\b(?:${SERIOUS_ILLNESS})\b`), 'diagnosed serious'],
];

/** Whether an answer has a case of its own for someone of these roles ("With your partner…" for "boyfriend partner"). */
export function hasCaseFor(answer: string, to: string): boolean {
  const roles = new Set(contentWords(to));
  return roles.size > 0 && answerSentences(answer).some((s) => CASE_OPENING.test(s) && s.includes('"') && contentWords(s).some((w) => roles.has(w)));
}

/** The sentences of an answer, never cut inside quoted words. */
export function answerSentences(answer: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < answer.length; i++) {
    const c = answer[i];
    if (c === '"') quoted = !quoted;
    const ends = !quoted && /[.?!"]/.test(c ?? '') && answer[i + 1] === ' ' && /[A-Z"]/.test(answer[i + 2] ?? '');
    if (ends && (c !== '"' || /[.?!]/.test(answer[i - 1] ?? ''))) {
      out.push(answer.slice(start, i + 1).trim());
      start = i + 2;
    }
  }
  const last = answer.slice(start).trim();
  if (last) out.push(last);
  return out;
}

/**
 * The answer with only the case that what was told fits, or the answer as it was. `to`: words of who the words are for
 * ("partner" when asked what to say to Mark, her partner), which count twice: "With your partner…" over "With the child…".
 */
export function caseThatFits(answer: string, told: string, to = ''): string {
  const sentences = answerSentences(answer);
  const cases = sentences
    .map((sentence, i) => ({ sentence, i }))
    .filter(({ sentence }) => CASE_OPENING.test(sentence) && sentence.includes('"') && !GOING_ON.test(sentence));
  if (cases.length < 2) return answer;
  const lower = told.toLowerCase();
  const heard = new Set(contentWords([lower, ...CASE_WORDS_TOLD.filter(([told]) => told.test(lower)).map(([, words]) => words)].join(' ')));
  const addressee = new Set(contentWords(to));
  // A case is known by its words that no other case has: "For a repair: "…the damp and mould in the bedroom…"" by its mould.
  const wordsOf = cases.map(({ sentence }) => new Set(contentWords(sentence).filter((word) => !ANY_CASE.has(word))));
  const scored = cases.map(({ i }, k) => {
    const own = [...wordsOf[k]!].filter((word) => !wordsOf.some((other, j) => j !== k && other.has(word)));
    return { i, score: own.filter((word) => heard.has(word)).length + 2 * own.filter((word) => addressee.has(word)).length };
  });
  const best = Math.max(...scored.map((c) => c.score));
  const top = scored.filter((c) => c.score === best);
  if (best === 0 || top.length > 1) return answer;
  const dropped = new Set(scored.filter((c) => c.i !== top[0]!.i).map((c) => c.i));
  return sentences.filter((_, i) => !dropped.has(i)).join(' ');
}
