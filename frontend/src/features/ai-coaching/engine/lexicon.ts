/** Feeling and topic vocabularies, and the analysis of one user message built on them. */
import { alternatives, cleanText, hasEmoji, mirrorPhrase, questionPhrase, sentences, tokens, withoutQuotes } from './text';
import { TURNS_TO, turnsAway } from './situations';
import { WEEKDAYS } from './understanding/entities';
import { someoneElseFeels } from './understanding/topics';
import { onlySurprise } from './understanding/acts';

export type FeelingGroup = 'activated' | 'angry' | 'heavy' | 'drained' | 'unclear' | 'bright';

export type Feeling =
  | 'anxious' | 'stressed' | 'overwhelmed' | 'afraid' | 'scattered'
  | 'angry' | 'frustrated'
  | 'sad' | 'low' | 'lonely' | 'hurt' | 'guilty' | 'numb'
  | 'tired' | 'stuck'
  | 'confused'
  | 'happy' | 'hopeful' | 'excited' | 'calm' | 'proud' | 'grateful' | 'relieved';

interface FeelingEntry {
  group: FeelingGroup;
  /** Usable after "the" or "this": "the anxiety", "this stuck feeling". */
  noun: string;
  words: string[];
  /** Words that only mean the feeling after "feel", "so", "I'm"…: "feeling down" but not "sit down". */
  contextual?: string[];
}

export const FEELINGS: Readonly<Record<Feeling, FeelingEntry>> = {
  anxious: {
    group: 'activated',
    noun: 'anxiety',
    words: ['anxious', 'anxiety', 'nervous', 'worried', 'worrying', 'worry', 'worries', 'panicky', 'panicking', 'panic', 'on edge', 'uneasy', 'jittery', 'dread', 'dreading', 'apprehensive'],
  },
  stressed: { group: 'activated', noun: 'stress', words: ['stressed', 'stress', 'stressful', 'stressing', 'pressure', 'pressured', 'tense'] },
  overwhelmed: { group: 'activated', noun: 'overwhelm', words: ['overwhelmed', 'overwhelming', 'swamped', 'drowning', 'overloaded'] },
  afraid: { group: 'activated', noun: 'fear', words: ['afraid', 'scared', 'frightened', 'fearful', 'terrified', 'fear'] },
  scattered: {
    group: 'activated',
    noun: 'scattered feeling',
    words: ['scattered', 'distracted', 'unfocused', 'all over the place', 'foggy', 'racing', 'think straight', 'think clearly', 'brain fog'],
  },
  angry: {
    group: 'angry',
    noun: 'anger',
    words: ['angry', 'anger', 'mad', 'furious', 'irritated', 'irritable', 'annoyed', 'resentful', 'rage', 'pissed', 'hate', 'fuming', 'livid', 'seething'],
    contextual: ['boiling'],
  },
  frustrated: { group: 'angry', noun: 'frustration', words: ['frustrated', 'frustrating', 'frustration', 'fed up'] },
  sad: {
    group: 'heavy',
    noun: 'sadness',
    words: ['sad', 'sadness', 'unhappy', 'miserable', 'heartbroken', 'crying', 'cried', 'tearful', 'grief', 'grieving', 'upset', 'gutted', 'devastated', 'heavy'],
  },
  low: {
    group: 'heavy',
    noun: 'low mood',
    words: ['depressed', 'hopeless', 'meh', 'deflated', 'defeated', 'disheartened', 'discouraged'],
    contextual: ['down', 'low', 'blue', 'flat'],
  },
  lonely: { group: 'heavy', noun: 'loneliness', words: ['lonely', 'loneliness', 'isolated', 'left out', 'disconnected'], contextual: ['alone'] },
  hurt: { group: 'heavy', noun: 'hurt', words: ['hurt', 'hurting', 'rejected', 'betrayed', 'abandoned', 'unwanted', 'unloved'] },
  guilty: { group: 'heavy', noun: 'guilt', words: ['guilty', 'guilt', 'ashamed', 'shame', 'embarrassed', 'regret', 'hate myself'] },
  numb: { group: 'heavy', noun: 'numbness', words: ['numb', 'empty'] },
  tired: { group: 'drained', noun: 'tiredness', words: ['tired', 'exhausted', 'drained', 'burnt out', 'burned out', 'burnout', 'fatigued', 'sleepy', 'worn out', 'weary'] },
  stuck: { group: 'drained', noun: 'stuck feeling', words: ['stuck', 'unmotivated', 'procrastinating', 'lazy', 'no motivation', 'directionless'] },
  confused: { group: 'unclear', noun: 'confusion', words: ['confused', 'conflicted', 'torn', 'unsure', 'uncertain', 'mixed feelings'], contextual: ['lost'] },
  happy: {
    group: 'bright',
    noun: 'happiness',
    words: ['happy', 'glad', 'joyful', 'cheerful'],
    // "paints the most wonderful skies": said of a thing, not a feeling.
    contextual: ['good', 'great', 'amazing', 'better', 'content', 'wonderful'],
  },
  hopeful: { group: 'bright', noun: 'hope', words: ['hopeful', 'optimistic', 'encouraged'] },
  excited: { group: 'bright', noun: 'excitement', words: ['excited', 'thrilled', 'pumped', 'eager', 'looking forward'] },
  calm: { group: 'bright', noun: 'calm', words: ['peaceful', 'relaxed', 'at ease'], contextual: ['calm', 'calmer', 'grounded', 'settled'] },
  proud: { group: 'bright', noun: 'pride', words: ['proud'] },
  grateful: { group: 'bright', noun: 'gratitude', words: ['grateful', 'thankful', 'gratitude'] },
  relieved: { group: 'bright', noun: 'relief', words: ['relieved', 'relief'] },
};

export const FEELING_IDS = Object.keys(FEELINGS) as Feeling[];

export type Topic = 'work' | 'sleep' | 'family' | 'partner' | 'friends' | 'school' | 'money' | 'health';
export const TOPIC_IDS: readonly Topic[] = ['work', 'sleep', 'family', 'partner', 'friends', 'school', 'money', 'health'];

/** Singular phrases, so "{topic} seems to be on your mind" always agrees. */
export const TOPIC_NAMES: Readonly<Record<Topic, string>> = {
  work: 'work',
  sleep: 'sleep',
  family: 'your family',
  partner: 'your relationship',
  friends: 'friendship',
  school: 'school',
  money: 'money',
  health: 'your health',
};

const TOPIC_WORDS: Readonly<Record<Topic, string[]>> = {
  work: ['work', 'working', 'job', 'jobs', 'boss', 'manager', 'office', 'colleague', 'colleagues', 'coworker', 'coworkers', 'co worker', 'career', 'shift', 'shifts', 'deadline', 'deadlines', 'meeting', 'meetings', 'project', 'projects', 'workplace', 'promotion', 'fired', 'laid off', 'overtime', 'interview'],
  sleep: ['sleep', 'sleeping', 'slept', 'asleep', 'insomnia', 'nightmare', 'nightmares', 'bedtime', 'awake at night', 'nap', 'naps'],
  family: ['family', 'mom', 'mum', 'mother', 'dad', 'father', 'parent', 'parents', 'brother', 'sister', 'sibling', 'siblings', 'son', 'daughter', 'kids', 'kid', 'children', 'child', 'grandma', 'grandmother', 'grandpa', 'grandfather', 'aunt', 'uncle', 'cousin', 'in laws', 'stepdad', 'stepmom'],
  partner: ['partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'spouse', 'relationship', 'marriage', 'married', 'dating', 'breakup', 'break up', 'broke up', 'divorce', 'fiance', 'fiancee'],
  friends: ['friend', 'friends', 'friendship', 'friendships', 'bestie', 'best friend', 'roommate', 'flatmate'],
  school: ['school', 'exam', 'exams', 'class', 'classes', 'homework', 'study', 'studying', 'studies', 'university', 'college', 'teacher', 'teachers', 'grade', 'grades', 'assignment', 'assignments', 'thesis', 'uni', 'lecture', 'lectures', 'professor', 'coursework', 'semester'],
  money: ['money', 'bills', 'rent', 'debt', 'debts', 'finances', 'financial', 'salary', 'afford', 'budget', 'loan', 'loans', 'mortgage', 'paycheck', 'savings'],
  health: ['health', 'sick', 'illness', 'ill', 'pain', 'doctor', 'diagnosis', 'headache', 'headaches', 'migraine', 'injury', 'hospital', 'symptoms', 'medical', 'surgery', 'chronic'],
};

const CONTEXT_BEFORE = new Set([
  'feel', 'feeling', 'feels', 'felt', "i'm", 'im', 'am', 'was', 'been', 'so', 'very', 'really', 'pretty', 'bit', 'kinda', 'quite',
  'too', 'more', 'less', 'super', 'getting', 'being', 'seem', 'seems', 'all', 'totally', 'completely', "we're", 'were',
]);
// "a lot less mad at myself" is a feeling easing, not the feeling.
const NEGATIONS = new Set([
  'not', 'never', 'no', "don't", 'dont', "didn't", "isn't", "wasn't", "aren't", "weren't", 'without', 'hardly', 'barely', "haven't", "doesn't", 'less',
]);

/** Medicines and doses: never mirrored, quoted or remembered, so the coach cannot repeat a dose back. */
export const MEDICATION_WORDS: ReadonlySet<string> = new Set([
  'medication', 'medications', 'medicine', 'medicines', 'meds', 'pill', 'pills', 'dose', 'dosage', 'doses', 'mg', 'mcg', 'ml',
  'milligrams', 'antidepressant', 'antidepressants', 'ssri', 'ssris', 'prescription', 'prescribed', 'xanax', 'zoloft', 'prozac',
  'lexapro', 'sertraline', 'melatonin', 'hrt', 'propranolol', 'benzos', 'ibuprofen', 'painkillers', 'tablets', 'supplements', 'overdose',
  'finasteride', 'minoxidil', 'metformin', 'statins', 'levothyroxine', 'adderall', 'ritalin', 'methylphenidate', 'mirtazapine', 'venlafaxine',
]);

/**
 * Serious illness and a stay in hospital, as alternatives for a pattern: one list for which case of an answer fits and which
 * questions belong to someone in hospital or seriously ill. (Hard news is narrower: a long illness told is no news.)
 */
export const SERIOUS_ILLNESS = String.raw`tumou?rs?|cancer|chemo\w*|terminal|biopsy|(?:a|her|his|the) stroke|heart attack|dementia|leuka?emia`;
export const IN_HOSPITAL = String.raw`hospital|ward|a ?& ?e|icu|intensive care|surgery|operation|admitted|ambulance`;
const DOSE = /\d+(?:[.,]\d+)?\s*(?:mg|mcg|ml|g|milligrams?|micrograms?|tablets?|pills?|capsules?|doses?)\b|\bbeta[- ]?blockers?\b/i;

export function mentionsMedication(text: string): boolean {
  return DOSE.test(text) || tokens(text).some((word) => MEDICATION_WORDS.has(word));
}

const EMOJI_FEELINGS: readonly [RegExp, Feeling][] = [
  [/[\u{1F622}\u{1F62D}\u{1F61E}\u{1F614}\u{2639}\u{1F641}\u{1F494}\u{1F63F}]/u, 'sad'],
  [/[\u{1F621}\u{1F620}\u{1F92C}\u{1F624}]/u, 'angry'],
  [/[\u{1F630}\u{1F61F}\u{1F628}\u{1F62C}\u{1F625}\u{1F613}]/u, 'anxious'],
  [/[\u{1F634}\u{1F971}\u{1F62A}]/u, 'tired'],
  [/[\u{1F629}\u{1F62B}\u{1F635}]/u, 'overwhelmed'],
  [/[\u{1F60A}\u{1F642}\u{1F600}\u{1F604}\u{1F601}\u{1F603}\u{1F970}\u{1F60C}]/u, 'happy'],
];

export function feelingGroup(feeling: Feeling): FeelingGroup {
  return FEELINGS[feeling].group;
}

const HARD_WORDS =
  /\b(?:hard|difficult|tough|awful|painful|sucks|worse|struggl\w*|horrible|terrible|freeze|froze|give up|quit|packing it in|can'?t|cannot|problems?|stomach)\b/;
// Where a turn to the hard part begins: "…but I feel deflated", "Problem is I freeze every time the teacher asks me something."
const TURN_TO_HARD = /\b(?:but|(?:the )?(?:problem|trouble|only thing) is)\b/;

/** Whether a hard feeling or word follows a "but" (or "problem is") in this text: "…but its hard to be in the same room", "but I feel deflated". */
export function hardAfter(text: string): boolean {
  const but = TURN_TO_HARD.exec(text);
  if (!but) return false;
  const after = text.slice(but.index);
  return HARD_WORDS.test(after) || hardFeelingIn(after);
}

/** Whether the text names a feeling that is not a bright one ("worried", "awful", "numb"). */
export function hardFeelingIn(text: string): boolean {
  return feelingsIn(tokens(text)).some((feeling) => feelingGroup(feeling) !== 'bright');
}

const FEELING_WORDS = new Set(FEELING_IDS.flatMap((id) => [...FEELINGS[id].words, ...(FEELINGS[id].contextual ?? [])]).filter((w) => !w.includes(' ')));
const TOPIC_WORD_SET = new Set(Object.values(TOPIC_WORDS).flat());

export function isFeelingWord(word: string): boolean {
  return FEELING_WORDS.has(word);
}

function phraseAt(words: readonly string[], index: number, phrase: string): boolean {
  const parts = phrase.split(' ');
  return parts.every((part, offset) => words[index + offset] === part);
}

// How far back a feeling's subject is looked for: "my father is very proud" (three words), not the whole story.
const FEELING_LOOK_BACK = 4;
// "she gets tired so fast and gets angry": a verb only another person takes carries their subject across the clause.
const THIRD_PERSON_VERB = new Set(['gets', 'becomes', 'seems', 'looks', 'sounds', 'acts']);
const CLAUSE_LOOK_BACK = 8;
const DISLIKED = new Set(['being', 'having', 'to']);
const NOBODY = new Set(['nobody', 'noone', 'nobodys', "nobody's"]);

// A negation reaches forward only until a contrast: "not anxious, just tired" is tired.
const NEGATION_STOPS = new Set(['but', 'just', 'only', 'rather', 'and', 'so', 'more', 'instead']);

// "not so good", "not that happy", "not too bad": a negation with a softener between it and the feeling.
const SOFTENERS = new Set(['so', 'that', 'too', 'very', 'really', 'quite', 'all']);

function isNegated(before: readonly string[]): boolean {
  for (let j = before.length - 1; j >= 0; j--) {
    const word = before[j] ?? '';
    if (NEGATIONS.has(word)) return true;
    if (j === before.length - 1 && SOFTENERS.has(word) && NEGATIONS.has(before[j - 1] ?? '')) return true;
    if (NEGATION_STOPS.has(word) || FEELING_WORDS.has(word)) return false;
  }
  return false;
}

const WISHED = new Set([
  ...['expect', 'expects', 'expected', 'expecting', 'supposed', 'meant', 'should', 'pretend', 'pretending', 'fake', 'faking'],
  ...['want', 'wants', 'wanted', 'wish', 'act', 'acting'],
]);
const WISHED_LOOK_BACK = 4;
const ABOUT_LANGUAGE = new Set(['english', 'spelling', 'grammar', 'writing', 'accent', 'language', 'pronunciation', 'vocabulary']);
const WHO_WAS = new Set(['i', 'we']);
const GLAD_FOR = new Set(['him', 'her', 'them', 'you', 'my', 'his', 'their', 'both']);
const RACED = new Set([
  ...['pigeon', 'pigeons', 'bike', 'bikes', 'car', 'cars', 'horse', 'horses', 'dog', 'dogs', 'greyhounds'],
  ...['team', 'driver', 'season', 'club', 'track', 'game', 'games', 'yacht', 'boat'],
]);

/** "was good" or "were so great" said of something other than the person: the word before "was" is no "i" or "we". */
function thingWas(words: readonly string[], i: number): boolean {
  const at = [i - 1, i - 2].find((k) => words[k] === 'was' || words[k] === 'were');
  return at !== undefined && !WHO_WAS.has(words[at - 1] ?? '');
}

/** Feelings named in the text, in order, ignoring negated ones ("not anxious"); a negated good feeling reads as low. */
const CONDITIONAL = new Set(['would', "i'd", 'id', "we'd"]);

export function feelingsIn(words: readonly string[]): Feeling[] {
  const found: Feeling[] = [];
  const add = (feeling: Feeling) => {
    if (!found.includes(feeling)) found.push(feeling);
  };
  for (let i = 0; i < words.length; i++) {
    const before = words.slice(Math.max(0, i - 3), i);
    const negated = isNegated(before);
    for (const id of FEELING_IDS) {
      const entry = FEELINGS[id];
      const plain = entry.words.some((phrase) => phraseAt(words, i, phrase));
      const inContext =
        !plain && (entry.contextual ?? []).some((word) => words[i] === word) && before.slice(-2).some((word) => CONTEXT_BEFORE.has(word));
      // "calm down" is a request, not a feeling; "hate myself" is shame, not anger.
      if (inContext && id === 'calm' && words[i + 1] === 'down') continue;
      // "I am the calm one": a part someone is known for, not how they feel now.
      if (inContext && (words[i + 1] === 'one' || words[i + 1] === 'ones')) continue;
      // "operation was good", "the food was so great": how a thing was, not how the person feels ("i was good" is).
      if (inContext && thingWas(words, i)) continue;
      if (id === 'angry' && words[i] === 'hate' && words[i + 1] === 'myself') continue;
      // "i hate being touched", "i hate having to ask": something the person dislikes, not anger at anyone.
      if (id === 'angry' && words[i] === 'hate' && DISLIKED.has(words[i + 1] ?? '')) continue;
      // "I would be grateful if you could…": a courtesy or a wish, not gladness felt now.
      if ((id === 'grateful' || id === 'happy') && before.some((word) => CONDITIONAL.has(word))) continue;
      // "happy for him also… but its hard to be in the same room": goodwill to someone, not the person's own gladness.
      if (id === 'happy' && words[i + 1] === 'for' && GLAD_FOR.has(words[i + 2] ?? '')) break;
      // "racing pigeons", "a racing bike": a sport, not a racing mind.
      if (words[i] === 'racing' && RACED.has(words[i + 1] ?? '')) continue;
      // "nobody hurt", "no one got hurt": an accident without injuries, not a hurt feeling.
      if (NOBODY.has(before.at(-1) ?? '') || (NOBODY.has(before.at(-2) ?? '') && ['was', 'got', 'is', 'were'].includes(before.at(-1) ?? ''))) continue;
      if (!plain && !inContext) continue;
      // "my english not so good": how the person writes or speaks, not how they feel.
      if (entry.group === 'bright' && before.some((word) => ABOUT_LANGUAGE.has(word))) continue;
      // "everyone expects me to be happy", "i should be grateful", "i just want to be happy again": asked of them or wished, not felt.
      if (entry.group === 'bright' && words.slice(Math.max(0, i - WISHED_LOOK_BACK), i).some((word) => WISHED.has(word))) continue;
      // "my father is very proud", "she's so anxious": someone else's feeling, not the person's.
      if (someoneElseFeels(words, i, THIRD_PERSON_VERB.has(before.at(-1) ?? '') ? CLAUSE_LOOK_BACK : FEELING_LOOK_BACK)) break;
      if (!negated) add(id);
      else if (entry.group === 'bright') add('low');
      break;
    }
  }
  return found;
}

export function topicsIn(words: readonly string[]): Topic[] {
  const found: Topic[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const topic of TOPIC_IDS) {
      if (!found.includes(topic) && TOPIC_WORDS[topic].some((phrase) => phraseAt(words, i, phrase))) found.push(topic);
    }
  }
  return found;
}

const STOPWORDS = new Set(
  `about above after again against also always another anything anyone around away back because been before being below
  between both came cannot come could does doing done down during each even ever every everyone everything feel feeling feels
  felt from further gets getting give going gone good great have having here hers herself himself into itself just keep kind
  know last lately like little long look made make many maybe might more most much must myself need never next nothing okay
  once only other ought ours over really right said same says seem seems should since some something sometimes still such
  sure take tell than thank thanks that their theirs them themselves then there these they thing things think this those
  though through time today together told tomorrow tonight too under until very want wanted wants week well went were what
  whatever when where which while will with without would yeah year years yesterday your yours yourself just feelings
  help please sorry hello able actually anyway always around bring lots pretty stuff start started trying again ready
  mean means thought thoughts talk talking people person someone everybody somebody minute minutes moment hour hours days
  goes tried tries asked asks called calls coming saying tells`
    .split(/\s+/)
    .filter(Boolean)
    // A weekday said twice is a plan's day, not a word that keeps coming up.
    .concat(WEEKDAYS),
);

/** Content words worth remembering for a reflection: not feelings, topics or filler. */
export function keywordsIn(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words.slice(0, 400)) {
    if (word.length < 4 || !/^\p{L}+$/u.test(word) || STOPWORDS.has(word) || FEELING_WORDS.has(word) || TOPIC_WORD_SET.has(word) || MEDICATION_WORDS.has(word)) continue;
    if (!out.includes(word)) out.push(word);
  }
  return out;
}

// A mirrored self-judgement ("you're a failure") must never sound like the coach agreeing with it.
const SELF_JUDGEMENT = alternatives(
  String.raw`\byou(?:'re| are)(?: just| such| so| completely| totally| really| a| an| such a| nothing but)* ` +
    String.raw`(?:failure|worthless|stupid|useless|idiot|loser|pathetic|broken|burden|hopeless|disappointment|mess|fraud|not good enough|` +
    String.raw`unlovable|weak|ugly|terrible person|bad person|horrible person|awful person|nothing)\b`,
  String.raw`\byou (?:hate|can't stand|are disgusted by) yourself\b`,
  String.raw`\b(?:everyone|everybody|nobody|no one|people) (?:hates?|dislikes?|likes?|loves?|cares? about|wants?|would miss) you\b`,
  // "you always mess up" judges the whole self; "you always mess up the parallel parking" names one thing to work on.
  String.raw`\byou (?:always|never) (?:fail|mess|ruin|screw)(?!\w*(?: up)? (?:the|my|during|on the|at the|in the)\b)`,
);

export function isSelfJudgement(mirror: string): boolean {
  return SELF_JUDGEMENT.test(mirror.toLowerCase());
}

export interface Analysis {
  raw: string;
  clean: string;
  words: string[];
  feelings: Feeling[];
  topics: Topic[];
  keywords: string[];
  /** True when nothing but emoji, punctuation or symbols was sent. */
  empty: boolean;
  hasQuestion: boolean;
  hasStatement: boolean;
  mirror: string | null;
  question: string | null;
  /** Mentions a medicine or a dose. */
  medication: boolean;
}

// "I will tell him tomorrow. Also one more thing. My sister's engagement… I am feeling very sad": what the person turns to
// openly after the first sentence is what is said back, not the part before it.
function turnedTo(clean: string): string {
  const parts = sentences(clean);
  const turn = parts.findIndex((part, i) => i > 0 && turnsAway(part.text.toLowerCase()));
  if (turn < 0) return clean;
  // "Also one more thing." on its own says nothing: what follows it is the new subject.
  const said = (parts[turn]?.text ?? '').toLowerCase().replace(/^(?:and |oh and |plus )?also\b/, '').trim().replace(TURNS_TO, '');
  const from = /[a-z]/.test(said) ? turn : turn + 1;
  const start = parts[from] ? clean.indexOf(parts[from].text) : -1;
  return start < 0 ? clean : clean.slice(start);
}

export function analyse(raw: string): Analysis {
  const clean = cleanText(raw);
  const words = tokens(clean);
  // Feelings in words quoted ("she texts 'all good x'", "the note said 'thank you 🙂'") are the writer's, not the person's.
  const own = withoutQuotes(raw);
  const feelings = feelingsIn(own === raw ? words : tokens(cleanText(own)));
  if (hasEmoji(raw)) {
    for (const [pattern, feeling] of EMOJI_FEELINGS) if (pattern.test(own) && !feelings.includes(feeling)) feelings.push(feeling);
  }
  const parts = sentences(clean);
  const medication = mentionsMedication(clean);
  return {
    raw,
    clean,
    words,
    feelings,
    topics: topicsIn(words),
    keywords: keywordsIn(words),
    empty: words.length === 0,
    hasQuestion: parts.some((part) => part.question && !onlySurprise(clean, part.text)),
    hasStatement: parts.some((part) => !part.question),
    mirror: medication ? null : mirrorPhrase(turnedTo(clean), isFeelingWord),
    question: medication ? null : questionPhrase(clean),
    medication,
  };
}

