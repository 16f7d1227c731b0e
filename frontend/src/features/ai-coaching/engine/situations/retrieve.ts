/**
 * The particular question of a situation found by the words of the question itself, when its key
 * phrases are not there word for word: "should i read off paper or use cards?" is the question about
 * notes for a speech, "whats the best pillow for neck pain" the one about pillows. Each question's
 * answer and key words are a small document; the words of the person's question (the sentences that
 * ask, not the whole message) are weighed by how rare they are across all of them, and a match needs
 * at least one of the question's own key words.
 */
import { sentences } from '../text';
import type { Situation } from './types';

export interface Retrieved {
  situationId: string;
  index: number;
  answer: string;
}

// Words that say what kind of question it is, or that any question could hold, not what it is about.
const STOP = new Set(
  `a an the and or but so if of to in on at by for with from into about as is are was were be been being am do does did doing have has had
  having i me my mine you your yours he him his she her hers it its we us our they them their what which who whom this that these those
  there here when where why how all any both each few more most other some such no nor not only own same than too very can will just
  should could would might must shall may also get got gets make made go going goes gone really like want know think feel thing things
  something anything way lot bit even still much many one two now then out up down off over again ok okay yeah yes lol idk im ive dont
  cant its thats whats u ur pls please tbh kinda sort maybe actually need say said tell told ask try tried help let see look time day
  days week normal after before feeling big small good bad better best right wrong keep move put start stop people person someone today
  tomorrow tonight monday tuesday wednesday thursday friday saturday sunday month year hour hours minute minutes plan question problem
  part kind sure possible usual usually sometimes never always again first last back long short half whole together instead without
  thank thanks everything nothing mean means around since ever every stuff guess honestly literally weird silly stupid okay ill
  getting gotten text texted texting reply replied message look looking old mum mom dad common because`.split(/\s+/),
);

// American and British spellings alike ("apologize", "apologise"; "behavior", "behaviour"), then a crude stem.
const stem = (word: string) =>
  word
    .replace(/iz(e|es|ed|ing)$/, 'is$1')
    .replace(/(?<=[a-z]{3})(?<!o)or$/, 'our')
    // "denies" and "denied" as "deny", "worries" as "worry".
    .replace(/(?<=[a-z]{3})i(?:es|ed)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
    .replace(/e$/, '');

/** Content words, crudely stemmed ("shaking" and "shake" alike); contractions ("don't", "i'll") are not content. */
export function terms(text: string): string[] {
  return termsKept(text, (w) => !STOP.has(w));
}

function termsKept(text: string, kept: (word: string) => boolean): string[] {
  const words = (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).filter((w) => w.length >= 3 && !w.includes("'"));
  // "weeks" is as little about the question as "week": the stop words are left out before and after stemming.
  return [...new Set(words.filter(kept).map(stem).filter((w) => w.length >= 3 && kept(w)))];
}

// Stop words for a question that still tell a case apart: "he hasn't replied to my message" is the case of waiting for a reply.
const CASE_WORDS = new Set(['reply', 'replied', 'text', 'texted', 'texting', 'message']);

/** Content words with the words that tell a case apart ("replied", "message"), for matching a message to a case's lines. */
// "we had to put our dog down" is the case "put to sleep" is written of, though neither holds a content word.
const PUT_TO_SLEEP = /\bput(?:ting)? (?:(?:our|my|the|him|her|them) )?(?:(?:old|poor|dog|cat|pet|boy|girl) )?(?:down|to sleep)\b/g;

export function caseTerms(text: string): string[] {
  return termsKept(text.toLowerCase().replace(PUT_TO_SLEEP, ' euthanasia '), (w) => !STOP.has(w) || CASE_WORDS.has(w));
}

/** Content words as written and as stemmed: "died" stems to nothing, yet says what a conversation is about. */
export function subjectWords(text: string): string[] {
  const written = (text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).filter((w) => w.length >= 3 && !w.includes("'") && !STOP.has(w));
  return [...new Set([...written, ...terms(text)])];
}

// A message asks when a sentence of it is a question or it makes a request; a story with no ask is not searched.
const REQUEST = new RegExp([
  String.raw`\b(?:what(?:s|'s| is) the|which|is there|should i|can you|could you|any (?:tips|advice|ideas)|help me|help with)\b`,
  String.raw`\b(?:how (?:do|can|should) i|what (?:do|should|can) i|give me|tell me)\b`,
].join('|'));

interface Doc {
  situationId: string;
  index: number;
  answer: string;
  words: ReadonlySet<string>;
  keys: ReadonlySet<string>;
}

/** How much a match must weigh, and how much more a key word counts than a word of the answer. */
const MIN_SCORE = 8;
const MIN_HITS = 2;
const KEY_WEIGHT = 1.5;
const MAX_CHARS = 1_000;

export interface FaqRetriever {
  /** The best particular question for these words among the situations given (the one in play first). */
  retrieve(message: string, situationIds: readonly string[], given: (situationId: string, index: number) => boolean): Retrieved | null;
}

export function faqRetriever(situations: readonly Situation[]): FaqRetriever {
  let built: { docs: Doc[]; idf: Map<string, number> } | null = null;
  // Built on first use: most conversations never need it.
  const build = () => {
    const docs = situations.flatMap((s) =>
      (s.faqs ?? []).map((f, index) => {
        const keys = new Set(terms(f.keys.join(' ')));
        return { situationId: s.id, index, answer: f.answer, words: new Set(terms(f.answer)), keys };
      }),
    );
    const df = new Map<string, number>();
    for (const d of docs) for (const w of new Set([...d.words, ...d.keys])) df.set(w, (df.get(w) ?? 0) + 1);
    const idf = new Map([...df].map(([w, n]) => [w, Math.log(docs.length / (1 + n))]));
    return { docs, idf };
  };
  return {
    retrieve(message, situationIds, given) {
      built ??= build();
      const { docs, idf } = built;
      const asking = sentences(message.slice(0, MAX_CHARS)).filter((s) => s.question);
      if (asking.length === 0 && !REQUEST.test(message.toLowerCase())) return null;
      const words = terms(asking.length > 0 ? asking.map((s) => s.text).join(' ') : message.slice(0, MAX_CHARS));
      let best: { doc: Doc; score: number } | null = null;
      for (const doc of docs) {
        const rank = situationIds.indexOf(doc.situationId);
        if (rank < 0 || given(doc.situationId, doc.index)) continue;
        const hits = words.filter((w) => doc.words.has(w) || doc.keys.has(w));
        const keyHits = hits.filter((w) => doc.keys.has(w)).length;
        // Another situation still in the conversation needs two of its key words; the one in play, one.
        if (hits.length < MIN_HITS || keyHits < (rank === 0 ? 1 : 2)) continue;
        const score = hits.reduce((sum, w) => sum + (idf.get(w) ?? 0) * (doc.keys.has(w) ? KEY_WEIGHT : 1), 0);
        if (score >= MIN_SCORE && (!best || score > best.score)) best = { doc, score };
      }
      return best ? { situationId: best.doc.situationId, index: best.doc.index, answer: best.doc.answer } : null;
    },
  };
}
