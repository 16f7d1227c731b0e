/**
 * Text normalisation for the crisis detector: lowercase, one apostrophe, contractions and chat
 * shortenings expanded, sentences split on end punctuation and clauses on commas and quotation
 * marks, so the rules only ever see lowercase words separated by single spaces.
 *
 * One pass over the characters makes the words, one pass over the words fixes what needs the
 * neighbouring word ("id rather", "want 2 die", "i might just kys"): linear in the text's length.
 */

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

import { correctSpelling } from './spelling';

/** Shortenings written without an apostrophe, and chat slang, to their plain words. */
const WORDS: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  couldnt: 'could not',
  mustnt: 'must not',
  aint: 'am not',
  youre: 'you are',
  youve: 'you have',
  youll: 'you will',
  theyre: 'they are',
  theyve: 'they have',
  theyll: 'they will',
  theyd: 'they would',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  shes: 'she is',
  hes: 'he is',
  its: 'it is',
  itll: 'it will',
  weve: 'we have',
  everyones: 'everyone is',
  wanna: 'want to',
  gonna: 'going to',
  finna: 'going to',
  gotta: 'got to',
  hafta: 'have to',
  kinda: 'kind of',
  sorta: 'sort of',
  tryna: 'trying to',
  dunno: 'do not know',
  lemme: 'let me',
  ima: 'i am going to',
  imma: 'i am going to',
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  cuz: 'because',
  cos: 'because',
  coz: 'because',
  bc: 'because',
  bcuz: 'because',
  becuz: 'because',
  cause: 'because',
  tho: 'though',
  altho: 'although',
  rn: 'right now',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrow: 'tomorrow',
  tomoz: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  bf: 'boyfriend',
  gf: 'girlfriend',
  bff: 'best friend',
  idk: 'i do not know',
  idc: 'i do not care',
  idek: 'i do not even know',
  ik: 'i know',
  wud: 'would',
  cud: 'could',
  shud: 'should',
  wat: 'what',
  thru: 'through',
  nvm: 'never mind',
  abt: 'about',
  rly: 'really',
  rlly: 'really',
  srsly: 'seriously',
  prolly: 'probably',
  probs: 'probably',
  yall: 'you all',
  noone: 'no one',
  no1: 'no one',
  every1: 'everyone',
  some1: 'someone',
  sum1: 'someone',
  any1: 'anyone',
  b4: 'before',
  w: 'with',
  jk: 'just kidding',
  // Said of oneself these are the act itself ('kys', said to others, is decided by the words before it).
  kms: 'kill myself',
  ctb: 'kill myself',
  myslef: 'myself',
  mysef: 'myself',
  myelf: 'myself',
  meself: 'myself',
  mself: 'myself',
  myseld: 'myself',
  selfharm: 'self harm',
  selfharming: 'self harming',
  selfharmed: 'self harmed',
  selfharms: 'self harms',
  sewerslide: 'suicide',
  // "sui thoughts", "feeling sui": the short form of suicidal.
  sui: 'suicidal',
  suwuicide: 'suicide',
  sooicide: 'suicide',
  suicidee: 'suicide',
  suicidle: 'suicidal',
  sucidle: 'suicidal',
  kil: 'kill',
  kll: 'kill',
  ded: 'dead',
  urself: 'yourself',
  urslef: 'yourself',
  yourslef: 'yourself',
  urselves: 'yourselves',
  // Chat fillers with no bearing on risk.
  lol: '',
  lmao: '',
  lmfao: '',
  rofl: '',
  tbh: '',
  ngl: '',
  imo: '',
  imho: '',
  fr: '',
  frfr: '',
  istg: '',
  smh: '',
  omg: '',
  omfg: '',
  ffs: '',
  fml: '',
  xd: '',
  ugh: '',
  uh: '',
  um: '',
  umm: '',
  hmm: '',
};

const POSSESSIVE_IS = new Set(
  'it that he she there what who where here everything nothing life this how why when death dying'.split(' '),
);
const LEET: Record<string, string> = { '1': 'i', '!': 'i', '|': 'i', '3': 'e', '0': 'o', '4': 'a', '@': 'a', $: 's' };
// Emoji that name a means of harm read as the word; the rest carry nothing the rules use.
const EMOJI_WORD: Readonly<Record<number, string>> = {
  0x1f48a: 'pills', // 💊
  0x1f52a: 'knife', // 🔪
  0x1f52b: 'gun', // 🔫
  0x1faa2: 'rope', // 🪢
  0x1fa92: 'razor', // 🪒
  0x26b0: 'coffin', // ⚰
  0x1faa6: 'grave', // 🪦 (a headstone)
};

const APOSTROPHE = new Set(["'", '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u02BC', '\uFF07', '`', '\u00B4']);
const DOUBLE_QUOTE = new Set(['"', '\u201C', '\u201D', '\u201E', '\u00AB', '\u00BB']);
const SENTENCE_END = new Set(['.', '!', '?', ';', '\n', '\r', '\u2026']);
const CLAUSE_BREAK = new Set([',', ':', '(', ')', '[', ']', '{', '}', '\u2014', '\u2013']);
// Symbols that stand for letters inside a word (k!ll, su1c1de, f*ck).
const IN_WORD_SYMBOL = new Set(['!', '|', '@', '*', '#', '$']);

const VERB_AFTER_I_WOULD = new Set(
  (
    'rather be never kill just love like probably do want have go take jump end hate die prefer sooner honestly really give lose wish ' +
    'feel always still hang shoot overdose drown cut hurt'
  ).split(' '),
);
const VERB_AFTER_I_WILL = new Set(
  (
    'kill end just do take jump hang cut be never go finally probably make try overdose shoot drown die hurt see get stop always ever miss ' +
    'leave disappear not tell write say give swallow walk drive crash slit od'
  ).split(' '),
);
const BEFORE_TO = new Set('want going have need ready try trying tried like love hate plan planning about decided deserve wish used way ways'.split(' '));
const PARTICIPLE = new Set('been existed gone died done had known seen met tried felt thought taken left woken made lost given become'.split(' '));
const PRONOUN = new Set('i you he she we they it'.split(' '));
const NOT_MYSELF = new Set(
  'harm harming harmed injury esteem worth care confidence image doubt hatred loathing control respect talk love destruct destructive'.split(' '),
);
// "to dye" is "to die" after these, unless what is dyed follows.
const DYE_AS_DIE_BEFORE = new Set('want wanna way ways going ready wish deserve decided plan planning time easier better'.split(' '));
const DYE_OBJECT = new Set('my your his her their the a it them this that hair clothes shirt wool eggs fabric'.split(' '));
// Between "i" and "kys", words that keep it about oneself ("i might just kys").
const KYS_LEAD = new Set(
  (
    'am want to might will would should could going need may just really honestly literally actually finally probably kind of seriously ' +
    'lowkey about ready got have go'
  ).split(' '),
);
const SUICIDE_SPELLING = /^su+i?[cs]+i?d+(e|al|ial)$/;
// Intensifiers that change nothing the rules look at; dropped so they cannot split a phrase
// ("I honestly don't really even want to be alive").
const INTENSIFIER = new Set(
  'really honestly literally actually seriously truly genuinely basically totally completely lowkey highkey legit even already definitely probably'.split(' '),
);

const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isLetterCode = (c: number) => c >= 97 && c <= 122;
const AFTER_SENTENCE_END = /[.!?,]/;
// Words that start with an apostrophe ('em, 'cause) rather than opening a quotation.
const ELISION = /^(?:em|cause|cos|coz|til|till|bout|round|tis|twas|n)\b/;

function expandContraction(word: string): string {
  if (word === "i'mma" || word === "i'ma") return 'i am going to';
  if (word === "can't") return 'can not';
  if (word === "won't") return 'will not';
  if (word === "shan't") return 'shall not';
  if (word === "ain't") return 'am not';
  if (word.endsWith("n't")) return `${word.slice(0, -3)} not`;
  const at = word.lastIndexOf("'");
  const stem = word.slice(0, at).replace(/'/g, '');
  switch (word.slice(at + 1)) {
    case 'm':
      return `${stem} am`;
    case 're':
      return `${stem} are`;
    case 've':
      return `${stem} have`;
    case 'll':
      return `${stem} will`;
    case 'd':
      return `${stem} would`;
    case 's':
      return POSSESSIVE_IS.has(stem) ? `${stem} is` : stem;
    default:
      return word.replace(/'/g, '');
  }
}

const WORD_MAP = new Map(Object.entries(WORDS));

function pushPlain(word: string, out: string[]): void {
  const plain = WORD_MAP.get(word);
  if (plain === undefined) out.push(correctSpelling(word));
  else if (plain !== '') for (const piece of plain.split(' ')) out.push(piece);
}

/** One word as typed (with symbols, apostrophes or stretched letters), to the plain words it stands for. */
function plainWords(typed: string, out: string[]): void {
  let word = typed;
  if (/^f[*#@]+ck/.test(word)) word = `fuck${word.replace(/^f[*#@]+ck/, '')}`;
  word = word.replace(/(?<=[a-z])[1!|340@$](?=[a-z])/g, (c) => LEET[c] ?? c).replace(/[!|@*#$]/g, '');
  if (word.includes("'")) word = expandContraction(word);
  word = word.replace(/([a-z])\1{2,}/g, '$1$1');
  for (const part of word.split(' ')) if (part !== '') pushPlain(part, out);
}

/** Lowercase words and the marks "|" (sentence end), "," (clause break) and '"' (quotation mark). */
function tokenize(raw: string): string[] {
  const text = (/[\u0080-\uffff]/.test(raw) ? raw.normalize('NFKC') : raw).toLowerCase();
  const tokens: string[] = [];
  let start = -1;
  // Anything other than plain letters and digits in the word, or a letter three times in a row.
  let unusual = false;
  let run = 0;
  const flush = (end: number) => {
    if (start >= 0) {
      const word = text.slice(start, end);
      if (unusual) plainWords(word.replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\uFF07`\u00B4]/g, "'"), tokens);
      else pushPlain(word, tokens);
    }
    start = -1;
    unusual = false;
    run = 0;
  };
  const mark = (m: string, at: number) => {
    flush(at);
    const last = tokens[tokens.length - 1];
    if (m === '"' && last === '|') tokens.splice(tokens.length - 1, 0, m);
    else if (m === '"' || last === undefined || (last !== '|' && !(m === ',' && last === ','))) tokens.push(m);
  };
  const length = text.length;
  for (let i = 0; i < length; i += 1) {
    const code = text.charCodeAt(i);
    if (isWordCode(code)) {
      if (start < 0) start = i;
      else if (code === text.charCodeAt(i - 1)) {
        run += 1;
        if (run >= 2) unusual = true;
      } else run = 0;
      if (code < 97) unusual = true;
      continue;
    }
    if (code === 32) {
      if (start >= 0) flush(i);
      continue;
    }
    const c = text.charAt(i);
    const previous = i > 0 ? text.charCodeAt(i - 1) : 32;
    const next = i + 1 < length ? text.charCodeAt(i + 1) : 32;
    if (APOSTROPHE.has(c)) {
      if (isWordCode(previous) && isLetterCode(next)) {
        if (start < 0) start = i;
        unusual = true;
        continue;
      }
      if (!isWordCode(previous) && ELISION.test(text.slice(i + 1, i + 7))) continue;
      const afterEnd = AFTER_SENTENCE_END.test(text.charAt(i - 1));
      if ((!isWordCode(previous) && !afterEnd && isWordCode(next)) || ((isWordCode(previous) || afterEnd) && !isWordCode(next))) mark('"', i);
      else flush(i);
    } else if (IN_WORD_SYMBOL.has(c) && start >= 0 && isLetterCode(next)) {
      unusual = true;
    } else if (DOUBLE_QUOTE.has(c)) {
      mark('"', i);
    } else if (SENTENCE_END.has(c)) {
      mark('|', i);
    } else if (CLAUSE_BREAK.has(c) || (c === '-' && previous === 32 && next === 32)) {
      mark(',', i);
    } else if (code >= 0xd800 && code <= 0xdbff) {
      flush(i);
      const emoji = EMOJI_WORD[text.codePointAt(i) ?? 0];
      if (emoji !== undefined) tokens.push(emoji);
      i += 1;
    } else {
      flush(i);
      // Emoji in the basic plane (⚰) are one code unit.
      const emoji = code >= 0x2000 ? EMOJI_WORD[code] : undefined;
      if (emoji !== undefined) tokens.push(emoji);
    }
  }
  flush(length);
  return fixAcrossWords(tokens);
}

/** Fixes that need the word before or after. */
function fixAcrossWords(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const word = tokens[i] as string;
    const next = tokens[i + 1] ?? '';
    const previous = out[out.length - 1] ?? '';
    if (word === 'id' && VERB_AFTER_I_WOULD.has(next)) out.push('i', 'would');
    else if (word === 'ill' && VERB_AFTER_I_WILL.has(next)) out.push('i', 'will');
    else if (word === '2' && BEFORE_TO.has(previous)) out.push('to');
    else if (word === 'would' && PRONOUN.has(previous) && (PARTICIPLE.has(next) || PARTICIPLE.has(tokens[i + 2] ?? ''))) {
      // "I'd never been" is "I had", not "I would".
      out.push(PARTICIPLE.has(next) || ['never', 'not', 'just', 'already', 'ever'].includes(next) ? 'had' : 'would');
    } else if (word === 'my' && next === 'self' && !NOT_MYSELF.has(tokens[i + 2] ?? '')) {
      out.push('myself');
      i += 1;
    } else if (word === 's' && next === 'h') {
      out.push('sh');
      i += 1;
    } else if (word === 'self' && (next === 'delete' || next === 'deleting' || next === 'deleted')) {
      out.push(next === 'deleting' ? 'killing' : 'kill', 'myself');
      i += 1;
    } else if (word === 'dye' && previous === 'to' && DYE_AS_DIE_BEFORE.has(out[out.length - 2] ?? '') && !DYE_OBJECT.has(next)) {
      // "i want to dye", "best way to dye": no hair, clothes or colour after it.
      out.push('die');
    } else if (word === 'sewer' && next === 'slide') {
      out.push('suicide');
      i += 1;
    } else if (word.startsWith('unaliv')) {
      const form = word === 'unaliving' ? 'killing' : word === 'unalived' ? 'killed' : 'kill';
      out.push(form, next === 'me' ? 'me' : 'myself');
      if (next === 'me' || next === 'myself') i += 1;
    } else if (word === 'kys') {
      // About oneself only after "i" and words like "want to", "might just".
      let back = out.length - 1;
      while (back >= 0 && KYS_LEAD.has(out[back] as string) && out.length - back < 8) back -= 1;
      out.push('kill', out[back] === 'i' ? 'myself' : 'yourself');
    } else if (
      INTENSIFIER.has(word) ||
      ((word === 'kind' || word === 'sort') && next === 'of' && previous !== 'what' && previous !== 'this' && previous !== 'that')
    ) {
      if (word === 'kind' || word === 'sort') i += 1;
    } else if (word.startsWith('su') && SUICIDE_SPELLING.test(word)) {
      out.push(word.endsWith('e') ? 'suicide' : 'suicidal');
    } else {
      out.push(word);
    }
  }
  return out;
}

// A comma before one of these words does not end the thought ("I would never, ever hurt myself").
const CONTINUES_CLAUSE = new Set(['ever', 'really', 'truly', 'seriously', 'honestly', 'actually', 'even', 'like']);

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
