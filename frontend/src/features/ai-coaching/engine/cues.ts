/**
 * Short cues the conversation engine reacts to before anything else: resuming or stopping an
 * exercise, a step aside, a correction, a request for practical help, drowsy driving. Each
 * pattern is built from named word lists, read against the normalised lower-case message.
 */
import { alternatives } from './text';
import { ROLES } from './understanding/entities';

/** `(a|b|c)` of whole phrases; phrases are regular-expression source. */
const anyOf = (...phrases: readonly string[]) => `(?:${phrases.join('|')})`;

export const RESUME = new RegExp(
  `\\b${anyOf(
    'back to the (exercise|practice|plan|breathing|steps?)',
    'resume',
    'continue the (exercise|practice)',
    'carry on with (it|the exercise)',
    'where were we',
    // "ok im back, can we continue": only ever read while an exercise waits.
    "(?:can we|let'?s|lets|ok) (?:continue|carry on|keep going|pick (?:it|up) (?:back up|where we left off))",
  )}\\b`,
);
export const WALK_THROUGH = /^(walk me through it|let's do it together|lets do it together|guide me through it)\b/;
export const SOMETHING_ELSE = /^(something else|talk about something else|can we talk about something else)$/;
export const REMEMBER_ASK = /\b(remember|recall)\b/;
// "do you remember things after?", "will you remember this next time?": whether the coach keeps anything.
export const REMEMBER_HOW = /\b(?:do|will|would|can) (?:you|u) (?:remember|keep|save|store) (?:things|stuff|this|that|what i|our|it|anything|me)\b/;

/** A step aside ("brb", "one sec"): nothing to answer or to quote. */
const ASIDES = ['brb', 'be right back', 'one sec(ond)?', 'hold on', 'hang on', 'gimme a sec', 'afk'];
const BACK_SOON = ['give me a (sec|second|minute)', 'back in a (sec|min(ute)?)'];
export const ASIDE = new RegExp(`^${anyOf(...ASIDES, ...BACK_SOON)}\\b`);

/** Stopping an exercise said inside a longer message. */
export const STOP_EXERCISE = /\b(stop|end|quit|skip) (the|this) (exercise|practice|technique)\b|\bthis (isn'?t|is not|isnt) helping\b/;

/** "I need practical help", "no more breathing exercises": techniques are not pressed again this session. */
export const PRACTICAL = new RegExp(
  `\\b(practical|real|actual) (help|advice|steps|tips|ideas|solutions?)\\b|` +
    `\\b(not|no more|stop with the|enough) (doing )?(breathing|exercises|meditation|mindfulness)\\b`,
);

// "It's not grief", "this isn't about work": the person corrects the topic the coach took.
const CORRECTABLE: Readonly<Record<string, string>> = {
  grief: 'grief',
  grieving: 'grief',
  work: 'work',
  'my job': 'work',
  school: 'school',
  money: 'money',
  health: 'health',
  'my health': 'health',
  sleep: 'sleep',
  'the breakup': 'breakup',
  'a breakup': 'breakup',
  family: 'family',
  'my family': 'family',
  anger: 'anger',
  'being angry': 'anger',
  loneliness: 'loneliness',
  'being lonely': 'loneliness',
};
const IT_IS = anyOf("it'?s", 'its', 'this is', "that'?s", 'thats', "i'?m", 'im', 'it is');
const NOT_IT = anyOf(`${IT_IS} not`, `${anyOf('this', 'it', 'that')} (?:isn'?t|isnt)`);
const CORRECTION = new RegExp(`\\b${NOT_IT} (?:really )?(?:about )?(${Object.keys(CORRECTABLE).join('|')})\\b`);

// Any other subject the person says it is not about, at the start of a sentence or after "it's": "not really about the party.
// more like…", "Well it's not really the money.", "nothing to do with the wedding", "the job isn't the problem".
const WHOSE = '(?:the|my|this|that|a) ';
// Not "just", "only" or "all": "its not just the mould, its that i cough" says more than the mould, not other than it.
const HEDGE = '(?:really |even |actually |so much )?';
// Not "it's not the injury anymore" (a change told), nor "not the only one".
const NOT_ABOUT = `not ${HEDGE}(?:about (?:${WHOSE})?|${WHOSE})([a-z]+)\\b(?! to\\b| of\\b| any ?more\\b)`;
const IT_WAS = anyOf("it'?s", 'its', 'it is', 'it was', 'this is', "that'?s", 'thats');
const NOT_THE_TROUBLE = String.raw`(?:isn'?t|is not|isnt|wasn'?t|was not) (?:really |even |actually )?` +
  String.raw`(?:the (?:problem|issue|point|thing)|what (?:bothers|worries|upsets|gets to) me)`;
const DENIED = [
  new RegExp(`(?:^|[.!?;|] )(?:well,? |honestly,? |no,? |nah,? |but )?(?:${IT_WAS} )?${NOT_ABOUT}`),
  new RegExp(`\\b${anyOf("it'?s", 'its', 'it is', 'this is', "that'?s")} ${NOT_ABOUT}`),
  /\bnothing to do with (?:the |my |this |that )?([a-z]+)\b/,
  new RegExp(String.raw`\b(?:the|my) ([a-z]+) ${NOT_THE_TROUBLE}\b`),
];
// Words after "it's not" that name no subject: "it's not the first time", "not the end of the world", "not my fault".
const NO_SUBJECT = new Set(
  `first last same end only point way case time worst best right whole thing things kind type fault place problem issue one
  reason answer plan idea biggest main real thought fact worth`.split(/\s+/),
);

const PEOPLE_WORDS: ReadonlySet<string> = new Set([...ROLES, 'friend', 'him', 'her', 'them', 'me', 'you', 'family', 'person', 'guy', 'girl']);

/** The topic a message says it is not about ("it's not grief" → grief), or undefined. */
export function correctedTopic(normalized: string): string | undefined {
  const said = CORRECTION.exec(normalized)?.[1];
  return said ? CORRECTABLE[said] : undefined;
}

/**
 * The word of any subject a message (lower case, its sentence marks kept) says it is not about ("not really about the party"
 * → party), or undefined.
 */
export function deniedWord(lower: string): string | undefined {
  // Someone ("Not my mum.", "not my boss") is who it is about, not a subject said to be wrong.
  return DENIED.map((pattern) => pattern.exec(lower)?.[1]).find((w) => w !== undefined && !NO_SUBJECT.has(w) && !PEOPLE_WORDS.has(w.replace(/s$/, '')));
}

// Falling asleep at the wheel: somewhere on the road, and a sign of sleepiness, in one message.
const ON_THE_ROAD = [
  'driv\\w*',
  'drove',
  'red light',
  'behind the wheel',
  'on the road',
  'the road',
  'my van',
  'my truck',
  'at the wheel',
  'motorway',
  'highway',
  // On two wheels too: "i get sleepy when riding", "so tired on the bike".
  'riding',
  'ride home',
  'on the bike',
  'on my bike',
  'motorbike',
  'motorcycle',
  'scooter',
];
const SLEEPY = [
  'asleep',
  'nodded off',
  'dozed',
  'drowsy',
  'sleepy',
  'so tired',
  'exhausted',
  '\\d hours? (of )?sleep',
  // Only the person's own near miss: "he nearly hit a cyclist" is an older driver's, not sleep.
  "(i|i've|ive) (nearly|almost) (ran|run|crashed|hit)",
  'eyes (closing|shut)',
];
const DROWSY_DRIVING = new RegExp(`^(?=.*\\b${anyOf(...ON_THE_ROAD)}\\b)(?=.*\\b${anyOf(...SLEEPY)}\\b)`);
// Someone else at the wheel ("he sleeps in the spare room because he has to drive"), and the person's own driving.
const OTHERS_DRIVE = /\b(?:he|she|they|his|her|their)\b(?: \S+){0,3} (?:driv\w*|drove)\b/;
const OWN_DRIVING = /\b(?:i|i'm|im|i've|ive|me|my)\b(?: \S+){0,3} (?:driv\w*|drove|the wheel|the road|riding|ride)\b/;

/** Sleepiness told with the person's own driving or riding: a danger to name before anything else. */
export function drowsyAtTheWheel(text: string): boolean {
  return DROWSY_DRIVING.test(text) && (!OTHERS_DRIVE.test(text) || OWN_DRIVING.test(text));
}

// "im driving there now", "on my way, driving to the hospital": typing at the wheel, now. Not a lesson or a test, nor someone else.
const DRIVING_NOW = new RegExp(
  String.raw`\b(?:i'?m|im|i am) (?:(?:currently|literally|still|just) )?(?:driving|at the wheel|behind the wheel)` +
    String.raw`(?! (?:lessons?|test|instructor))(?: (?:there|over|home|back|in|to [a-z]+(?: [a-z]+)?))?(?: (?:right )?now| atm)\b|` +
    String.raw`\btyping (?:this )?(?:while|whilst) (?:i'?m |im )?driving\b`,
);

/** The person telling they are typing while driving, now: a danger to name before anything else. */
export function typingAtTheWheel(text: string): boolean {
  return DRIVING_NOW.test(text);
}

/** "my husband" named in passing: a person, not a topic about them. */
const NAMED_IN_PASSING = ['husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'mom', 'mum', 'mother', 'dad', 'father', 'sister', 'brother'];
export const PERSON_ONLY = new RegExp(`^(my|our|the) ${anyOf(...NAMED_IN_PASSING, 'son', 'daughter', 'kids?', 'friend', 'parents?')}$`);
/** Words that make a person's mention about the relationship itself. */
const ABOUT_US = ['relationship', 'marriage', 'argu\\w*', 'fight\\w*', 'together', 'break ?up', 'broke up', 'divorce', 'trust', 'cheat\\w*', 'distant'];
const HOW_IT_FEELS = ['respect', 'listen', 'understand', 'hurt', 'angry', 'mad', 'upset'];
export const RELATIONSHIP_WORDS = new RegExp(`\\b${anyOf(...ABOUT_US, ...HOW_IT_FEELS)}\\b`);

/** Words that do not read as English said back ("you dont want she worry"): better not mirrored at all. */
export const BROKEN_MIRROR = new RegExp(
  [
    '\\b(want|wants|make|let|for) (she|he|they|i|we)\\b',
    '\\b(she|he|it) (are|have|do|go|want|worry|feel)\\b',
    '\\b(i|you|we|they) (is|was not|has|does|wants|goes)\\b',
  ].join('|'),
  'i',
);

// "I need to vent, pls dont give me a list of tips yet": to be heard first, with no advice until asked.
export const VENT = alternatives(
  String.raw`\b(?:need|want|just want|gotta|have) to (?:vent|rant)\b|\bjust (?:listen|need someone to listen)\b`,
  // "Can I vent for a bit", "mind if i rant".
  String.raw`^(?:hi |hey |ok |so )?(?:can|could|may) i (?:just )?(?:vent|rant)\b|\bmind if i (?:vent|rant)\b`,
  String.raw`\b(?:don'?t|do not|no) (?:give me |want )?(?:a list of |any )?(?:tips|advice)(?: yet| please| pls| right now)?\b`,
);
