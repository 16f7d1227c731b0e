/**
 * Something the person already tried that did not hold, told in passing ("I've tried melatonin, the 3mg
 * ones. Maybe helped the first two nights, then nothing", "tried the app timer. just tap ignore", "i wrote a
 * note in the lift 2 weeks ago, nobody answer"): said back by what was tried and how it went, then the
 * situation's own way of going about it as the different thing to try, or what got in the way.
 * A technique of the coach's own that did not work is answered elsewhere, with a different technique.
 */
import { type Turn } from './compose-reply';
import { answerBesidesTried, offerSituation } from './situation-reply';
import type { Session } from './session';
import { namesTechniqueFamily } from './technique-reply';
import { alternatives, swapPronouns } from './text';

// "i've tried hinting", "tried the 25 min timer thing", "i already wrote a note": what was tried, up to where the telling goes on.
const DONE_ALREADY = 'tried|wrote|asked|told|did|use|used|went to|put|rang|called';
// "tried getting up and reading": a second doing goes on with the thing tried.
const TRIED_STOP = 'and(?! [a-z]+ing\\b)|but|then|lasted|last|earlier|this|maybe|which|just|everybody|nobody|they|he|she|i';
const TRIED = new RegExp(
  String.raw`(?:\bi(?:'ve| have)? (?:already |also )?(tried)|^(tried)|\bi already (${DONE_ALREADY}))\b` +
    String.raw` ([\p{L}\p{N}' -]{2,40}?)(?= (?:${TRIED_STOP})\b|$)`,
  'u',
);
const NOTHING = new RegExp(
  String.raw`\b(?:nobody|no one|noone) (?:answer\w*|replied|reply|respond\w*|came)\b|\bno (?:answer|reply|response)\b|\bignor(?:ed|es) (?:me|us)\b`,
);
// "he ignores it", of a rota or a note: not unanswered, but not kept to.
const IGNORED = /\bignor(?:ed|es|ing) (?:it|them)\b/;
const BRIEF = alternatives(
  String.raw`\b(?:lasted|first (?:two|2|few|three|3) (?:nights|days|weeks)|for (?:a|one|two|2) (?:day|days|week|weeks))\b`,
  String.raw`\b(?:at minute \d+|after (?:a|one|two|2) days?)\b`,
);
const FAILED = alternatives(
  String.raw`\b(?:didn'?t|did not|doesn'?t|does not|never) (?:really |even |actually )?(?:work|help|stick|last|change)`,
  String.raw`\bthen nothing\b|\bno (?:luck|change|difference)\b|\bnothing changed\b|\bgave up\b|\banyway\b|\bjust tap\b|\bstill\b`,
  // "…but i just use the browser": a way round it; "felt awkward and left early": a try that was cut short.
  String.raw`\bbut (?:i|he|she|they|we) just\b|\bleft (?:early|after|halfway)\b`,
  // "tried nicotine gum but it tasted awful": something about it that put them off.
  String.raw`\bbut (?:it|they) (?:tasted|tastes|taste|felt|feels|made me|gave me)\b`,
);

type How = 'nothing' | 'ignored' | 'brief' | 'failed';
// How it went, the first that the message tells.
const HOW_IT_WENT: readonly (readonly [How, RegExp])[] = [['nothing', NOTHING], ['ignored', IGNORED], ['brief', BRIEF], ['failed', FAILED]];

/** What was tried, with its verb ("tried the app timer"), and how it went, when the message tells an attempt that did not hold; null otherwise. */
export function triedIn(normalized: string): { what: string; how: How } | null {
  const tried = TRIED.exec(normalized);
  // "melatonin the 3mg ones from walgreens": the thing itself, not what the person went on to say of it.
  const found = tried?.[4]?.trim().replace(/\b(?:lol|haha\w*|tbh|too)$/, '').trim();
  // "deleting the apps" keeps its object: a doing, not a thing with a description after it.
  const thing = found && !/^(?:the|a|an|my|\w+ing)\b/.test(found) ? found.split(/ (?:the|a|an|from|which) /)[0] : found;
  if (!thing || thing.split(' ').length > 8) return null;
  // "tried the app timer", "asked him twice": what was done, with its verb.
  const what = `${tried?.[1] ?? tried?.[2] ?? tried?.[3] ?? 'tried'} ${thing}`;
  const how = HOW_IT_WENT.find(([, pattern]) => pattern.test(normalized))?.[0];
  return how ? { what, how } : null;
}

// Verbs that say little alone ("going for walks", "getting up"): a doing of theirs is known by the word after them too.
const LIGHT_VERBS = new Set(['get', 'go', 'do', 'make', 'tak', 'hav', 'put', 'us', 'keep', 'set', 'try']);
const PARTICLES = new Set(['up', 'out', 'down', 'off', 'away', 'back', 'in', 'on']);

/** "tried getting up and reading": what a written step would say to do ("get up", "read"), each in any of its forms. */
export function doingsTried(what: string): RegExp[] {
  const thing = what.replace(/^\S+ /, '').replace(/^to /, '');
  const infinitive = what.replace(/^\S+ /, '').startsWith('to ');
  return thing.split(/ and | or |, /).flatMap((part) => {
    const [first = '', next = ''] = part.split(' ');
    const gerund = /^([a-z]{2,}?)(?:ing)$/.exec(first)?.[1];
    // "getting" as "get", "writing" as "writ" (write, writes): the doubled letter before -ing is one.
    const base = gerund ? gerund.replace(/([^aeiou])\1$/, '$1') : infinitive && /^[a-z]{2,}$/.test(first) ? first.replace(/e$/, '') : null;
    if (!base) return [];
    const after = PARTICLES.has(next) ? next : LIGHT_VERBS.has(base) ? next : '';
    if (LIGHT_VERBS.has(base) && !after) return [];
    const last = base.at(-1) ?? '';
    return [new RegExp(String.raw`\b${base}${last}?(?:e|s|es|ed|ing)?${after ? ` ${after}` : ''}\b`)];
  });
}

/** What the person told they tried that did not hold, in any of these messages, as the doings a step would name. */
export function doingsTriedIn(normalizedSentences: readonly string[]): RegExp[] {
  return normalizedSentences.flatMap((sentence) => {
    const tried = triedIn(sentence);
    return tried ? doingsTried(tried.what) : [];
  });
}

/**
 * Numbered steps of a written answer that say to do something already tried without luck, left out and the rest numbered
 * again; the answer as it is when nothing matches or fewer than two steps would be left.
 */
export function withoutTriedSteps(answer: string, doings: readonly RegExp[]): string {
  if (doings.length === 0) return answer;
  const parts = answer.split(/(?=(?:^|\s)\d\. )/);
  const steps = parts.filter((part) => /^\s?\d\. /.test(part));
  const kept = steps.filter((step) => !doings.some((doing) => doing.test(step.toLowerCase())));
  if (kept.length === steps.length || kept.length < 2) return answer;
  // A closing sentence after the last step goes with it ("This keeps your bed linked with sleep…" is the why of getting up).
  let n = 0;
  const numbered = parts.map((part) => {
    if (!/^\s?\d\. /.test(part)) return part;
    if (!kept.includes(part)) return '';
    n += 1;
    return part.replace(/\d+\. /, `${n}. `);
  });
  return numbered.join('').trim();
}

const HOW: Readonly<Record<How, string>> = {
  nothing: 'and it got no answer',
  ignored: 'and it was ignored',
  brief: 'and it only held for a little while',
  failed: "and it didn't do what you needed",
};

/**
 * The attempt said back and met: in a situation, its own next way of going about it; otherwise what got in the way.
 * Once for each thing tried; null for a technique of the coach's own (answered with a different one) or no attempt.
 */
export function answerTried(s: Session, normalized: string, raw: string): Turn | null {
  // "I already tried 'sleep on it'": a saying in quotes is not a thing tried.
  if (/\btried ["'\u2018\u201c]/i.test(raw)) return null;
  const tried = triedIn(normalized);
  if (!tried || namesTechniqueFamily(normalized)) return null;
  const key = `tried:${tried.what.slice(0, 44).replace(/[^a-z0-9]+/g, '-')}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const said = `So you've already ${swapPronouns(tried.what)}, ${HOW[tried.how]}. That's worth knowing, not a failure: it tells us what to change.`;
  // What got round it, when the situation has an answer for that ("…but i just use the browser").
  const besides = answerBesidesTried(s, normalized, tried.what.replace(/^\S+ /, ''));
  if (besides) return { ...besides, parts: [said, ...besides.parts], carry: [said, ...besides.parts] };
  // Something different from the situation's own way through, offered rather than given, so it is there when asked.
  const offered = offerSituation(s);
  if (offered) return { kind: 'reply', parts: [said, ...offered], carry: [said, ...offered], content: true };
  const ask = s.pick([
    'What got in the way, do you think: the thing itself, or the moment you tried it?',
    'If you tried it again, what would you change about it: smaller, at another time, or a different way in?',
  ]);
  return { kind: 'reply', parts: [said, ask], carry: [said, ask], content: true };
}
