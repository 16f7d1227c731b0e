/** One message read once: its words normalised, then its act, topics, entities, feelings and body sensations. */
import { FEELINGS, FEELING_IDS, feelingsIn } from '../lexicon';
import { asksOutsideQuotes, cleanText, SENTENCE_BODY } from '../text';
import { classifyAct } from './acts';
import { BODY_VOCABULARY, bodyIn } from './body';
import { ENTITY_VOCABULARY, entitiesIn, type Token } from './entities';
import { makeCorrector } from './spelling';
import { TOPIC_VOCABULARY, topicsIn } from './topics';
import type { ConversationContext, Understanding } from './types';

/** Texting forms and apostrophe-less contractions, as the rest of the module expects them. */
const FORMS = new Map<string, string>(Object.entries({
  u: 'you', ur: 'your', r: 'are', ya: 'you', pls: 'please', plz: 'please', pleaseee: 'please', ppl: 'people', bc: 'because',
  cuz: 'because', coz: 'because', cos: 'because', rn: 'right now', tmrw: 'tomorrow', tmr: 'tomorrow', tmrow: 'tomorrow',
  '2moro': 'tomorrow', '2day': 'today', '2nite': 'tonight', tonite: 'tonight', b4: 'before', wanna: 'want to', abt: 'about',
  bday: 'birthday', convo: 'conversation', msg: 'message', sth: 'something', smth: 'something', thru: 'through', tho: 'though',
  thx: 'thanks', thnx: 'thanks', im: "i'm", ive: "i've", dont: "don't", cant: "can't", wont: "won't", didnt: "didn't",
  doesnt: "doesn't", isnt: "isn't", arent: "aren't", wasnt: "wasn't", werent: "weren't", havent: "haven't", hasnt: "hasn't",
  hadnt: "hadn't", couldnt: "couldn't", shouldnt: "shouldn't", wouldnt: "wouldn't", youre: "you're", youve: "you've",
  youll: "you'll", theyre: "they're", theyve: "they've", thats: "that's", whats: "what's", wheres: "where's", whos: "who's",
  hows: "how's", heres: "here's", theres: "there's", lets: "let's", shes: "she's", aint: "ain't", yall: "y'all", idc: "i don't care",
  cannot: "can't", shud: 'should', shld: 'should', shoud: 'should', wud: 'would', cud: 'could', hes: "he's", msgs: 'messages',
  wat: 'what', wut: 'what', wht: 'what', becuz: 'because', bcuz: 'because', evry1: 'everyone', every1: 'everyone', some1: 'someone',
}));

// Words the module reads, so a misspelling of one of them can be recognised.
const FEELING_VOCABULARY = FEELING_IDS.flatMap((id) => [...FEELINGS[id].words, ...(FEELINGS[id].contextual ?? [])]).flatMap((p) => p.split(' '));
const ACT_VOCABULARY = `help helped helps helping exercise exercises breathing journaling journal overthinking tomorrow tonight today
  yesterday weekend please thanks morning afternoon evening something anything remember really actually meditation meditate grounding
  technique relax calmer better because people nothing everything advice suggestion suggestions weather capital probably maybe
  definitely honestly stressed anxious overwhelmed procrastinating everyone everybody someone anyone project
  embarrassing literally basically apparently unfortunately completely absolutely horrible terrible weird believe separate successful`.split(/\s+/);
/** Every word the module reads; the spelling corrector's only targets. */
export const VOCABULARY: ReadonlySet<string> = new Set([
  ...TOPIC_VOCABULARY, ...BODY_VOCABULARY, ...ENTITY_VOCABULARY, ...FEELING_VOCABULARY, ...ACT_VOCABULARY,
]);
const correct = makeCorrector(VOCABULARY);

const FEELING_STARTS = new Set(FEELING_IDS.flatMap((id) => [...FEELINGS[id].words, ...(FEELINGS[id].contextual ?? [])]).map((p) => p.split(' ')[0]));

/**
 * feelingsIn over only the stretches around possible feeling words (three words either side, as far as its negation
 * and context look), so a long message costs little: the result is the same as over every word.
 */
function feelingsAround(words: readonly string[]): ReturnType<typeof feelingsIn> {
  const keep: string[] = [];
  let last = -1;
  for (let i = 0; i < words.length; i++) {
    if (!FEELING_STARTS.has(words[i] ?? '')) continue;
    const from = Math.max(i - 3, last + 1);
    if (from > last + 1 && keep.length > 0) keep.push('.');
    for (let j = from; j <= Math.min(words.length - 1, i + 3); j++) keep.push(words[j] ?? '');
    last = Math.min(words.length - 1, i + 3);
  }
  return feelingsIn(keep);
}

const MAX_CHARS = 12_000;
const MAX_TOKENS = 2_500;
// What a message mentions is read from its first words; a very long entry's act still reads its last sentence.
const MAX_ANALYSED = 600;
// Words with inner apostrophes; a trailing apostrophe only after s ("parents'").
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}]+)*(?:(?<=s)'(?![\p{L}]))?/gu;
// "at 8.40 in the morning": a time or a number with a point in it is no sentence's end.
const SENTENCE = new RegExp(String.raw`${SENTENCE_BODY}[.!?;\n\u2026]*`, 'g');

/** A typed word in the module's normal form: lower case, texting expanded, apostrophes restored, spelling corrected. */
export function normalizeWord(typed: string, name = false): string {
  const lower = typed.toLowerCase();
  const form = FORMS.get(lower);
  if (form !== undefined) return form;
  // A capital inside a sentence is likely a name: "Dane" is not a misspelt "date".
  if (name) return lower;
  const possessive = /^(.{4,}?)('s|')$/.exec(lower);
  if (possessive) return correct(possessive[1] ?? '') + (possessive[2] ?? '');
  return correct(lower);
}

// Texting forms that stand for a person ("u", "im") or read as real words ("lets") are left to the pronoun turn.
const NOT_SAID_BACK = new Set(['u', 'ur', 'r', 'ya', 'lets', 'im', 'ive', 'youre', 'youve', 'youll', 'idc', 'pls', 'plz', 'pleaseee', 'thx', 'thnx', 'tho']);

/**
 * Words said back as they were meant: "stressing evryone" as "stressing everyone", "evry1" as "everyone". Only a
 * lower-case word the module would itself read as another changes; a capitalised one may be a name and stays.
 */
export function spelledAsMeant(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (!/^[a-z0-9]+$/.test(word)) return word;
    const form = NOT_SAID_BACK.has(word) ? undefined : FORMS.get(word);
    if (form !== undefined) return form;
    return /^[a-z]+$/.test(word) ? correct(word) : word;
  });
}

interface Read {
  clean: string;
  tokens: Token[];
  sentences: { text: string; question: boolean }[];
}

const QUESTION_WORDS = new Set(['how', 'what', 'where', 'when', 'why', 'who', 'which']);
const ASKING_VERBS = new Set(['can', 'could', 'should', 'do', 'must', 'would', 'shall', 'will']);
const BEFORE_A_QUESTION = new Set(['ok', 'okay', 'so', 'and', 'but', 'then', 'please', 'pls']);
const MAIN_DO_AFTER = new Set(['if', 'when', 'now', 'then', 'about', 'with', 'next', 'here', 'there', 'this', 'that', 'it', 'in', 'on', 'after']);

/**
 * "How I can stop my voice to shake?", "what i should say to her": a question written in the order of a telling, as
 * English often is when it is a second language, read in the order of a question ("how can i"), so it is answered as one.
 * Only in a sentence that asks, or at its start: "I don't know how I can help" stays a telling.
 */
function askedInOrder(words: string[], tokens: Token[], asks: boolean): void {
  const offset = tokens.length - words.length;
  for (let k = 0; k + 2 < words.length; k++) {
    if (!QUESTION_WORDS.has(words[k] ?? '') || words[k + 1] !== 'i' || !ASKING_VERBS.has(words[k + 2] ?? '')) continue;
    // "What I do if they give appointment very soon?": "do" is the doing itself, not the asking of it.
    if (words[k + 2] === 'do' && (words[k + 3] === undefined || MAIN_DO_AFTER.has(words[k + 3] ?? ''))) continue;
    const leads = words.slice(0, k).every((word) => BEFORE_A_QUESTION.has(word));
    if (!asks && !leads) continue;
    [words[k + 1], words[k + 2]] = [words[k + 2]!, words[k + 1]!];
    const [a, b] = [tokens[offset + k + 1]!, tokens[offset + k + 2]!];
    [a.word, b.word] = [b.word, a.word];
    [a.raw, b.raw] = [b.raw, a.raw];
  }
}

/** "Is normal to be this angry?", "is ok if i ask?": the "it" a second language leaves out, put back so it is read as asked. */
function itLeftOut(words: string[], tokens: Token[]): void {
  const offset = tokens.length - words.length;
  const at = words[0] === 'is' ? 0 : words[1] === 'is' && BEFORE_A_QUESTION.has(words[0] ?? '') ? 1 : -1;
  if (at < 0 || !/^(?:normal|ok|okay|bad|wrong|weird|strange|fine)$/.test(words[at + 1] ?? '')) return;
  if (!/^(?:to|for|that|if|when)$/.test(words[at + 2] ?? '')) return;
  const before = tokens[offset + at]!;
  words.splice(at + 1, 0, 'it');
  tokens.splice(offset + at + 1, 0, { ...before, raw: 'it', word: 'it', start: false, pause: false });
}

/** The message cut into sentences and normalised tokens. */
export function readMessage(text: string): Read {
  const clean = cleanText(String(text ?? '').slice(0, MAX_CHARS));
  const tokens: Token[] = [];
  const sentences: Read['sentences'] = [];
  for (const match of clean.matchAll(SENTENCE)) {
    const chunk = match[0];
    const sentence = sentences.length;
    const words: string[] = [];
    let start = true;
    for (const word of chunk.matchAll(WORD)) {
      if (tokens.length >= MAX_TOKENS) break;
      const after = chunk.charAt((word.index ?? 0) + word[0].length);
      const pause = /[,:()\-\u2013\u2014]/.test(after);
      const normal = normalizeWord(word[0], !start && /^\p{Lu}\p{Ll}/u.test(word[0])).split(' ');
      for (const part of normal) {
        tokens.push({ raw: normal.length > 1 ? part : word[0], word: part, start, pause, sentence });
        words.push(part);
        start = false;
      }
    }
    askedInOrder(words, tokens, chunk.includes('?'));
    itLeftOut(words, tokens);
    const from = match.index ?? 0;
    if (words.length > 0) sentences.push({ text: words.join(' '), question: chunk.includes('?') && asksOutsideQuotes(clean, from, from + chunk.length) });
    if (tokens.length >= MAX_TOKENS) break;
  }
  return { clean, tokens, sentences };
}

/** The message's sentences, each normalised as `understand` normalises the whole. */
export function normalizedSentences(text: string): string[] {
  return readMessage(text).sentences.map((sentence) => sentence.text);
}

/** What one message does and mentions. Pure and synchronous; never throws. */
export function understand(text: string, context: ConversationContext): Understanding {
  const { clean, tokens, sentences } = readMessage(text);
  const words = tokens.map((t) => t.word);
  const head = words.slice(0, MAX_ANALYSED);
  const topics = topicsIn(head);
  const feelings = feelingsAround(head);
  const { act, answer } = classifyAct({ sentences, clean: clean.replace(/\n/g, ' '), content: topics.length > 0 || feelings.length > 0 }, context);
  return {
    act,
    answer,
    topics,
    entities: entitiesIn(tokens.slice(0, MAX_ANALYSED), VOCABULARY),
    feelings,
    body: bodyIn(head),
    normalized: words.join(' '),
  };
}
