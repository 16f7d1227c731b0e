/** Whether a matched phrase is denied: "I'm not suicidal", "I would never hurt myself". */
import { compiled } from '../native-regexp';
import { anyOf, anyWord, notFollowedBy, optional, seq } from '../rules/rule';
import { lastMatchEnd, WINDOW } from './clauses';

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

// "Not once have I thought about it", "never have I": the denial comes before an inverted "I".
const INVERTED_DENIAL = /\b(?:not once|never once|not one time|at no point|not ever|never) (?:have|had|did|do|has|would|will|could|in my life have) i\b/;

/** The match is denied: "I'm not suicidal", "I would never hurt myself", "killing myself is not an option". */
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

for (const pattern of [SCOPE_BREAK, NEGATOR, NOT_A_DENIAL, DENIAL_BEFORE_I, ONLY_MODALS, DENIAL_AFTER, INVERTED_DENIAL]) compiled(pattern);
