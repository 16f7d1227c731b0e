/** Giving a technique from the library: choosing one, writing out its steps, and something different when one did not help. */
import { movesOf, SHARED_LINES } from './coach-lines';
import { join, say, type Turn } from './compose-reply';
import { flowById } from './flows';
import { techniqueById, techniquesFor, TECHNIQUES, type Technique, type TechniqueId } from './library';
import { noteOutcome, noteTechnique } from './memory';
import { offer, type Session } from './session';
import type { FlowId } from './types';
import type { Understanding } from './understanding';
import { MORE_CONCRETE } from './understanding/acts';
import { alternatives } from './text';

/** This coach's guided version of a technique, if it has one. */
export function ownFlow(s: Session, t: Technique): FlowId | null {
  return t.flow && flowById(s.coachId, t.flow) ? t.flow : null;
}

const AT_NIGHT = new RegExp(
  String.raw`\b(?:at night|in bed|bedtime|fall asleep|falling asleep|lying awake|lie awake|can'?t sleep|going over it at night` +
    String.raw`|(?:when i )?wake (?:up )?at (?:\d|two|three|four)|middle of the night|\d ?am)\b`,
);
// An exercise of a kind asked for ("a breathing or something", "any grounding exercises?"), not told of ("I tried the breathing thing").
const kindAsked = (kinds: string) =>
  new RegExp(String.raw`\b(?:a|some|any|one|quick|simple) (?:${kinds})\b|(?<!\b(?:the|that|this) )\b(?:${kinds}) (?:exercise|technique|trick)s?\b`);
export const EXERCISE_KIND_ASKED = kindAsked('breathing|grounding|relaxation|calming|meditation|mindfulness');
const BREATHING_ASKED = kindAsked('breathing');
// Just before something ("in the two minutes before I walk into the meeting", "on the morning of the fair") is such a moment too.
const IN_THE_MOMENT = new RegExp(
  String.raw`\b(?:in the moment|when it (?:starts|happens|comes|hits|kicks in)|right then|mid[- ]panic|racing heart|heart races?|in the chair|` +
    String.raw`(?:minutes?|seconds?) before|before (?:i|we) (?:walk|go|step) (?:in|on|out|up)|on the (?:morning|day) of|` +
    // "something for when i feel the panic coming", "a panic attack starting".
    String.raw`(?:feel|notice|get) (?:the |a |an )?(?:panic|anxiety|fear|it)(?: attack)? (?:coming|starting|rising|building|creeping)|` +
    String.raw`panic (?:attack )?(?:coming|starting|rising|building))\b`,
);

export function chooseTechnique(s: Session, u: Understanding, exclude: readonly TechniqueId[] = [], fittingOnly = false): Technique | null {
  const memory = s.state.memory;
  // When it happens says what helps: at night, a way to let the mind settle; in the moment, something for the body.
  const atNight = AT_NIGHT.test(u.normalized);
  const inTheMoment = IN_THE_MOMENT.test(u.normalized);
  const said = u.topics.length > 0 ? u.topics.map((t) => t.id) : memory.topics.map((t) => t.id).slice(-2);
  const topics = atNight ? ['sleep' as const, ...said] : said;
  const feelings = u.feelings.length > 0 ? u.feelings : (Object.keys(s.state.feelings) as Understanding['feelings']);
  const given = memory.lastTechnique ? [memory.lastTechnique.id] : [];
  const skip = [...new Set([...memory.notHelped, ...given, ...exclude])];
  const body = [...u.body.map((b) => b.part), ...(inTheMoment && !atNight ? (['breath'] as const) : [])];
  const fitting = techniquesFor(s.coachId, { topics, feelings, body }, skip, fittingOnly);
  // "a breathing or something": of the fitting ones, one of the kind asked for.
  const kind = BREATHING_ASKED.test(u.normalized) ? fitting.find((t) => /breathing/.test(t.id)) : undefined;
  return kind ?? fitting[0] ?? null;
}

/** Whether a reply of the coach's gave a technique, by its title. */
const titledIn = (line: string, title: string) => line.toLowerCase().includes(title.toLowerCase());

/** The techniques whose steps were among the coach's recent replies: not given again to "anything else?". */
export function techniquesShown(s: Session): TechniqueId[] {
  return TECHNIQUES.filter((t) => s.state.recent.some((line) => titledIn(line, t.title))).map((t) => t.id);
}

/** Whether the last technique given was in one of the coach's last `back` replies ("give it a go", then "ok", then "what else?"). */
export function techniqueJustGiven(s: Session, back = 1): boolean {
  const title = s.state.memory.lastTechnique?.title;
  return title !== undefined && s.state.recent.slice(-back).some((line) => titledIn(line, title));
}

/**
 * A technique's steps in full, with why it helps; then an offer to walk through it, or to try it.
 * The lead ("Here's {title}…") comes from `leads`, the coach's usual ones unless given.
 */
export function giveTechnique(s: Session, t: Technique, u: Understanding | null, leads = movesOf(s.coachId).techniqueLead): Turn {
  const lead = s.pick(leads, { title: t.title });
  const steps = t.steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
  const forPhrase = u?.body[0]?.phrase ?? u?.topics[0]?.phrase ?? null;
  noteTechnique(s.state.memory, t.id, t.title, forPhrase);
  const flow = ownFlow(s, t);
  const parts = [lead, t.why, `\n${steps}\n`];
  if (flow && !s.state.completedFlows.includes(flow)) {
    parts.push(s.pick(SHARED_LINES.walkThrough));
    offer(s.state, flow);
  } else {
    parts.push(s.pick(SHARED_LINES.tryIt));
  }
  return { kind: 'technique', parts, carry: parts, content: true };
}

const FAMILY = /\b(breath\w*|ground\w*|relax\w*|meditat\w*|scan|journal\w*)\b/;

/** "The breathing one made it worse": the message names a kind of technique. */
export const namesTechniqueFamily = (normalized: string) => FAMILY.test(normalized);
const DID_NOT_WORK = alternatives(
  String.raw`\b(didn't|did not|doesn't|does not|never|won't) (really |even |actually )?(work|help)`,
  // "holding the breath makes me more panicky", "it made it worse", "focusing on breathing freaks me out".
  String.raw`\b(makes?|made) (me |it |things )?(more (panicky|anxious|stressed|nervous|scared|wound up)|worse)\b|\bfreaks? me out\b`,
);

/** The message says a technique did not work ("I tried 4-7-8 but holding the breath makes me more panicky"). */
export const saysDidNotWork = (normalized: string) => DID_NOT_WORK.test(normalized);

/** "I tried deep breathing, it didn't work" told in passing: no technique of that family is given this session. */
export function noteFamilyNotHelped(s: Session, u: Understanding): void {
  if (!DID_NOT_WORK.test(u.normalized)) return;
  const family = FAMILY.exec(u.normalized)?.[1]?.slice(0, 5);
  if (!family) return;
  for (const t of TECHNIQUES) if (t.title.toLowerCase().includes(family)) noteOutcome(s.state.memory, t.id, false);
}

/** "That didn't help": noted, and something different (never the next step of the same thing). */
const CONCRETE_ASKED = new RegExp(
  String.raw`\b(?:${MORE_CONCRETE}|(?:something|anything) (?:real|actual))\b|\bactual (?:steps|things? to do)\b`,
);

export function differentTechnique(s: Session, u: Understanding, given = '', wayTried = false): Turn {
  const memory = s.state.memory;
  const last = memory.lastTechnique?.id ?? null;
  if (last) noteOutcome(memory, last, false);
  // "The breathing thing doesn't work": no other breathing technique either; nor after steps given of that kind ("Try this
  // now: … Breathe in for 4…"), when `given` is them.
  const seen = given.toLowerCase();
  const families = [FAMILY.exec(u.normalized)?.[1], ...[...seen.matchAll(new RegExp(FAMILY.source, 'g'))].map((m) => m[1])]
    .filter((f): f is string => f !== undefined)
    .map((f) => f.slice(0, 5));
  // Five things seen named is grounding, whatever it was called.
  if (/\bfive things you can see\b/.test(seen)) families.push('groun');
  const sameFamily = TECHNIQUES.filter((t) => families.some((f) => t.title.toLowerCase().includes(f))).map((t) => t.id);
  const chosen = chooseTechnique(s, u, [...(last ? [last] : []), ...sameFamily]);
  // "i need something more concrete": a thing to do, not a choice of kinds asked back.
  const concrete = CONCRETE_ASKED.test(u.normalized);
  // A step of the situation's own way just tried (`wayTried`) is a thing done too: another kind of thing, not a choice asked.
  if ((!last && sameFamily.length === 0 && !concrete && !wayTried) || !chosen) return say('reply', s.pick(movesOf(s.coachId).differentAsk), true);
  return giveTechnique(s, chosen, u, movesOf(s.coachId).differentLead);
}

// "the breathing exercises dont do anything for actual pain": a calming practice found wanting for pain itself.
const CALMING_KIND = /\b(?:breath\w*|relax\w*|calm\w*|meditat\w*|mindful\w*|grounding|body scan|exercises?)\b/;
const FOR_PAIN = /\bfor (?:the |my |actual |real |physical |the actual |the real )?(?:pain|back|back pain|joints?|aches?)\b/;

/** A calming practice that did nothing for pain: said honestly, with what does more for pain. Once a session. */
export function notForPain(s: Session, normalized: string): Turn | null {
  if (!CALMING_KIND.test(normalized) || !FOR_PAIN.test(normalized) || s.state.answered.includes('not-for-pain')) return null;
  s.state.answered = [...s.state.answered, 'not-for-pain'].slice(-40);
  const last = s.state.memory.lastTechnique?.id;
  if (last) noteOutcome(s.state.memory, last, false);
  const parts = [s.pick(SHARED_LINES.notForPain), s.pick(SHARED_LINES.notForPainAsk)];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "done", "ok i did it", "tried it just now": a technique given to try, done.
const DID_IT = new RegExp(
  String.raw`^(?:(?:ok|okay|right|yep|yes|so|alright)\W+)?(?:i )?(?:(?:have|'ve|ve) )?(?:done|did|tried|finished)` +
    String.raw`(?: (?:it|that|this|them|those|the \w+))?(?: (?:now|just now|already))?\W*$`,
);
// To "did anything ease, or does it feel about the same?": a little, or no change.
const EASED = /^(?:yes|yeah|yep|a (?:little|bit|tiny bit)|a little bit|little bit|kind of|kinda|sort of|slightly|somewhat|i think so)\b/;
const NO_CHANGE = /^(?:no|nope|nah|not really|not much|nothing|(?:about|pretty much|much|kind of|kinda|just|still) the same|same|no different|not at all)\b/;
/** "done" said of a technique: done alone, not a yes to going through it together. */
export const saysDone = (normalized: string) => DID_IT.test(normalized);
/** The most words of a reply to what was noticed read by its start alone. */
const NOTICED_WORDS = 6;

/**
 * A technique given to try, then "done": what was noticed, asked, rather than "done" taken as an answer to something else.
 * The answer to that: a little ease taken as real, no change met with something different. Null otherwise.
 */
export function answerTechniqueTried(s: Session, u: Understanding): Turn | null {
  const last = s.state.recent.at(-1) ?? '';
  const technique = s.state.memory.lastTechnique;
  if (!technique) return null;
  // Given to try, or offered to walk through and done alone.
  if ([...SHARED_LINES.tryIt, ...SHARED_LINES.walkThrough].some((line) => last.includes(line))) {
    return DID_IT.test(u.normalized) ? say('reply', s.pick(SHARED_LINES.triedAsk), true) : null;
  }
  if (!SHARED_LINES.triedAsk.some((line) => last.includes(line)) || u.normalized.split(' ').length > NOTICED_WORDS) return null;
  if (u.act === 'not-helped' || NO_CHANGE.test(u.normalized)) return differentTechnique(s, u);
  if (u.act !== 'helped' && !EASED.test(u.normalized)) return null;
  noteOutcome(s.state.memory, technique.id, true);
  return say('reply', join([s.pick(SHARED_LINES.eased), s.pick(SHARED_LINES.helpedAsk)]), true);
}

export function helped(s: Session): Turn {
  const last = s.state.memory.lastTechnique?.id;
  if (last) noteOutcome(s.state.memory, last, true);
  return say('reply', join([s.pick(SHARED_LINES.helped), s.pick(SHARED_LINES.helpedAsk)]));
}

// "Does it actually work or is it just distraction?", "does this even work when it's happening?"
const DOES_IT_WORK = alternatives(
  String.raw`\b(?:does|will|do) (?:it|this|that|these|they) (?:actually |really |even |honestly )?work\b`,
  String.raw`\bis (?:it|this|that) (?:just|only) (?:a )?distraction\b`,
  // "does the breathing thing actually work": a kind of technique, named.
  String.raw`\b(?:does|will|do) (?:the |this |that )?(?:breathing|grounding|relaxation|body scan)(?: (?:thing|one|exercise|technique|trick|stuff))?` +
    String.raw` (?:actually |really |even |honestly )?(?:work|help)\b`,
);
// The technique a kind named stands for, when none was given as a technique of its own ("slow your out-breath" in an answer).
const KIND_STANDS_FOR: readonly (readonly [RegExp, TechniqueId])[] = [
  [/\bbreathing\b/, 'box-breathing'],
  [/\bgrounding\b/, 'grounding-5-4-3-2-1'],
  [/\brelaxation\b/, 'progressive-muscle-relaxation'],
  [/\bbody scan\b/, 'body-scan'],
];
/** The technique a message asking whether a kind works speaks of: the one just given, else the one its kind stands for. */
export const techniqueAskedAbout = (s: Session, normalized: string): TechniqueId | null =>
  s.state.memory.lastTechnique?.id ?? KIND_STANDS_FOR.find(([kind]) => kind.test(normalized))?.[1] ?? null;

/**
 * Whether the technique just given works, asked plainly: an honest yes, how it works, and what makes it work
 * better. Once a technique; null when no technique was given or the question is not this one.
 */
export function answerDoesItWork(s: Session, normalized: string, id: TechniqueId | null = techniqueAskedAbout(s, normalized)): Turn | null {
  if (!id || !DOES_IT_WORK.test(normalized)) return null;
  const key = `works:${id}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const parts = [
    `Honestly, yes, for most people, though it is not a switch. ${techniqueById(id).why}`,
    'It is more than distraction: practised once a day for a week or two, it gets quicker and stronger, ' +
      'so in a hard moment it takes the edge off sooner. The first few tries often feel odd, and that is normal.',
    'When could you fit in one practice a day this week?',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}
