/**
 * Plain-text helpers: cleaning user input, pronoun swapping and cutting short, grammatical
 * fragments to mirror or quote. Anything that cannot be mirrored safely returns null, so a
 * caller falls back to a fixed line instead of producing broken grammar.
 */
import { soundsUnidiomatic } from './unidiomatic';

const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u20E3|\uFE0F/gu;
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;
const LINE_BREAK = /\r\n?|\u2028|\u2029/g;

/** Emoji, control and zero-width characters removed, quotes straightened, spaces collapsed; line breaks kept. */
export function cleanText(text: string): string {
  return text
    .replace(LINE_BREAK, '\n')
    .replace(/[\u2018\u2019\u201B\u2032`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201F\u2033]/g, '"')
    .replace(EMOJI, ' ')
    .split('\n')
    .map((line) => line.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

export function hasEmoji(text: string): boolean {
  return new RegExp(EMOJI.source, 'u').test(text);
}

/** Lower-case word tokens, apostrophes kept inside words ("i'm", "can't"). */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];
}

export function wordCount(text: string): number {
  return tokens(text).length;
}

export interface Sentence {
  text: string;
  question: boolean;
}

// Someone else's words in quotes: "WHAT?", 'after all those early mornings i drove you??' (not "don't" or "mum's").
const QUOTED_SPAN = /(?<=^|[\s:(])(?:["\u201c][^"\u201d]{1,200}["\u201d]|['\u2018][^'\u2019\n]{1,200}?['\u2019](?=[\s,.;:!?)]|$))/g;

/** The text with anyone's quoted words left out: "'sorry i won' sounds stupid" → " sounds stupid". */
export function withoutQuotes(text: string): string {
  return text.replace(QUOTED_SPAN, ' ');
}

/** Whether a question mark stands in the text outside anyone's quoted words, from `start` to `end`. */
let lastQuoted: { text: string; spans: (readonly [number, number])[] } = { text: '', spans: [] };
function quotedSpans(text: string): (readonly [number, number])[] {
  // Asked once for each sentence of the same message: the spans are found once.
  if (lastQuoted.text !== text) lastQuoted = { text, spans: [...text.matchAll(QUOTED_SPAN)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const) };
  return lastQuoted.spans;
}

export function asksOutsideQuotes(text: string, start = 0, end = text.length): boolean {
  const spans = quotedSpans(text);
  for (let i = text.indexOf('?', start); i >= 0 && i < end; i = text.indexOf('?', i + 1)) {
    if (!spans.some(([from, to]) => i >= from && i < to)) return true;
  }
  return false;
}

/** A sentence's words up to its end mark; "8.40" and other numbers with a point in them do not end it. */
export const SENTENCE_BODY = String.raw`(?:[^.!?;\n\u2026]|(?<=\d)\.(?=\d))+`;
const SENTENCE_WITH_END = new RegExp(String.raw`${SENTENCE_BODY}[.!?;\u2026]*`, 'g');

/**
 * Sentences split at . ! ? ; … and line breaks, not at the point of a number ("£37.50", "7.30"); at most `limit`, so a
 * 4,000-character message stays cheap.
 */
export function sentences(text: string, limit = 40): Sentence[] {
  const out: Sentence[] = [];
  for (const match of text.matchAll(SENTENCE_WITH_END)) {
    const raw = match[0];
    const body = raw.replace(/[.!?;\u2026\s]+$/, '').trim();
    const from = match.index ?? 0;
    const asks = raw.includes('?') && asksOutsideQuotes(text, from, from + raw.length);
    if (body && tokens(body).length > 0) out.push({ text: body, question: asks || looksLikeQuestion(body) });
    if (out.length >= limit) break;
  }
  return out;
}

// "When it's my turn to check in I freeze" tells: a sentence led by "when" asks only with a verb of asking next ("when do I…").
function looksLikeQuestion(body: string): boolean {
  if (/^when\s+(?!(?:do|does|did|is|are|was|will|can|should|would|could|am|shall)\b)/i.test(body)) return false;
  // "did the exam on friday", "did the big shop this morning": a terse report of something done, with no mark to ask.
  if (/^did (?:the|my) [a-z]+(?:$| (?:[a-z]+ )?(?:on|at|in|last|this|yesterday|today|tonight|earlier)\b)/i.test(body)) return false;
  return /^(why|how|what|when|where|who|which|should|can|could|would|will|do|does|did|am|is|are)\s+(i|you|it|we|my|this|that|there|the|u)\b/i.test(body);
}

/** A pattern from alternatives written one per line (each a RegExp source, usually String.raw). */
export function alternatives(...parts: readonly string[]): RegExp {
  return new RegExp(parts.join('|'));
}

// Verbs that double their last letter before "-ing": "putting", "letting", "skipping".
const DOUBLED_BEFORE_ING = new Set([
  ...['put', 'let', 'get', 'cut', 'quit', 'drop', 'stop', 'sit', 'skip', 'shop', 'swap', 'plan', 'chat', 'set', 'run', 'swim', 'hit', 'win'],
  ...['begin', 'forget', 'step', 'admit', 'commit', 'submit', 'chop', 'nag', 'beg', 'bet', 'dig', 'fit', 'hug', 'jog', 'rob', 'rub', 'shut'],
  ...['slip', 'tap', 'wrap', 'grab'],
]);

/** "make" → "making", "put" → "putting", "tie" → "tying", "ring" → "ringing". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  // "sitting with my back to a wall" is said as it is, never "sittinging" ("sing" and "bring" are no -ing forms).
  if (/[a-z]{2}[^aeiou]ing$/.test(v) && !/(?:bring|sting|swing|string|spring|cling|fling|sling|wring)$/.test(v)) return v;
  if (DOUBLED_BEFORE_ING.has(v)) return `${v}${v.at(-1)}ing`;
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  // "dye" → "dyeing", "see" → "seeing", "hoe" → "hoeing": the e stays.
  if (/(?:ye|ee|oe)$/.test(v)) return `${v}ing`;
  if (/[^e]e$/.test(v)) return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

/** "ask Mrs. Kondo for help" as "ask Mrs Kondo for help": a title's full stop ends no sentence or step. */
export function withoutTitleStops(text: string): string {
  return text.replace(/\b(Mrs|Mr|Ms|Dr)\./gi, '$1');
}

/** Text to match literally inside a RegExp: "Mr. (Sam)" matches only itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Fills {name} placeholders; an unknown placeholder becomes empty rather than leaking braces. */
export function fill(template: string, vars: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '').replace(/\s+([.,?!])/g, '$1').replace(/\s{2,}/g, ' ').trim();
}

// --- Pronoun swapping -------------------------------------------------------------------

const SWAPS: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  we: 'you',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  // "we built the veranda ourself": said as non-native writers say it.
  ourself: 'yourselves',
  // "i cant keep up": said back with its apostrophe, as the coach writes.
  cant: "can't",
  dont: "don't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  wasnt: "wasn't",
  arent: "aren't",
  werent: "weren't",
  havent: "haven't",
  hasnt: "hasn't",
  couldnt: "couldn't",
  shouldnt: "shouldn't",
  wouldnt: "wouldn't",
};

// "am" is only the verb after these; "3 am" is a time and must stay as it is.
const BEFORE_AM = new Set(['i', 'really', 'just', 'still', 'also', 'always', 'never', 'so', 'definitely', 'actually', 'honestly']);

const SECOND_PERSON = new Set(['you', 'your', "you're", 'youre', 'yours', 'yourself', 'yourselves', "you've", "you'll", "you'd", 'u', 'ur', 'ya', 'thee', 'thou']);

/** First person becomes second person: "I'm anxious about my exam" → "you're anxious about your exam". */
// "scared ill fail again": "ill" before a verb is "I'll" typed without its apostrophe, not being unwell.
const ILL_AS_I_WILL =
  /\bill(?= (?:fail|be|never|get|do|lose|mess|make|have|look|say|go|end|screw|forget|cry|panic|freeze|ruin|not|just|probably|always|try|need)\b)/gi;

export function swapPronouns(text: string): string {
  let previous = '';
  const swapped = text.replace(ILL_AS_I_WILL, "i'll").replace(/[\p{L}\p{N}']+/gu, (word) => {
    const lower = word.toLowerCase();
    let said = SWAPS[lower];
    if (lower === 'am' && BEFORE_AM.has(previous)) said = 'are';
    if (lower === 'was' && (previous === 'i' || previous === 'we')) said = 'were';
    if ((lower === "wasn't" || lower === 'wasnt') && (previous === 'i' || previous === 'we')) said = "weren't";
    previous = lower;
    return said ?? word;
  });
  // "or am I just lazy": the verb before its "I" turns too; "we been together 3 years" is said back as "you've been".
  return swapped
    .replace(/\bam you\b/g, 'are you')
    .replace(/\bwas you\b/g, 'were you')
    .replace(/\byou (only |just |never |always |already |not )?been\b/g, "you've $1been");
}

// --- Mirroring ----------------------------------------------------------------------------

export const MAX_MIRROR_WORDS = 14;

// Words that start a new clause ("I'm fine but tired"); a colon only outside a time ("6:30", "1:1").
// "i had it at checkin so thats not right", "i went bright red so everyone knew": a consequence is a clause of its own.
const CLAUSE_WORDS = [
  'but', 'because', 'cause', 'cuz', 'although', 'though', 'however', 'whereas', 'yet', 'so that', 'and then', 'and so', 'plus',
  "so that's", 'so thats', 'so everyone', 'so now',
];
const CLAUSE_BREAK = new RegExp(
  String.raw`\s*(?:(?<!\d),|,(?!\d)|(?<!\d):|:(?!\d)|\(|\)|"|\s[-\u2013\u2014]+\s|\s(?:${CLAUSE_WORDS.join('|')})\s)\s*`,
  'i',
);
const SOFT_BREAK = /\s(?:and|when|which|who|where|while|since|until|after|before|if|or)\s/i;
// "Problem is I freeze…": the lead-in to the trouble, not part of it.
const LEADING_FILLER = new RegExp(
  String.raw`^(?:(?:well|so|and|but|honestly|basically|actually|just|like|um+|uh+|ok|okay|yeah|yes|no|also|lately|today|tonight|recently|` +
    String.raw`right now|sometimes|i think|i guess|i mean|to be honest|tbh|i feel like|it's just that|it's like|(?:the )?(?:problem|trouble|thing) is)\s+)+`,
  'i',
);

const FIRST_PERSON_START = new Set(['i', "i'm", 'im', "i've", 'ive', "i'd", "i'll", 'we', "we're", "we've", "we'd", "we'll"]);
const OTHER_SUBJECTS = new Set([
  'it', 'everything', 'nothing', 'things', 'life', 'work', 'school', 'this', 'that', 'everyone', 'nobody', 'people',
  'he', 'she', 'they', 'today', 'money', 'sleep', 'home',
]);
const SUBJECT_WITH_VERB = new Set(["it's", "everything's", "that's", "nothing's", "life's", "he's", "she's", "they're", "today's", "work's"]);
const LINKING = new Set([
  'is', 'are', 'was', 'were', 'has', 'have', 'had', 'keeps', 'kept', 'feels', 'felt', 'seems', 'seemed', 'makes', 'made',
  "won't", "doesn't", "don't", "didn't", "can't", "isn't", "aren't", "wasn't", "weren't", 'said', 'says', 'told', 'thinks',
  'wants', 'hates', 'left', 'gets', 'got', 'never', 'always', 'just', 'still', 'will', 'would', 'could', 'might', 'can',
  'broke', 'yelled', 'ignores', 'ignored', 'expects', 'needs', 'looks', 'sounds', 'goes', 'went', 'feel',
]);
const DANGLING = new Set([
  'the', 'a', 'an', 'to', 'of', 'and', 'or', 'with', 'for', 'my', 'about', 'in', 'on', 'at', 'but', 'because', 'so', 'is',
  'are', 'am', 'was', 'were', 'i', 'im', "i'm", 'that', 'this', 'very', 'than', 'from', 'by', 'as', "it's", 'be', 'been',
  'being', 'not', 'no', 'our', 'their', 'his', 'her', 'its', "can't", "don't", "won't", 'if', 'when', 'into', 'like',
  'just', 'really', 'we', 'they', 'he', 'she', 'some', 'every', 'any', 'have', 'has', 'had', 'feel', 'feeling', 'get',
  // "i literally cant": a clause cut off before its verb.
  'cant', 'can', 'could', 'would', 'will', 'should', 'must', 'do', 'dont', 'wont', 'literally',
]);

// After a bare "I"/"we" a verb should follow; these words mean the clause is something else.
const NOT_AFTER_BARE_SUBJECT = new Set([
  'the', 'a', 'an', 'my', 'your', 'and', 'or', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'this', 'that', 'from', 'by',
  'as', 'i', 'im', "i'm", 'is', 'are', 'you', 'it', 'me',
]);

// Someone else as the subject, and a word that reads as what they did or do ("speaks", "moved").
const SOMEONE = new Set(['he', 'she', 'they', 'nobody', 'everyone']);
const DONE_OR_DOES = /^[a-z]{2,}(?:[^su]s|ed)$/;

function stripFiller(clause: string): string {
  return clause.replace(LEADING_FILLER, '').trim();
}

function startsWithSubject(words: string[]): boolean {
  const [first, second, ...rest] = words;
  if (!first || !second) return false;
  if (first === 'i' || first === 'we') return !NOT_AFTER_BARE_SUBJECT.has(second);
  if (FIRST_PERSON_START.has(first)) return !['and', 'or', 'i', 'you'].includes(second);
  if (SUBJECT_WITH_VERB.has(first)) return true;
  // "merging onto the m6 makes my hands shake": a doing that does something to the person.
  if (/^[a-z]{3,}ing$/.test(first) && /\b(?:makes?|made|gives?|gave) (?:me|my)\b/.test(words.slice(0, 10).join(' '))) return true;
  if (first === 'my' || first === 'our' || first === 'the' || OTHER_SUBJECTS.has(first)) {
    const next = [second, ...rest].slice(0, 4);
    // "my partner and I argue": a compound subject with the user, so a verb follows.
    const compound = next.findIndex((word, i) => (word === 'i' || word === 'we') && next[i - 1] === 'and');
    if (compound >= 0) return next.length > compound + 1 && !NOT_AFTER_BARE_SUBJECT.has(next[compound + 1] ?? '');
    // "the ward manager cancelled my leave": a thing named, then what it did.
    if (first === 'the' && next.slice(1).some((word) => /^[a-z]{3,}ed$/.test(word))) return true;
    // "she barely speaks to me", "they moved me to days": someone else and a verb of what they did or do.
    return next.some((word) => LINKING.has(word) || word.endsWith("'s")) || (SOMEONE.has(first) && next.slice(0, 3).some((word) => DONE_OR_DOES.test(word)));
  }
  return false;
}

const RUN_ON_SUBJECTS = new Set(['i', "i'm", 'im', 'she', "she's", 'shes', 'he', "he's", 'hes', 'they', "they're"]);
// Words after which a second subject starts a clause that belongs to the first ("I think I'm…", "and she…").
const JOINS = new Set([
  'and', 'but', 'that', 'when', 'if', 'because', 'cos', 'so', 'as', 'than', 'what', 'how', 'where', 'why', 'who', 'until',
  'before', 'after', 'while', 'or', 'since', 'think', 'know', 'feel', 'guess', 'said', 'says', 'hope', 'wish', 'like',
]);
// "I need help with something": an announcement to the coach, nothing of theirs to say back.
const TO_THE_COACH = new RegExp(
  String.raw`\b(pls|plz|please)\b|\b(don'?t|do not) (give|tell|send|ask|show) (me|you)\b|` +
    String.raw`^i (?:really )?(?:need|want|would like|could use) (?:some |a bit of |your )?(?:help|advice|tips)(?: with (?:something|this|that|a thing))?$`,
  'i',
);
const QUOTED = /"|(?<![a-z])'|'(?![a-z])/i;
const SELF_INTRO = /^(?:[Ii]'m|[Ii]m|[Ii] am|[Mm]y name is|[Mm]y name's) \p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?$/u;
const BARE_NAME = /^(?:i'm|im|i am) [\p{L}'-]+$/iu;
const AN_AGE = /^\d{1,3}(?: years? old| yo| yrs)?[.!]?$/i;
const STRESS_SLIP = /\b((?:am|are|is|'m|'re|so|very|too|really|bit|little) )stress\b/gi;
// "I am 41 only", "I am 88 kg": an age or a weight, a fact of who they are, not something to say back.
const SELF_AGE = /^(?:i'm|im|i am) \d{1,3}(?: years?(?: old)?| yo| yrs| kg| kilos?| lbs?| pounds| stone)?(?: only| now| already)?$/i;
// "I am mother from Brazil", "I am builder", "I'm a nurse from Manila": who the person is, by what they do or where from.
const WHO_I_AM = [
  'mother|father|mum|mom|dad|wife|husband|grandmother|grandfather|grandma|grandpa|widow|widower|student|retiree|pensioner',
  'builder|nurse|teacher|driver|engineer|doctor|chef|cook|cleaner|carpenter|plumber|electrician|mechanic|farmer|accountant',
  'designer|developer|pharmacist|carer|caregiver|shopkeeper|waiter|waitress|hairdresser|painter|manager|volunteer',
].join('|');
const SELF_ROLE = new RegExp(
  String.raw`^(?:i'm|im|i am) (?:a |an |the )?(?:[a-z]+ )?(?:${WHO_I_AM})(?:,? from [\p{L} -]+)?$|` +
    String.raw`^(?:i'm|im|i am) (?:a |an )?(?![\p{L}-]+(?:ing|ed) )[\p{L}-]+ from [\p{L} -]+$`,
  'iu',
);
const GOOD_ENOUGH = 'perfect|good|great|very good|so good|the best|ok|okay|fine|bad';
const MY_ENGLISH = new RegExp(String.raw`\bmy (?:english|spelling|grammar|writing) (?:is|isn't|is not|isnt) (?:not )?(?:${GOOD_ENOUGH})\b`, 'i');
const ACTION_RUN = /^(grab|get|go|make|check|scroll|lie|open|have|take|eat|start|put|sit|look|turn|then)\b/i;

// Things done, told without "I" in terse writing: past forms only, since a present one ("work on it") may be an instruction.
const IMPLIED_I = new RegExp(
  String.raw`^(?:had|got|sold|bought|went|tried|did|made|lost|found|took|started|finished|moved|booked|told|asked|called|rang|saw|met|` +
    String.raw`left|spent|paid|built|broke|missed|forgot|failed|passed|quit|joined|signed|sent|wrote|woke|slept|cried|felt|worked|` +
    String.raw`lived|played|thought|hoped|fell|ran|drove|flew|walked|cancelled|canceled|deleted|changed|lied|shouted|yelled)\s`,
  'i',
);
// "Promised a christening gown…", "Unplugged it Tuesday…": any regular past form, save the ones that say how someone is
// ("Tired all the time", "Married 40 years") or are no verb at all ("Hundred times").
const IMPLIED_I_REGULAR = /^(?:already |just |also )?[a-z]{2,}(?<!e)ed\s/i;
const NOT_A_DEED = new RegExp(
  String.raw`^(?:tired|scared|bored|worried|stressed|exhausted|married|retired|annoyed|confused|excited|pissed|frustrated|embarrassed|` +
    String.raw`ashamed|relieved|shocked|surprised|disappointed|overwhelmed|used|supposed|hundred|sacred|naked|wicked|engaged|divorced|` +
    String.raw`widowed|separated|allowed|blessed|interested|involved|related|based|located|qualified|unemployed|employed|skilled|` +
    String.raw`scheduled|concerned|obsessed|prepared|determined|convinced|hooked|talented|gifted|beloved|` +
    // "Lasted about three days": what is said of a thing, not of the person.
    String.raw`lasted|happened|helped|ended|seemed|looked|sounded|tasted|smelled|appeared|arrived|crashed|needed|sucked)\s`,
  'i',
);
// "Cannot thread needle": a terse "I can't" too.
const IMPLIED_I_CANNOT = /^(?:cannot|can't|cant|couldn't|couldnt|didn't|didnt|won't|wont)\s/i;
// "started after next door got broken into", "got worse in March": what started is "it", not the person. Nor "Took me two
// summers", "cost us a fortune": something done to the person.
// "Didn't go great", "went badly": how a day or a plan went, not what the person did.
const HOW_IT_WENT = String.raw`(?:didn't|didnt|did not) go\b|went (?:well|badly|ok|okay|fine|great|terribly|horribly|wrong|south|better|worse)\b`;
const NOT_DONE_BY_ME = new RegExp(
  String.raw`^(?:started|began|got worse|got better|${HOW_IT_WENT}|\w+ (?:after|when|since|because|again)|\w+ (?:me|us)\b)\b`,
  'i',
);
// What a bare "we laugh" is cut from: its reason or its moment.
const WHY_AFTER = '(?:because|cos|coz|cause|as|since|when|while|after)\\b';
const HEDGE_LEAD = /^(?:i|we) (?:guess|suppose|mean) /i;
const ASIDE_VERB = /^(?:i|we) (?:think|guess|suppose|know|mean|reckon|believe|said|say|see)$/i;

/** A clause that reads as a full sentence after "It sounds like", or null. */
function mirrorableClause(written: string, initial = false): string | null {
  // "idk whats wrong with me" is said back in full words: "you don't know what's wrong with you".
  const clause = written.replace(/^(?:idk|dunno)\b/i, "I don't know");
  // Someone's words in quotes ("she said 'no worries'") are theirs to quote, not the coach's to say back.
  if (QUOTED.test(clause)) return null;
  const bare = stripFiller(clause);
  // "sold 400 ewes last week", "Got a letter from the committee": terse writing leaves out its "I", put back to say it back.
  // Only at the start of a sentence: "Our son Daan (7) got a diagnosis", "Brooke, got engaged" have their subject before.
  const regular = IMPLIED_I_REGULAR.test(bare) && !NOT_A_DEED.test(bare.replace(/^(?:already|just|also) /i, ''));
  const done = IMPLIED_I.test(bare) || IMPLIED_I_CANNOT.test(bare) || regular;
  const terse = initial && done && !NOT_DONE_BY_ME.test(bare) && tokens(bare).length >= 3;
  const implied = terse ? [`I ${bare.charAt(0).toLowerCase()}${bare.slice(1)}`] : [];
  // "i guess i just feel invisible" is said back as "you just feel invisible"; "I think" is kept, a belief is theirs.
  const hedged = HEDGE_LEAD.test(clause.trim()) && startsWithSubject(tokens(bare));
  const candidates = hedged ? [bare, ...implied] : [clause.trim(), bare, ...implied];
  for (let text of candidates) {
    let words = tokens(text);
    if (!startsWithSubject(words)) continue;
    if (words.length > MAX_MIRROR_WORDS) {
      const shorter = text.split(SOFT_BREAK)[0] ?? '';
      text = shorter.trim();
      words = tokens(text);
      if (!startsWithSubject(words) || words.length > MAX_MIRROR_WORDS) continue;
    }
    if (words.length < 2 || words.some((word) => SECOND_PERSON.has(word))) continue;
    // "He's 17" or "I am 31" is too little to say back; "that is good" reads "It seems that that is good".
    if ((words.length <= 3 && /^\d/.test(words[words.length - 1] ?? '')) || /^(that|this)$/i.test(words[0] ?? '')) continue;
    if (DANGLING.has(words[words.length - 1] ?? '')) continue;
    // "that's good", "that's a good compromise": a verdict on something said, nothing of theirs to say back;
    // "I'm playing S." is a name cut at its initial.
    if (/^(?:that's|thats)$/i.test(words[0] ?? '') && words.length <= 5) continue;
    if (/^\p{L}$/u.test(words[words.length - 1] ?? '') && !/^(?:i|a)$/i.test(words[words.length - 1] ?? '')) continue;
    // "and I also went home after the call": the second half of something, said back on its own.
    if (/^(also|too)$/i.test(words[1] ?? '') && words[0]?.toLowerCase() === 'i') continue;
    // "I'm 29 I know its a small thing", "she's lovely she just won't nap": two sentences run together read badly said back.
    // "im so tired im starting to resent him" is one sentence, its "that" left out after "so tired".
    const result = (i: number) => (words[i - 2] ?? '').toLowerCase() === 'so';
    if (words.some((word, i) => i > 1 && RUN_ON_SUBJECTS.has(word) && !JOINS.has(words[i - 1] ?? '') && !result(i))) continue;
    // "pls dont give me a list of tips yet": a request to the coach, not something to say back.
    if (TO_THE_COACH.test(text)) continue;
    // "I am not sleeping properly over this honestly": the filler at the end is not said back.
    // "i have like 2 chapters done", "i vape like constantly": "like" before a number or how often is a filler, not a likeness
    // ("feel like 2 people" keeps it).
    return text.replace(TRAILING_FILLER, '').replace(NUMBER_FILLER, '$1 ').replace(/[\s.,;:!?'"\-\u2013\u2014]+$/, '').replace(/^['"]+/, '');
  }
  return null;
}
// The chat forms a message trails off with ("lol", "tbh"), never part of what is said back.
const CHAT_TAILS = 'lol|lmao|haha+|tbh|tho|though|honestly|ngl|lah|leh|lor';
const QUESTION_TAIL = new RegExp(String.raw`(?:\s+(?:${CHAT_TAILS}|idk))+\W*$`);
/** Words that trail off a sentence ("…over this honestly", "…at a game lol"), never said back. */
const NUMBER_FILLER =
  /(\b(?!(?:feel|feels|felt|look|looks|looked|seem|seems|sound|sounds)\b)[a-z']+) like (?=\d|(?:constantly|all the time|nonstop|non stop)\b)/gi;

export const TRAILING_FILLER = new RegExp(
  String.raw`(?:\s+(?:${CHAT_TAILS}|to be honest|really|literally|to be fair|actually|anyway))+[\s.,;:!?]*$`,
  'i',
);

function lowerShouting(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '');
  return letters.length > 3 && upper.length / letters.length > 0.6 ? text.toLowerCase() : text;
}

// Every accepted subject is a pronoun or a common noun from the lists above, so lower case is right.
function firstWordLower(text: string): string {
  const space = text.indexOf(' ');
  return space < 0 ? text.toLowerCase() : text.slice(0, space).toLowerCase() + text.slice(space);
}

// What a message is about is its trouble, not its background: "I live in Lyon" or "I work as a pharmacist"
// set the scene for "the new neighbour upstairs is walking with heels", and is never the part said back.
const BACKGROUND = new RegExp(
  [
    String.raw`^(?:i|we) (?:live|lived|have lived|'ve lived|am living|'m living|are living|grew up|was born|were born) (?:in|near|on|at)\b`,
    String.raw`^(?:i'm|im|i am|we're|we are) (?:from|based in|living in|originally from|retired|married|` +
      String.raw`a (?:retired|freelance|widow|single (?:dad|mum|mom|parent|father|mother))\b|` +
      // "I am a 61-year-old retired schoolteacher", "I'm 34, a nurse", "I am 71 and I live in Perth"; not "I'm 3 weeks behind".
      String.raw`(?:a )?\d{1,3}[- ](?:years?[- ]old|yo)\b|\d{1,3}\b(?![- ]?(?:weeks?|days?|months?|minutes?|mins?|hours?|k|%|pounds?|kg|grand)\b))`,
    String.raw`^(?:i|we) (?:came|moved) (?:to|here)\b.*\b(?:in|since) (?:19|20)\d\d$`,
    String.raw`^(?:i|we) (?:work|worked|have worked|'ve worked|volunteer|volunteered) (?:as|at|in|for|like)\b`,
    // "we're called the Lowtides": the name of a band or a team.
    String.raw`^(?:we'?re|we are|i'?m|i am|it'?s|its|it is|they'?re|they are) (?:called|named)\b`,
    String.raw`^i'?(?:ve| have) been (?:in|at|with|doing|playing|working|living)\b.*\b(?:since|for) `,
    String.raw`^(?:my|our) [\p{L}' ]{2,30} (?:is|are) \d{1,3}(?: years? old| months? old)?$`,
  ].join('|'),
  'u',
);
// Words of something gone wrong or decided: a clause with one says what the message is about more than one without.
const TROUBLE = new RegExp(
  String.raw`\b(?:stolen|stole|broke|broken|lost|failed|` +
    String.raw`flagged|fired|sacked|smashed|cracked|crooked|late|wrong|mistake|worse|worst|hates?|dread\w*|ruined|cancell?ed|rejected|refused?|` +
    String.raw`ignor\w+|shout\w*|yell\w*|scream\w*|complain\w*|dropped|died|passed away|sick|hurts?|pain|stuck|argu\w+|fight|fought|again|keeps?|kept|` +
    // "too much", "too late", not "Kojo is going too".
    String.raw`too(?= (?!lol|lmao|haha|tbh)[a-z])|` +
    String.raw`summons|deadline|overdue|owe|debt|leak\w*|noise|noisy|loud|damage\w*|stupid|embarrass\w*|awkward|guilty|worried|worry|stress\w*|` +
    String.raw`missed|forgot|forgotten|behind|problem|trouble|mess|bad|awful|terrible|horrible|decided|` +
    String.raw`fell through|pulled out|backed out|let (?:me|us) down|scammed|robbed|nicked|stolen|crashed|` +
    String.raw`flooded|delayed|evicted|kicked out|left out|fined|accident|` +
    String.raw`injured|dent|scratch\w*|mould|hacked|missing|freeze|froze|drop|spill\w*|shaking|shakes?|trembl\w*|` +
    String.raw`again and again|` +
    String.raw`losing it|losing my mind|falling apart|can'?t cope|struggling|drowning|breaking point|worst)\b`,
  'iu',
);
/** Whether words said back tell of something gone wrong or decided ("the seller just pulled out"). */
export function troubleIn(text: string): boolean {
  return TROUBLE.test(text);
}

// "…has frozen all perm hiring. I feel like a liar.": how the person says they feel, in any words, is what a story is about.
const FELT = /^(?:i|we)(?: really| just| kind of| kinda| still| honestly)? (?:feel|felt|feeling|am feeling|'m feeling|keep feeling)\b/i;
// "I didn't get the grades": a thing not done or not there counts for less than one gone wrong ("it is not like…" for nothing).
const NEGATION = /^(?!it(?:'s| is) not like\b).*\b(?:not|never|nobody|no one|nothing|n't|cant|dont|didnt|doesnt|wont|isnt|wasnt|cannot)\b/iu;
// "Last week the neurologist said he has ADHD": when it happened leads; the sentence after it is what is read.
const WHEN_LEAD = new RegExp(
  String.raw`^(?:(?:last|this|on|next) (?:week|night|month|year|weekend|morning|evening|\w+day(?: (?:night|morning|afternoon|evening))?)|` +
    String.raw`yesterday|today|tonight|this (?:morning|afternoon)|` +
    String.raw`(?:a|two|three|four|few|\d+) (?:days?|weeks?|months?|years?) ago),?\s+`,
  'i',
);

const BAD_AT = /^(?:i'm|im|i am) (?:so |really |just |pretty |quite )?(?:terrible|bad|awful|useless|hopeless|rubbish|crap|not good|no good) at\b/i;
// "The problem is me", "that's me making it about me", "i have a stupid problem", "we talk like idiots": said back, each reads as
// the coach blaming or calling names.
// "I sound stupid", "i look like an idiot": a name the person calls themselves.
const READS_AS_BLAME = new RegExp(
  String.raw`\b(?:is|'s|was) me\b|\b(?:stupid|dumb|silly|idiotic) (?:problem|question)\b|\b(?:idiots?|morons?|losers?)\b|` +
    String.raw`\b(?:sound|sounds|look|looks|seem|seems|am|'m) (?:so |really |like |such )*(?:a |an )?(?:stupid|dumb|useless|pathetic|ugly|fool|failure|mess)\b`,
  'i',
);
// "they took jewellery of my wife, laptop, my father's watch": one item of a list, no clause to say back.
const AN_ITEM = /^(?:my|your|his|her|our|their|the|a|an) /i;
// "Everyone keeps saying it gets better", "I don't think he will shout": what others say, or a fear the person has set
// aside, is the side of the story that is not the trouble; said back, it reads as the coach missing the point.
const OTHERS_SAY = /^(?:everyone|everybody|people|they all|all my \w+) (?:keeps? |always |just )?(?:say|says|saying|said|tell|tells|telling|told)\b/i;
const SET_ASIDE = /^(?:i|we) (?:don't|dont|do not) (?:think|expect|believe|reckon)\b.*\b(?:will|would|'ll|is going to|gonna)\b/i;
// How the person leads into what they came to say, not the trouble itself: "I'm not sure this is the right place",
// "not sure how to say this", "the problem is our father", "I need some advice".
const LEAD_IN = new RegExp(
  String.raw`^(?:i'?m |im |i am )?not sure (?:if |whether )?(?:this is|this's|it's|its|i'm in|im in) (?:the right|a good) (?:place|app)|` +
    String.raw`^(?:i'?m |im |i am )?not (?:sure|really sure) how to (?:say|put|start|explain) (?:this|it)|` +
    String.raw`^(?:the|my|our) (?:problem|issue|thing|worst part|hard part) is\b|` +
    String.raw`^i (?:just )?need (?:some |a bit of )?(?:advice|help|to talk|someone to talk)\b|^(?:so )?(?:here goes|long story short)\b`,
  'i',
);
const ITEM_WORDS = 4;
const ONE_OF_THEM = /^the (?:one|other|others|first|second|third|last|same|rest)\b/i;
const AND_THEN_SUBJECT = /\s+and\s+(?=(?:then |now |also )?(?:i|we|he|she|they|last|this|yesterday|today)\b)/i;

/** The clause of one part of a sentence to say back, with a time it happened kept in front ("last week the…"). */
function mirrorablePart(part: string, initial = false): string | null {
  const found = mirrorableClause(part, initial);
  if (found) return found;
  const when = stripFiller(part).match(WHEN_LEAD);
  if (!when) return null;
  const rest = mirrorableClause(stripFiller(part).slice(when[0].length));
  return rest && tokens(rest).length + tokens(when[0]).length <= MAX_MIRROR_WORDS ? `${when[0].replace(/,?\s+$/, '')} ${rest}` : null;
}

// "I don't know what to say him" cut to "I don't know": a verb of knowing left with nothing known.
const KNOWING_LEFT_BARE = /\b(?:know|think|guess|mean|understand|sure|remember)$/i;
const SOMEONE_OR_IT = new Set(['it', 'this', 'that', 'he', 'she', 'they', "it's", "he's", "she's", 'its', 'hes', 'shes']);

/**
 * Too little to say back: "he cooks", "it looks weak" (someone or something of the story with a word or two, which said
 * back reads as a line pasted in), or a verb of knowing with nothing known ("you don't know"). A feeling keeps even a short
 * one ("she's furious").
 */
function tooThin(found: string, isFeelingWord: (word: string) => boolean): boolean {
  const words = tokens(found);
  // "It feels insane": how it feels is said back however short.
  if (words.some(isFeelingWord) || /\b(?:feels?|felt|seems?|sounds?)\b/i.test(found)) return false;
  if (KNOWING_LEFT_BARE.test(found.trim())) return true;
  // "I do it", "ok I keep it", "I send it now": a verb and "it" with nothing of what it is.
  if (words.length <= 4 && /^(?:i|we) [a-z']+ (?:it|this|that)(?: now| today| tonight| later| then)?$/i.test(found.trim())) return true;
  return words.length <= 3 && SOMEONE_OR_IT.has(words[0] ?? '');
}

/**
 * The user's own words turned towards them, e.g. "I'm anxious about my exam tomorrow" →
 * "you're anxious about your exam tomorrow". Prefers the trouble: a clause that names a feeling or something gone
 * wrong, never where the person lives or works.
 */
const SELF_SUBJECT = String.raw`(?:[Ii]'m|[Ii]m|[Ii] am|[Ii] live|[Ii]'m living|[Ww]e're|[Ww]e are|[Ww]e live)`;
const PLACE_NAME = String.raw`\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)?`;
const SELF_PLACE = new RegExp(String.raw`^${SELF_SUBJECT} (?:in|near|from|based in|over in) ${PLACE_NAME}$`, 'u');
// "I confess this has unsettled me", "I must say I…": the lead to what is said, not part of it.
const OWN_LEAD = /^(?:i (?:must |have to |should |do )?(?:confess|admit|say)|i must say|i have to say)(?: that)?,? (?=\S+ \S+)/i;
const COURTESY = /^(?:i|we) (?:would|'d|will|shall|should) (?:be (?:very |most |so |really |truly )?(?:grateful|obliged|glad)|appreciate|like to thank)\b/i;
export function mirrorPhrase(clean: string, isFeelingWord: (word: string) => boolean): string | null {
  if (soundsUnidiomatic(clean)) return null;
  let best: { text: string; score: number; thing: boolean } | null = null;
  for (const sentence of sentences(clean)) {
    if (sentence.question) continue;
    const clauses = sentence.text.split(CLAUSE_BREAK);
    for (const [index, clause] of clauses.entries()) {
      // "my son is 8 and last week the neurologist said…": each part joined by "and" with a subject of its own is a
      // clause of its own, read when the whole clause is too long to say back.
      const whole = clause ? mirrorablePart(clause, index === 0) : null;
      const parts = clause ? clause.split(AND_THEN_SUBJECT) : [];
      const uncut = whole !== null && tokens(whole).length >= tokens(stripFiller(clause)).length - 1;
      const candidates = uncut || parts.length < 2 ? [whole] : [whole, ...parts.slice(1).map((part) => mirrorablePart(part))];
      for (const [partIndex, candidate] of candidates.entries()) {
        let found = candidate ? candidate.replace(OWN_LEAD, '') : candidate;
        // "the other 2 are fine", "(the one my gran got me…)": which one is meant is in the clause before.
        // "I'm terrible at it": said back, it would sound like the coach agreeing.
        if (!found || BACKGROUND.test(found.toLowerCase()) || ONE_OF_THEM.test(found) || BAD_AT.test(found) || READS_AS_BLAME.test(found)) continue;
        if (OTHERS_SAY.test(found) || SET_ASIDE.test(found) || LEAD_IN.test(found)) continue;
        // "I share which is a whole other thing": a clause cut off from what it is about, with a comment hung on it.
        if (/\bwhich (?:is|was)\b/i.test(found)) continue;
        if (clauses.length >= 3 && AN_ITEM.test(found) && tokens(found).length <= ITEM_WORDS) continue;
        // "running the summer fair, the book swap AND the christmas raffle": a list cut after its first item is not said back.
        const after = (clauses[index + 1] ?? '').trim();
        const listed = tokens(after).length <= ITEM_WORDS || (tokens(after).length <= 8 && /\band\b/i.test(after));
        if (partIndex === candidates.length - 1 && AN_ITEM.test(after) && listed) continue;
        // "I'm Dave", "i am camille, 34": who the person is, a welcome's business, not something to say back.
        const next = partIndex < candidates.length - 1 ? '' : (clauses[index + 1] ?? '').trim();
        // "my english is not perfect sorry": an apology for the language, not a trouble to say back.
        if (SELF_INTRO.test(found) || SELF_AGE.test(found) || SELF_ROLE.test(found) || (BARE_NAME.test(found) && AN_AGE.test(next))) continue;
        if (MY_ENGLISH.test(found)) continue;
        // "we laugh because he hit the cone": a bare subject and verb cut from what it was about says nothing said back
        // ("I laughed but it stung" still says something).
        // "The trigger, I think, was…", "i know because…": a parenthesis, never something to say back.
        const bareVerb = /^(?:i|we) [a-z]+$/i.test(found);
        if (bareVerb && (ASIDE_VERB.test(found) || new RegExp(String.raw`\b${escapeRegExp(found)},? ${WHY_AFTER}`, 'i').test(sentence.text))) continue;
        // "I wake up, grab my phone, and…": the first of a run of actions says nothing on its own.
        if (ACTION_RUN.test(next)) continue;
        if (tooThin(found, isFeelingWord)) continue;
        // Keep a short correction with its clause: "I'm not anxious, just tired".
        const nextWords = tokens(next);
        if (/^(just|only|mostly|more|rather|simply)\b/i.test(next) && nextWords.length <= 4 && !DANGLING.has(nextWords[nextWords.length - 1] ?? '')) {
          if (tokens(found).length + nextWords.length <= MAX_MIRROR_WORDS && !nextWords.some((word) => SECOND_PERSON.has(word))) {
            found = `${found}, ${next.replace(/[\s.,;:!?]+$/, '')}`;
          }
        }
        // Two feelings at once ("i feel guilty but also still angry"): both said back, never the first alone.
        const afterBut = next !== '' && new RegExp(String.raw`\bbut ${escapeRegExp(next)}`, 'i').test(sentence.text);
        const alsoFelt = afterBut && nextWords.length <= 5 && nextWords.some(isFeelingWord) && tokens(found).some(isFeelingWord);
        if (alsoFelt && tokens(found).length + nextWords.length < MAX_MIRROR_WORDS) found = `${found} but ${next.replace(/[\s.,;:!?]+$/, '')}`;
        const words = tokens(found);
        const weight = TROUBLE.test(found) ? 2 : NEGATION.test(found) ? 1 : 0;
        // "fine on normal roads. but merging onto the m6 makes my hands shake": what comes after a "but" is the point.
        // "i love him but im so tired…": the "but" a clause was cut at counts as well.
        const cutAtBut = index > 0 && /\bbut\s*$/i.test(sentence.text.slice(0, Math.max(0, sentence.text.indexOf(clause))));
        const turned = /^\s*but\b/i.test(clause) || cutAtBut || (index === 0 && /^\s*but\b/i.test(sentence.text)) ? 1 : 0;
        const felt = words.some(isFeelingWord) || FELT.test(found) ? 2 : 0;
        // "I am not a man who finds this easy": a clause cut before the "who" that says what it means.
        const at = sentence.text.toLowerCase().indexOf(found.toLowerCase());
        if (at >= 0 && /^,? (?:who|that|which|whom)\b/i.test(sentence.text.slice(at + found.length))) continue;
        // "I'm in Leeds", "I live in Croydon": where the person is, a detail for the welcome, not the trouble.
        if (SELF_PLACE.test(found)) continue;
        // "I would be grateful if…": a courtesy, never said back.
        if (COURTESY.test(found)) continue;
        const score = felt + weight + turned + (FIRST_PERSON_START.has(words[0] ?? '') ? 1 : 0);
        if (!best || score > best.score) best = { text: found, score, thing: words[0] === 'the' };
      }
    }
  }
  // "i am scared they think we lie. the fee was…": a feeling named is met as a feeling, not with a thing's clause
  // that has nothing wrong in it.
  if (best?.thing && best.score === 0 && tokens(clean).some(isFeelingWord)) return null;
  // "I am very stress": said back as it is meant, "you are very stressed", not the slip pasted.
  return best ? firstWordLower(swapPronouns(lowerShouting(best.text))).replace(STRESS_SLIP, '$1stressed') : null;
}

const QUESTION_FORMS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^(what|how|where|when|who) (?:do|should|can) i (.+)$/, (m) => `${m[1]} to ${m[2]}`],
  [/^why (?:do|does) i (.+)$/, (m) => `why you ${m[1]}`],
  [/^(why|how|what|when|where) (?:am) i (.+)$/, (m) => `${m[1]} you're ${m[2]}`],
  [/^(why|how|what|when|where) (can|should|could|would|will) i (.+)$/, (m) => `${m[1]} you ${m[2]} ${m[3]}`],
  [/^am i (.+)$/, (m) => `whether you're ${m[1]}`],
  [/^(should|can|could|would) i (.+)$/, (m) => `whether you ${m[1]} ${m[2]}`],
  [/^do i (.+)$/, (m) => `whether you ${m[1]}`],
  [/^is (it|this|that) (.+)$/, (m) => `whether ${m[1]} is ${m[2]}`],
];

/** A question about the user turned into "…wondering {this}", e.g. "why do I always feel this way" → "why you always feel this way". */
export function questionPhrase(clean: string): string | null {
  if (soundsUnidiomatic(clean)) return null;
  for (const sentence of sentences(clean)) {
    if (!sentence.question) continue;
    const body = stripFiller(sentence.text.split(/\s*,\s*/).find((part) => /^(why|how|what|when|where|who|am|should|can|could|would|do|is)\b/i.test(stripFiller(part))) ?? '');
    // "is that good or bad lol": the chat forms at the end are not part of the question said back.
    const lower = lowerShouting(body).toLowerCase().replace(/\s+/g, ' ').replace(QUESTION_TAIL, '');
    for (const [pattern, build] of QUESTION_FORMS) {
      const match = lower.match(pattern);
      if (!match) continue;
      const rest = match[match.length - 1] ?? '';
      const words = tokens(rest);
      const phrase = build(match);
      if (words.length === 0 || tokens(phrase).length > MAX_MIRROR_WORDS + 2) return null;
      if (words.some((word) => SECOND_PERSON.has(word)) || DANGLING.has(words[words.length - 1] ?? '')) return null;
      return swapPronouns(phrase).replace(/[\s.,;:!?]+$/, '');
    }
    return null;
  }
  return null;
}

// "like laundry, emails, my tax return": a filler said first is no part of what is quoted.
const FILLER_FIRST = /^(?:like|um+|uh+|erm+|hmm+)[,\s]+(?=\S)/i;

/**
 * A short verbatim quote of an answer for flow summaries: first sentence, cut at a clause
 * boundary or after 12 words with an ellipsis; inner double quotes become single quotes.
 */
export function shortQuote(answer: string, maxWords = 14): string {
  const clean = cleanText(answer).replace(/\n/g, ' ').replace(/^["']+|["']+$/g, '').replace(/"/g, "'").replace(FILLER_FIRST, '');
  const first = sentences(clean, 1)[0]?.text ?? clean.replace(/[.!?;\u2026\s]+$/, '');
  const words = first.split(' ').filter(Boolean);
  if (tokens(first).length <= maxWords) return first.replace(/[,;:\s]+$/, '');
  const clause = first.split(/\s*[,;:]\s*/)[0] ?? '';
  if (tokens(clause).length >= 3 && tokens(clause).length <= maxWords) return clause;
  return `${words.slice(0, maxWords - 2).join(' ').replace(/[,;:.!?]+$/, '')}\u2026`;
}
