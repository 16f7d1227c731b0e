/**
 * What a crisis rule is, and the builders its pattern is written with. A pattern is a regular
 * expression over normalised text (normalize-text.ts: lowercase words and single spaces) put
 * together from word lists, so the lists can be read and changed one word at a time. Patterns
 * only use alternations of words and bounded gaps, so each attempt looks at a bounded stretch of
 * its clause (no nested unbounded repeats: the cost stays linear in the text).
 *
 * A rule is declared compactly: its id, tier, subject, flags and (when they fit) triggers on the
 * first line, then its pattern and `unless`, then its examples (match, and noMatch under it). The
 * examples stay one `examples` property: the build drops it (frontend/build/strip-rule-examples.ts).
 *
 * The builders return regular-expression source. Each argument of anyOf, optional, anyWord, atEndOr,
 * followedBy, notFollowedBy, rx and rxTest is one alternative (a list stands for its words); a
 * sequence is a template string or seq(...).
 */
import { compiled } from '../native-regexp';

/** 'context' rules never raise a crisis on their own: they turn an existing one into 'intent'. */
export type RuleTier = 'concern' | 'ideation' | 'intent' | 'context';

export interface Rule {
  /** The signal reported when the rule counts: lowercase words joined by dots and hyphens, one rule each. */
  id: string;
  tier: RuleTier;
  /** Words of which at least one is in every match: only clauses holding one are tried. */
  triggers: readonly string[];
  /** A second such list, when the triggers alone are common words: the clause must hold one of each. */
  requires?: readonly string[];
  pattern: RegExp;
  /**
   * 'inherent': the words themselves name the speaker (myself, my life, without me).
   * 'check': whoever is named nearest before the match must not be someone else.
   * 'explicit': as 'check', and a noun phrase needs the speaker named (or to open the clause).
   */
  subject: 'inherent' | 'check' | 'explicit';
  /** The pattern carries its own negation ("do not want to live"), so a negation is not a way out. */
  negated?: boolean;
  /** Ambiguous alone ("I can't do this anymore"): dropped when the sentence is about an everyday topic. */
  weak?: boolean;
  /** Words people also use in jest ("I want to die"): dropped beside laughter or embarrassment. */
  hyperbole?: boolean;
  /** Stated as a decision or with a time ("going to", "tonight"), it is intent. */
  upgrade?: 'decision' | 'timing';
  /** The clause holds one of these: the words mean something harmless. */
  unless?: RegExp;
  /** Matched across the clauses of a sentence (" , " between them) rather than within one clause. */
  scope?: 'sentence';
  /** Says the danger is here now in words with no everyday meaning: the learned layer never overrules it. */
  firm?: boolean;
  /**
   * Farewells and giving things away: words of a last day at work or a clear-out more often than
   * of a crisis. A text only such rules match is held to the learned layer's everyday bar.
   */
  everyday?: boolean;
  /** Sets a past that is over against a danger now ("100 days clean and the urges are screaming"): the past in it is not its tense. */
  presentDespitePast?: boolean;
  /**
   * Short texts the rule must report (match) and must not (noMatch), checked by the rules alone
   * (test/frontend/crisis/rules.test.ts). A good noMatch shares the rule's words: a denial,
   * someone else, an idiom.
   */
  examples: { match: readonly string[]; noMatch: readonly string[] };
}

/** Alternatives: phrases (regular-expression source) or lists of them. */
type Alternatives = readonly (string | readonly string[])[];

const flat = (alternatives: Alternatives): string => alternatives.flat().join('|');

/** Any one of the phrases: a non-capturing group. */
export function anyOf(...alternatives: Alternatives): string {
  return `(?:${flat(alternatives)})`;
}

/** Any one of the phrases, or nothing. */
export function optional(...alternatives: Alternatives): string {
  return `(?:${flat(alternatives)})?`;
}

/**
 * A list of single words written as one string ('want wants wanted'), split at the spaces: easier
 * to read and to change one word at a time than a quoted string a word. Long lists take more strings.
 */
export function words(...lists: readonly string[]): string[] {
  return lists.join(' ').trim().split(/\s+/);
}

/** Any one of the phrases, as whole words. */
export function anyWord(...alternatives: Alternatives): string {
  return String.raw`\b${anyOf(...alternatives)}\b`;
}

/** The parts one after the other (for a sequence too long for one line). */
export function seq(...parts: readonly string[]): string {
  return parts.join('');
}

/** What comes next is one of the phrases (not part of the match). */
export function followedBy(...alternatives: Alternatives): string {
  return `(?=${flat(alternatives)})`;
}

/** What comes next is none of the phrases. */
export function notFollowedBy(...alternatives: Alternatives): string {
  return `(?!${flat(alternatives)})`;
}

/**
 * A phrase complete in itself: what comes next is the end of the text or, after a space, one of
 * the phrases as a whole word ("I can't go on" or "I can't go on anymore", not "go on the trip").
 */
export function atEndOr(...alternatives: Alternatives): string {
  return followedBy(' *$', String.raw` ${anyOf(...alternatives)}\b`);
}

/** Up to `max` words, each after a space, as few as the rest of the pattern allows. */
export function gap(max: number): string {
  return `(?: [a-z]+){0,${max}}?`;
}

/** A rule's pattern: any of the alternatives, searched for all through a clause. */
export function rx(...alternatives: Alternatives): RegExp {
  return compiled(new RegExp(flat(alternatives), 'g'));
}

/** A pattern only tested (a rule's `unless`): not global, as a global one carries its position from one test to the next. */
export function rxTest(...alternatives: Alternatives): RegExp {
  return compiled(new RegExp(flat(alternatives)));
}

/**
 * Words a terse or non-native sentence drops or adds between the words that carry its meaning
 * ("is better for all if I die", "only death I want now"): articles, pronouns, auxiliaries,
 * prepositions and a few fillers.
 */
const FUNCTION_WORDS = [
  'a', 'an', 'the', 'to', 'for', 'of', 'in', 'on', 'at', 'by', 'with', 'from', 'that', 'this', 'it', 'is', 'am', 'are', 'was', 'be', 'been',
  'will', 'would', 'can', 'could', 'should', 'do', 'does', 'did', 'have', 'has', 'had', 'i', 'me', 'my', 'we', 'our', 'they', 'them', 'so',
  'just', 'more', 'very', 'much', 'only', 'now', 'then', 'and', 'also', 'really', 'all',
];
const BETWEEN = ` ${anyOf(`${anyOf(FUNCTION_WORDS)} `)}{0,3}`;

/**
 * Grammar-light matching: the content words in order, each slot one of its phrases, with up to
 * three function words between two slots and none of the others.
 */
export function loose(...slots: readonly (string | readonly string[])[]): string {
  return String.raw`\b${slots.map((slot) => anyOf(...[slot].flat())).join(BETWEEN)}\b`;
}
