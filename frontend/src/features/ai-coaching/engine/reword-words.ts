/**
 * Words already given, said again the way the person asked: more direct ("too soft, make it more direct"), or as
 * they would talk ("less formal, it sounds like HR wrote it"). Pure functions of the lines; the caller keeps them.
 */
import { capitalize } from './text';

/** "too soft", "more direct please", "a bit firmer but not rude", "too polite". */
// Not "my english sounds too direct", which asks for the opposite, nor "not too german-direct, not too brazilian-soft", a mix.
const MORE_FIRM =
  'more direct|(?<!\\b(?:too|so|very|bit|sounds?) |-|\\bnot (?:too |so |very )[a-z]+[- ])direct(?:er)?|' +
  'firmer|more firm|stronger|more assertive|blunter|straight to the point';
// Not "my ex says I'm too soft", said of a person.
const LESS_SOFT =
  "(?<!\\b(?:i'm|im|i am|he's|she's|hes|shes|they're|you're|youre|being|was|were|is|are|am) )(?:too soft|too polite|too nice|too gentle)|" +
  'less soft|less apologetic|too apologetic';
export const FIRMER_ASKED = new RegExp(String.raw`\b(?:${MORE_FIRM}|${LESS_SOFT})\b`);

/** Where one sentence of words given ends and the next begins: "…help. Could you…". */
export const SENTENCE_BREAK = /(?<=[.?!])\s+(?=[A-Z])/;

/** "make simple please. short words": simpler, whether words or steps were given. */
// "too complicated", "thats too much", "too complex lol": the last answer was too much to take in.
export const SIMPLER_ASKED = new RegExp(
  String.raw`\b(?:make (?:it |this |that )?(?:more )?simple|simpler|short words|simple words|easy words|easier words|simple english)\b|` +
    String.raw`^(?:(?:that'?s|thats|its|it'?s|this is|still|hmm+|but|way) )*too (?:complicated|complex|much)\b`,
);

/** "Good list. Can you make it shorter so I can send it to her?": the answer just given, in fewer words. */
const WHAT_WAS_GIVEN = 'it|this|that|them|the list';
export const SHORTER_VERSION_ASKED = new RegExp(
  String.raw`\b(?:make (?:${WHAT_WAS_GIVEN}) (?:a bit |a little |much )?shorter|shorten (?:it|this|that)|(?:a )?shorter (?:version|list))\b|` +
    // "shorter pls. im on my break", "way shorter lol": the whole ask is the one word.
    String.raw`^(?:(?:hmm+|ok|okay|but|sorry|yeah|nah|um+) )*(?:(?:a bit|a little|much|way|even|bit) )?shorter` +
    String.raw`(?: (?:please|pls|plz|lol|haha|thanks|mate))*(?: |$)`,
);

/** "can you give me like one sentence i can send them", "2 sentences i can actually say at dinner", or simpler. */
/** "the words to say when I arrive? Simple English please": words for a new moment, not the last ones reworked. */
export const NEW_MOMENT_WORDS =
  /\b(?:words|what|sentences?|lines?|something) (?:to|i can|i could|i should) (?:say|tell (?:them|him|her)) (?:when|as soon as|once|before|after|at the) /;
export const FEW_LINES_ASKED = new RegExp(String.raw`\b(?:one|1|a single|two|2) (?:short |simple )?(?:sentences?|lines?)\b|${SIMPLER_ASKED.source}`);

// Lines that lead in or speak of feelings about saying it, which a direct version leaves out.
const LEAD_IN = /^(?:There's something|There is something|Can we talk(?! about)|Can I bring something up|Could we talk|I'd like to talk|I hope you're well)\b/i;
const ABOUT_SAYING_IT = /\b(?:isn't easy|is not easy|matters? to me|you matter|honest with you|care about you|rather you hear|rather you heard)\b/i;
// Softeners a direct version drops, each with what it becomes.
const SOFTENERS: readonly [RegExp, string][] = [
  [/\bI was wondering if you could\b/g, 'Please'],
  [/\bWould it be possible to\b/g, 'Please'],
  [/^Could you\b/g, 'Please'],
  [/^Can you\b/g, 'Please'],
  [/\b(?:just|maybe|perhaps|a bit|a little|kind of|sort of|I think|I guess) /g, ''],
  [/,? if that's (?:okay|ok|alright)\b/g, ''],
  [/^(?:Sorry|I'm sorry), /g, ''],
];

/** "one sentence", "a single line": how many the person asked for, when it is one. */
export const ONE_LINE_ASKED = /\b(?:one|1|a single) (?:short |simple )?(?:sentence|line)\b/;

/**
 * The first `count` sentences of a line that say something, not a lead-in ("Yanis, can we talk?") or how hard it is to
 * say, with the name it was addressed to kept; the line itself when nothing would be left out.
 */
export function firstSentences(line: string, count = 1): string {
  const address = /^([A-Z][\p{L}'-]+), /u.exec(line)?.[1];
  const sentences = line.split(SENTENCE_BREAK);
  const said = sentences.filter((one) => !LEAD_IN.test(one.replace(/^[A-Z][\p{L}'-]+, /u, '')) && !ABOUT_SAYING_IT.test(one)).slice(0, count);
  const first = said[0];
  if (!first || said.length === sentences.length) return line;
  const kept = said.join(' ');
  if (!address || first.startsWith(address)) return kept;
  return `${address}, ${/^I\b/.test(kept) ? kept : kept.charAt(0).toLowerCase() + kept.slice(1)}`;
}

/** Words a line may have and still count as short: "Your things are ready. You can collect them on Saturday…" is kept whole. */
const SHORT_ENOUGH = 14;

/** A line made shorter: of three sentences or more, the first two that say something; of two, the first. */
export function shorterLine(line: string): string {
  if (line.split(/\s+/).length <= SHORT_ENOUGH) return line;
  const sentences = line.split(SENTENCE_BREAK).length;
  return firstSentences(line, sentences >= 3 ? 2 : 1);
}

/** The lines said more directly: lead-ins and talk of how hard it is to say left out, softeners dropped; null when nothing changes. */
export function firmerLines(lines: readonly string[]): string[] | null {
  const kept = lines
    .filter((line) => !LEAD_IN.test(line) && !ABOUT_SAYING_IT.test(line))
    .map((line) => {
      let out = line;
      for (const [pattern, to] of SOFTENERS) out = out.replace(pattern, to);
      // "Please let me finish?" is an instruction, not a question.
      if (/^Please\b/.test(out)) out = out.replace(/\?$/, '.');
      return out.charAt(0).toUpperCase() + out.slice(1);
    })
    .filter((line) => line.split(' ').length > 2);
  if (kept.length === 0 || kept.join(' ') === lines.join(' ')) return null;
  return kept;
}

// Each with its short form, as people write them in a message.
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bI would prefer if\b/g, "I'd rather"],
  [/\bI would\b/g, "I'd"],
  [/\bI am\b/g, "I'm"],
  [/\bI will\b/g, "I'll"],
  [/\b(do|does|did|is|are|was|were|would|could|should|have|has) not\b/gi, "$1n't"],
  [/\bcannot\b|\bcan not\b/gi, "can't"],
  [/\bwill not\b/gi, "won't"],
  [/\b(it|that|there|what) is (?=[a-z])/gi, "$1's "],
  [/\b(we|you|they) are (?=[a-z])/gi, "$1're "],
  [/\blet us\b/gi, "let's"],
];

// The opening a text puts before what it says: "Hey, got a sec?", "Hey Sam, quick thing:", "Hey, can I say something?".
const TEXT_OPENING = new RegExp(
  String.raw`^(?:hey|hi|hiya)(?: [A-Z][\p{L}'-]+)?,?\s*(?:(?:got a sec|quick one|can i say something|can i ask you something(?: quickly)?|` +
    String.raw`could i ask you a favour|can i tell you something)\?\s*|quick (?:thing|question|one):\s*)?`,
  'iu',
);
// What a text adds after what it says: ", and honestly it's starting to get to me".
const TEXT_TAIL = /,? and honestly it's starting to get to me(?=[.?!])/;

/**
 * Asked more casual again after a casual version ("still sounds like a script tbh"): the line with nothing around it,
 * "You keep cancelling on me last minute. What's going on?"; null when nothing would be left of it or nothing would change.
 */
export function barestLine(line: string): string | null {
  const opened = line.replace(TEXT_OPENING, '').replace(TEXT_TAIL, '');
  const first = opened.split(SENTENCE_BREAK)[0]?.trim() ?? '';
  if (first.split(' ').length < 3) return null;
  const said = capitalize(first);
  // Something they keep doing, said straight, asks what is going on rather than leaving it as a charge.
  const bare = /^You\b[^?]*\.$/.test(said) ? `${said} What's going on?` : said;
  return bare === line ? null : bare;
}

/** A line as someone would type it to a friend: the long forms contracted ("I would prefer if we talked" → "I'd rather we talked"). */
export function casualized(line: string): string {
  let out = line;
  for (const [pattern, to] of CONTRACTIONS) out = out.replace(pattern, to);
  return out;
}

/**
 * "my english sounds too direct", "make it softer", "Can be more soft?": the words asked gentler. Not "not too soft", nor
 * "Is this more polite or is passive aggressive?", a view asked, nor "she was too direct with me" or "I'm too direct with my
 * staff", told.
 */
/** Before "a bit softer": words that say it of a person, not of the words ("he's usually", "she gets"). */
export const NOT_SAID_OF_SOMEONE = String.raw`(?<!\b(?:he's|she's|hes|shes|he is|she is|they're|they are|usually|often|always|gets|get|seems)(?: a)? )`;

export const SOFTER_ASKED = new RegExp(
  String.raw`\b(?<!\b(?:not|is (?:it|this|that)|was|were|being|been|i'm|im|i am|he's|she's|hes|shes|they're) )` +
    String.raw`too (?:direct|blunt|harsh|strong|cold|rude|pushy)\b|\bless (?:direct|blunt|harsh|rude|pushy)\b|` +
    // Not said of someone: "He's usually a bit softer after we've eaten".
    String.raw`\b${NOT_SAID_OF_SOMEONE}(?:make (?:it|this|that) |be |sound |bit |a bit |little |a little )(?:more )?` +
    String.raw`(?:soft|softer|gentle|gentler|polite|politer)\b|` +
    String.raw`\b(?:softer|gentler)(?: (?:please|pls|version|tone))?\W*$|` +
    // "hmm that's a bit passive aggressive honestly", "sounds kinda rude": said of the words given.
    String.raw`\b(?:that'?s|thats|it'?s|its|this is|sounds|hmm+|bit) (?:a bit |bit |very |so |kinda |kind of |a little |way |too )?` +
    String.raw`(?:passive[- ]aggressive|snarky|snippy|sarcastic|rude|aggressive|confrontational)\b`,
);

// Each way of asking outright with the gentler form people use for it: "Please wash…" → "Could you wash…?".
const SOFTENINGS: readonly [RegExp, string][] = [
  [/^Can you\b/, 'Could you'],
  [/^Please (?=[a-z])/, 'Could you '],
  [/^You (?:need|have) to\b/, 'Could you'],
  [/\bI need you to\b/g, 'It would really help if you could'],
  [/\bI want\b/g, "I'd like"],
];

/** The lines said more gently: asks put as "could you…?", a greeting before and a thank-you after when they have none. */
export function softerLines(lines: readonly string[]): string[] {
  const out = lines.map((line) =>
    line
      .split(SENTENCE_BREAK)
      .map((sentence) => {
        let soft = sentence;
        for (const [pattern, to] of SOFTENINGS) soft = soft.replace(pattern, to);
        return /^Could you\b/.test(soft) ? soft.replace(/[.!]$/, '?') : soft;
      })
      .join(' '),
  );
  const first = out[0] ?? '';
  // "Katrin, can we talk?" keeps its name: "Hey Katrin, can we talk?".
  const address = /^[A-Z][\p{L}'-]+,/u.test(first) && !/^(?:Sorry|Please|Thanks|Okay|Ok|So|Well)\b/.test(first);
  const greeted = address ? `Hey ${first}` : `Hey, ${/^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1)}`;
  if (first && !/^(?:Hey|Hi|Hello)\b/.test(first)) out[0] = greeted;
  if (out.length > 0 && !/\bthank/i.test(out.join(' '))) out[out.length - 1] = `${out.at(-1)} Thanks!`;
  return out;
}

// A letter between two others is an apostrophe ("i'm", "don't"), not the end of the quote.
const QUOTED_TEXT = String.raw`['"‘“]((?:[^'"‘“’”\n]|(?<=[a-z])['’](?=[a-z])){12,400})['"’”]`;
// "I can say to passenger at the start '…'", "my draft is '…'", "i wrote '…'": words the person means to send.
const DRAFT_INTRO =
  String.raw`\b(?:i (?:can|could|will|would|might|'ll|'d|was going to|am going to|want to|thought i'd) (?:say|write|text|send|tell|put|reply)|` +
  String.raw`i (?:wrote|have written|drafted)|my (?:version|draft|message|text|reply|line)(?: is| was| so far)?|(?:here's|heres|this is) (?:my|what i))` +
  String.raw`[^'"‘“.?!]{0,60}?`;
const OWN_DRAFT = new RegExp(`${DRAFT_INTRO}${QUOTED_TEXT}`, 'i');

/** The words the person wrote to send and quoted ("I can say … 'you can choose the music, …'"), or null. */
export function ownDraft(raw: string): string | null {
  return OWN_DRAFT.exec(raw.replace(/[’‘]/g, "'"))?.[1]?.trim() ?? null;
}

const FILLERS = /\b(?:just|really|actually|basically|honestly|kind of|sort of|i think|i guess|maybe|literally) /gi;
/** "more short and friendly", "make it friendlier", "warmer". */
export const FRIENDLIER_ASKED = /\b(?:friendl(?:y|ier)|warm(?:er)?|nicer|kinder)\b/;

/** What a rework was asked to do, each read by the caller's own reading of the ask. */
export interface ReworkAsked {
  shorter: boolean;
  casual: boolean;
  softer: boolean;
  friendlier: boolean;
}

/** The person's own draft reworked as asked, with how it was changed ("shorter and friendlier"); null when nothing changes. */
export function draftReworked(draft: string, asked: ReworkAsked): { line: string; how: string[] } | null {
  const how: string[] = [];
  let line = draft.replace(/\s+/g, ' ').trim();
  line = `${/^i\b/.test(line) ? 'I' : line.charAt(0).toUpperCase()}${line.slice(1)}`.replace(/\bi\b/g, 'I');
  if (!/[.?!]$/.test(line)) line += '.';
  const change = (to: string, said: string) => {
    if (to === line) return;
    line = to;
    how.push(said);
  };
  if (asked.shorter) change(shorterLine(line.replace(FILLERS, '')), 'shorter');
  if (asked.casual) change(casualized(line), 'more casual');
  if (asked.softer) change(softerLines([line]).join(' '), 'softer');
  else if (asked.friendlier && !/^(?:Hey|Hi|Hello)\b/.test(line)) change(`Hi! ${line}`, 'friendlier');
  return how.length > 0 ? { line, how } : null;
}

/** "write it more simple please, short sentences", "easy english": words asked for in plain, short sentences. */
export const PLAIN_SENTENCES_ASKED =
  /\b(?:short (?:and simple )?sentences|simple sentences|easy english|simple english|easier english|more simple|simpler|easy words|simple words)\b/;

// Longer ways of saying a thing and the plain word for each, for someone practising the words in a second language.
const PLAIN_SWAPS: readonly [RegExp, string][] = [
  [/\bhas been keeping me awake\b/g, 'keeps me awake'],
  [/\bhave been keeping me awake\b/g, 'keep me awake'],
  [/\blate in the evening\b/g, 'at night'],
  [/\bCould we find a way to\b/g, 'Can we'],
  [/\bcould we find a way to\b/g, 'can we'],
  [/\bWould you be able to\b/g, 'Can you'],
  [/\bCould you\b/g, 'Can you'],
  [/\bI would like\b/g, 'I want'],
  [/\bI'd like\b/g, 'I want'],
  [/\bI'm sure it isn't meant badly\b/g, "I know you don't mean it"],
  [/\bI'd just like us to find something that works for both of us\b/g, 'I want it to be OK for both of us'],
  [/\bsomething that works for both of us\b/g, 'something good for both of us'],
  [/\bat the moment\b/g, 'now'],
  [/\b(?:just|really|quite|actually) /g, ''],
];

/**
 * The words again in short, plain sentences: long ones split at their joins ("…, and…", "; "), longer phrases put plainly, five
 * sentences at most. Null when nothing would change.
 */
export function plainSentences(words: string): string | null {
  const sentences = words
    .split(SENTENCE_BREAK)
    .flatMap((sentence) => sentence.split(/(?:,|;) (?:and |but |so )?(?=[a-z])(?=(?:i|we|you|it|the|that|this|he|she|they|my|our)\b)/))
    .map((part) => {
      const plain = PLAIN_SWAPS.reduce((text, [pattern, swap]) => text.replace(pattern, swap), part.trim());
      const whole = /[.?!]$/.test(plain) ? plain : `${plain}.`;
      return whole.charAt(0).toUpperCase() + whole.slice(1);
    })
    .filter((part) => part.length > 1)
    .slice(0, 5);
  const out = sentences.join(' ');
  return out === words.trim() ? null : out;
}
