/**
 * How a matched phrase is read in its sentence: negated, said of someone else, inside a story
 * or a question about helping someone, or about a past that is over. Everything looks at a
 * bounded window around the match, so the cost per match does not grow with the text.
 */
import type { Sentence } from './normalize-text';
import { compiled } from './native-regexp';
import { anyOf, anyWord, gap, notFollowedBy, optional, rxTest, seq } from './rules/rule';

/** How far back (in characters) a match's own clause is read. */
const WINDOW = 160;

// Where one thought ends and the next starts inside a clause: a negation before it does not
// reach past it ("I'm not okay and I want to die"), nor does a new "I".
const SCOPE_BREAK = new RegExp(
  anyWord(
    'but', 'though', 'although', 'however', 'because', 'since', 'so', 'yet', 'except', 'until', 'unless', 'whereas', 'then',
    `and ${anyOf('i', 'now', 'yet', 'then', 'still', 'honestly', 'just')}`,
    'now', 'i',
  ),
  'g',
);

// For tense, a new "I" does not start a new time frame ("years ago I overdosed").
const TENSE_BREAK = new RegExp(
  anyWord(
    'but', 'though', 'although', 'however', 'because', 'since', 'so', 'yet', 'except', 'until', 'unless', 'whereas',
    `and ${anyOf('now', 'yet', 'then', 'still', 'honestly', 'just', 'lately', 'recently', 'these days', 'i')}`,
  ),
  'g',
);

const NEGATOR = /\b(?:not|never|no|nor|zero|without|neither)\b/g;
// Words after "not"/"no" that make it something other than a denial of what follows.
const NOT_A_DENIAL = new RegExp(
  seq(
    '^ ',
    anyOf(
      'sure', 'know', 'knowing', 'care', 'caring', 'stop', 'stopping', 'help', 'helping', 'resist', 'resisting', 'fight', 'fighting', 'shake',
      'escape', 'get rid', 'seem to stop', 'only', 'just', 'even joking', 'joking', 'kidding', 'lying', 'lie', 'exaggerating', 'going to lie',
      'matter', 'one', 'body', 'thing', 'point', 'reason', 'way out', 'idea', 'clue', 'doubt', 'wonder', 'surprise', 'choice but', 'option but',
      'longer able', `able to ${anyOf('stop', 'resist', 'control')}`,
      'more than', 'less than', 'other', 'okay', 'ok', 'fine', 'alright', 'good', 'well', 'happy', 'coping', 'handling',
      `doing ${anyOf('well', 'okay', 'good', 'great')}`,
      'acted on', 'acting on', 'act on', 'told anyone', 'told a soul', 'told my [a-z]+', 'said this', 'said it out loud',
    ),
    String.raw`\b`,
  ),
);
// "I don't think I would ever hurt myself": a denial before a new "I" that only adds a modal.
const DENIAL_BEFORE_I = new RegExp(
  seq(
    String.raw`\b${anyOf('not', 'never', 'no way', 'no chance', 'zero chance', 'in no way')}`,
    optional(` ${anyOf('think', 'believe', 'see', 'imagine', 'expect', 'say', 'swear', 'promise', 'feel like', 'mean', 'meant')}${optional(' that')}`),
    ' $',
  ),
);
const MODALS = [
  'would', 'could', 'will', 'am going to', 'going to', 'am', 'might', 'ever', 'really', 'actually', 'even', 'seriously', 'honestly', 'truly',
  'want to', 'would ever', 'could ever',
];
const ONLY_MODALS = new RegExp(`^${anyOf(` ${anyOf(MODALS)}`)}* ?$`);
// ", no one", ", no way": a no that starts another phrase.
const NOT_A_DENIAL_AFTER_NO = ['one', 'body', 'way', 'matter', 'idea', 'point', 'reason', 'longer'];
const DENIAL_AFTER = new RegExp(
  seq(
    '^ ',
    anyOf(
      String.raw`, ${anyOf('no', 'nope', 'never', 'not at all')}\b${notFollowedBy(` ${anyOf(NOT_A_DENIAL_AFTER_NO)}`)}`,
      String.raw`\(?${anyOf('not really', 'only kidding', 'just kidding')}\b`,
      'is not', 'are not', 'was not', 'is never', 'has never', 'have never', 'had never', 'never', 'would never', 'will never', 'is off the table',
      'is out of the question', 'not an option', 'not something', 'is not something', 'is not an option', 'is not happening', 'will not happen',
      'is not on the table',
    ),
    String.raw`\b`,
  ),
);

const FIRST_PERSON = new Set(['i', 'me', 'myself', 'my', 'mine', 'we', 'us', 'our', 'ourselves']);
const OTHER_PERSON = new Set(
  (
    'he she they his hers their theirs himself herself themselves someone somebody anyone anybody everyone everybody ' +
    'people person persons friend friends bestie brother brothers bro sister sisters sis mom mum mother mam mommy mummy dad father daddy ' +
    'parent parents son sons daughter daughters kid kids child children baby cousin cousins uncle aunt auntie grandma grandpa ' +
    'grandmother grandfather granddad nan nana nephew niece partner boyfriend girlfriend husband wife fiance fiancee spouse ex roommate ' +
    'roommates flatmate housemate coworker coworkers colleague colleagues boss classmate classmates student students teacher neighbor ' +
    'neighbour neighbors neighbours patient patients client clients character characters protagonist narrator hero heroine villain ' +
    'author writer singer guy guys girl girls man men woman women boy boys teen teens teenager teenagers member members user stranger ' +
    'mate mates pal pals buddy buddies teammate teammates celebrity actor actress rapper poet doctor doctors nurse nurses pharmacist ' +
    'therapist counselor counsellor ' +
    'psychiatrist psychologist gp dentist surgeon paramedic officer police coach manager grandparents stepmom stepdad stepmother stepfather ' +
    'employee employees staff staffer caller callers pupil pupils resident residents tenant tenants worker workers mentee mentees inmate inmates camper campers'
  ).split(' '),
);

export type Subject = 'first' | 'other' | 'unnamed';

export interface SubjectInfo {
  subject: Subject;
  /** Character offset in the sentence of the word that named the subject (-1 when unnamed). */
  at: number;
}

const REPORTING_VERB = new RegExp(
  seq(
    String.raw`\b`,
    anyOf(
      'said', 'says', 'say', 'told me', 'tells me', 'texted', 'texted me', 'messaged', 'messaged me', 'wrote', 'writes', 'posted', 'sent me', 'goes',
      'went', 'screamed', 'yelled', 'whispered', 'sings', 'sang', 'asked', 'asks', 'keeps saying', 'kept saying', 'been saying', 'types', 'typed',
      'types in', 'enters',
      `${anyOf('told', 'talked to', 'spoke to', 'opened up to', 'confided in')} ${anyOf('me', 'us')} about`,
      seq(
        `${anyOf('posting', 'posts', 'posted', 'saying', 'says', 'said', 'writing', 'writes', 'wrote', 'texting', 'texts', 'texted')} `,
        `${anyOf('stuff', 'things')} like`,
      ),
      'is saying', 'keeps telling me', 'been telling me', 'admitted', 'confessed', 'mentioned', 'told',
    ),
    `${optional(' me')}${optional(' that')}$`,
  ),
);

const FICTION_CUE = new RegExp(
  anyWord(
    'novel', 'novels', 'book', 'books', 'movie', 'movies', 'film', 'films', 'show', 'shows', 'tv', 'series', 'episode', 'episodes', 'season',
    'story', 'stories', 'storyline', 'plot', 'character', 'characters', 'protagonist', 'narrator', 'villain', 'anime', 'manga', 'comic', 'comics',
    'fanfic', 'fanfiction', 'screenplay', 'script', 'thriller', 'thrillers', 'true crime', 'doc', 'docuseries', 'rehearsal', 'rehearsals',
    'rehearsing', 'on stage', 'audition', 'cast as', 'kdrama', 'k drama', 'sitcom', 'song', 'songs', 'lyrics', 'lyric', 'album', 'game', 'games',
    'documentary', 'podcast', 'article', 'articles', 'news', 'memoir', 'chapter', 'scene', 'netflix', 'poem', 'poetry', 'essay', 'hamlet',
    'musical', 'opera', 'fiction', 'hypothetically', 'hypothetical', 'roleplay',
  ),
  'g',
);
const INFO_CUE = new RegExp(
  anyWord(
    'explain', `what ${anyOf('does', 'do', 'is')} (?:[a-z]+ ){1,4}mean`,
    'the meaning of', 'definition', 'define', 'how common', 'statistics', 'stats', 'rates?', 'signs?', 'symptoms', 'prevention', 'awareness',
    'hotlines?', 'crisis line', `counsel${optional('l')}or`,
    'volunteer[a-z]*', 'training', 'workshop', 'course', 'research', 'raise money', 'fundraiser', 'difference between', 'lecture', 'school project',
    'presentation', 'studies', 'survivors?', 'warning', 'psych ward', 'on call', 'caseload', 'safety plan', 'c ?ssrs',
    `for my ${anyOf('exam', 'class', 'course', 'essay', 'assignment', 'module', 'dissertation')}`,
    `if i ${anyOf('were', 'was')} ever`,
    `${anyOf('would', 'does', 'will', 'can')} ${anyOf('this', 'the')} app`,
    'surveys?', 'questionnaires?', 'quiz', 'homework', 'seminar', 'ethics', 'philosophy', 'debate',
    `${anyOf('one', 'two', 'three', 'four', 'five', 'another', 'new', 'an')} admissions? for`,
  ),
  'g',
);
const HELP_VERBS = [
  'help', 'support', 'talk to', 'approach', 'comfort', 'reach out to', 'be there for', 'respond', 'tell', 'know', 'spot', 'recognize',
  'recognise', 'convince', 'encourage',
];
const SOMEONE_CLOSE = [
  'client', 'patient', 'student', 'pupil', 'employee', 'colleague', 'coworker', 'member', 'caller', 'resident', 'teen', 'teenager', 'husband',
  'wife', 'partner', 'son', 'daughter', 'child', 'kid', 'brother', 'sister', 'mum', 'mom', 'dad', 'father', 'mother', 'friend', 'boyfriend',
  'girlfriend',
];
const SOMEONE = ['a', 'my', 'someone', 'somebody', 'him', 'her', 'them', 'people', 'others', 'friends?', 'a friend'];
const HELP_CUE = new RegExp(
  anyWord(
    `how ${anyOf('do', 'can', 'should', 'could', 'would')} ${anyOf('i', 'we', 'you', 'one')} ${anyOf(HELP_VERBS)}`,
    `what ${anyOf('do', 'should', 'can', 'could')} ${anyOf('i', 'we', 'you')} ${anyOf('say', 'do')}`,
    `${anyOf('help', 'helping', 'support', 'supporting')} ${anyOf(SOMEONE)}`,
    'someone who', 'somebody who', 'a friend who', 'people who', 'person who',
    `${anyOf('a', 'my', 'the', 'our')} ${anyOf(SOMEONE_CLOSE)} who`,
    'for a friend', 'tips for',
  ),
  'g',
);

const SCHOOL = ['high school', 'middle school', 'school', 'college', 'uni', 'university'];
const DISTANT_PAST = new RegExp(
  anyWord(
    'used to', `${anyOf('years?', 'decades?')} ago`, `a ${optional('long ')}${anyOf('time', 'while')} ago`, 'long ago', 'ages ago',
    `back in ${anyOf(SCHOOL, 'the day', 'my teens', String.raw`\d{4}`)}`,
    seq(
      'when i was ',
      anyOf(
        'younger', `a ${anyOf('kid', 'child', 'teen', 'teenager', 'student')}`, 'little', `in ${anyOf(SCHOOL)}`, String.raw`\d+`,
        'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twelve',
      ),
    ),
    `as a ${anyOf('teen', 'teenager', 'kid', 'child')}`,
    `at ${optional('age ')}${anyOf('1[0-9]', '[2-9][0-9]')}`,
    String.raw`at the age of \d+`,
    `in my ${anyOf('teens', 'teenage years', 'twenties', 'early twenties', 'late teens', 'youth', 'early teens', 'thirties')}`,
    `in ${anyOf('high school', 'middle school', 'secondary school', 'junior high')}`,
    'in the past',
    `${anyOf('stopped', 'quit')} ${anyOf('cutting', 'self harming', 'hurting myself')}`,
    `clean ${anyOf('from', 'of')}`,
    `${anyOf('years?', 'months?', 'weeks?', 'days?')} clean`,
    'recovered from',
    `since i ${anyOf('last', 'stopped')}`,
    `been (?:[a-z0-9]+ ){1,2}${anyOf('years?', 'months?')} since`,
    `${anyOf('years?', 'months?')} since ${anyOf('my', 'the', 'that', 'i')}`,
    'looking back', 'throwback to', 'anniversary of',
    `i remember ${anyOf('wanting', 'feeling', 'being', 'thinking', 'trying')}`,
    `the ${anyOf('old', 'younger', 'past', 'former')} ${anyOf('me', 'version of me', 'self')}`,
    `version of me ${anyOf('who', 'that')}`,
    'there was a time', 'remember when', 'went from',
    `old ${anyOf('journals?', 'journal entries', `diar${anyOf('y', 'ies')}`, 'posts', 'notebooks?')}`,
    `${anyOf('i', 'when i')} last`,
    'behind me', 'no longer',
    seq(
      `${anyOf('thoughts', 'urges', 'feelings', 'they', 'it')} `,
      `${anyOf('went', 'have gone', 'has gone', 'are gone', 'have faded', 'has faded', 'have stopped', 'has stopped', 'faded', 'stopped')} ?`,
      optional('away'),
    ),
    `${anyOf('are', 'is')} ${anyOf('gone', 'over')} now`,
  ),
);
const WEAK_PAST = new RegExp(
  anyWord(
    `last ${anyOf('year', 'summer', 'spring', 'winter', 'fall', 'autumn', 'semester')}`,
    'survived', 'months ago', String.raw`in ${anyOf('19', '20')}\d\d`,
    'once', 'at one point', 'back then', 'at the time', 'in college', 'at uni', 'in university', 'in school', 'was', 'were', 'had', 'did', 'tried',
    'attempted', 'felt', 'wanted', 'wished', 'thought', 'during the worst', `at my ${anyOf('lowest', 'worst')}`,
  ),
);
const RECENT = new RegExp(
  anyWord(
    'last night', 'yesterday', '(?<!ago )today', 'this morning', 'this afternoon', 'this evening', 'earlier', 'an hour ago', 'hours ago', 'just now',
    'tonight', 'this week', 'right now', 'now', 'again', 'still', 'lately', 'recently', 'currently', 'these days',
  ),
);
const OVER = new RegExp(
  anyWord(
    `in a ${anyOf('good', 'better', 'great', 'much better', 'safe', 'happy', 'healthy', 'stable')} place`,
    `${optional('much ', 'so much ', 'a lot ', 'way ', 'far ')}better ${anyOf('place', 'now', 'these days', 'today')}`,
    `doing ${optional('much ', 'so much ', 'a lot ', 'really ', 'way ', 'so ')}${anyOf('better', 'well', 'great', 'good', 'fine', 'okay', 'ok')}`,
    seq(
      `${anyOf('am', 'feel', 'i am')} `,
      `${anyOf('okay', 'ok', 'fine', 'happy', 'good', 'well', 'safe', 'grateful', 'thriving', 'healthy', 'stable', 'proud')}${optional(' now')}`,
    ),
    'grateful', 'thriving', 'recovered', 'recovering', 'in recovery', 'got help', `therapy ${anyOf('saved', 'helped', 'really helped')}`,
    'saved my life', 'behind me', 'that is over', 'over now', 'not anymore', 'no longer', 'proud', 'how far i have come', 'survived', 'healed',
    'happy now', 'went away', 'gone now', 'helped me', 'better now', 'married', 'love my life', 'glad i stayed',
    `glad i am ${optional('still ')}${anyOf('here', 'alive')}`,
    `i was ${optional('so ', 'very ')}wrong`,
    `${anyOf('years?', 'months?')} sober`,
    'not me anymore', 'rebuilt',
    `that was ${optional('a ', 'an ')}${anyOf('decade', 'years?', 'long time', 'lifetime')} ago`,
    `${anyOf('got', 'pulled', 'helped', 'brought', 'saw', 'carried')} me through`,
    seq(
      `${anyOf('life', 'things', 'everything')} ${anyOf('is', 'are', 'feels', 'feel')} ${optional('so ', 'really ', 'pretty ', 'very ')}`,
      `${anyOf('good', 'great', 'better', 'okay', 'ok', 'calm', 'peaceful', 'full')}${optional(' now', ' these days')}`,
    ),
    `i am sleeping ${anyOf('well', 'better')}`,
    `now i ${anyOf('research', 'plan', 'run', 'teach', 'coach', 'volunteer', 'study', 'love', 'enjoy', 'am a', 'am an')}`,
    `these days i ${optional('mostly ', 'just ', 'only ')}${anyOf('think about', 'worry about', 'spend', 'focus')}`,
    `these days i am ${anyOf('planning', 'training', 'studying', 'working', 'running', 'teaching', 'learning', 'enjoying', 'building', 'raising')}`,
    seq(
      `${anyOf('barely', 'do not', 'no longer', 'hardly')} recogni[sz]e ${anyOf('that', 'her', 'him', 'the', 'this')} `,
      anyOf('person', 'girl', 'boy', 'guy', 'woman', 'man', 'version', 'kid'),
    ),
    `${anyOf('climbed', 'came', 'got', 'made it')} out of it`,
    seq(
      `${anyOf('thoughts', 'urges', 'feelings')}(?: [a-z]+){0,6} ${anyOf('are', 'have', 'has', 'were')} ${optional('long ', 'all ', 'completely ')}`,
      anyOf('gone', 'over', 'behind me'),
    ),
    `${anyOf('she', 'he', 'i')} made it`,
    `${anyOf('hug', 'protect')} ${anyOf('that', 'the')} ${anyOf('girl', 'boy', 'kid', 'child')}`,
    `${anyOf('has', 'have')} been gone ${anyOf('for', 'since')}`,
    `it ${anyOf('got', 'gets', 'does get')} better`,
    'saved me',
    `${anyOf('today', 'now', 'these days')} i ${anyOf('mentor', 'run', 'lead', 'teach', 'coach', 'help', 'volunteer', 'support')}`,
    `${optional('how ')}different i ${anyOf('feel', 'am')} now`,
    `life${optional(' is')} good now`,
    `faded ${anyOf('over time', 'away')}`,
    'closing a door', `closed ${anyOf('that', 'a', 'the')} door`,
    String.raw`that was ${optional('in ')}${anyOf('19', '20')}\d\d`,
    `i ${anyOf('run', 'lead', 'teach', 'mentor', 'facilitate')} ${anyOf('one', 'a group', 'groups', 'sessions', 'workshops')}`,
  ),
);
// The speaker's own old feelings coming back ("lately I feel that way again", "the urges are back").
const RECURRENCE = [
  /\b(?:feel|feeling|felt|think|thinking|thought) (?:that way|the same way|like that|like this|the same|it) (?:again|lately|recently|these days)\b/,
  new RegExp(
    seq(
      String.raw`\b${anyOf('the', 'my', 'those', 'these', 'dark', 'suicidal', 'old')} ${anyOf('thoughts', 'feelings', 'urges')}${gap(4)} `,
      `${anyOf('are', 'have', 'has', 'came', 'come', 'is', 'keep', 'keeps', 'started')} ?`,
      String.raw`${anyOf('back', 'coming back', 'come back', 'returned', 'returning', 'creeping back', 'back again', 'started again')}\b`,
    ),
  ),
  /\bi (?:have |just |kind of )?(?:relapsed|am relapsing|had a relapse)\b/,
  new RegExp(
    seq(
      String.raw`\bi (?:[a-z]+ ){0,2}?`,
      `${anyOf('want', 'wanna', 'am going', 'am planning', 'plan', 'am thinking about', 'keep thinking about', 'am tempted')} to `,
      String.raw`${anyOf('try', 'do it', 'attempt it', 'finish it', 'finish what i started')} again\b`,
    ),
  ),
  new RegExp(
    seq(
      String.raw`\bi (?:[a-z]+ ){0,3}?`,
      `${anyOf('feel', 'feeling', 'felt', 'want', 'wanting', 'think', 'thinking', 'having', 'have', 'started', 'starting')} (?:[a-z]+ ){0,3}?`,
      anyOf('suicidal', 'those thoughts', 'those feelings', 'those urges', 'the urges?', 'the thoughts', 'dark thoughts', 'like dying', 'like ending it'),
      String.raw`${gap(3)} ${anyOf('again', 'lately', 'recently', 'these days')}\b`,
    ),
  ),
];
// "It's been five years since my overdose": the time is before "since", which ends the tense's scope.
const SINCE_THEN = new RegExp(
  seq(
    String.raw`\b`,
    anyOf(
      'years?', 'months?', 'decades?', `a ${anyOf('year', 'decade')}`,
      seq(
        'been ',
        anyOf(
          'a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', String.raw`\d+`,
          'many', 'several', 'a few', 'a couple of',
        ),
        ` ${anyOf('years?', 'months?', 'decades?')}`,
      ),
    ),
    ` since ${optional('my ', 'the ', 'that ', 'i ', 'her ', 'his ')}$`,
  ),
);
const NOT_AGAIN = /\b(?:never|not|will not|would not) (?:[a-z]+ ){0,5}again\b/;

export const MUNDANE = new RegExp(
  anyWord(
    'work', 'job', 'boss', 'shift', 'office', 'meeting', 'meetings', 'class', 'classes', 'school', 'homework', 'exam', 'exams', 'test',
    'assignment', 'project', 'deadline', 'thesis', 'essay', 'traffic', 'commute', 'noise', 'weather', 'rain', 'heat', 'kids', 'toddler', 'roommate',
    'roommates', 'neighbou?rs?', 'printer', 'computer', 'laptop', 'phone', 'wifi', 'internet', 'app', 'game', 'puzzle', 'team', 'coworkers?',
    'colleagues?', 'customers?', 'semester', 'monday', 'mondays', 'diet', 'gym', 'workout', 'queue', 'flight', 'airport', 'landlord', 'apartment',
    'wedding', 'party', 'recipe', 'code', 'bug', 'spreadsheet', 'email', 'emails', 'migraine', 'headache', 'toothache', 'cramps', 'knee', 'music',
    'song', 'tournament', 'cold', 'flu', 'snow',
  ),
);
// Physical misery people exaggerate about ("this hangover, I want to die"): anywhere in the sentence.
export const BODILY_MISERY = /\b(?:hangover|hungover|cramps|migraine|headache|food poisoning|toothache|sunburn|the flu|period pain|this heat|humidity)\b/;
// "This traffic makes me want to die": an everyday cause blamed for the wish is a figure of speech.
export const MAKES_ME = /\b(?:makes?|made|making) me (?:want to|wanna)\b/;
export const JEST = new RegExp(
  anyWord(
    'laugh[a-z]*', 'embarrass[a-z]*', 'cringe[a-z]*', 'mortif[a-z]*', 'cute[a-z]*', 'adorable', 'hilarious', 'funny', 'bored', 'boredom',
    'excit[a-z]*', 'delicious', 'jealous', 'hype[a-z]*', 'so good', 'awkward', 'haha[a-z]*',
  ),
);

export const DECISION = new RegExp(
  anyWord(
    'going to', 'will', 'shall', 'about to', `plan${optional('ning')} ${anyOf('to', 'on')}`, 'planned to', `intend${optional('ing')} to`,
    `${optional('have ')}decided to`, 'made up my mind to', 'ready to', 'prepared to', 'getting ready to', 'finally',
  ),
);
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
export const TIMING = new RegExp(
  anyWord(
    'tonight', 'tomorrow',
    `this ${anyOf('weekend', 'friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'evening', 'afternoon')}`,
    `on ${anyOf(WEEKDAYS)}`,
    `${anyOf('when', 'after', 'once')} ${anyOf('everyone', 'they', 'my [a-z]+')} ${optional('is ', 'are ')}${anyOf('asleep', 'gone', 'leaves?', 'goes', 'go')}`,
    `after ${anyOf('my', 'the')} ${anyOf('exams?', 'birthday', 'party', 'funeral', 'shift', 'wedding')}`,
    'soon',
    `before ${anyOf('morning', 'sunrise', 'the weekend')}`,
    `by ${anyOf('morning', 'the morning', 'tomorrow', 'tonight', 'the weekend', 'sunrise')}`,
    `in ${anyOf('a few', 'an', 'one', 'two', String.raw`\d+`)} ${anyOf('hours?', 'days?', 'minutes?')}`,
  ),
);
const ATTEMPT = /\b(?:tried|attempted|try|trying|tries|attempt|attempting) (?:to )?$/;

function lastMatchEnd(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let end = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) end = m.index + m[0].length;
  return end;
}

/** The part of the clause before the match that belongs to the same thought. */
export function scopedPrefix(clause: string, start: number): string {
  const before = clause.slice(Math.max(0, start - WINDOW), start);
  return before.slice(lastMatchEnd(SCOPE_BREAK, before));
}

/** `following` is the clause from the end of `scoped` on: what comes after a negation decides if it is one. */
function hasDenial(scoped: string, following: string): boolean {
  NEGATOR.lastIndex = 0;
  for (let m = NEGATOR.exec(scoped); m !== null; m = NEGATOR.exec(scoped)) {
    const after = `${scoped.slice(m.index + m[0].length)}${following.slice(0, 40)}`;
    if (NOT_A_DENIAL.test(after)) continue;
    // "Why won't God just let me die" asks, it does not deny.
    if (m[0] === 'not' && /\bwhy (?:[a-z]+ )?$/.test(scoped.slice(Math.max(0, m.index - 16), m.index))) continue;
    return true;
  }
  return false;
}

/** The match is denied: "I'm not suicidal", "I would never hurt myself", "killing myself is not an option". */
// "Not once have I thought about it", "never have I": the denial comes before an inverted "I".
const INVERTED_DENIAL = /\b(?:not once|never once|not one time|at no point|not ever|never) (?:have|had|did|do|has|would|will|could|in my life have) i\b/;

export function isNegated(clause: string, start: number, end: number): boolean {
  const scoped = scopedPrefix(clause, start);
  if (hasDenial(scoped, clause.slice(start))) return true;
  if (INVERTED_DENIAL.test(clause.slice(Math.max(0, start - WINDOW), start))) return true;
  if (ONLY_MODALS.test(scoped)) {
    // The thought starts at a new "I": look at what comes just before it.
    const before = clause.slice(Math.max(0, start - WINDOW), start - scoped.length);
    const trimmed = before.endsWith('i') ? before.slice(0, -1) : before;
    if (DENIAL_BEFORE_I.test(trimmed)) return true;
  }
  return DENIAL_AFTER.test(clause.slice(end, end + 60));
}

export function offsetOfClause(sentence: Sentence, clauseIndex: number): number {
  return sentence.offsets[clauseIndex] ?? 0;
}

/** The clause of a sentence that holds character `at` of its text. */
export function clauseAt(sentence: Sentence, at: number): number {
  let low = 0;
  let high = sentence.offsets.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((sentence.offsets[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

const WORD = /[a-z0-9]+/g;

// A person named after one of these is an object ("to my neighbour", "a friend of mine"), not who acts.
const PREPOSITION = new Set('to with for at from about by of on near like than behind after without around towards toward into onto'.split(' '));
const POSSESSIVE = new Set(['my', 'his', 'her', 'their', 'our']);
const DETERMINER = new Set('my the a an our his her their your this that'.split(' '));
// "Her" followed by one of these is an object ("I love her and..."), otherwise a possessive ("her brother").
const AFTER_OBJECT_HER = new Set('and but so to that because i when if or too again anymore very more so much'.split(' '));

const ANYONE = new Set(['anyone', 'anybody']);

// Who a message is addressed to: "Coach, is it normal to want to not exist?" speaks to the coach.
const ADDRESS = compiled(/^(?:hey |hi |dear |ok |okay |so )?(?:coach|doc|doctor|mum|mom|mam|dad|bro|sis|guys|mate|friend)$/);

/** Who the match is about: the nearest person named before it, in its clause or the ones before. */
export function subjectOf(sentence: Sentence, clauseIndex: number, start: number): SubjectInfo {
  let budget = 14;
  for (let c = clauseIndex; c >= 0 && budget > 0; c -= 1) {
    const clause = sentence.clauses[c] as string;
    if (c === 0 && c < clauseIndex && ADDRESS.test(clause)) continue;
    const limit = c === clauseIndex ? start : clause.length;
    const from = Math.max(0, limit - WINDOW);
    const segment = clause.slice(from, limit);
    const words: { word: string; at: number }[] = [];
    WORD.lastIndex = 0;
    for (let m = WORD.exec(segment); m !== null; m = WORD.exec(segment)) words.push({ word: m[0], at: from + m.index });
    const base = offsetOfClause(sentence, c);
    for (let w = words.length - 1; w >= 0 && budget > 0; w -= 1, budget -= 1) {
      const { word, at } = words[w] as { word: string; at: number };
      // "Does anyone else pray not to wake up?": the speaker counts themselves in.
      const first = FIRST_PERSON.has(word) || (ANYONE.has(word) && words[w + 1]?.word === 'else');
      if (!first && !OTHER_PERSON.has(word) && word !== 'her') continue;
      // A possessive right before the match says whose it is ("her self-harm", "my suicide attempt").
      if (c === clauseIndex && w === words.length - 1 && POSSESSIVE.has(word)) return { subject: first ? 'first' : 'other', at: base + at };
      const before = words[w - 1]?.word ?? '';
      const beforeThat = words[w - 2]?.word ?? '';
      if (PREPOSITION.has(before) || (DETERMINER.has(before) && PREPOSITION.has(beforeThat))) continue;
      if (word === 'her' && AFTER_OBJECT_HER.has(words[w + 1]?.word ?? '')) continue;
      // "Sent me a goodbye message": a recipient, not the one who acts.
      if (word === 'me' && DETERMINER.has(words[w + 1]?.word ?? '')) continue;
      return { subject: first ? 'first' : 'other', at: base + at };
    }
  }
  return { subject: 'unnamed', at: -1 };
}

/** The clause repeats what someone else said ("My friend texted me: I want to die"). */
export function isReportedSpeech(sentence: Sentence, clauseIndex: number): boolean {
  if (clauseIndex === 0) return false;
  const whole = sentence.clauses[clauseIndex - 1] as string;
  const previous = whole.slice(Math.max(0, whole.length - WINDOW));
  const verb = REPORTING_VERB.exec(previous);
  if (verb === null) return false;
  const speaker = subjectOf({ text: previous, clauses: [previous], words: [], quoted: [false], offsets: [0] }, 0, verb.index);
  return speaker.subject === 'other';
}

export interface Frame {
  /** Where in the sentence words put it in a story, a question for information, or about helping someone. */
  cues: { start: number; end: number }[];
}

export function frameOf(sentence: Sentence): Frame {
  const cues: { start: number; end: number }[] = [];
  for (const pattern of [FICTION_CUE, INFO_CUE, HELP_CUE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(sentence.text); m !== null; m = pattern.exec(sentence.text)) cues.push({ start: m.index, end: m.index + m[0].length });
  }
  return { cues };
}

/**
 * Inside a story, a question for information or about helping someone, a phrase counts only when
 * the speaker names themselves after the framing word ("after that movie I want to die").
 */
export function isFramed(frame: Frame, subject: SubjectInfo, matchAt: number, quoted: boolean): boolean {
  if (frame.cues.length === 0) return false;
  // Framing words far away in a very long sentence say nothing about this phrase.
  const cues = frame.cues.filter((cue) => Math.abs(cue.start - matchAt) < 4 * WINDOW);
  if (cues.length === 0) return false;
  if (subject.subject !== 'first' || quoted) return true;
  // The frame stands between the speaker and the phrase, or the speaker's "I" is part of it ("how do I help").
  return cues.some((cue) => (cue.start > subject.at && cue.start < matchAt) || (subject.at >= cue.start && subject.at < cue.end));
}

export type Tense = 'present' | 'past-over' | 'past-maybe-over';

// "Planning to overdose at 11": a plan is about what comes, whatever number follows it.
const FUTURE_PLAN = /\b(?:planning|plan|going|gonna|about) to\b/;
const ANNIVERSARY_AFTER = /^(?: [a-z]+)? anniversar(?:y|ies)\b/;
const ANNIVERSARY_OF = /\banniversary of (?:my |the |that |our )?(?:first |last |second )?$/;
const PAST_PLAN = /\b(?:was|were|had been|had) (?:planning|going|about)\b/;

/** Whether the match is about a past that is over ("I used to self-harm", "years ago I tried"). */
export function tenseOf(sentence: Sentence, clauseIndex: number, start: number, end: number): Tense {
  const clause = sentence.clauses[clauseIndex] as string;
  const before = clause.slice(Math.max(0, start - WINDOW), start);
  const after = clause.slice(end, end + WINDOW);
  TENSE_BREAK.lastIndex = 0;
  const next = TENSE_BREAK.exec(after);
  const scope = `${before.slice(lastMatchEnd(TENSE_BREAK, before))}${clause.slice(start, end)}${next === null ? after : after.slice(0, next.index)}`;
  // "The anniversary of my overdose is today": the day is now, the overdose is not.
  if (ANNIVERSARY_OF.test(before) || ANNIVERSARY_AFTER.test(after)) return 'past-over';
  if (RECENT.test(scope) || (FUTURE_PLAN.test(scope) && !PAST_PLAN.test(scope))) return 'present';
  if (DISTANT_PAST.test(scope) || (SINCE_THEN.test(before) && !RECENT.test(clause))) return 'past-over';
  if (WEAK_PAST.test(scope)) {
    // "Years ago, I tried": the time is in an earlier clause of the same sentence.
    const at = offsetOfClause(sentence, clauseIndex);
    const earlier = sentence.text.slice(Math.max(0, at - WINDOW), at);
    if (!RECENT.test(clause) && DISTANT_PAST.test(earlier)) return 'past-over';
    return 'past-maybe-over';
  }
  return 'present';
}

export function showsItIsOver(normalized: string): boolean {
  return OVER.test(normalized);
}

/** Something in the text says the old feelings are back ("lately I feel that way again"). */
const RECURRENCE_WORD = /\b(?:again|lately|recently|these days|back|returned|returning|relapsed|relapsing|relapse)\b/;

export function showsRecurrence(sentences: readonly Sentence[]): boolean {
  return sentences.some(
    (s) => RECURRENCE_WORD.test(s.text) && !NOT_AGAIN.test(s.text) && RECURRENCE.some((pattern) => pattern.test(s.text)),
  );
}

// "My therapist asked if I wanted to die": a question reported, not something the speaker says,
// unless the answer given was yes.
const ASKED_IF = /\b(?:asked|asks|asking|ask|wondered|wonders|question(?:ed)?) (?:me )?(?:if|whether) i\b/;
const ANSWERED_YES = /\b(?:said|says|told (?:her|him|them|my \w+)|answered|admitted) (?:yes|that i (?:do|did|am|was|have))\b|\byes\b/;

export function isReportedQuestion(sentence: Sentence, clause: string, start: number): boolean {
  return ASKED_IF.test(clause.slice(Math.max(0, start - 60), start)) && !ANSWERED_YES.test(sentence.text);
}

// "The nurse asked if I have thoughts of self harm. I said yes.", "the form asked about it and I
// ticked nearly every day": the speaker answers a question about the risk with yes.
const ASKED = /\b(?:asked|asks|asking|question(?:ed|s)?|wanted to know)\b/;
const AFFIRMED = new RegExp(
  seq(
    String.raw`\bi `,
    anyOf(
      'said', 'say', 'answered', 'answer', 'ticked', 'checked', 'marked', 'circled', 'put', 'wrote', 'admitted',
      `told ${anyOf('her', 'him', 'them', String.raw`the \w+`, String.raw`my \w+`)}`,
    ),
    `${optional(' that', ' it as', ' it')} `,
    anyOf('yes', 'yeah', 'true', 'nearly every day', 'more than half the days', 'several days', `that i ${anyOf('do', 'did', 'am', 'have')}`),
    String.raw`\b`,
  ),
);
const YES_FIRST = /^(?:yes|yeah|yep|honestly yes|sadly yes|i said yes|i answered yes)\b|^(?:i do|i did|i have|i am)\W*$/;

export function isAnsweredYes(sentence: Sentence, following: readonly Sentence[]): boolean {
  if (!ASKED.test(sentence.text) && !SCREENING.test(sentence.text)) return false;
  const next = following[0];
  return AFFIRMED.test(sentence.text) || (next !== undefined && (YES_FIRST.test(next.text) || AFFIRMED.test(next.text)));
}

export function isAttempt(scoped: string): boolean {
  return ATTEMPT.test(scoped);
}

for (const pattern of [
  SCOPE_BREAK,
  TENSE_BREAK,
  NEGATOR,
  NOT_A_DENIAL,
  DENIAL_BEFORE_I,
  ONLY_MODALS,
  DENIAL_AFTER,
  REPORTING_VERB,
  FICTION_CUE,
  INFO_CUE,
  HELP_CUE,
  DISTANT_PAST,
  WEAK_PAST,
  RECENT,
  OVER,
  NOT_AGAIN,
  MUNDANE,
  BODILY_MISERY,
  JEST,
  MAKES_ME,
  DECISION,
  TIMING,
  ATTEMPT,
  INVERTED_DENIAL,
  WORD,
  RECURRENCE_WORD,
  ASKED_IF,
  ANSWERED_YES,
  ASKED,
  AFFIRMED,
  YES_FIRST,
  FUTURE_PLAN,
  PAST_PLAN,
  ANNIVERSARY_OF,
  ANNIVERSARY_AFTER,
  ...RECURRENCE,
]) {
  compiled(pattern);
}

// Screening questions answered no: "thoughts of self harm | none", "scored 0 on the question about …".
const QUESTION_START = new RegExp(
  seq(
    '^',
    anyOf(
      'am i', 'are you', 'do you', 'have you', 'did you', 'were you', 'have i', 'do i', 'did i', 'was i', 'any', 'thoughts?', 'ever', 'feelings? of',
      'urges? to', 'question', 'item', String.raw`q ?\d`,
    ),
    String.raw`\b`,
  ),
);
const ANSWER_NO = /^(?:no|nope|nah|not at all|none|never|not really|zero|0|not once|not even once|not ever|rarely|hardly ever|seldom|almost never)\b/;
const SCREENING = /\b(?:phq(?: ?9)?|questionnaires?|questions?|survey|screening|screener|form|item|check ?in|mood check|assessment)\b/;
const SCORED_NO = new RegExp(
  seq(
    String.raw`\b${anyOf('scored', 'score', 'answered', 'ticked', 'marked', 'circled', 'selected', 'chose', 'picked', 'put', 'clicked')}`,
    `${optional(` ${anyOf('a', 'an', 'it as', 'it', 'as')}`)}${optional(' ,')} `,
    String.raw`${anyOf('0', 'zero', 'no', 'not at all', 'none', 'never', 'rarely', 'hardly ever')}\b`,
  ),
);
const RETRACTED = /\b(?:lied|lying|lie|was not (?:honest|true)|not (?:the )?truth|but (?:actually|really|honestly))\b/;
// "I was afraid I would start wanting to hurt myself … but I do not".
const FEARED = /\b(?:afraid|worried|scared|feared|terrified|frightened|convinced) (?:that )?i (?:would|might|will|could)\b/;
const BUT_NOT = /\bbut i (?:do not|did not|have not|never did|never have|am not|was not|never did)\b/;

/** "I said no. I lied.": an answer taken back in the same sentence or the two after it. */
export function isRetracted(sentence: Sentence, following: readonly Sentence[]): boolean {
  return RETRACTED.test(sentence.text) || following.slice(0, 2).some((s) => RETRACTED.test(s.text));
}

// "People think I want to die. I don't.": what others think of the speaker, denied right after.
const OTHERS_THINK = compiled(/\b(?:think|thinks|thought|assume|assumes|assumed|worry|worries|worried|say|says|hear|hears) (?:that )?i\b/);
const SHORT_DENIAL = rxTest(
  seq(
    `^${optional('but ', 'and ')}${optional('no ', 'nope ')}i ${anyOf('do not', 'am not', 'did not', 'would not', 'will not', 'have not')}`,
    String.raw`${optional(' at all', ' really', ' though', ' anymore')}\W*$`,
  ),
  seq(
    `^i am ${anyOf('literally ', 'really ', 'honestly ', 'genuinely ', 'only ', 'just ')}*`,
    String.raw`${anyOf('tired', 'fine', 'okay', 'ok', 'exhausted', 'stressed', 'sad', 'burnt out', 'sleepy', 'overworked')}\b`,
  ),
);
// "When I said I can't go on I meant the project at work."
const WHEN_I_SAID = compiled(/\b(?:when|where|if) i (?:said|say|wrote|write|typed|posted)\b/);
const I_MEANT = compiled(/\bi (?:meant|mean|was talking about|was referring to|only meant)\b(?! (?:it|that|every word|what i said)\b)/);

// "Lonely, yes. Wanting to die, no.", "Wish to be dead: no": a label answered by a bare no.
const BARE_NO = compiled(/^(?:no|nope|nah|not at all|none|never|not really|zero|0|absolutely not|definitely not|certainly not|hell no|no way|not once)$/);
const SPEAKER_OPENS = compiled(/^(?:i|i am|i have|i do|i feel)\b/);

/** A risk phrase asked about and answered no (a questionnaire, a check-in), or a fear that did not come true. */
export function isAnsweredNo(sentence: Sentence, following: readonly Sentence[], clauseIndex: number, start: number): boolean {
  if (isRetracted(sentence, following)) return false;
  const clause = sentence.clauses[clauseIndex] as string;
  const answer = sentence.clauses[clauseIndex + 1];
  if (answer !== undefined && BARE_NO.test(answer) && !SPEAKER_OPENS.test(clause)) return true;
  const next = following[0];
  if (next !== undefined && QUESTION_START.test(clause) && ANSWER_NO.test(next.text)) return true;
  if (SCREENING.test(sentence.text) && SCORED_NO.test(sentence.text)) return true;
  if (next !== undefined && OTHERS_THINK.test(clause.slice(Math.max(0, start - 60), start)) && SHORT_DENIAL.test(next.text)) return true;
  if (WHEN_I_SAID.test(clause.slice(0, start)) && (I_MEANT.test(sentence.text) || (next !== undefined && I_MEANT.test(next.text)))) return true;
  return FEARED.test(clause.slice(0, start)) && BUT_NOT.test(sentence.text);
}
