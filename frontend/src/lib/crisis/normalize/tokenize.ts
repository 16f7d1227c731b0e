/**
 * The pass over the characters: lowercase words with one kind of apostrophe, contractions,
 * chat words and symbols spelled out (chat-words.ts), misspelt risk words corrected (spelling.ts),
 * and the marks of sentence ends, clause breaks and quotations between them.
 */
import { correctSpelling } from '../spelling';
import { WORDS } from './chat-words';
import { fixAcrossWords } from './fix-across-words';
import { phrasesInEnglish } from './other-languages';

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
export function tokenize(raw: string): string[] {
  // Accents go with the compatibility forms: "não" and "chcę" read as "nao" and "chce".
  const text = (/[\u0080-\uffff]/.test(raw) ? raw.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : raw)
    .toLowerCase()
    // "w/o" is "without": split at the slash it would read as "with o".
    .replace(/\bw\/o\b/g, 'without');
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
  return fixAcrossWords(phrasesInEnglish(tokens));
}
