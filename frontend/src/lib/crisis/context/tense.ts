/** Whether a matched phrase is about a past that is over, and whether old feelings are coming back. */
import { compiled } from '../native-regexp';
import type { Sentence } from '../normalize-text';
import { anyOf, anyWord, gap, optional, seq } from '../rules/rule';
import { lastMatchEnd, offsetOfClause, WINDOW } from './clauses';

// For tense, a new "I" does not start a new time frame ("years ago I overdosed").
const TENSE_BREAK = new RegExp(
  anyWord(
    'but', 'though', 'although', 'however', 'because', 'since', 'so', 'yet', 'except', 'until', 'unless', 'whereas',
    `and ${anyOf('now', 'yet', 'then', 'still', 'honestly', 'just', 'lately', 'recently', 'these days', 'i')}`,
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
// "I wish I was dead", "if only I were gone": a wish now, whatever the verb's form.
const SUBJUNCTIVE = /\b(?:wish|if only) (?:that )?i (?:was|were|had)\b/;
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
  if (WEAK_PAST.test(scope) && !SUBJUNCTIVE.test(scope)) {
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

for (const pattern of [TENSE_BREAK, DISTANT_PAST, WEAK_PAST, SUBJUNCTIVE, RECENT, OVER, NOT_AGAIN, RECURRENCE_WORD, FUTURE_PLAN, PAST_PLAN, ANNIVERSARY_OF,
  ANNIVERSARY_AFTER, ...RECURRENCE]) compiled(pattern);
