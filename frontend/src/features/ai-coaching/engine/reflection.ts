/** The reflective reply: a short, true summary of what the person told, by the names and words they used. */
import { feelingGroup, type Feeling } from './lexicon';
import { eventPhrase } from './memory';
import type { EngineSnapshot } from './state';
import { capitalize, listPhrase, swapPronouns } from './text';
import type { Voice } from './voices';

type Pick = (pool: readonly string[], vars?: Readonly<Record<string, string>>) => string;

const MOOD_WORDS = { great: 'great', okay: 'okay', 'not-good': 'not so good' } as const;

// Stable sort keeps first-mention order among equal counts, so the summary is deterministic.
function ranked<K extends string>(counts: Partial<Record<K, number>>): [K, number][] {
  return (Object.entries(counts) as [K, number][]).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
}

/** A feeling named more than once ("You keep describing feeling anxious."); one named in passing is no summary of it. */
function feelingLines(state: EngineSnapshot): string[] {
  const all = ranked<Feeling>(state.feelings);
  // "You've described feeling sad and happy" reads as a contradiction: bright feelings only when no hard one was named.
  const hard = all.filter(([f]) => feelingGroup(f) !== 'bright');
  const [top] = (hard.length > 0 ? hard : all).filter(([, n]) => n >= 2);
  return top ? [`You keep describing feeling ${top[0]}.`, `Feeling ${top[0]} keeps showing up for you.`] : [];
}

const NOT_SURELY_THEIRS = /^(?:baby|babies|child|toddler|newborn|boy|girl|teen|teenager)$/;

/**
 * Who and what the person told of, as they named them: "your husband Zoran and Saturday's visit". The life areas a word
 * or two point to ("your family and work") are left out: read from single words, they were as often wrong as right.
 */
function toldOf(state: EngineSnapshot): string | null {
  // Only people told of by who they are and by name ("my husband Zoran"): a capital alone is as often a place or a thing, and
  // a role alone as often someone else's ("his mum") or no one ("there is no girlfriend", "the children's hospital").
  // Not "the baby" or "a child" either, as often someone else's ("the deputy's baby") or no person at all ("a cat, not a child").
  const people = state.memory.people
    .filter((p) => p.role && p.name && !NOT_SURELY_THEIRS.test(p.role))
    .slice(-2)
    .map((p) => `your ${p.role} ${capitalize(p.name ?? '')}`);
  const event = state.memory.events.at(-1);
  const items = [...people, ...(event ? [eventPhrase(event)] : [])];
  return items.length > 0 ? `You've told me about ${listPhrase(items)}.` : null;
}

/**
 * What the person told, in the coach's words: the news as it was said ("you were made redundant on Monday"), never a
 * fragment of their words pasted back. The people named are not listed: "I'm keeping in mind Pieter" read as a name
 * dropped in, not as listening.
 */
export function toldSentences(state: EngineSnapshot): string[] {
  const sentences: string[] = [];
  const news = state.news.at(-1);
  // A neighbour's noise and money to ask back are kept as words to say to them, not as something told.
  const told = news?.line && news.kind !== 'raise' && news.kind !== 'ask' ? (news.line.split(/(?<=\.) /)[0] ?? '').replace(/\.$/, '') : '';
  if (told) sentences.push(`You've told me that ${swapPronouns(told.charAt(0).toLowerCase() + told.slice(1))}.`);
  return sentences;
}

/**
 * The sentences of a reflection, before the reply to the message itself: what was told in so many words, else who and
 * what was named, else a feeling said more than once, else the mood at the check-in; only what the person said.
 */
export function reflectionSentences(state: EngineSnapshot, voice: Voice, pick: Pick, brief: readonly string[]): string[] {
  const told = toldSentences(state)[0] ?? toldOf(state);
  const feelings = feelingLines(state);
  const mood = state.lastMood ? `At our check-in you said you were feeling ${MOOD_WORDS[state.lastMood]}.` : null;
  const said = told ?? (feelings.length > 0 ? pick(feelings) : mood);
  // With nothing of theirs to say back, an opener alone would promise a summary that never comes.
  return said ? [pick(voice.reflective.opener), said] : [pick(brief)];
}
