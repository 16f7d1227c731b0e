/** The reflective reply: a short summary of the themes, feelings and words the user keeps returning to. */
import { feelingGroup, TOPIC_NAMES, type Feeling, type Topic } from './lexicon';
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

/** Alternative phrasings of the same summary, so back-to-back reflections do not read alike. */
function themeLines(state: EngineSnapshot): string[] {
  const topics = ranked<Topic>(state.topics);
  const repeated = topics.filter(([, n]) => n >= 2).slice(0, 3).map(([t]) => TOPIC_NAMES[t]);
  const once = topics.filter(([, n]) => n < 2).slice(0, 2).map(([t]) => TOPIC_NAMES[t]);
  if (repeated.length > 0) {
    const often = (topics[0]?.[1] ?? 0) >= 3 ? 'a few times' : 'more than once';
    const also = once.length > 0 ? `, and you've also mentioned ${listPhrase(once)}` : '';
    const R = listPhrase(repeated);
    return [
      `Over our conversation you've come back to ${R} ${often}${also}.`,
      `${capitalize(R)} ${repeated.length > 1 ? 'have' : 'has'} come up ${often} as we've talked${also}.`,
      `I notice you keep returning to ${R}${also}.`,
    ];
  }
  if (once.length > 0) {
    const T = listPhrase(topics.slice(0, 3).map(([t]) => TOPIC_NAMES[t]));
    return [`Over our conversation you've touched on ${T}.`, `You've brought up ${T} as we've talked.`];
  }
  const words = ranked<string>(state.words)
    .filter(([, n]) => n >= 2)
    .slice(0, 3)
    .map(([w]) => `"${w}"`);
  if (words.length > 0) {
    return [`A few words keep coming up for you, like ${listPhrase(words)}.`, `I notice you've used ${listPhrase(words)} more than once.`];
  }
  return ["You've shared quite a lot with me in a short time.", "You've opened up about quite a bit as we've talked."];
}

function feelingLines(state: EngineSnapshot): string[] {
  const all = ranked<Feeling>(state.feelings);
  // "You've described feeling sad and happy" reads as a contradiction: bright feelings only when no hard one was named,
  // and only said more than once ("happy" in passing is no summary of a hard week).
  const hard = all.filter(([f]) => feelingGroup(f) !== 'bright');
  const feelings = hard.length > 0 ? hard : all.filter(([, n]) => n >= 2);
  const [top] = feelings;
  if (!top) return [];
  if (top[1] >= 2) return [`You keep describing feeling ${top[0]}.`, `Feeling ${top[0]} keeps showing up for you.`];
  const F = listPhrase(feelings.slice(0, 2).map(([f]) => f));
  return [`You've described feeling ${F}.`, `You've mentioned feeling ${F} along the way.`];
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

/** The sentences of a reflection, before the reply to the message itself. */
export function reflectionSentences(state: EngineSnapshot, voice: Voice, pick: Pick): string[] {
  const told = toldSentences(state);
  const sentences = [pick(voice.reflective.opener), ...(told.length > 0 ? told : [pick(themeLines(state))])];
  const feelings = feelingLines(state);
  if (feelings.length > 0) sentences.push(pick(feelings));
  // Something the person told, by what was remembered of it ("Saturday's party"), never a fragment of their words
  // pasted back ("Earlier you said you know hes just a dog").
  const event = state.memory.events.at(-1);
  if (event) {
    sentences.push(pick([`Earlier you mentioned ${eventPhrase(event)}.`, `You told me about ${eventPhrase(event)} too.`]));
  } else if (state.lastMood) {
    sentences.push(`At our check-in you said you were feeling ${MOOD_WORDS[state.lastMood]}.`);
  }
  return sentences;
}

/**
 * A reflection in a situation the coach recognised: what the conversation keeps coming back to, in
 * the coach's words rather than pasted fragments of the person's, before the reply itself.
 */
export function situationReflection(state: EngineSnapshot, voice: Voice, pick: Pick, title: string): string[] {
  const sentences = [
    pick(voice.reflective.opener),
    pick([`What I'm hearing most is ${title}.`, `Much of what you've shared comes back to ${title}.`, `A lot of this seems to circle around ${title}.`]),
  ];
  sentences.push(...toldSentences(state));
  const feelings = feelingLines(state);
  if (feelings.length > 0) sentences.push(pick(feelings));
  return sentences;
}
