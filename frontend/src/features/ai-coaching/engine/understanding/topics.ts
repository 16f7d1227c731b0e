/** Life areas a message touches, each with the person's own words for it. */
import type { TopicId, TopicMention } from './types';
import { ROLES, WEDDING_THINGS } from './entities';

// Going or doing something alone ("he goes alone", "should we try alone first?") says how, not that the person is lonely.
const NOT_ABLE = new Set(['longer', 'cannot', "can't", 'cant', 'not', 'to', 'safely']);
const GOING_ALONE = /^(?:go|goes|going|went|come|comes|came|travel\w*|try|trying|tried|do|does|did|drive|drives|fly|flies|ride|rides)$/;

/** Cue phrases per topic, in normalised words. The longest cue at a position wins, so "office party" is social only. */
const CUES: Readonly<Record<TopicId, readonly string[]>> = {
  work: [
    'work', 'working', 'job', 'jobs', 'career', 'office', 'workplace', 'deadline', 'deadlines', 'shift', 'shifts', 'overtime',
    'promotion', 'fired', 'laid off', 'boss', 'manager', 'coworker', 'coworkers', 'co worker', 'colleague', 'colleagues',
    'meeting', 'meetings', 'job interview', 'interview', 'presentation', 'performance review', 'client', 'clients', 'work email',
  ],
  sleep: [
    'sleep', 'sleeping', 'slept', 'asleep', 'insomnia', 'nightmare', 'nightmares', 'bedtime', 'lie awake', 'lying awake',
    'lay awake', 'awake at night', 'up all night', 'nap', 'naps', 'wake up at', 'waking up at', 'sleepless',
  ],
  family: [
    'family', 'mom', 'mum', 'mother', 'dad', 'father', 'parent', 'parents', 'brother', 'sister', 'sibling', 'siblings', 'son',
    'daughter', 'kids', 'children', 'grandma', 'grandpa', 'grandmother', 'grandfather', 'aunt', 'uncle', 'cousin', 'in laws',
    'stepdad', 'stepmom', 'mommy', 'daddy',
  ],
  partner: [
    'partner', 'boyfriend', 'girlfriend', 'husband', 'wife', 'spouse', 'relationship', 'marriage', 'married', 'dating', 'fiance',
    'fiancee',
  ],
  breakup: ['breakup', 'break up', 'broke up', 'broken up', 'breaking up', 'split up', 'dumped', 'divorce', 'divorced', 'my ex'],
  friends: ['friend', 'friends', 'friendship', 'friendships', 'bestie', 'best friend', 'roommate', 'flatmate'],
  social: [
    'party', 'parties', 'birthday party', 'graduation party', 'office party', 'work party', 'christmas party', 'dinner party',
    'wedding', 'weddings', 'gathering', 'get together', 'reunion', 'networking', 'meet new people', 'meeting new people',
    'small talk', 'socializing', 'socialising', 'social anxiety', 'baby shower', 'barbecue', 'bbq', 'hang out', 'work drinks',
  ],
  loneliness: [
    'lonely', 'loneliness', 'alone', 'no friends', 'isolated', 'isolation', 'nobody to talk to', 'no one to talk to', 'left out',
    'no one cares', 'nobody cares',
  ],
  school: [
    'school', 'high school', 'middle school', 'grad school', 'college', 'university', 'uni', 'class', 'classes', 'exam', 'exams',
    'homework', 'assignment', 'assignments', 'thesis', 'dissertation', 'essay', 'coursework', 'lecture', 'lectures', 'professor',
    'teacher', 'teachers', 'semester', 'grades', 'studying', 'study', 'finals', 'midterm', 'midterms', 'graduation', 'campus',
  ],
  money: [
    'money', 'bills', 'rent', 'debt', 'debts', 'finances', 'financial', 'salary', 'afford', 'budget', 'loan', 'loans', 'mortgage',
    'paycheck', 'savings', 'broke', 'credit card', 'taxes',
  ],
  health: [
    'health', 'sick', 'illness', 'doctor', 'diagnosis', 'migraine', 'migraines', 'injury', 'hospital', 'symptoms', 'medical',
    'surgery', 'chronic', 'pain', 'headaches',
  ],
  exercise: [
    'exercise', 'exercising', 'workout', 'workouts', 'work out', 'working out', 'worked out', 'gym', 'morning run', 'evening run',
    'a run', 'my run', 'running', 'jogging', 'jog', 'yoga', 'swimming', 'cycling', 'bike ride', 'lifting', 'pilates', 'hiking',
    'for a walk', 'sports',
  ],
  grief: [
    'died', 'death', 'passed away', 'funeral', 'grief', 'grieving', 'mourning', 'bereavement', 'lost my mom', 'lost my dad',
    'lost my mum', 'lost my dog', 'lost my cat', 'put down', 'miscarriage',
  ],
  anger: [
    'angry', 'anger', 'furious', 'rage', 'mad at', 'pissed', 'livid', 'irritated', 'annoyed', 'resentful', 'yelled', 'yelling',
    'shouting', 'shouted', 'temper', 'snapped',
  ],
  procrastination: [
    'procrastinate', 'procrastinating', 'procrastination', 'putting off', 'putting it off', 'put it off', 'put off',
    'keep avoiding', 'avoiding it', 'keep delaying', 'delaying', 'postponing', 'to the last minute', 'till the last minute', "can't get started", "can't start",
  ],
};

export const TOPIC_IDS = Object.keys(CUES) as TopicId[];

const DETERMINERS = new Set(['my', 'the', 'our', 'his', 'her', 'their', 'your']);
// Words that are work only as a place or a person at work; beside a gathering they are the gathering's setting.
const WEAK_WORK = new Set(['work', 'office', 'coworker', 'coworkers', 'colleague', 'colleagues']);
// "it doesn't work", "does this work": the verb, not the job.
const NOT_JOB_BEFORE = new Set([
  'it', 'this', 'that', "doesn't", "don't", "didn't", "won't", 'not', 'does', 'did', 'will', 'would', 'might', 'nothing', 'may',
  'could', 'should', "wouldn't", "isn't", 'also', 'never', 'gonna', 'gunna', 'to',
]);

// Before "class", the words that make it a school's: "in class", "skipped class", "my maths class".
const SCHOOL_CLASS_BEFORE = new Set([
  'in', 'my', 'our', 'after', 'before', 'during', 'skip', 'skipped', 'skipping', 'missed', 'missing', 'his', 'her', 'their', 'to', 'from',
  'math', 'maths', 'english', 'science', 'history', 'chemistry', 'chem', 'physics', 'biology', 'bio', 'geography', 'french', 'spanish',
  'german', 'latin', 'economics', 'homeroom', 'algebra', 'calculus', 'lit', 'stats', 'statistics',
]);
const NOT_A_GATHERING = new Set(['sales', 'watch', 'search', 'third', 'political', 'tupperware']);
const ADVERBS = new Set(['actually', 'really', 'even', 'ever', 'still', 'just', 'always', 'usually', 'definitely', 'probably']);

interface Cue {
  id: TopicId;
  parts: string[];
}

const BY_FIRST = new Map<string, Cue[]>();
for (const [id, phrases] of Object.entries(CUES) as [TopicId, readonly string[]][]) {
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    const list = BY_FIRST.get(parts[0] ?? '') ?? [];
    list.push({ id, parts });
    BY_FIRST.set(parts[0] ?? '', list);
  }
}
for (const list of BY_FIRST.values()) list.sort((a, b) => b.parts.length - a.parts.length);

/** Every single word the cues use, for spelling correction. */
export const TOPIC_VOCABULARY: readonly string[] = [...new Set(Object.values(CUES).flatMap((list) => list.flatMap((p) => p.split(' '))))];

/** "coworker's" → "coworker", "parents'" → "parents". */
export function baseWord(word: string): string {
  return word.replace(/'s$|'$/, '');
}

const SCHOOL_THINGS = /^(?:pipe|band|choir|orchestra|concert|disco|fair|fete|play|musical)$/;
// Who did not die: "nobody died", "no one died", "it's not like anyone died".
const NO_ONE = new Set(['nobody', 'noone', 'anyone', 'anybody', 'one']);
const THINGS_THAT_DIE = new Set(['plant', 'plants', 'phone', 'battery', 'laptop', 'car', 'wifi', 'internet', 'computer', 'charger', 'tv', 'game', 'server']);

function skip(id: TopicId, words: readonly string[], i: number, length: number, socialAhead: boolean): boolean {
  const word = words[i] ?? '';
  const before = words[i - 1] ?? '';
  const after = words[i + length] ?? '';
  // "does it actually work", "work it out with him": the verb, whatever stands between.
  const verbBefore = ADVERBS.has(before) ? (words[i - 2] ?? '') : before;
  const outAfter = after === 'out' || (['it', 'this', 'that', 'things'].includes(after) && words[i + length + 1] === 'out');
  // "Short. Not angry.", "i'm not even angry": a feeling said not to be there.
  if (id === 'anger' && (verbBefore === 'not' || before === 'not') && length === 1) return true;
  if (id === 'work' && /^work/.test(word) && length === 1 && (outAfter || NOT_JOB_BEFORE.has(verbBefore))) return true;
  if (id === 'work' && WEAK_WORK.has(baseWord(word)) && socialAhead) return true;
  if (id === 'work' && /^meetings?$/.test(word) && ['new', 'people', 'up', 'someone'].includes(after)) return true;
  // "my wedding necklace", "our wedding anniversary": a thing of a wedding, no gathering.
  if (id === 'social' && /^weddings?$/.test(word) && WEDDING_THINGS.has(after)) return true;
  // "my plant died", "my phone died": not a loss to grieve.
  if (id === 'grief' && word === 'died' && THINGS_THAT_DIE.has(before)) return true;
  // "She's only moved out, nobody died", "it's not like anyone died": a loss said not to be one.
  if (id === 'grief' && word === 'died' && NO_ONE.has(before)) return true;
  // "colleague's mum died", "her dad passed away": someone else's loss, told of, not the person's own grief.
  // With a name after the role too: "since his wife Eleni died".
  const roleAt = ROLES.has(baseWord(before)) ? i - 1 : ROLES.has(baseWord(words[i - 2] ?? '')) ? i - 2 : -1;
  if (id === 'grief' && /^(?:died|passed|death|funeral)$/.test(word) && roleAt >= 0) {
    const owner = words[roleAt - 1] ?? '';
    if (['his', 'her', 'their'].includes(owner) || (/'s$/.test(owner) && !ME.has(owner.replace(/'s$/, '')))) return true;
  }
  if (id === 'exercise' && /^exercis/.test(word)) {
    return ['an', 'breathing', 'grounding', 'this', 'that', 'another', 'the', 'calming', 'writing', 'relaxation'].includes(before) ||
      ['for', 'to'].includes(after);
  }
  if (id === 'exercise' && word === 'running' && ['late', 'out', 'away', 'around', 'low', 'from'].includes(after)) return true;
  // "leave me alone", "the chores are mine alone", "alone time": not loneliness.
  if (id === 'loneliness' && word === 'alone' && ['me', 'us', 'him', 'her', 'them', 'mine', 'yours', 'ours', 'theirs', 'his', 'hers'].includes(before)) return true;
  if (id === 'loneliness' && word === 'alone' && ['time'].includes(after)) return true;
  // "she lives alone", "can no longer live alone": where someone lives, or can't, not the person's loneliness.
  if (id === 'loneliness' && word === 'alone' && (before === 'lives' || (before === 'live' && NOT_ABLE.has(words[i - 2] ?? '')))) return true;
  // "should i go alone sometimes?", "try alone first": how something is done, not loneliness.
  if (id === 'loneliness' && word === 'alone' && (GOING_ALONE.test(before) || after === 'first')) return true;
  // "should I say it when others are there or alone?", "alone or with her": one way among others.
  // "Ok alone, maybe at start of shift": the way chosen.
  if (id === 'loneliness' && word === 'alone' && (['or', 'it', 'this', 'that', 'ok', 'okay'].includes(before) || after === 'or')) return true;
  // "400 a month on deliveroo alone", "in march alone", "this week alone": "only", of an amount, not loneliness.
  if (id === 'loneliness' && word === 'alone' && (ONLY_OF.has(words[i - 2] ?? '') || /^(?:week|month|year|day|today|term)$/.test(before))) return true;
  // "a sales party", "a watch party for the geminids": no gathering to face.
  if (id === 'social' && /^part(?:y|ies)$/.test(word) && length === 1 && NOT_A_GATHERING.has(before)) return true;
  // "our 10th wedding anniversary", "my wedding ring": a wedding's keepsake or its date, not a wedding to go to.
  if (id === 'social' && word === 'wedding' && length === 1 && /^(?:anniversary|rings?|photos?|album)$/.test(after)) return true;
  // "the preserves class at our village show", "a pottery class": a class is school only where school is said around it
  // ("in class", "my maths class", "in front of the class").
  const theClass = before === 'the' && ['of', 'in', 'to', 'from', 'whole'].includes(words[i - 2] ?? '');
  if (id === 'school' && /^class(?:es)?$/.test(word) && !SCHOOL_CLASS_BEFORE.has(before) && !theClass) return true;
  // "a retired history teacher", "retired teacher of mathematics", "a former teacher": who someone is, not school.
  if (id === 'school' && /^teachers?$/.test(word) && [before, words[i - 2] ?? ''].some((w) => /^(?:retired|former|ex)$/.test(w))) return true;
  // "make it sound less like a teacher wrote it": how words sound, not school.
  if (id === 'school' && /^teachers?$/.test(word) && /^an?$/.test(before) && words[i - 2] === 'like') return true;
  // "the school pipe band", "since college": a band the school runs, or a time of life, not school itself.
  if (id === 'school' && length === 1 && SCHOOL_THINGS.test(after)) return true;
  if (id === 'school' && length === 1 && before === 'since' && /^(?:college|uni|university|school)$/.test(word)) return true;
  // "uni friends", "college mates": friends from a time of life, not study.
  if (id === 'school' && length === 1 && /^(?:college|uni|university)$/.test(word) && /^(?:friends?|mates?|pals?|crowd|lot)$/.test(after)) return true;
  // "he's been getting really angry", "my dad yelled": someone else's anger, not the person's own.
  if (id === 'anger') return someoneElseFeels(words, i);
  return false;
}

const ONLY_OF = new Set(['on', 'in', 'for', 'from']);
const ME = new Set(['i', "i'm", 'im', "i've", 'ive', 'me', 'myself', 'my', 'we', 'us']);
const THIRD = new Set([
  'he', 'she', 'they', "he's", "she's", "they're", 'hes', 'shes', 'theyre', ...ROLES,
  'woman', 'man', 'guy', 'lady', 'customer', 'customers', 'client', 'someone', 'somebody', 'people', 'everyone', 'driver', 'neighbours',
]);
const LOOK_BACK = 12;

/** The nearest subject before word i is someone else, not the person: "he's been getting really angry", "my father is very proud". */
export function someoneElseFeels(words: readonly string[], i: number, lookBack = LOOK_BACK): boolean {
  for (let k = i - 1; k >= Math.max(0, i - lookBack); k--) {
    const word = words[k] ?? '';
    if (ME.has(word)) return false;
    if (THIRD.has(baseWord(word))) return true;
  }
  return false;
}

function cueAt(words: readonly string[], i: number): Cue | null {
  for (const cue of BY_FIRST.get(baseWord(words[i] ?? '')) ?? []) {
    if (cue.parts.every((part, k) => (k === cue.parts.length - 1 || k === 0 ? baseWord(words[i + k] ?? '') : words[i + k]) === part)) return cue;
  }
  return null;
}

/** Topics in normalised lower-case words, in order of first mention, each with the person's phrase ("high school", "my thesis"). */
export function topicsIn(words: readonly string[]): TopicMention[] {
  const found = new Map<TopicId, string>();
  const cues: ({ cue: Cue; at: number } | null)[] = [];
  for (let i = 0; i < words.length; i++) {
    const cue = cueAt(words, i);
    cues.push(cue ? { cue, at: i } : null);
    // The rest of a multi-word cue belongs to it and starts no cue of its own.
    for (let k = 1; cue && k < cue.parts.length && i + 1 < words.length; k++) {
      cues.push(null);
      i++;
    }
  }
  for (const [i, hit] of cues.entries()) {
    if (!hit || found.has(hit.cue.id)) continue;
    const socialAhead = cues.slice(i + 1, i + 4).some((next) => next?.cue.id === 'social');
    if (skip(hit.cue.id, words, i, hit.cue.parts.length, socialAhead)) continue;
    const start = DETERMINERS.has(words[i - 1] ?? '') && hit.cue.parts[0] !== 'my' ? i - 1 : i;
    found.set(hit.cue.id, words.slice(start, i + hit.cue.parts.length).join(' '));
  }
  return [...found].map(([id, phrase]) => ({ id, phrase }));
}
