/**
 * Replies from the situation in play (engine/situations/): a question gets the content for its
 * kind (words to say, a view, a plan, a way to cope), led in with what the person told the coach;
 * a message that asks for nothing gets an acknowledgement of the situation and a question of its
 * own, and now and then an offer of something to try. Each piece is said once a session.
 */
import { SHARED_LINES } from './coach-lines';
import { type Turn } from './compose-reply';
import { memoryQuestion, selfLabelLine } from './context-reading';
import { eventPhrase } from './memory';
import { hardNewsElsewhere } from './good-news';
import { meaningAsked, meaningLines } from './honest-limit';
import { findAnswer, techniqueNamed } from './library';
import { hashText, pickFresh } from './no-repeat';
import { forTheirPet } from './pet-words';
import type { Session } from './session';
import {
  A_ROW_FEARED, askTypeOf, asksWhereToStart, caseTerms, contentWords, LOSS_SITUATIONS, retrieveFaq, situationById, situationFaq, situationScores, type AskType,
  type Situation,
} from './situations';
import { mirrorLine } from './listening';
import { alternatives, capitalize, listPhrase, sentences, swapPronouns } from './text';
import { doingsTriedIn, triedIn, withoutTriedSteps } from './tried-reply';
import { MONTHS, NOT_NAMES, WEEKDAYS } from './understanding/entities';
import { HE_ROLES, latestByPronoun, SHE_ROLES } from './understanding/roles';
import { saidBackView } from './view-words';
import { askedForms, questionAsAsked } from './their-pronoun';
import {
  barestLine, casualized, draftReworked, FEW_LINES_ASKED, FIRMER_ASKED, firmerLines, firstSentences, FRIENDLIER_ASKED, ONE_LINE_ASKED, ownDraft, SENTENCE_BREAK,
  NEW_MOMENT_WORDS, shorterLine, SOFTER_ASKED, softerLines, NOT_SAID_OF_SOMEONE, PLAIN_SENTENCES_ASKED, plainSentences,
} from './reword-words';
import { GENERAL_ANSWERS, GENERAL_ONE_STEP } from './situations/general';
import { namedTo, speaksOfOthers } from './answer-fits';
import { caseThatFits } from './answer-cases';
import { routinePhrase, routinesIn, type Routine } from './understanding/routines';
import { asksFor, asksOfUntold, saysOfUntold } from './understanding/told';
import { normalizedSentences, spelledAsMeant } from './understanding/understand';
import { daysPlanLines, weekHeard, weekPlanLines } from './week-plan';
import { fixedPointsIn } from './understanding/week';

/** Listening turns on one situation before the coach offers something to try. */
const OFFER_AFTER = 2;

export function currentSituation(s: Session): Situation | null {
  const id = s.state.situation;
  return id ? situationById(id) : null;
}

/** How a situation's answer of one kind is kept in `answered`, so it is given once a session. */
export const situationAnswerKey = (situationId: string, type: AskType) => `${situationId}:${type}`;
const answerKey = (situation: Situation, type: AskType) => situationAnswerKey(situation.id, type);

const STOP = new Set(
  `about your what which when where there their they with have does that this from into been were will would could should much many more
  most some other than then them these those feel feels like just really`.split(/\s+/),
);

/** A question to end on that was not asked yet this session (the situation's own, then where to go next), or none. */
export function nextQuestion(s: Session, situation: Situation, ack: string | null = null): string | null {
  const fresh = freshQuestions(s, situation);
  const fitting = ack === null ? null : questionFitting(s, fresh, ack);
  const asked = (fitting && s.pick([fitting])) ?? pickFresh(s, fresh);
  if (asked) markAsked(s, situation, asked);
  return asked ?? pickFresh(s, SHARED_LINES.nextStepAsk);
}

/** The situation's question as written, once asked in any form ("…about them?", later "…about Luna?"): never asked again. */
const askedKey = (question: string) => hashText(`asked:${question}`, 'line');
function markAsked(s: Session, situation: Situation, asked: string): void {
  const written = situation.questions.find((q) => questionAsAsked(s.state.memory, situation.id, q, `${s.previousText} ${s.lastText}`) === asked);
  if (written) s.state.said.push(askedKey(written));
}

const SAME_CASE_WORDS = 3;

/**
 * Of the questions left, the one on the same case as an acknowledgement chosen for its fit ("Slack messages… late into
 * the night" then "What time do you usually look at work messages…?"), weighed as acknowledgements are; null when none shares three words with it.
 */
function questionFitting(s: Session, fresh: readonly string[], ack: string): string | null {
  const said = new Set(s.state.said);
  const pool = fresh.filter((q) => !said.has(hashText(q, 'line')));
  // Three words in common make it the same case; one or two ("home", "hurt") are only the same subject.
  return mostShared(pool, new Set(caseTerms(ack)), pool, SAME_CASE_WORDS)?.text ?? null;
}

/**
 * Of `candidates`, the one sharing most with the words `heard`, a word counting less the more of the lines in `among` hold it
 * (a word in one acknowledgement only, "ghosted", says more than one they share, "dating"); null when none shares `least` words.
 */
function mostShared(
  candidates: readonly string[],
  heard: ReadonlySet<string>,
  among: readonly string[],
  least = 1,
): { text: string; shared: number } | null {
  const words = among.map((line) => caseTerms(line));
  const spread = (w: string) => Math.max(1, words.filter((list) => list.includes(w)).length);
  let best: { text: string; shared: number } | null = null;
  for (const text of candidates) {
    const common = caseTerms(text).filter((w) => heard.has(w));
    const shared = common.reduce((sum, w) => sum + 1 / spread(w), 0);
    if (common.length >= least && shared > (best?.shared ?? 0)) best = { text, shared };
  }
  return best;
}

/** The first numbered step of a written way through: "1. Write every open task on one list." */
const FIRST_STEP = /(?:^|\s)1\. (.+?)(?=\s2\. |$)/;
const firstStepKey = (situation: Situation) => hashText(`first-step:${situation.id}`, 'line');
/** The first step of the situation's own way through, as said inside a sentence ("keep paper by the bed…"), or null. */
function firstStepOf(situation: Situation): string | null {
  const first = FIRST_STEP.exec(situation.answers.howto)?.[1];
  return first ? first.charAt(0).toLowerCase() + first.slice(1) : null;
}

// "Is it selfish that I sometimes want a weekend off?": a judgement of oneself, whose answer is no before "it is common".
const SELF_DOUBT_ASKED = /\b(?:is (?:it|that|this)|am i being|am i) (selfish|awful|terrible|horrible|ungrateful|mean)\b/i;

/** "No, it isn't selfish." before a situation's view that opens "Yes, it is very common…"; null for any other question or answer. */
function selfDoubtVerdict(raw: string, answer: string): string | null {
  const m = SELF_DOUBT_ASKED.exec(raw);
  if (!m?.[1] || !/^Yes, /.test(answer)) return null;
  const word = m[1].toLowerCase();
  return /^am i/i.test(m[0]) ? `No, I don't think you're being ${word}.` : `No, it isn't ${word}.`;
}

/** A way through without its first step, given already on its own ("Something small that often helps: …"), renumbered. */
function withoutFirstStep(answer: string): string {
  const steps = answer.match(/(?:^|\s)\d\. /g)?.length ?? 0;
  if (steps < 3) return answer;
  const rest = answer.replace(/(?:^|\s)1\. .+?(?=\s2\. )/, '').trim();
  return rest.replace(/(^|\s)(\d)\. /g, (_, space: string, n: string) => `${space}${Number(n) - 1}. `);
}

/**
 * The situation's questions the person has not already answered: one whose own words (two or more
 * of its longer ones) were already said by the person is left out, so the coach does not ask
 * "which exam is first?" after "my chem mock is on friday".
 */
/** The names of the people and animals told of, which a question may have been asked with. */
const namesTold = (s: Session): string[] =>
  [...s.state.memory.people, ...s.state.memory.pets].flatMap((being) => (being.name ? [being.name] : []));

function freshQuestions(s: Session, situation: Situation): readonly string[] {
  const said = new Set(Object.keys(s.state.words));
  const told = new Set(s.state.told);
  // Asked already in a reply still remembered ("Which country are you renting in…?" with the first one): not asked again.
  const saidKeys = new Set(s.state.said);
  const notAsked = situation.questions
    .filter((q) => !saidKeys.has(askedKey(q)) && !askedForms(q, namesTold(s)).some((form) => s.state.recent.some((text) => text.includes(form))))
    .map((q) => questionAsAsked(s.state.memory, situation.id, q, `${s.previousText} ${s.lastText}`));
  const soFar = toldSoFar(s);
  const fresh = notAsked.filter((q) => {
    if (asksFor(q).some((facet) => told.has(facet)) || asksOfUntold(q, soFar)) return false;
    const words = q.toLowerCase().match(/[a-z']{4,}/g) ?? [];
    return words.filter((w) => !STOP.has(w) && (said.has(w) || said.has(w.replace(/s$/, '')))).length < 2;
  });
  // None left: none of them, never one asking for what was told ("Which exam is first?" after "maths on monday").
  return fresh;
}

/**
 * One thing the person said earlier, brought back once: an event still to come (not the one they are
 * talking about now), or a technique that did not help. Null when there is nothing new to bring back.
 */
function contextHook(s: Session): string | null {
  const memory = s.state.memory;
  const fresh = (key: string) => !s.state.said.includes(hashText(`hook:${key}`, 'line'));
  const mark = (key: string) => s.state.said.push(hashText(`hook:${key}`, 'line'));
  const notHelped = memory.notHelped.at(-1);
  const technique = notHelped && memory.lastTechnique?.id === notHelped ? memory.lastTechnique.title : null;
  if (technique && fresh(`not:${notHelped}`)) {
    mark(`not:${notHelped}`);
    return `Since ${technique} didn't help, we can look at this from a different side.`;
  }
  // Only an event told with its day: "the appointment" may have been last month's, "Sunday's match" is ahead.
  const event = [...memory.events].reverse().find((e) => e.ahead && e.day && s.state.userMessages - e.at >= 1 && !s.lastText.includes(e.what.toLowerCase()));
  if (event && fresh(`event:${event.what}:${event.day ?? ''}`)) {
    mark(`event:${event.what}:${event.day ?? ''}`);
    return `With ${eventPhrase(event)} coming up, it makes sense that this is on your mind.`;
  }
  return null;
}

/**
 * "i have my driving test on friday and i cant stop shaking": the event ahead told in this very message named before an exercise
 * for the body, so the exercise is heard as for it; marked as its hook, so it is not said again next turn. Null without one.
 */
export function eventBeforeExercise(s: Session): string | null {
  const event = s.state.memory.events.findLast((e) => e.ahead && e.day && e.at === s.state.userMessages);
  const key = event && `event:${event.what}:${event.day ?? ''}`;
  if (!event || !key || s.state.said.includes(hashText(`hook:${key}`, 'line'))) return null;
  s.state.said.push(hashText(`hook:${key}`, 'line'));
  const named = `With ${eventPhrase(event)} coming up, it makes sense your body is on edge.`;
  return `${named} First, something to settle it now; then we can talk about the ${event.what} itself.`;
}

/** The person's own details, put before the content when they fit it: a name for words to say, an event ahead for a plan. */
function contextLead(s: Session, type: AskType): string | null {
  const memory = s.state.memory;
  if (type === 'script') {
    // Only someone named in this message or the one before: "her" is not the sister named ten messages ago; and one named in
    // this message first ("Denise sent a text… help me write something back" after "my wife Carol thinks…").
    const pets = new Set(memory.pets.map((p) => p.name?.toLowerCase()));
    // Of several named there ("Niamh and Ben say sorry, but Luca says nothing"), the one named last is the one talked of.
    const namedIn = (text: string) => {
      const said = text.split(/[^\p{L}'-]+/u);
      const at = (name: string) => said.lastIndexOf(name.toLowerCase());
      const named = memory.people.filter((p) => p.name && !p.lost && !pets.has(p.name.toLowerCase()) && at(p.name) >= 0);
      return named.reduce<(typeof named)[number] | undefined>((best, p) => (!best || at(p.name ?? '') > at(best.name ?? '') ? p : best), undefined);
    };
    // "I have meeting with his teacher, Mrs Clarke… What I should say to her?": the one with a title named just now.
    // Written in lower case too ("an email to mrs okafor"), said back with capitals.
    const titled = /\b(Mrs|Mr|Ms|Miss|Dr)\.? (\p{L}[\p{L}'-]+)/iu.exec(s.lastRaw);
    const title = titled ? `${capitalize((titled[1] ?? '').toLowerCase())} ${capitalize(titled[2] ?? '')}` : '';
    if (titled && !NOT_NAMES.has((titled[2] ?? '').toLowerCase())) return `Here are some words you could use with ${title}.`;
    const found = namedIn(s.lastText) ?? namedIn(s.previousText);
    // "What do I actually say to her?" is never for the brother named just before ("My brother Graham says…").
    const pronoun = /\b(?:to|with|tell|ask) (her|him)\b/.exec(s.lastText)?.[1];
    const wrong = pronoun === 'her' ? HE_ROLES : pronoun === 'him' ? SHE_ROLES : null;
    const person = found && !(wrong && found.role && wrong.test(found.role)) ? found : undefined;
    // "what do i say to her when she brings up Bea": Bea is talked about, not talked to.
    const name = person?.name?.toLowerCase().replace(/[^\p{L}'-]/gu, '') ?? '';
    if (name && new RegExp(String.raw`\b(?:brings? up|about|mentions?|compares? me (?:to|with)|blam\w+|accus\w+) ${name}\b`, 'u').test(s.lastText)) return null;
    return person?.name ? `Here are some words you could use with ${person.name}.` : null;
  }
  if (type === 'plan' || type === 'howto' || type === 'whatif') {
    // Only an event this talk is about: spoken of just now, or one the situation in play speaks of (an exam in revision), not
    // a doctor's appointment told of in passing when the question is about a house concert.
    const situation = currentSituation(s);
    const recent = `${s.lastText} ${s.previousText}`;
    const spokenOf = (what: string) => situation !== null && contentWords(what).every((word) => vocabularyOf(situation).has(word));
    const about = (what: string) => recent.includes(what.toLowerCase()) || spokenOf(what);
    const event = [...memory.events].reverse().find((e) => e.ahead && about(e.what));
    return event ? `With ${eventPhrase(event)} coming up, here's what I'd suggest.` : null;
  }
  return null;
}

const SELF_TALK = /\b(?:to|for|with) yourself\b/i;
// Who words are asked for: "what do i say to the seller", "how do i tell my landlord".
const ADDRESSEE = /\b(?:say to|tell|ask|text|email|message|write to|reply to|talk to|speak to) (?:the|my|our|his|her|their) ([a-z]{3,})\b/;
// "how I can explain to her what I feel": words for "her" or "him", whoever they stand for.
const PRONOUN_ADDRESSEE = /\b(?:say to|tell|ask|text|explain to|write to|reply to|talk to|speak to|message) (her|him)\b/;

/**
 * Whether words asked for "her" or "him" are for someone the situation's own words are not written for: "explain to her what I
 * feel" of a wife, when its words are for a doctor and a manager. False when who they stand for is not known.
 */
export function situationWordsForOthers(s: Session, words: string): boolean {
  const situation = currentSituation(s);
  const pronoun = PRONOUN_ADDRESSEE.exec(words)?.[1];
  const role = pronoun ? latestByPronoun(s.state.memory.people, pronoun)?.role : null;
  return situation !== null && typeof role === 'string' && speaksOfOthers(role, situation.answers.script);
}

// Words asked for oneself ("what do i tell myself at 3am?"), not for someone else.
const TO_MYSELF = /\b(?:myself|to me|in my head|self talk)\b/;

/** What a plan does about one routine: start after it, keep its day light, or plan around its time. */
function fitAround({ what, tie, when }: Routine): string {
  if (tie === 'until') return `start once ${what} is done at ${when}`;
  if (tie === 'on') return `keep ${when} light for ${what}`;
  return `plan around ${what} at ${when}`;
}

/**
 * A plan fitted to the week the person described: "To fit it around your week: start once school
 * is done at 3:20 and keep Wednesday evenings light for netball." Null when they named no
 * routine, or this was said already.
 */
function fitToWeek(s: Session): string | null {
  const routines = s.state.memory.routines;
  if (routines.length === 0) return null;
  const line = `To fit it around your week: ${listPhrase(routines.slice(-3).map(fitAround))}.`;
  if (s.state.said.includes(hashText(line, 'line'))) return null;
  s.state.said.push(hashText(line, 'line'));
  return line;
}

/**
 * A plan asked for when the week's fixed points are known: real times on real days, laid around them,
 * for the first of these situations it suits (the one just named, then the one talked about before).
 * Once a session; null when no timetable can be made.
 */
export function answerWeekPlan(s: Session, candidates: readonly (string | null)[]): Turn | null {
  if (s.state.answered.includes('week-plan')) return null;
  // With no situation in the conversation at all, the plan is for what matters most to the person.
  const ids = candidates.every((id) => id === null) ? [null] : candidates.filter((id): id is string => id !== null);
  for (const id of ids) {
    const situation = id === null ? null : situationById(id);
    if (id !== null && situation === null) continue;
    // The days the person named for it, when their week has no times to lay a plan around.
    const lines = weekPlanLines(situation?.id ?? null, s.state.week, s.lastText) ?? daysPlanLines(situation?.id ?? null, s.lastText, s.previousText);
    if (!lines) continue;
    s.state.situation = situation?.id ?? null;
    const key = situation ? answerKey(situation, 'plan') : 'general:plan';
    s.state.answered = [...s.state.answered, 'week-plan', key].slice(-40);
    s.state.situationTurns = 0;
    const parts = [...lines, memoryQuestion(s, true) ?? ''];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  return null;
}

/** When the answer of a kind was given, the nearest kinds still to give, in order. */
const NEAR: Readonly<Record<AskType, readonly AskType[]>> = {
  howto: ['plan', 'whatif', 'should'],
  should: ['normal', 'whatif', 'howto'],
  normal: ['why', 'should'],
  whatif: ['howto', 'should'],
  plan: ['howto', 'whatif'],
  why: ['normal', 'howto'],
  script: [],
};

// Each situation's own words, from everything written for it: what a question about it shares with it.
const VOCABULARY = new Map<string, ReadonlySet<string>>();
function vocabularyOf(situation: Situation): ReadonlySet<string> {
  let words = VOCABULARY.get(situation.id);
  if (!words) {
    const faqs = (situation.faqs ?? []).flatMap((f) => [...f.keys, f.answer]);
    const pairs = (situation.pairs ?? []).flat(2);
    const written = [situation.title, ...situation.strong, ...situation.weak, ...pairs, ...situation.questions, ...Object.values(situation.answers)];
    words = new Set(contentWords([...written, ...faqs].join(' ')));
    VOCABULARY.set(situation.id, words);
  }
  return words;
}

/**
 * A question with a subject of its own that shares no word with the situation in play ("is it bad that im annoyed
 * at my nan?" in a talk read as sleepless nights): about something else, so the situation's answer is not its answer.
 */
export function asksAboutSomethingElse(situation: Situation, words: string, least = 2): boolean {
  const own = [...new Set(contentWords(words))];
  const known = vocabularyOf(situation);
  return own.length >= least && !own.some((word) => known.has(word));
}

// A question asked in so many words gets the situation's answer only of the kind asked. Its plan, its "what if" and its
// weighing are each written for one question of the whole situation, and given where the situation was only read from
// earlier messages they scored near nothing, as did a plan given to a second "how do I…?" (docs/coach.md, Figures): they
// need the question itself to name the situation ("can you make me a revision plan?").
const NAMED_KINDS: ReadonlySet<AskType> = new Set(['plan', 'should', 'whatif']);

/**
 * Whether an answer was written for this very question: "what if he gets angry" in a talk about someone close, whose "what
 * if" is "If they get angry or say no…". Most of the question's own words are in the answer.
 */
function writtenFor(answer: string, words: string): boolean {
  // "what if she hates me for it": a bad reaction feared, which an answer for someone reacting badly is written for.
  if (BAD_REACTION_FEARED.test(words) && /\b(?:reacts?|takes? it|reacted|took it) badly\b/i.test(answer)) return true;
  const own = [...new Set(contentWords(words))];
  const written = new Set(contentWords(answer));
  // "can you make me a plan": nothing asked but a plan, so the situation's own is written for it.
  if (own.length === 0) return PLAN_ASKED.test(words) || reactionWrittenFor(answer, words);
  return own.filter((word) => written.has(word)).length * 2 >= own.length;
}

const PLAN_ASKED = /\bplan\b/;
const BAD_REACTION_FEARED = new RegExp(
  String.raw`\bwhat if (?:she|he|they|(?:my|our) \w+)(?: just)? (?:hates? (?:me|us)|disowns? (?:me|us)|cuts? (?:me|us) off|` +
    String.raw`kicks? (?:me|us) out|never speaks? to (?:me|us)|freaks? out|(?:gets?|is|are) (?:mad|angry|upset|furious|disgusted))\b`,
);

const WHO_REACTS = new Set(['he', 'she', 'they', 'it', 'him', 'her', 'them', 'just', 'then', 'still', 'my', 'boss', 'manager']);

/**
 * "what if he says no" has no word of substance, only the reaction feared: written for it when the answer speaks of that
 * reaction in the same words ("If your manager says no…"), every one of them.
 */
function reactionWrittenFor(answer: string, words: string): boolean {
  const rest = /\bwhat if (.+)$/.exec(words)?.[1];
  const feared = (rest?.match(/[a-z']+/g) ?? []).filter((word) => !WHO_REACTS.has(word));
  const written = new Set(answer.toLowerCase().match(/[a-z']+/g) ?? []);
  return feared.length > 0 && feared.length <= 3 && feared.every((word) => written.has(word));
}

/** The kind of the situation's answers to give for a kind asked in `words` ('' for an offer taken up: the nearest kind stands in). */
function kindToGive(s: Session, situation: Situation, asked: AskType, words: string): AskType | undefined {
  if (words && NAMED_KINDS.has(asked) && !situationScores(words).has(situation.id) && !writtenFor(situation.answers[asked], words)) return undefined;
  return [asked, ...(words ? [] : NEAR[asked])].find((t) => !s.state.answered.includes(answerKey(situation, t)));
}

/** Whether the situation's own words to say speak of what these words ask ("how do i ask for a raise in it": no). */
export function situationWordsFit(s: Session, words: string): boolean {
  const situation = currentSituation(s);
  // "what do i even say to him" asks nothing of its own: the situation's words are for it.
  const own = contentWords(words).filter((word) => !HOW_WORDS_ARE_ASKED.has(word));
  return situation === null || own.length === 0 || writtenFor(situation.answers.script, words);
}

/** Whether `answerSituation` would give its answer of this very kind to these words (without giving it). */
export function situationWouldAnswer(s: Session, asked: AskType, words: string): boolean {
  const situation = currentSituation(s);
  return situation !== null && !asksAboutSomethingElse(situation, words, 2) && kindToGive(s, situation, asked, words) === asked;
}

/**
 * The situation's answer for this kind of question, once a session; null when none is left. Offered and accepted (no `words`),
 * the nearest kind not given yet stands in. Words to say to oneself are not given to "how do I bring it up with him?".
 */
export function answerSituation(s: Session, asked: AskType, words = ''): Turn | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  // A plan asked for says less of its subject ("a plan for the week"): three words of its own, none the situation's.
  if (words && asked !== 'script' && asksAboutSomethingElse(situation, words, asked === 'plan' ? 3 : 2)) return null;
  if (asked === 'script' && !TO_MYSELF.test(words) && SELF_TALK.test(situation.answers.script)) return null;
  // Words for someone the situation's words are not written for ("what do i say to the seller" when they are for a bill
  // to pay): not its words.
  const to = asked === 'script' ? contentWords(ADDRESSEE.exec(words)?.[1] ?? '')[0] : undefined;
  if (to && !vocabularyOf(situation).has(to)) return null;
  if (asked === 'script' && situationWordsForOthers(s, words)) return null;
  const again = asked === 'script' ? wordsAskedAgain(s, situation, words) : null;
  if (again) return again;
  const type = kindToGive(s, situation, asked, words);
  if (!type) return null;
  const key = answerKey(situation, type);
  s.state.answered = [...s.state.answered, key].slice(-40);
  s.state.situationTurns = 0;
  // Its first step given already as a tip is not given again as step 1.
  const written = type === 'howto' && s.state.said.includes(firstStepKey(situation)) ? withoutFirstStep(situation.answers[type]) : situation.answers[type];
  // Written for several cases ("For a toddler's tantrum… For a teenager who won't talk…"): the one told of, when only one fits.
  // "i tried getting up and reading but it didnt help": a step saying to get up is not given again.
  const answer = type === 'howto' || type === 'plan' ? withoutTriedSteps(fitted(s, written), triedSoFar(s)) : fitted(s, written);
  // Words to say to oneself ("Words to say to yourself in the early hours…") are not words to use with someone named.
  const lead = type === 'script' && SELF_TALK.test(answer) ? null : contextLead(s, type);
  const fresh = lead !== null && !s.state.said.includes(hashText(lead, 'line'));
  if (fresh) s.state.said.push(hashText(lead, 'line'));
  // An answer that opens with its own lead ("Here is a simple plan…") needs no other.
  // "Is it normal to still be rattled on Wednesday?": the yes in the question's own words, then the situation's view without its own yes.
  const echoed = type === 'normal' && asked === 'normal' ? (saidBackView(s.lastRaw) ?? selfDoubtVerdict(s.lastRaw, answer)) : null;
  const opening = echoed ?? (/^here('s| is| are)\b/i.test(answer) ? '' : fresh ? lead : s.pick(SHARED_LINES.situationLeads[type]));
  const parts = [opening, echoed ? unasked(answer) : answer];
  if (type === 'plan') parts.push(fitToWeek(s) ?? '');
  parts.push(memoryQuestion(s, true) ?? nextQuestion(s, situation) ?? '');
  // Only words to say to someone are kept for "shorter?", not a line from a technique's steps.
  if (type === 'script') keepWords(s, answer);
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "…without making it awkward", "how do i say it nicely": the worry is how it will land, not what to say.
const HOW_IT_LANDS = new RegExp(
  String.raw`\b(?:awkward|weird|cringe|rude|nicely|gently|politely|kindly|friendly|calmly|${A_ROW_FEARED}|` +
    String.raw`without (?:upsetting|offending|annoying|hurting|` +
    String.raw`making (?:it|things) (?:awkward|weird|worse)|(?:ruining|spoiling) (?:it|things|everything|(?:the|our|my|their) [a-z]+)))\b`,
);

/** The fewest words of a line that counts as words given to say. */
const WORDS_GIVEN_LEAST = 6;

// How words are asked for ("give me two lines", "a short sentence"), not what they are for.
const HOW_WORDS_ARE_ASKED = new Set(contentWords('give lines line words sentence sentences short quick write say tell put bring help'));

/**
 * Words asked for again just after the situation's own (or its particular question's) were given ("how do i bring it up
 * without making it awkward" after the words for the barking dog): pointed back to their first line, with how to keep it
 * light when that is the worry, never the general shape of any talk. Null when the last reply gave no such words, or the
 * ask names something they do not speak of.
 */
function wordsAskedAgain(s: Session, situation: Situation, words: string): Turn | null {
  const given = s.state.answered.includes(answerKey(situation, 'script')) || answeredIn(s, situation.id).size > 0;
  // Just given, in the last reply: two replies back, "them" may be someone else ("a walking group… what would i say to them"),
  // unless the message between spoke of the same one ("should i just stop inviting her?", then "what would i even say to her").
  const justNow = justGaveWords(s, 1);
  if (!given || !(justNow || (justGaveWords(s, 2) && sameOneBetween(s, words)))) return null;
  // Words for something else ("two lines for an appeal", "an email… with photos") are new words, not these again: every
  // word of its own the ask has is in the words given.
  const own = contentWords(words.replace(new RegExp(HOW_IT_LANDS.source, 'g'), ' ')).filter((word) => !HOW_WORDS_ARE_ASKED.has(word));
  const inGiven = new Set(contentWords(s.state.lastWords.join(' ')));
  if (!own.every((word) => inGiven.has(word))) return null;
  const first = s.state.lastWords[0];
  // A few words quoted in passing ("even a short "thinking of you"") are no words to say given.
  if (!first || first.includes('[') || first.split(' ').length < WORDS_GIVEN_LEAST) return null;
  const easing = HOW_IT_LANDS.test(words);
  // Quoted mid-sentence ("…a bit sad," and let them respond): said back as a whole line.
  const line = `${first.replace(/[,;:\s]+$/, '')}${/[.?!]$/.test(first) ? '' : '.'}`;
  const key = `words-again:${situation.id}:${easing ? 'easing' : 'plain'}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  // "without a huge argument": the row feared named, not awkwardness.
  const row = new RegExp(String.raw`\b(?:${A_ROW_FEARED})\b`).test(words);
  const parts = easing
    ? [
        `It needn't ${row ? 'turn into a row' : 'be awkward'}. ` +
          'Go at a calm moment, keep it short and friendly, talk about this one thing only, then stop and let them answer.',
        `The first line I gave works as it is: "${line}"`,
        row
          ? "If they start to argue, you needn't defend it: say the same line once more, calmly, then change the subject."
          : 'A few seconds of awkwardness is normal and passes; most people take a polite word far better than we fear.',
      ]
    : [`The words I gave ${justNow ? 'just now' : 'earlier'} are a good place to start: "${line}"`, 'Change any word so it sounds like you.'];
  parts.push(memoryQuestion(s, true) ?? nextQuestion(s, situation) ?? '');
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** What the person told they tried without luck this session, as the doings a written step would name. */
const triedSoFar = (s: Session): RegExp[] => doingsTriedIn([...s.earlierRaw, s.lastRaw].flatMap(normalizedSentences));

/**
 * "what would i even text" just after a particular answer that held words to send: those words pointed back to, before any
 * words built from what the person said earlier ("ask them to hang out" is no ask to put to them). Null otherwise.
 */
export function answerWordsJustGiven(s: Session, words: string): Turn | null {
  const situation = currentSituation(s);
  // Just given, they answer "what would i text" only if they were asked for ("should i just ask them to hang out?") or the
  // worry is how it lands; words given to something told ("i dont want to bother them") leave room for words of its own.
  const before = (s.earlierRaw.at(-1) ?? '').toLowerCase().trim();
  const askedFor = before.endsWith('?') || /^(?:so |but |ok |okay )?(?:should|how|what|can|could|would|do|is) /.test(before);
  if (!situation || (justGaveWords(s, 1) && !askedFor && !HOW_IT_LANDS.test(words))) return null;
  return wordsAskedAgain(s, situation, words);
}

/** Whether the reply just given was the first step of the situation's own way through, offered on its own. */
export function firstStepJustGiven(s: Session): boolean {
  const situation = currentSituation(s);
  const first = situation ? firstStepOf(situation) : null;
  if (!situation || !first || !s.state.said.includes(firstStepKey(situation))) return false;
  return (s.state.recent.at(-1) ?? '').includes(first);
}

/**
 * Something usable now, the first step of the situation's own way through, and the offer of the rest (a yes gives
 * it); null when there is no situation, its way through was given or the offer declined.
 */
export function offerSituation(s: Session): string[] | null {
  const situation = currentSituation(s);
  if (!situation || s.state.answered.includes(answerKey(situation, 'howto')) || s.state.declinedSituations.includes(situation.id)) return null;
  // Its first step is offered once: given again, word for word, it would read as the coach not listening.
  if (s.state.said.includes(firstStepKey(situation))) return null;
  // Not a step about something nobody told of ("mute the accounts" to someone comparing themselves with a sister).
  const written = firstStepOf(situation);
  const first = written && !asksOfUntold(written, toldSoFar(s)) && !triedSoFar(s).some((doing) => doing.test(written.toLowerCase())) ? written : null;
  const parts = first ? [s.pick(SHARED_LINES.practicalTip, { what: first })] : [];
  parts.push(s.pick(first ? SHARED_LINES.practicalMore : SHARED_LINES.practicalOffer, { title: situation.title }));
  if (first) s.state.said.push(firstStepKey(situation));
  s.state.offeredSituation = situation.id;
  s.state.situationTurns = 0;
  return parts;
}

/** The longest quoted words kept to give back on their own. */
const QUOTED_MOST = 400;

/** "Too long… shorter please" when every line was given on its own already: the one just given, cut to what matters. */
function shorterOfLast(s: Session, normalized: string): Turn | null {
  const last = /"([A-Z][^"]{20,})"/.exec(s.state.recent.at(-1) ?? '')?.[1];
  const cut = SHORTER_ASKED.test(normalized) && last ? shorterLine(last) : null;
  if (!cut || cut === last) return null;
  s.state.lastWords = [cut];
  const parts = [s.pick(SHARED_LINES.rewordLead), `"${cut}"`, 'Change any word so it sounds like you.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The quoted lines of an answer, kept so "shorter?" or "more casual?" can give one back on its own. */
export function keepWords(s: Session, answer: string): void {
  // In double quotes, or in single ones around a sentence ('When I get cut off in meetings, I lose… I'll do the same for you?').
  // Quotes are paired first and measured after, so the words between two long quotes are never taken for one.
  const lines = [...answer.matchAll(/"([^"]*)"|(?:^|[\s:])'([A-Z].{8,200}?[.?!])'(?=[\s,.;:]|$)/g)]
    .map((m) => m[1] ?? m[2] ?? '')
    .filter((line) => line.length >= 8 && line.length <= QUOTED_MOST);
  if (lines.length > 0) s.state.lastWords = lines.slice(0, 8);
  // One quoted script, sentence by sentence, for "cut the first line"; several are alternatives, not one script.
  if (lines.length === 1) s.state.lastScript = (lines[0] ?? '').split(SENTENCE_BREAK).slice(0, 8);
}

const EDIT_VERB = String.raw`\b(?:cut|drop|remove|lose|skip|delete|take out|leave out|get rid of)(?: out)? (?:the|that|this)`;
// "remove the part about the waiter on leave": the lines that speak of it go.
const EDIT_ABOUT = new RegExp(
  String.raw`${EDIT_VERB} (?:bit|part|stuff|line|sentence)s? (?:about|with|where i say) (?:the |my )?([a-z' ]{3,40}?)(?= it | that |$)`,
);
const EDITS: readonly [RegExp, 'first' | 'last' | 'feelings'][] = [
  [new RegExp(String.raw`${EDIT_VERB} (?:first|opening|1st) (?:line|sentence|bit|part)\b`), 'first'],
  [new RegExp(String.raw`${EDIT_VERB} (?:last|closing|final|end) (?:line|sentence|bit|part|question)\b`), 'last'],
  [
    alternatives(
      String.raw`${EDIT_VERB} (?:bit|part|stuff|line|sentence)s? about (?:feelings?|emotions?|how i feel|mattering)\b`,
      String.raw`\b(?:more practical|less emotional|less mushy|less soppy|less fluffy|less touchy[- ]feely|(?:no|without the) feelings? (?:stuff|bit|part))\b`,
    ),
    'feelings',
  ],
];
// The lines of a script that are about feelings, not what is asked or said: "It matters to me.", "I'm telling you because you matter to me".
const FEELING_LINE = /\b(?:feel|feeling|feelings|matters? to me|you matter|honest with you|isn't easy|care about you|hurt)\b/i;
const EDIT_LEAD = {
  first: 'Here it is without the first line:',
  last: 'Here it is without the last line:',
  feelings: 'Here it is with just the practical part:',
};

/**
 * "Cut the first line", "take out the bit about feelings, make it more practical": the latest words
 * given again with that part gone, keeping the address ("Gary, …"). Null when there are no words or nothing would be left.
 */
export function editLast(s: Session, normalized: string): Turn | null {
  const edit = EDITS.find(([pattern]) => pattern.test(normalized))?.[1] ?? aboutEdit(normalized);
  const script = s.state.lastScript;
  // A part named ("the bit about the waitress") that there are no words to cut it from: perhaps the person's own version.
  if (!edit || script.length < 2) return typeof edit === 'string' ? null : notInTheWords(s);
  if (typeof edit === 'object') {
    const speaksOf = (line: string) => edit.words.some((w) => new RegExp(String.raw`\b${w}`, 'i').test(line));
    return withoutLines(s, script.filter((line) => !speaksOf(line)), edit.lead) ?? notInTheWords(s);
  }
  const kept = edit === 'first' ? script.slice(1) : edit === 'last' ? script.slice(0, -1) : script.filter((line) => !FEELING_LINE.test(line));
  return withoutLines(s, kept, EDIT_LEAD[edit]);
}

// What is to be taken out, as the person wrote it: "take out the bit about the waitress, dont want her dragged into it",
// "I'd cut the bit about 'we take all feedback seriously'".
const CUT_ABOUT = new RegExp(
  String.raw`\b(?:cut|drop|remove|lose|skip|delete|take out|leave out|get rid of) (?:the|that|this) (?:bit|part|line|sentence)s? ` +
    String.raw`(?:about|with|where (?:i|you) say|that says) ((?:the |my |her |his |their )?['"‘“]?[^,.;!?'"’”]{2,50}['"’”]?)`,
  'i',
);
const QUOTED_WORDS = /^['"‘“](.+?)['"’”]?$/;

/**
 * An edit of a part the coach's words never held (the person has a version of their own in mind): said plainly, with
 * an offer to cut it from theirs, never a generic line instead. Null when no part is named.
 */
function notInTheWords(s: Session): Turn | null {
  const about = CUT_ABOUT.exec(s.lastRaw)?.[1]?.trim();
  if (!about) return null;
  const quoted = QUOTED_WORDS.exec(about)?.[1];
  // Named in words the edit patterns do not read ("I'd cut the bit about '…'"), but there: those lines go.
  const words = contentWords(quoted ?? about);
  const script = s.state.lastScript;
  const said = (quoted ?? about).toLowerCase();
  const speaksOf = (line: string) =>
    line.toLowerCase().includes(said) || (words.length > 0 && words.every((w) => new RegExp(String.raw`\b${w}`, 'i').test(line)));
  if (script.some(speaksOf)) return withoutLines(s, script.filter((line) => !speaksOf(line)), `Here it is without the part about ${swapPronouns(about)}:`);
  // In one of several lines offered: not missing, and not one script to cut it from.
  if (s.state.lastWords.some(speaksOf)) return null;
  const missing = quoted ? `don't say "${quoted}"` : `don't have a part about ${swapPronouns(about)}`;
  const parts = [
    `The words I gave you ${missing}, so I can't take it out of them.`,
    "If it's in your own version, paste it here and I'll help you cut it cleanly.",
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** "remove the part about the waiter on leave": the words of what is to go, and the lead that says so. */
function aboutEdit(normalized: string): { words: string[]; lead: string } | null {
  const about = EDIT_ABOUT.exec(normalized)?.[1]?.trim();
  const words = about ? contentWords(about) : [];
  return about && words.length > 0 ? { words, lead: `Here it is without the part about ${swapPronouns(about)}:` } : null;
}

/** The words given again as `kept`, keeping the address ("Gary, …"); null when nothing, or nothing less, would be left. */
function withoutLines(s: Session, kept: string[], lead: string): Turn | null {
  const script = s.state.lastScript;
  if (kept.length === 0 || kept.length === script.length) return null;
  const address = /^([A-Z][\p{L}'-]+), /u.exec(script[0] ?? '')?.[1];
  const first = kept[0] ?? '';
  if (address && !first.startsWith(address)) kept[0] = `${address}, ${/^I\b/.test(first) ? first : first.charAt(0).toLowerCase() + first.slice(1)}`;
  s.state.lastScript = kept;
  const parts = [lead, `"${kept.join(' ')}"`, 'Change any word so it sounds like you.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// Words given that do not sound like the person: "still sounds like a script tbh", "he'd take the piss", "i'd never say that".
const NOT_HOW_I_TALK =
  String.raw`\bsounds? (?:like a script|scripted|rehearsed|fake|like a robot)\b|\b(?:i'?d|id|i would) never (?:say|talk like) (?:that|this)\b|` +
  String.raw`\b(?:he'?d|she'?d|they'?d) (?:take the piss|laugh at me|think i'?m weird)\b`;
// Words given asked for as people talk: less formal, less like therapy, like someone of the person's age.
const CASUAL_WORDS = String.raw`\bnot so (formal|stiff|serious|polite)\b|\b(too|bit|less) therapy\b|\b(something|bit|little|sound) more normal\b|` +
  String.raw`\blike a teacher wrote it\b|\bsound(s)? like an? (\d+ ?(yr|year)s? old|teen|teenager|kid|normal person|real person)\b|` +
  // "can u make it in text, he reply better in text": the same words, as a message to send.
  String.raw`\b(make|write|put|turn|change) (it|this|that) (in|into|as|to) (a |an )?(text|message|whatsapp|sms|msg|dm)\b|\b(a )?text version\b`;
const AS_TEXT_ASKED = /\b(?:make|write|put|turn|change) (?:it|this|that) (?:in|into|as|to) (?:a |an )?(?:text|message|whatsapp|sms|msg|dm)\b|\btext version\b/;
// "can you write me the text?", "write that as a message": the words just given, as one text.
const TEXT_OF_IT_ASKED = /\b(?:write|make|turn|put)(?: me)? (?:the|a|that|this|it)(?: (?:into|as) an?)? (?:text|message|whatsapp)\b/;
const REWORD = alternatives(
  // "that's too long", "bit too formal", not "when someone is talking too long".
  String.raw`\b(shorter|less formal|more casual|simpler|more simple|less cheesy|more natural|in my words|plainer|less flowery|more plain)\b`,
  // "Strip it back, just the facts and the swap I want."
  String.raw`\b(strip it (?:back|down)|cut it down|trim it|pare it (?:back|down)|just the facts)\b`,
  // "too chill lol… bit more flirty".
  String.raw`\b(more flirty|flirtier|more playful|more fun|funnier)\b`,
  // "Can you make it more warm?", "a bit friendlier".
  // Not "Kinder Scout or the River Don?": a word of kindness said of the words, not a name.
  // "In Turkish this sounds more strong. Can you make it more soft?"
  String.raw`\b(more warm|more friendly|less cold|more soft|more gentle|less strong|less harsh|gentler)\b|` +
    String.raw`\b${NOT_SAID_OF_SOMEONE}(?:make (?:it|this|that) |(?:a )?bit |(?:a )?little |slightly |much |sound |something |bit )` +
    String.raw`(?:warmer|friendlier|softer|kinder)\b|` +
    String.raw`\b(?:warmer|friendlier|softer|kinder)(?: (?:please|pls|version|tone|words))?\s*$`,
  String.raw`\b(it'?s|its|that'?s|thats|this is|bit|way|a little|kinda|kind of|but|sounds|little) too (long|formal|stiff|wordy|flowery)\b`,
  // "this is to long": the slip of "too".
  String.raw`\b(it'?s|its|that'?s|thats|this is) to (long|formal|wordy)\b`,
  // "That's a bit flowery for me."
  String.raw`\b(a bit|bit|too|very|quite|rather|little) flowery\b`,
  String.raw`\b((sound|sounds) more like (me|how i talk)|like how i talk)\b`,
  // "Can you make it more like how I'd actually talk?"
  String.raw`\b(like|how) (i'?d|id|i would) (actually |really )?(talk|speak|say it|text)\b`,
  // "hmm thats a bit formal lol… make it sound like a text id actually send".
  // Not "not too stiff", which asks for new words as they should be.
  String.raw`\b(?<!\bnot )(that'?s|thats|it'?s|its|this is|sounds|hmm+|but|too) (a bit |bit |very |so |kinda |kind of |a little |way )?` +
    String.raw`(formal|stiff|wordy|cheesy|cringe|cringey|robotic)\b`,
  String.raw`\b(sound|sounds|more) like (a text|a message|something) (i'd|id|i would|i'll|i) (actually )?(send|say|text|write)\b`,
  // "hmm too long la, he won't read. make it short"
  String.raw`^(hmm+ |ok |but |nah )?too (long|formal|stiff|wordy)\b|\bmake it (short|shorter|simple|simpler|casual|less formal)\b`,
  // "Can you make this more short and friendly?", "less like a corporation", "more like how a normal 15yo talks".
  String.raw`\bmore (short|friendly|human|normal)\b|\bless (like an? (corporation|company|bank|robot|lawyer|hr|teacher|therapist)|corporate)\b`,
  String.raw`\b(sound|sounds|more|talk|write) like (how )?an? (normal |real |actual |regular )?` +
    String.raw`(\d+ ?(yo|y\/o|yrs?|years?)( old)?|teen|teenager|kid|person|human)\b`,
  // "can you remind me the first sentence again, the one that isnt blaming"
  String.raw`\bremind me (of )?(the|that|what) (first |opening )?(sentence|line|words|bit|part)\b|\bwhat was (the|that) (first |opening )?(sentence|line)\b`,
  // "still sounds like a script tbh", "he'd take the piss", "i'd never say that": not how the person talks.
  NOT_HOW_I_TALK,
  // "ok but not so formal, we are brothers", "that sounds like a teacher wrote it lol. make it sound like a 15 year old",
  // "That's a bit too therapy for Tom… Something more normal?"
  CASUAL_WORDS,
);

const SHORTER_ASKED = /\b(?:shorter|too long|to long|short|less words|fewer words|too many words)\b/;
// Asked for it less formal or as a text: the ask on its own, in a text's words.
const CASUAL_ASKED = alternatives(
  CASUAL_WORDS,
  NOT_HOW_I_TALK,
  String.raw`\b(formal|stiff|robotic|cheesy|cringe|cringey|more casual|less formal|how i talk|like me|like a text|text i'?d|text id)\b`,
  String.raw`\bhow i'?d (actually )?talk\b`,
  String.raw`\b(warmer|more warm|friendlier|more friendly|less cold)\b`,
  String.raw`\bsound(s)? like (a text|a message|something) (i'd|id|i would|i)\b`,
);
// The ways of asking, most direct first: "could you…" before "can we talk?".
const ASK_SENTENCES = [
  /\b(?:could you|can you|would you|will you|i'd like you to|i need you to)\b/i,
  /\b(?:can we|could we|would it be ok|please)\b/i,
];

/** The ask of the words last given, said as a text would say it ("Hey Kyle, quick thing: could you let me finish…"); null when none. */
function casualLine(s: Session): string | null {
  // Words with gaps to fill ("[name]") are no message to send.
  const lines = s.state.lastWords.filter((line) => !line.includes('['));
  const sentences = lines.flatMap((line) => line.split(SENTENCE_BREAK));
  const way = ASK_SENTENCES.find((pattern) => sentences.some((line) => pattern.test(line)));
  const ask = way ? sentences.find((line) => way.test(line)) : undefined;
  if (!way || !ask) return null;
  // The sentence from the ask on: "Could you let me finish, and I'll do the same for you?"
  const from = ask.search(way);
  const request = ask.slice(from >= 0 && from < 40 ? from : 0);
  // Their name only when the words were addressed to them ("Luca, could you…").
  const address = /^([A-Z][\p{L}'-]+), /u.exec(lines[0] ?? '')?.[1];
  const name = s.state.memory.people.some((p) => p.name === address) ? address : undefined;
  const lead = /^I\b/.test(request) ? request : `${request.charAt(0).toLowerCase()}${request.slice(1)}`;
  return `Hey${name ? ` ${name}` : ''}, quick thing: ${lead}`;
}

/**
 * "Can you make it shorter / more like how I talk?" after words to say: the shortest line not given
 * on its own yet, and a reminder that their own words are best. Null when there were no words.
 */
const AN_IDEA_OF_LINES = /\b(?:idea|suggestion|tip) (?:with|of|about) (?:the |a )?(?:one|a single|two|1|2) (?:short |simple )?(?:sentences?|lines?)\b/;
// "Can you give me two lines for an appeal": new words for something else, not the last ones again.
const LINES_FOR_ANOTHER = /\b(?:sentences?|lines?) (?:for|about) (?:a|an|the|my|our)\b/;

// "write the note for me pls", "can you write that out for me": the words just given, set out to copy.
const WRITE_IT_OUT = new RegExp(
  String.raw`\b(?:write|type|put)(?: out| up)? (?:the|that|this|it|that one|this one)(?: (?:note|message|text|letter|email|card|reply))?` +
    String.raw`(?: out| up)? (?:for me|out|properly|in full)\b|` +
    // "I would be grateful if you could draft a few sentences I might say to her", just after the words were given.
    String.raw`\bdraft (?:a few |some |the |me )?(?:sentences|lines|words|it|that|something)\b|` +
    // "write me like a script i can read off. short.": the words just given, to read from.
    String.raw`\b(?:write|give) (?:me )?(?:like )?a (?:short )?script\b`,
);
// Written to be sent or left, not said: the name goes at the end.
const TO_SEND = /\b(?:note|message|text|letter|email|card|whatsapp|send)\b/;

function writtenOut(s: Session, normalized: string): Turn | null {
  if (!WRITE_IT_OUT.test(normalized) || !justGaveWords(s, 1)) return null;
  const lines = s.state.lastWords.filter((line) => !line.includes('[') && /[.?!]$/.test(line) && line.split(' ').length >= 8);
  const line = [...lines].sort((x, y) => y.length - x.length)[0];
  if (!line || s.state.answered.includes(`written-out:${hashText(line, 'line')}`)) return null;
  s.state.answered = [...s.state.answered, `written-out:${hashText(line, 'line')}`].slice(-40);
  s.state.said.push(hashText(`words:${line}`, 'line'));
  const close = TO_SEND.test(normalized)
    ? 'Put your name at the end, and change any word so it sounds like you.'
    : "Say it in your own voice, and change any word that doesn't sound like you.";
  const parts = ['Here it is, ready to copy:', `"${line}"`, close];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// "she's called Helen btw", "his name is Tomek": only a name, given for someone already spoken of.
const NAME_ONLY = new RegExp(
  String.raw`^(?:(?:oh|and|also|btw|fyi|ok|okay|sorry)[,.]? )*` +
    String.raw`(?:(she|he|they)(?:'s| is|s|'re| are|re| was| were) called|(her|his|their) name(?:'s| is|s| was)) ` +
    String.raw`([a-z][a-z'-]{1,20})(?: (?:btw|lol|haha|fyi|by the way))?` +
    // "…, he was 14": how old, told with it.
    String.raw`(?:[,.;]? (?:and )?(?:she|he|they)(?: was| were| is|'s|s|'re|re) (\d{1,2})(?: years old| yrs old| years)?)?[.!]*$`,
);
// "she was 16, her name was luna": the age told first, read as it is read after the name.
const AGE_FIRST = new RegExp(
  String.raw`^((?:she|he|they)(?: was| were| is|'s|s) \d{1,2}(?: years old| yrs old| years)?)[,.;]? (?:and )?` +
    String.raw`((?:her|his|their) name(?:'s| is|s| was) [a-z][a-z'-]{1,20})[.!]*$`,
);
// An age at which a life already counts as long, for an animal or a person: said as such.
const LONG_LIFE = 10;

/** A name given for someone spoken of: taken, and the words just given said to them by name; null when the message is more. */
export function answerNameGiven(s: Session, normalized: string): Turn | null {
  const m = NAME_ONLY.exec(normalized.replace(AGE_FIRST, '$2, $1'));
  const said = m?.[3];
  if (!m || !said || NOT_NAMES.has(said)) return null;
  const name = capitalize(said);
  const pronoun = (m[1] ?? m[2] ?? '').toLowerCase();
  const them = pronoun === 'she' || pronoun === 'her' ? 'her' : pronoun === 'he' || pronoun === 'his' ? 'him' : 'them';
  const whose = them === 'her' ? 'her' : them === 'him' ? 'his' : 'their';
  const situation = currentSituation(s);
  const namedWho = nameTheOne(s, situation?.id ?? null, name, them);
  // "her name was biscuit" of the cat who died: her name thanked for, and the talk goes on with it, never "how might she take it".
  if (namedWho && situation && (LOSS_SITUATIONS.has(situation.id) || namedWho === 'pet')) {
    const age = Number(m[4] ?? 0);
    // Of a pet still alive ("hes 14" while he is ill), a good age rather than a life looked back on.
    const lost = LOSS_SITUATIONS.has(situation.id);
    const span = lost ? `${age} years is a long life` : `${age} is a good age`;
    const years = age < LONG_LIFE ? '' : `${span}, and a long time to love someone.`;
    const parts = [`${name}. Thank you for telling me ${whose} name.`, years, nextQuestion(s, situation) ?? `What was ${name} like?`];
    // The reply to what was said, not a moment to sum the talk up before it.
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  // The words of the last reply, said to "her", open with her name now: "Helen, can we talk?…".
  const first = justGaveWords(s, 1) ? /"([A-Z][^"[\]]{8,400})"/.exec(s.state.recent.at(-1) ?? '')?.[1] : undefined;
  const lead = first && !/^I\b/.test(first) ? `${first.charAt(0).toLowerCase()}${first.slice(1)}` : first;
  const named = first && !/^\p{Lu}[\p{L}'-]+, /u.test(first) ? `${name}, ${lead}` : null;
  if (named) s.state.lastWords = [named];
  const parts = named ? [`${name}, got it. With ${whose} name, the opening is warmer: "${named}"`] : [`${name}, got it.`];
  // How they might take it is asked only of a talk in view (words given for it); "her name is mia" of an ex goes on with the situation.
  const talk = s.state.lastWords.length > 0 || (situation !== null && s.state.answered.includes(answerKey(situation, 'script')));
  const asks = [`How do you think ${name} might take it?`, `What is ${name} usually like when something is raised with ${them}?`];
  const onward = talk || !situation ? null : nextQuestion(s, situation);
  parts.push(onward ?? pickFresh(s, asks) ?? `How is ${name} with you, usually?`);
  return { kind: 'reply', parts, carry: parts, content: named !== null };
}

/**
 * A name given later ("her name was biscuit") kept for the one animal or person it can be: the one pet of a pet's situation
 * without a name yet, else the one person without one whose role says "her" or "him". Which of them it named, or null.
 */
function nameTheOne(s: Session, situationId: string | null, name: string, them: 'her' | 'him' | 'them'): 'pet' | 'person' | null {
  const memory = s.state.memory;
  const pets = memory.pets.filter((pet) => !pet.name);
  if (situationId?.startsWith('pet-') && pets.length === 1 && pets[0]) {
    pets[0].name = name;
    return 'pet';
  }
  const roles = them === 'her' ? SHE_ROLES : them === 'him' ? HE_ROLES : null;
  const people = memory.people.filter((person) => !person.name && person.role && (!roles || roles.test(person.role)));
  if (people.length !== 1 || !people[0]) return null;
  people[0].name = name;
  return 'person';
}

export function rewordLast(s: Session, normalized: string): Turn | null {
  const edited = editLast(s, normalized);
  if (edited) return edited;
  if (NEW_MOMENT_WORDS.test(normalized)) return null;
  const out = writtenOut(s, normalized);
  if (out) return out;
  const rework = REWORD.test(normalized) || SOFTER_ASKED.test(normalized) || FIRMER_ASKED.test(normalized);
  // "I can say to passenger '…'. Can you make this more short and friendly?": the person's own words, reworked.
  const draft = rework ? ownDraft(s.lastRaw) : null;
  const reworked = draft ? draftReworked(draft, reworkOf(normalized)) : null;
  if (reworked) {
    const parts = [`Here's your line, ${listPhrase(reworked.how)}:`, `"${reworked.line}"`, 'Change any word so it still sounds like you.'];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const firmer = FIRMER_ASKED.test(normalized) ? firmerLast(s) : null;
  if (firmer) return firmer;
  const plain = PLAIN_SENTENCES_ASKED.test(normalized) ? plainerLast(s) : null;
  if (plain) return plain;
  // Asked less formal as well ("sounds very formal… Can be more soft?"), the casual version below answers both.
  const softer = SOFTER_ASKED.test(normalized) && !CASUAL_ASKED.test(normalized) ? softerLast(s) : null;
  if (softer) return softer;
  // Asked to rework words when the coach has written none: said plainly, with a way on, never a stock question instead.
  // Not when new words are asked for ("a house meeting sounds so formal… what do i even say"): those are written.
  const nothingGiven = s.state.lastWords.length === 0 && s.state.lastScript.length === 0;
  // Nor "My sister said I'm too soft with Kaia. Is she right?": only words asked reworked, not firmer, which is said of people too.
  const reworkAsked = REWORD.test(normalized) || SOFTER_ASKED.test(normalized);
  // Nor "What is this 'one safe food' idea, can you explain more simple?": an idea to explain, not words to rework.
  if (reworkAsked && s.asked && nothingGiven && askTypeOf(normalized) !== 'script' && !EXPLAIN_ASKED.test(normalized)) {
    // "how do i make a letter to my landlord sound softer": their own words, not written here; how to soften any letter.
    if (OWN_WRITING.test(normalized) && (SOFTER_ASKED.test(normalized) || SOFTER_OWN.test(normalized))) {
      const parts = [
        "Paste it here and I'll go through it with you. Until then, what softens most letters:",
        '1. Open with something shared or a thank-you: "Thank you for…" or "I wanted to get in touch about…".',
        '2. Say what happened, not what they are: "The heating has been off since Monday", not "You never fix anything".',
        '3. Ask rather than tell: "I\'d be grateful if you could…" in place of "You need to…".',
        '4. One clear request with a date, not a list of complaints.',
        '5. Close warmly: "Thanks for looking into this; I\'m happy to talk if that\'s easier."',
      ];
      return { kind: 'reply', parts, carry: parts, content: true };
    }
    // "too much tbh. make it shorter" after an answer with no words in it: that answer, cut to what it says first.
    const cut = SHORTER_ASKED.test(normalized) ? answerCut(s.state.recent.at(-1) ?? '') : null;
    if (cut) {
      const parts = ['In short:', cut];
      return { kind: 'reply', parts, carry: parts, content: true };
    }
    const parts = [
      "I haven't written any words for you yet, so there's nothing of mine to change.",
      "Paste what you have, or tell me the one thing you want them to know, and I'll help you shape it.",
    ];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  // "like one sentence i can send them", "make simple. short words": only just after words were given; "your idea with
  // one short sentence is good" speaks of the idea, it asks for nothing.
  const fewLines = FEW_LINES_ASKED.test(normalized) && justGaveWords(s, 1) && !AN_IDEA_OF_LINES.test(normalized) && !LINES_FOR_ANOTHER.test(normalized);
  // "can you write me the text?" just after several lines were given: the one nearest their story, as a text to send.
  const asText = TEXT_OF_IT_ASKED.test(normalized) && s.state.lastWords.length > 1 && justGaveWords(s, 1);
  if (!REWORD.test(normalized) && !fewLines && !asText) return null;
  // Words written with a friendly version of their own ("Hey, could you…") give that; others get their ask as a text.
  // One note that opens with "Hi," is still formal: its ask is what goes casual.
  const friendly = s.state.lastWords.length > 1 && s.state.lastWords.some((line) => /^(?:Hey|Hi)\b/.test(line));
  // Asked more casual again right after a casual version ("still sounds like a script tbh"): that line with nothing around it.
  const lastReply = s.state.recent.at(-1) ?? '';
  const wasCasual = [...SHARED_LINES.casualLead, ...SHARED_LINES.rewordLead].some((lead) => lastReply.startsWith(lead));
  const lastCasual = CASUAL_ASKED.test(normalized) && wasCasual ? /"((?:Hey|Hi)\b[^"]+)"/.exec(lastReply)?.[1] : undefined;
  const barest = lastCasual ? barestLine(lastCasual) : null;
  if (barest) {
    s.state.lastWords = [barest];
    const parts = ['Plainer still, the way you might just text it:', `"${barest}"`, 'Or put it your own way; the words matter less than saying it.'];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const casual = CASUAL_ASKED.test(normalized) && !friendly ? casualLine(s) : null;
  if (casual) {
    const parts = [s.pick(SHARED_LINES.casualLead), `"${casualized(casual)}"`, 'Swap in your own words anywhere; the one thing to keep is the ask.'];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  const said = new Set(s.state.said);
  // The line nearest what the person is writing about ("the little comment cards… a jam that hasn't set"), the shortest among equals.
  // The earlier messages count too: a deposit told two messages before the email was asked for.
  const theirs = new Set(contentWords(`${s.lastText} ${s.previousText} ${s.earlierRaw.join(' ').toLowerCase()}`));
  const near = (line: string) => contentWords(line).filter((word) => theirs.has(word)).length;
  // Asked to sound more casual, the friendly version comes first.
  const casualFirst = (line: string) => (CASUAL_ASKED.test(normalized) && /^(?:Hey|Hi)\b/.test(line) ? 1 : 0);
  // Asked only shorter, the short version of the words comes before the text version of them.
  const shortFirst = (line: string) => (SHORTER_ASKED.test(normalized) && !CASUAL_ASKED.test(normalized) && !/^Hey\b/.test(line) ? 1 : 0);
  // Lines with a gap to fill ("Hi all, quick one about [what]…") only when there are no others: a template is still words.
  const whole = s.state.lastWords.filter((line) => !line.includes('['));
  const fresh = [...(whole.length > 0 ? whole : s.state.lastWords)]
    .sort((x, y) => casualFirst(y) - casualFirst(x) || shortFirst(y) - shortFirst(x) || near(y) - near(x) || x.length - y.length)
    .find((line) => !said.has(hashText(`words:${line}`, 'line')));
  if (!fresh) return shorterOfLast(s, normalized);
  s.state.said.push(hashText(`words:${fresh}`, 'line'));
  // "too long. she will not read" after one quote of three sentences: its first one that says something.
  // With several, the shortest of them is the shorter version.
  const again = SHORTER_ASKED.test(normalized) && s.state.lastWords.length === 1 && s.state.recent.at(-1)?.includes(fresh);
  const line = ONE_LINE_ASKED.test(normalized) ? firstSentences(fresh) : again ? shorterLine(fresh) : fresh;
  const asCasual = CASUAL_ASKED.test(normalized) ? casualized(line) : line;
  // "that sounds a bit too formal, she's my best mate" about words just given that were casual already: the same words
  // would come back, so their news and their offer only, looser.
  const same = s.state.recent.at(-1)?.includes(asCasual) ?? false;
  const given = same && CASUAL_ASKED.test(normalized) ? (looserLine(asCasual) ?? asCasual) : asCasual;
  // "Could you write it as a text?" asks for a text, not for something shorter or simpler.
  const textLead = (asText && !REWORD.test(normalized)) || AS_TEXT_ASKED.test(normalized) ? s.pick(SHARED_LINES.casualLead) : s.pick(SHARED_LINES.rewordLead);
  const lead = given !== asCasual ? "Looser and shorter, the way you'd actually text it:" : textLead;
  const parts = [lead, `"${given}"`, 'Change any word so it sounds like you; what matters is that it says what you mean.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// What a message must keep when cut: the news ("I honestly can't stretch to the trip") and what is offered instead.
const NEWS_SENTENCE = /\b(?:can'?t|cannot|can not|won'?t|not able|unable|isn'?t|aren'?t|don'?t|need|have to|wanted to tell)\b/i;
const OFFER_SENTENCE = /\b(?:instead|i'?d love to|would love to|how about|what about|could we|can we|can i)\b/i;

/** A casual message cut to its greeting, its news and its offer; null when nothing would be left out or nothing says news. */
function looserLine(line: string): string | null {
  const sentences = line.split(SENTENCE_BREAK);
  const greeting = sentences[0] && /^(?:Hey|Hi)\b/.test(sentences[0]) && sentences[0].split(/\s+/).length <= 3 ? [sentences[0]] : [];
  const news = sentences.find((one) => NEWS_SENTENCE.test(one));
  const offer = sentences.find((one) => one !== news && OFFER_SENTENCE.test(one));
  const kept = [...greeting, news, offer].filter((one): one is string => Boolean(one));
  return news && kept.length < sentences.length ? kept.join(' ') : null;
}

/** "Write it more simple please, short sentences": the words just given, in plain short sentences to practise. */
function plainerLast(s: Session): Turn | null {
  if (!justGaveWords(s)) return null;
  const source = (s.state.lastScript.length > 0 ? s.state.lastScript.join(' ') : (s.state.lastWords[0] ?? '')).trim();
  const plain = source && !source.includes('[') ? plainSentences(source) : null;
  if (!plain) return null;
  s.state.lastScript = plain.split(SENTENCE_BREAK);
  s.state.lastWords = [plain];
  const parts = ['In short, simple sentences:', `"${plain}"`, 'Say them slowly and out loud a few times; it is fine to read them from your phone.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

// Something the person wrote themselves, named: "my letter", "a letter to my landlord", "the email i wrote".
const OWN_WRITING = /\b(?:my|a|the|this|an) (?:letter|email|e-mail|message|text|note|complaint|reply)\b/;
const SOFTER_OWN = /\b(?:softer|less (?:harsh|rude|aggressive|angry|blunt|direct|cold)|more (?:polite|friendly|gentle)|nicer|kinder|politer)\b/;

/** An answer of three or more sentences cut to its first two that tell (no question), or null when it is short already. */
function answerCut(answer: string): string | null {
  const told = sentences(answer.replace(/(?:^|\s)\d\. /g, ' ')).filter((sentence) => !sentence.question);
  if (told.length < 3) return null;
  return told
    .slice(0, 2)
    .map((sentence) => `${sentence.text}.`)
    .join(' ');
}

// Whether to say anything at all, weighed: "should i say something", "should i bring it up or leave it".
const SAYING_WEIGHED =
  /\bshould i (?:just )?(?:say (?:something|anything)|tell (?:him|her|them)|mention it|bring (?:it|this) up|talk to (?:him|her|them)|ask (?:him|her|them))\b/;

/** The most words of a detail told of the one words were for, between them and the ask for words. */
const DETAIL_WORDS = 4;

/** The most words of a message between, about the person alone, that keeps words asked for about the same one. */
const ASIDE_WORDS = 14;

/** Whether the person's message before this one spoke of the one this asks about by the same "him", "her" or "them". */
function sameOneBetween(s: Session, words: string): boolean {
  const who = /\b(him|her|them)\b/.exec(words)?.[1];
  const between = (s.earlierRaw.at(-1) ?? '').toLowerCase();
  // "ok but what do i actually say", naming no one, just after the answer that held the words was pointed back to, or just
  // after weighing whether to say anything at all ("should i say something or just let it go").
  // Or just after a short detail of the one the words were for ("hes 7" of a little brother).
  const detail = between.split(' ').length <= DETAIL_WORDS && /^(?:he|she|they)(?:'s|s| is| are|'re)\b/.test(between);
  // Or just after how it left them, naming nobody ("i just laughed it off but i was so hurt").
  const aside =
    between.split(' ').length <= ASIDE_WORDS && /^(?:(?:but|and|tbh) )?i\b/.test(between) && !/\b(?:my|he|she|they|his|her|their|him|them)\b/.test(between);
  if (aside) return true;
  if (who === undefined) return (s.state.recent.at(-1) ?? '').startsWith(POINTED_BACK) || SAYING_WEIGHED.test(between) || detail;
  if (new RegExp(String.raw`\b${who}\b`).test(between)) return true;
  // …or named it by the role the words were for ("i'm scared to tell my landlord", after the words for the landlord).
  const given = (s.state.recent.at(-2) ?? '').toLowerCase();
  return [...between.matchAll(/\bmy ([a-z]{4,})\b/g)].some((m) => new RegExp(String.raw`\byour ${m[1] ?? ''}\b`).test(given));
}

/** Whether one of the last `back` replies held the words kept from it. */
function justGaveWords(s: Session, back = 2): boolean {
  const first = s.state.lastScript[0] ?? s.state.lastWords[0];
  return first !== undefined && s.state.recent.slice(-back).some((reply) => reply.includes(first));
}

/** "Too soft, make it more direct": the words just given, with the lead-in and the softeners left out. */
function firmerLast(s: Session): Turn | null {
  if (!justGaveWords(s)) return null;
  const source = s.state.lastScript.length > 0 ? s.state.lastScript : (s.state.lastWords[0] ?? '').split(SENTENCE_BREAK);
  const whole = source.filter((line) => !line.includes('['));
  const kept = firmerLines(whole);
  // "too apologetic" of words with nothing soft left in them: said so, rather than the same words again or nothing.
  if (!kept && whole.length > 0 && !/\b(?:sorry|apologi[sz]e|if that's ok|i hope|just wondering)\b/i.test(whole.join(' '))) {
    const parts = ['That one is already plain, with no sorry in it:', `"${whole.join(' ')}"`, "It doesn't need anything more; you can send it as it is."];
    return { kind: 'reply', parts, carry: parts, content: true };
  }
  if (!kept) return null;
  s.state.lastScript = kept;
  s.state.lastWords = [kept.join(' ')];
  const parts = ['More direct:', `"${kept.join(' ')}"`, 'Say it once, calmly, and then stop; you don\'t need to explain it again.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** What the ask wants done to words, by the readings of it above. */
const reworkOf = (normalized: string) => ({
  shorter: SHORTER_ASKED.test(normalized),
  casual: CASUAL_ASKED.test(normalized),
  softer: SOFTER_ASKED.test(normalized),
  friendlier: FRIENDLIER_ASKED.test(normalized),
});

const EXPLAIN_ASKED = /\b(?:explain|what is|what's|whats|what does|what do you mean|mean by)\b/;

/** "My english sounds too direct", "make it softer": the words just given, asked as "could you…?" with a thank-you. */
function softerLast(s: Session): Turn | null {
  if (!justGaveWords(s)) return null;
  const source = s.state.lastScript.length > 0 ? s.state.lastScript : (s.state.lastWords[0] ?? '').split(SENTENCE_BREAK);
  const kept = softerLines(source.filter((line) => !line.includes('[')));
  if (kept.length === 0) return null;
  s.state.lastScript = kept;
  s.state.lastWords = [kept.join(' ')];
  const parts = ['A softer way to say it:', `"${kept.join(' ')}"`, 'In English, "could you…?" and a thank-you at the end do most of the softening.'];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The next kind of answer worth giving when the person asks for "something else" in this situation. */
export function nextAnswerType(s: Session): AskType | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  const order: AskType[] = ['howto', 'plan', 'whatif', 'script'];
  return order.find((type) => !s.state.answered.includes(answerKey(situation, type))) ?? null;
}

/** Of the acknowledgements given, the one sharing the most words with the message, weighed as below; null when none shares one. */
function fittingAck(s: Session, situation: Situation, pool: readonly string[]): { ack: string; shared: number } | null {
  // "embarassing" heard as the "embarrassing" an acknowledgement says. One written for a case not told ("job after job" of one
  // job missed) is not among them.
  const told = `${s.previousText} ${s.lastText}`;
  const fits = (line: string) => !saysOfUntold(line, told);
  const best = mostShared(pool.filter(fits), new Set(caseTerms(spelledAsMeant(s.lastText))), situation.ack.filter(fits));
  return best && { ack: best.text, shared: best.shared };
}

/**
 * The acknowledgement for a later message in a situation already opened: another of the situation's own
 * when it is about what was just said ("crowded" after a train), else a short one that fits the message,
 * sympathy for a hard feeling and thanks for information.
 */
function laterAck(s: Session, situation: Situation, said: ReadonlySet<number>, hard: Hardness, mirror: string | null): string {
  const unsaid = situation.ack.filter((line) => !said.has(hashText(line, 'line')));
  const fitting = fittingAck(s, situation, unsaid);
  if (fitting && fitting.shared >= 1) return s.pick([fitting.ack]);
  // Hard news ("they found a tumour yesterday") is met with sorrow, not said back or thanked for.
  if (hard === 'news') return s.pick(SHARED_LINES.situationAcksNews);
  // "its my third time" after a failed test: the setback again, met as that.
  if (hard === 'again') return s.pick(SHARED_LINES.situationAcksAgain);
  // "12 years at the same place" after a redundancy: how much of a life it was.
  if (hard === 'long') return s.pick(SHARED_LINES.situationAcksLong);
  // "it was yesterday" to when it happened: how near it still is, not thanks for a detail.
  if (hard === 'fresh') return s.pick(SHARED_LINES.situationAcksFresh);
  // What was just said, said back, rather than "Okay, that helps me understand." heard as not listening.
  if (mirror) return mirrorLine(s, mirror);
  return s.pick(hard ? SHARED_LINES.situationAcksHard : SHARED_LINES.situationAcks);
}

// How much of the message an unsaid acknowledgement must share (a word only it has counts 1, one two have ½ each) to be said
// instead of the message said back: more than one word, so one word in common is not taken for the case.
const ACK_OVER_MIRROR = 1.5;
const ownAckFor = (s: Session, situation: Situation, said: ReadonlySet<number>): boolean =>
  (fittingAck(s, situation, situation.ack.filter((line) => !said.has(hashText(line, 'line'))))?.shared ?? 0) >= ACK_OVER_MIRROR;

/** A question of the situation in play, once opened, not yet asked nor told, for a reply that says back what was told; or null. */
export function ownQuestionLeft(s: Session): string | null {
  const situation = currentSituation(s);
  return situation && opened(s, situation) ? pickFresh(s, freshQuestions(s, situation)) : null;
}

/** Whether the situation was opened in this session, by one of its own acknowledgements said. */
const opened = (s: Session, situation: Situation): boolean => situation.ack.some((line) => s.state.said.includes(hashText(line, 'line')));

/**
 * Listening in a situation: an acknowledgement that shows it was understood, then a question of its
 * own (or how an event went); after a couple of such turns, an offer of something practical.
 * Null when the situation's acknowledgements are all used.
 */
/** How hard the message was: a hard feeling told, hard news ("they found a tumour"), a setback again ("its my third time"),
 * how long a lost thing lasted ("12 years at the same place"), or neither. */
export type Hardness = boolean | 'news' | 'again' | 'long' | 'fresh';

export function listenInSituation(s: Session, hard: Hardness = false, mirror: string | null = null): Turn | null {
  const situation = currentSituation(s);
  if (!situation) return null;
  const said = new Set(s.state.said);
  const unused = (pool: readonly string[]) => pool.some((line) => !said.has(hashText(line, 'line')));
  const { nextStepAsk } = SHARED_LINES;
  // The situation's own acknowledgement opens it once; said again to later messages it reads as a template
  // answering something else, so later ones get a short acknowledgement and the situation's next question.
  const introduced = opened(s, situation);
  // Hard news of something else ("grandma is in hospital" in the middle of exam stress): met with sorrow and asked about, never
  // said back and followed by a tip for the exams.
  const elsewhere = hard === 'news' && hardNewsElsewhere(s.lastText.toLowerCase());
  if (elsewhere && introduced && (situationScores(s.lastText).get(situation.id) ?? 0) === 0) {
    const parts = [s.pick(SHARED_LINES.situationAcksNews), pickFresh(s, SHARED_LINES.newsAsk) ?? ''];
    return { kind: 'reply', parts, carry: parts.slice(1) };
  }
  // Once every question of the situation was asked, the person's words said back serve better than a line said again.
  if (!unused(freshQuestions(s, situation)) && !unused(nextStepAsk)) return null;
  // Told the shape of their week: say it back, so they know it was heard and will be used.
  const told = routinesIn(s.lastText).map(routinePhrase);
  const toldLine = told.length > 0 ? `So your week has ${listPhrase(told)}; I'll keep that in mind.` : weekHeard(fixedPointsIn(s.lastText));
  // Said back only once the situation is open: as a first reply it answers a side detail instead of the trouble.
  const sayBack = toldLine !== null && introduced && !said.has(hashText(toldLine, 'line'));
  // Once the situation is opened, what the person just said, said back, leads: its own lines again ("That makes sense. Which bill
  // is worrying you most?") read as stock and miss what is new. Without words to say back, its own lines still fit better.
  // Unless one of its own acknowledgements not yet said was written for just that: "she left 2 months ago for someone else".
  // How long a lost thing lasted ("friends since we were 5") is met as how much of a life it was, not said back.
  if (introduced && !sayBack && mirror !== null && hard !== 'long' && hard !== 'fresh' && !ownAckFor(s, situation, said)) return null;
  if (sayBack) s.state.said.push(hashText(toldLine, 'line'));
  // "I feel like a stupid woman" said in passing is answered before the situation goes on.
  const label = sayBack ? null : selfLabelLine(s);
  // The opening acknowledgement: the one sharing the most words with the message ("ghosted", "crowded"), else the first, written
  // to fit any case, so one written for another case is not said on a guess. When it fits the case told, its question follows.
  const fitted = introduced || sayBack ? null : fittingAck(s, situation, situation.ack);
  const fits = fitted !== null && fitted.shared >= 1;
  const opening = fitted?.ack ?? situation.ack[0] ?? '';
  const parts = [sayBack ? toldLine : introduced ? (label ?? laterAck(s, situation, said, hard, mirror)) : s.pick([opening])];
  if (label && !introduced && !ABOUT_THE_LABEL.has(situation.id)) parts.push(label);
  const hook = contextHook(s);
  if (hook) parts.push(hook);
  s.state.situationTurns += 1;
  const offered = s.state.situationTurns > OFFER_AFTER ? offerSituation(s) : null;
  if (offered) {
    parts.push(...offered);
    return { kind: 'reply', parts, carry: parts.slice(1) };
  }
  parts.push(memoryQuestion(s, true) ?? nextQuestion(s, situation, fits ? fitted.ack : null) ?? '');
  return { kind: 'reply', parts, carry: parts.slice(1) };
}

// Situations whose own acknowledgement already answers the name the person calls themselves ("a burden").
const ABOUT_THE_LABEL: ReadonlySet<string> = new Set(['feeling-a-burden']);

// "how do i get them off my back?": what the general way of going about a problem is for, in the person's words.
const HOW_DO_I = /\bhow (?:do|can|should|could|would) (?:i|we) (?:even |actually |ever |best |possibly )?([a-z][^?.!]{3,70}?)\s*(?:\?|$|\.)/i;
const NOT_A_HOW_TO = /^(?:know|tell|say|ask|explain|word|put|answer|reply|respond|feel|look|sound)\b/i;

/** "Let's work out how to get them off your back." for the general way through; null when the question cannot be said back. */
function howToLead(raw: string): string | null {
  const said = HOW_DO_I.exec(raw.slice(0, 600))?.[1]?.trim();
  if (!said || NOT_A_HOW_TO.test(said) || said.split(/\s+/).length > 14 || /\byou\b/i.test(said)) return null;
  return `Let's work out how to ${swapPronouns(said)}, one small step at a time.`;
}

// "Can you help me plan a morning that actually gets me out the door by 7:30?": what the plan is for.
const PLAN_FOR = new RegExp(
  String.raw`\b(?:help me|help us|you|let'?s|want to|need to) (?:to )?plan (?!(?:it|this|that|one|something|me|us|you)\b)` +
    String.raw`([a-z0-9][^?.!,;]{3,80}?)\s*(?:\?|$|[.,;])`,
  'i',
);

/** "Let's plan a morning that actually gets you out the door by 7:30." for the general shape of a plan; null when not said. */
function planLead(raw: string): string | null {
  const said = PLAN_FOR.exec(raw.slice(0, 600))?.[1]?.trim().replace(/[\s,;:-]+$/, '');
  if (!said || said.split(/\s+/).length > 16 || /\byou\b/i.test(said)) return null;
  return `Let's plan ${swapPronouns(said)}.`;
}

// A second option set against the first: "or", "instead", "better", "rather", "either".
const ANOTHER_OPTION = /\b(?:or|instead|better|rather|either|vs|versus)\b/i;
// A yes or no about one step: "should I?", "is it bad to…", "do u think i should still hand in…"; not "what should I do?".
const YES_OR_NO_STEP = new RegExp(
  String.raw`^(?:(?:so|ok|okay|but|and|also|then|hmm|honestly) )*(?:should (?:i|we)|shall (?:i|we)|do (?:you|u) think (?:i|we) should|` +
    String.raw`(?:is|would) (?:it|that|this)(?: be)?(?: (?:a bit|very|too|really|so))? ` +
    String.raw`(?:bad|ok|okay|wrong|weird|rude|fine|selfish|mean|petty|silly|strange))\b`,
  'i',
);

/** Whether the message asks yes or no about one step only: "is it bad to…?", "should I tell him?", not "go or stay", "what should I do?". */
function oneStepAsked(raw: string): boolean {
  const all = sentences(raw);
  const asking = all.filter((sentence) => sentence.question);
  // "…tell him i know im slow? or does that make it weirder": an "or" after the question sets another option against it.
  if (all.some((sentence) => /^or\b/i.test(sentence.text) || (sentence.question && ANOTHER_OPTION.test(sentence.text)))) return false;
  return asking.length > 0 && asking.every((sentence) => YES_OR_NO_STEP.test(sentence.text));
}

// The question after general content fits what was asked: a choice leans, a fear has a plan B, a plan a first step.
const GENERAL_FOLLOW: Partial<Record<AskType, readonly string[]>> = {
  should: ['Which way are you leaning right now?', 'Which of the three questions is hardest to answer?'],
  whatif: ['What would your plan B be if it did happen?', 'What is the most likely outcome, honestly?'],
  plan: ['What is the one thing that matters most this week?'],
  howto: ['What is the smallest step you could take in the next day?'],
};

/** With no situation to read a question in: general content for its kind, once a session each. */
export function answerGeneral(s: Session, type: AskType): Turn | null {
  const key = `general:${type}`;
  if (s.state.answered.includes(key)) return null;
  s.state.answered = [...s.state.answered, key].slice(-40);
  const echoed = type === 'normal' ? saidBackView(s.lastRaw) : type === 'howto' ? howToLead(s.lastRaw) : type === 'plan' ? planLead(s.lastRaw) : null;
  // "Is it bad to be a bit cheeky with it?" weighs one step: no options to set side by side.
  const general = type === 'should' && oneStepAsked(s.lastRaw) ? GENERAL_ONE_STEP : GENERAL_ANSWERS[type];
  const follow = memoryQuestion(s) ?? pickFresh(s, GENERAL_FOLLOW[type] ?? []) ?? s.pick(s.voice.lens.none);
  const parts = [echoed ?? s.pick(SHARED_LINES.situationLeads[type]), general, follow];
  // The general shape of words to say holds lines of its own, for "too long, i need simple" after it.
  if (type === 'script') keepWords(s, GENERAL_ANSWERS[type]);
  return { kind: 'reply', parts, carry: parts, content: true };
}

const DOSE = alternatives(
  String.raw`\bhow (long|often|many times|much time|many minutes)\b`,
  String.raw`\bwhen should i (do|start|practi[cs]e|use)\b`,
  String.raw`\bbefore (i|it) (even )?(get|start)s? .* or (only )?(once|when|after)\b`,
);
const LOOK_UP = alternatives(
  String.raw`\b(do you know (what|if|whether|about|where|any\b)|have you heard of|what'?s that( then)?\b|what is that\b)`,
  String.raw`\b(is there one (near|in|around)\b|is that something (they|the council|the school) )`,
);

// "How long should the speech be?", "how long will it take to feel better": about something other than practising.
const NOT_PRACTICE = alternatives(
  String.raw`\b(speech|talk|presentation|essay|message|text|letter|email|eulogy|naps?|breaks?|walks?|runs?|workouts?|calls?|visits?)\b`,
  String.raw`\b(meeting|shifts?|sleep|will it|(does|will|do) (it|this|that|these|they)( [a-z]+){0,2} last|(it|this|that) (will )?last)\b`,
  String.raw`\b(until|take to|it take|ago|grief|grieve|be upset|feel like this)\b`,
);

const PRACTICE_WORDS = /\b(?:practi[cs]e|exercises?|breathing|technique|meditat\w*|stretch\w*|do (?:it|this|that))\b/;

/** "How long should it be?", "how often in the day?": how much practice works, for the technique last given when there is one. */
export function answerDose(s: Session, normalized: string): Turn | null {
  if (!DOSE.test(normalized) || NOT_PRACTICE.test(normalized) || s.state.answered.includes('general:dose')) return null;
  // Only about a practice: "How long does this take usually, with a stepchild?", "how often is too often?" about ringing a
  // daughter ask about something else.
  if (!s.state.memory.lastTechnique && !PRACTICE_WORDS.test(normalized)) return null;
  s.state.answered = [...s.state.answered, 'general:dose'].slice(-40);
  const last = s.state.memory.lastTechnique;
  const lead = last ? `For ${last.title}, short and regular works better than long and rare.` : 'Short and regular works better than long and rare.';
  const parts = [
    lead,
    '1. Practise for 5 to 10 minutes once or twice a day, at a set time you can keep, such as after breakfast or before bed.',
    '2. Use a one-minute version whenever you notice the feeling starting, not only when it is at its worst.',
    '3. Start before the hard moment when you know it is coming, since it is easier to stay calm than to get calm.',
    '4. Give it about two weeks before you judge it; most of these get easier and stronger with practice.',
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** What a word or thing someone used means ("what is 'cuppa'? Gemma say this word"): not guessed, with who to ask, then back to the person. */
export function answerMeaning(s: Session): Turn | null {
  // Not the coach's own words ("What is this 'one safe food on the plate' idea?"): those are explained, not looked up.
  const ownWords = (text: string) =>
    techniqueNamed(text) !== null || findAnswer(`what is ${text}`) !== null || s.state.recent.some((reply) => reply.toLowerCase().includes(text));
  const meaning = meaningAsked(s.lastRaw, ownWords);
  if (!meaning) return null;
  const situation = currentSituation(s);
  const parts = [...meaningLines(meaning), (situation ? nextQuestion(s, situation) : null) ?? s.pick(s.voice.lens.none)];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** A question of fact the coach cannot check ("do you know what a men's shed is?"): honest, with where to find out, then back to the person. */
export function answerLookUp(s: Session, normalized: string): Turn | null {
  if (!LOOK_UP.test(normalized)) return null;
  const situation = currentSituation(s);
  const parts = [
    "I can't look things up from here, so I'd rather not guess at the details.",
    'A quick search with the name and your town, your doctor or local council, or the person who mentioned it will tell you for sure.',
    (situation ? nextQuestion(s, situation) : null) ?? s.pick(s.voice.lens.none),
  ];
  return { kind: 'reply', parts, carry: parts, content: true };
}

/**
 * The particular question the person asks in the situation in play ("what do I do about my phone
 * while I revise?"), or, when none fits it, in a situation this message names: its own answer, once.
 */
export function answerFaq(s: Session, normalized: string, minHits = 2, namedOnly = false, told = false): Turn | null {
  const best = faqFor(s, normalized, minHits, namedOnly);
  // Told rather than asked ("my boss emails at 11pm and i feel i have to answer"): no yes or no to a question nobody put.
  return best ? faqTurn(s, best.id, best.index, told ? unasked(best.answer) : best.answer) : null;
}

/**
 * Words asked for in a case the situation has its own words for ("my mate always gets the rounds in. give me something i can
 * say to him"): that answer, when it holds words to say; null otherwise, with nothing marked as answered.
 */
export function answerFaqWords(s: Session, normalized: string): Turn | null {
  const best = faqFor(s, normalized, 2);
  return best && /"[A-Z]/.test(best.answer) ? faqTurn(s, best.id, best.index, best.answer) : null;
}

/**
 * The situation in play's particular question that one word of its subject names ("nervous" in an exam), or null; with
 * `phraseOnly`, only one named by a key phrase of three words or more ("what if I run out of things to say").
 */
export function answerFaqHere(s: Session, normalized: string, phraseOnly = false): Turn | null {
  const id = s.state.situation;
  const situation = id ? situationById(id) : null;
  if (!id || !situation) return null;
  // The situation's own words already said ("phone" in a chat about too much phone) name the subject, not one question of it.
  const before = ` ${s.previousText.toLowerCase()} `;
  const subject = [...situation.strong, ...situation.weak].filter((cue) => before.includes(` ${cue} `)).sort((x, y) => y.length - x.length);
  const rest = subject.reduce((text, cue) => text.split(` ${cue} `).join('  '), ` ${normalized} `);
  // One everyday word ("stop" in "how do I stop googling it every night?") names no particular question on its own.
  const subjectOnly = rest.replace(EVERYDAY_WORDS, ' ');
  const found = situationFaq(id, subjectOnly.trim(), 1);
  // "where do i even start?" just after "i have to do my tax return by 31 january", "how do i cope with this" after "she doesnt
  // recognise me anymore": the particular question the case just told names in two words of its own, before the one a single
  // word of the ask finds ("start"), or when the ask names none.
  const vague = (!found || found.hits < 2) && !phraseOnly && asksWhereToStart(normalized);
  const told = vague ? situationFaq(id, s.previousText, 2) : null;
  if (told && told.content >= 2 && told.index !== found?.index && !s.state.answered.includes(`faq:${id}:${told.index}`)) {
    if (!speaksOfOthers(normalized, told.answer, namedTo(s))) return faqTurn(s, id, told.index, told.answer);
  }
  if (!found || found.content === 0 || (phraseOnly && !found.phrase) || s.state.answered.includes(`faq:${id}:${found.index}`)) return null;
  if (speaksOfOthers(normalized, found.answer, namedTo(s))) return null;
  return faqTurn(s, id, found.index, found.answer);
}

// A message this short says little beyond the case it names.
const SHORT_CASE_WORDS = 8;

/**
 * A statement naming a particular case of the situation in play, in two words of what it is about ("the night sweats wake me up
 * every night", "i usually scroll on my phone till 1am"): what helps with that case, once, rather than a stock "that helps me
 * understand". Only once the situation is opened, so its first message is still met as the situation it opens; a loss met
 * first in words of its own ("I'm so sorry about your mum"), by the third message.
 */
export function answerCaseTold(s: Session, normalized: string, inExercise = false): Turn | null {
  const id = s.state.situation;
  const situation = id ? situationById(id) : null;
  // A loss is met first with words of its own, not the situation's acknowledgement: opened by the third message. In an
  // exercise begun on the situation's first message (`inExercise`), it was never opened in words of its own.
  if (!id || !situation || !(inExercise || opened(s, situation) || (s.state.userMessages > 2 && LOSS_SITUATIONS.has(id)))) return null;
  // "she's already with someone new": a short message whose one phrase of two words names the case says it as well.
  const short = normalized.split(/\s+/).length <= SHORT_CASE_WORDS;
  const once = short ? situationFaq(id, normalized, 1) : null;
  const found = situationFaq(id, normalized, 2) ?? (once?.twoWords ? once : null);
  if (!found || (found.content < 2 && !found.twoWords) || s.state.answered.includes(`faq:${id}:${found.index}`)) return null;
  if (speaksOfOthers(normalized, found.answer, namedTo(s))) return null;
  return faqTurn(s, id, found.index, unasked(found.answer));
}

/**
 * The person's answer to the situation's own question, when the message that opened it named a particular case ("i keep biting
 * my nails and i want to stop", then "mostly when im stressed at work"): what helps with that case now, once, rather than a
 * second question in a row. Null when the coach's last reply did not end with one of the situation's questions.
 */
export function answerCaseAfterAnswer(s: Session, normalized: string): Turn | null {
  const id = s.state.situation;
  const situation = id ? situationById(id) : null;
  if (!id || !situation || !opened(s, situation)) return null;
  const last = s.state.recent.at(-1) ?? '';
  const question = situation.questions.flatMap((q) => askedForms(q, namesTold(s))).find((q) => last.endsWith(q));
  // The shape of a week told is said back and kept for a plan, not answered as a case.
  if (!question || routinesIn(s.lastText).length > 0 || weekHeard(fixedPointsIn(s.lastText)) !== null) return null;
  // The question's own options said back ("worries about tomorrow") choose among them; they name no case of their own.
  const offered = new Set(question.toLowerCase().match(/[a-z']+/g) ?? []);
  const answer = normalized.replace(/[a-z']+/g, (word) => (offered.has(word) ? ' ' : word));
  // Named with the opening message in two words of a case ("biting my nails", then "in meetings"); one word of an answer alone
  // ("last semester someone laughed") too often names a case that is not theirs.
  // The opening as read ("exam tmrw havent revised" is "exam tomorrow haven't revised").
  const before = normalizedSentences(s.previousText).join(' | ');
  const together = situationFaq(id, `${before} | ${answer}`, 2, answeredIn(s, id));
  // Or something of that case told as coming, with its day ("i have a 1:1 with him on thursday"): a meeting ahead to go into.
  const coming = COMING.test(normalized) && !TOLD_AS_PAST.test(normalized) ? situationFaq(id, answer, 1, answeredIn(s, id)) : null;
  // Not another answer to the case the last message told when the last reply already answered it ("i binge on crisps…" met,
  // then "then i hate myself in the morning" is no second answer about crisps).
  const answeredThen = (situation.faqs ?? []).some((f) => last.includes(f.answer.slice(0, ANSWER_START)));
  const toldBefore = answeredThen && together ? situationFaq(id, before, 2, answeredIn(s, id)) : null;
  const again = toldBefore !== null && toldBefore.index === together?.index;
  const found = together && together.content >= 2 && !again ? together : coming && coming.content > 0 ? coming : null;
  if (!found) return null;
  // What to do in the moment ("Try this now: …") is for a moment still going on, not one told of afterwards.
  if (/^Try this now\b/.test(found.answer) || speaksOfOthers(normalized, found.answer, namedTo(s))) return null;
  return faqTurn(s, id, found.index, unasked(found.answer));
}

/** How much of an answer's start shows it was given. */
const ANSWER_START = 60;

// A day ahead, told of something still to come; "had", "went" tell of one gone by.
const COMING = new RegExp(
  String.raw`\b(?:(?:on|this|next) (?:${WEEKDAYS.join('|')})|tomorrow|tonight|later today|next week|this afternoon|this evening|` +
    String.raw`in (?:${[...MONTHS].join('|')}))\b`,
);
const TOLD_AS_PAST = /\b(?:had|was|were|went|did|yesterday|last)\b/;

/** An answer that opens "Yes, …" to a question, given where nothing was asked: what it says, without the yes. */
function unasked(answer: string): string {
  // "No, it isn't bad." alone as a first sentence says nothing once nothing was asked.
  const verdict = /^No, (?:it|that) (?:isn't|is not|'s not) \w+\. (.+)$/s.exec(answer)?.[1];
  if (verdict) return verdict;
  const rest = /^Yes, (.+)$/s.exec(answer)?.[1];
  return rest ? capitalize(rest) : answer;
}

/** How many of the coach's latest replies an answer asked for again is looked for in. */
const ASKED_AGAIN_WITHIN = 2;
const POINTED_BACK = "That's what I was getting at just now:";

/** The most words of a short question asked right after an answer that spoke of it. */
const SHORT_ASK_WORDS = 6;

/**
 * A question the coach answered in one of its last replies, asked again ("ok so what time should i go to bed" just after
 * "count back from the time you want to get up…"): the heart of that answer, pointed back to, rather than another answer
 * for a question only sharing its shape. Null when no answer given that recently is what this asks.
 */
export function answerAskedAgain(s: Session, normalized: string): Turn | null {
  const id = s.state.situation;
  const situation = id ? situationById(id) : null;
  if (!id || !situation) return null;
  const strict = situationFaq(id, normalized, 2);
  // "should i confront her" just after the answer about confronting the drinking: a word of it is enough right after it.
  const loose = strict === null && normalized.split(' ').length <= SHORT_ASK_WORDS ? situationFaq(id, normalized, 1) : null;
  const found = strict ?? loose;
  if (!found || found.content < (strict ? 2 : 1) || !s.state.answered.includes(`faq:${id}:${found.index}`)) return null;
  // Given with its "Yes, …" or without it, where nothing was asked.
  const openings = [found.answer.slice(0, 60), unasked(found.answer).slice(0, 60)];
  const within = strict ? ASKED_AGAIN_WITHIN : 1;
  if (!s.state.recent.slice(-within).some((reply) => openings.some((opening) => reply.includes(opening)))) return null;
  // The sentence of it that speaks of what is asked now ("should i stay in the room?": the one about being in the room),
  // else its first; never one cut from words in quotes, and for words asked for again, the first, which leads to them.
  const asked = new Set(contentWords(normalized));
  const told = sentences(unasked(fitted(s, found.answer))).filter((x) => !x.question);
  const shared = (text: string) => (text.includes('"') ? 0 : contentWords(text).filter((word) => asked.has(word)).length);
  const first = told[0];
  const closest = askTypeOf(normalized) === 'script' ? first : told.reduce((best, x) => (shared(x.text) > shared(best?.text ?? '') ? x : best), first);
  const heart = closest?.text;
  if (!heart) return null;
  const parts = [`${POINTED_BACK} ${heart.charAt(0).toLowerCase()}${heart.slice(1).replace(/[.!\s]*$/, '.')}`];
  // Words asked for again ("how do i say sorry without…"): the words of that answer with it.
  const words = askTypeOf(normalized) === 'script' ? /"([A-Z][^"]{10,})"/.exec(found.answer)?.[1] : undefined;
  // A quote cut from its sentence ("…such as "You miss your mum. Tell me about her," or…") ends as a sentence.
  const said = words?.replace(/[,;:\s]+$/, '').replace(/([^.?!])$/, '$1.');
  if (said && !heart.includes(said)) parts.push(`You could say: "${said}"`);
  parts.push(memoryQuestion(s, true) ?? nextQuestion(s, situation) ?? '');
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** The particular questions of a situation already answered in this session. */
function answeredIn(s: Session, id: string): ReadonlySet<number> {
  const prefix = `faq:${id}:`;
  return new Set(s.state.answered.filter((key) => key.startsWith(prefix)).map((key) => Number(key.slice(prefix.length))));
}

/** Everyday doings, not subjects: a key word with another, never alone. */
const EVERYDAY_WORDS = /\b(?:stop|break|breaks|wait|waiting|during|allowed|hand|sign|bring|listen|listening|try|again)\b/g;

/**
 * The situation in play's particular question found by the words of this message and the two before it together, when this
 * one alone finds none: "how do I stop him…?" after "…always starts on politics at dinner". Null when they find none either.
 */
export function answerFaqTold(s: Session, normalized: string, withWords = false): Turn | null {
  const id = s.state.situation;
  if (!id || situationFaq(id, normalized)) return null;
  // What this message told around its question counts too: "…you've reorganised my kitchen twice… How might I raise this with her?"
  const told = [normalized, s.lastRaw, ...s.earlierRaw.slice(-2).reverse()].join(' | ').toLowerCase();
  // "what else can i do" after "i already asked them twice": the next thing, found by a phrase of what was already done.
  const afterTried = ELSE_ASKED.test(normalized) && DONE_BEFORE.test(told.slice(normalized.length));
  const found = afterTried ? nextFaqTold(s, id) : situationFaq(id, told, 2, answeredIn(s, id));
  if (!found || found.content === 0) return null;
  if (speaksOfOthers(normalized, found.answer, namedTo(s))) return null;
  // Words asked for ("what do i actually say to her?"): only an answer whose words to say speak of what was told ("my car"),
  // not words written for another case that share only a "keeps asking" with it ("I'm not swapping").
  // Words asked for in a word of that case itself ("what would i say when i walk in" of going back to a choir) fit it too.
  const askedOf = situationFaq(id, normalized, 1);
  const sameCase = askedOf !== null && askedOf.index === found.index && askedOf.content > 0;
  // Only a question about someone told of before ("how do I stop him…?"), or words asked for in a word of the case told itself
  // ("what do i even say after so long?" after years of not speaking): "how do I stop googling it?" has its own subject.
  const wordsOfTheCase = withWords && sameCase && /"[A-Z]/.test(found.answer);
  // Or how to keep at what was told of ("how do i actually stick with it this time" after quitting couch to 5k twice).
  if (!/\b(?:him|her|them)\b/.test(normalized) && !wordsOfTheCase && !KEEP_AT_IT.test(normalized) && !afterTried) return null;
  // Nor when the case was told in phrases of its own ("always the one making the effort"): that is the case, whatever its words.
  const toldInPhrases = found.phrase && found.content >= 2;
  if (withWords && !sameCase && !toldInPhrases && !wordsFitTold(found.answer, told)) return null;
  return faqTurn(s, id, found.index, afterTried ? unasked(found.answer) : found.answer);
}

// Something more asked for, beyond what was done or said: "what else can i do", "any other options".
export const ELSE_ASKED = /\b(?:what else|anything else|what more|(?:any|some|what) other (?:options|ideas|ways|things)|other options)\b/;
// An attempt told in an earlier message: "i already asked them twice", "we talked but nothing changed".
const DONE_BEFORE = new RegExp(
  String.raw`\b(?:already|tried|twice|again|(?:didn'?t|did not|doesn'?t) (?:work|help|change)|nothing (?:changed|works|worked)|` +
    String.raw`no (?:change|difference))\b`,
);

// Keeping at something already told of, asked with nothing of its own to find an answer by.
const KEEP_AT_IT = new RegExp(
  String.raw`\b(?:stick (?:with|to|at) it|keep (?:it up|at it|going)|stay with it|not (?:give up|quit)(?: again)?|` +
    String.raw`follow through|see it through|make it stick)\b`,
);

const PLAIN_VERBS = new Set(contentWords('keep keeps say said like know think want need feel time thing get go make really just now never again'));

/**
 * Whether the quoted words of an answer speak of a thing of the person's own that was told ("my car"): not words written for
 * another case that share only a "keeps asking" with it, nor "the money I lent you" when the loan was someone else's.
 */
function wordsFitTold(answer: string, told: string): boolean {
  const quoted = [...answer.matchAll(/"([A-Z][^"]{10,})"/g)].flatMap((m) => contentWords(m[1] ?? ''));
  // "my neighbour's dog": the dog is of the person's own world as much as "my dog".
  const own = new Set([...told.matchAll(/\bmy ([a-z]{3,})(?:['’]?s)?(?: ([a-z]{3,}))?/g)].flatMap((m) => contentWords(`${m[1] ?? ''} ${m[2] ?? ''}`)));
  return quoted.some((word) => own.has(word) && !PLAIN_VERBS.has(word));
}

/** Key words of a particular question that make it surely the one asked (two of them words of its subject). */
export const SURELY = 3;

/** The particular question `answerFaq` would answer, without answering it. */
function faqFor(s: Session, normalized: string, minHits: number, namedOnly = false): { id: string; index: number; answer: string } | null {
  const current = s.state.situation;
  const named = [...situationScores(normalized)].filter(([, score]) => score >= 3).map(([id]) => id);
  // The situations still in the conversation, strongest first: a sister asked to help with a mother's care
  // is a carer's question even when the talk has turned to family rows. `namedOnly`: of those, only the ones the
  // conversation named, so a story told ("losing sleep… a hamster in the wall… 2am") finds no question of one hinted at.
  const recent = Object.entries(s.state.frame)
    .filter(([id, score]) => score >= 1 && (!namedOnly || s.state.named.includes(id) || s.state.mentioned.includes(id)))
    .sort((x, y) => y[1] - x[1])
    .map(([id]) => id);
  // A situation the conversation named earlier and has since moved on from ("a colonoscopy on Tuesday", then googling at
  // night) still answers its own particular question when two words of what it is about are asked ("someone to drive me home").
  const earlier = s.state.named.filter((id) => id !== current && !recent.includes(id) && !named.includes(id));
  const candidates = [...new Set([...(current ? [current] : []), ...named, ...recent, ...earlier])];
  let best: { id: string; index: number; answer: string; hits: number } | null = null;
  for (const id of candidates) {
    const found = situationFaq(id, normalized);
    if (!found || found.hits < minHits || s.state.answered.includes(`faq:${id}:${found.index}`)) continue;
    if (earlier.includes(id) && found.content < 2) continue;
    // Written for telling someone else: "should I tell her the truth?" of a mother is no question about an employer.
    if (speaksOfOthers(normalized, found.answer, namedTo(s))) continue;
    // Another situation's question needs a word of what it is about, not only "is it normal… pathetic"; one answered
    // surely, before anything else, needs two ("is it normal to get this tilted from one game? i lost round 4" is not "lost at a new job").
    if (id !== current && found.content === 0) continue;
    if (minHits >= SURELY && found.content < 2) continue;
    // Not one only hinted at by a word or two ("all the hours in my phone notes. Is this normal to write like this?" is no
    // question about notes for a speech).
    if (id !== current && !named.includes(id) && !s.state.named.includes(id) && !s.state.mentioned.includes(id)) continue;
    if (!best || found.hits > best.hits) best = { id, ...found };
  }
  return best;
}

/** An answer written for several cases or for any pet, as it fits what this person told: their case, their pet. */
const fitted = (s: Session, written: string): string =>
  forTheirSubjects(
    forTheirWakeTime(forTheirPet(caseThatFits(written, toldSoFar(s), namedTo(s)), s.state.situation, s.state.memory.pets), toldSoFar(s)),
    toldSoFar(s),
  );

// School subjects as the person may write them, and as the coach says them back ("chem" is chemistry).
const SCHOOL_SUBJECTS: ReadonlyMap<string, string> = new Map([
  ['maths', 'maths'], ['math', 'maths'], ['chemistry', 'chemistry'], ['chem', 'chemistry'], ['physics', 'physics'],
  ['biology', 'biology'], ['bio', 'biology'], ['english', 'English'], ['history', 'history'], ['geography', 'geography'],
  ['french', 'French'], ['spanish', 'Spanish'], ['german', 'German'], ['economics', 'economics'], ['psychology', 'psychology'],
  ['sociology', 'sociology'], ['business', 'business studies'], ['computing', 'computing'], ['statistics', 'statistics'],
]);
const EVERY_EXAM = 'Write down every exam with its date, and list the topics for each one.';
const PER_SUBJECT = 'two or three 25-minute blocks per subject';

/** A revision plan for the subjects the person named ("maths and chem"): those, by name, in its first two steps. */
function forTheirSubjects(answer: string, told: string): string {
  if (!answer.includes(EVERY_EXAM)) return answer;
  const named = [...new Set(told.toLowerCase().match(/[a-z]+/g)?.flatMap((word) => SCHOOL_SUBJECTS.get(word) ?? []) ?? [])].slice(0, 4);
  if (named.length === 0) return answer;
  const subjects = listPhrase(named);
  const each = named.length === 1 ? subjects : `each of ${subjects}`;
  return answer
    .replace(EVERY_EXAM, `Write down your ${subjects} ${named.length > 1 ? 'exams with their dates' : 'exam with its date'}, and list the topics for ${each}.`)
    .replace(PER_SUBJECT, named.length === 1 ? `two or three 25-minute blocks of ${subjects}` : `two or three 25-minute blocks, shared between ${subjects}`);
}

// "for a 6:30 alarm that means being asleep somewhere between 9:30 and 11:30": the example worked out in an answer.
const WAKE_EXAMPLE = /for a (\d{1,2}(?::\d{2})?) alarm that means being asleep somewhere between (\d{1,2}(?::\d{2})?) and (\d{1,2}(?::\d{2})?)/;
// "i set my alarm for 6", "i have to get up at 5:45": the time the person gets up.
const WAKE_TOLD = /\b(?:alarm (?:is )?(?:for|at)|get up at|wake up at|up at|alarm goes off at)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(?:am\b)?/i;

/** A bedtime worked out for a 6:30 alarm, worked out for the time the person said they get up (4 to 9 in the morning). */
function forTheirWakeTime(answer: string, told: string): string {
  const example = WAKE_EXAMPLE.exec(answer);
  const wake = WAKE_TOLD.exec(told);
  if (!example || !wake) return answer;
  const minutes = Number(wake[1]) * 60 + Number(wake[2] ?? 0);
  if (minutes < 4 * 60 || minutes > 9 * 60 + 59 || Number(wake[2] ?? 0) > 59) return answer;
  const clock = (m: number) => {
    const at = (m + 24 * 60) % (24 * 60);
    const hour = Math.floor(at / 60) % 12 || 12;
    return `${hour}:${String(at % 60).padStart(2, '0')}`;
  };
  const between = `between ${clock(minutes - 9 * 60)} and ${clock(minutes - 7 * 60)}`;
  return answer.replace(WAKE_EXAMPLE, `for a ${clock(minutes)} alarm that means being asleep somewhere ${between}`);
}

/** Everything the person has said in the session that is still kept, for choosing among an answer's cases. */
const toldSoFar = (s: Session): string => [...s.earlierRaw, s.lastRaw].join(' ');

/**
 * The situation in play has words to say, not given yet, with a case for what was told ("For credit, try: …" after a
 * colleague took credit): those words are the person's, before any general ones.
 */
export function situationWordsForTheCase(s: Session): boolean {
  const id = s.state.situation;
  const situation = id ? situationById(id) : null;
  if (!id || !situation || s.state.answered.includes(answerKey(situation, 'script'))) return false;
  const words = situation.answers.script;
  return caseThatFits(words, toldSoFar(s), namedTo(s)) !== words;
}

/** The situation's particular answers that speak of the thing tried ("tried blocking her"): never given as what else to do. */
function aboutTried(id: string, thing: string, skip: Set<number>): void {
  for (let found = situationFaq(id, thing, 1, skip); found; found = situationFaq(id, thing, 1, skip)) skip.add(found.index);
}

/**
 * "what else can i do" after an attempt told: the particular answer not yet given that the latest message finds, one after
 * another back to the opening, a phrase of it ("work from home") before a single word ("meet people"); never the answer
 * about the very thing tried ("ive tried blocking her" is not answered with how to block).
 */
function nextFaqTold(s: Session, id: string): ReturnType<typeof situationFaq> {
  const messages = [s.lastRaw, ...s.earlierRaw.slice(-2).reverse()].map((raw) => normalizedSentences(raw).join(' | '));
  const skip = new Set(answeredIn(s, id));
  const thing = messages.flatMap((message) => message.split(' | ')).map(triedIn).find((tried) => tried !== null)?.what;
  if (thing) aboutTried(id, thing, skip);
  // A single word of a later message ("nobody talked to me") yields to a phrase of an earlier one ("i work from home").
  let single: ReturnType<typeof situationFaq> = null;
  for (const message of messages) {
    const seen = new Set(skip);
    for (let found = situationFaq(id, message, 1, seen); found; found = situationFaq(id, message, 1, seen)) {
      if (found.content > 0 && (found.phrase || found.hits >= 2)) return found;
      if (found.content > 0) single ??= found;
      seen.add(found.index);
    }
  }
  return single;
}

/**
 * The situation's particular answer for what a message tells beyond the thing it says was tried ("i tried deleting the apps
 * but i just use the browser": the browser), never the answer about the thing itself; once, and null when none fits.
 */
export function answerBesidesTried(s: Session, normalized: string, thing: string): Turn | null {
  const id = s.state.situation;
  if (!id) return null;
  const skip = new Set(answeredIn(s, id));
  aboutTried(id, thing, skip);
  const found = situationFaq(id, normalized.replace(thing, ' '), 1, skip);
  return found && found.content > 0 ? faqTurn(s, id, found.index, unasked(found.answer)) : null;
}

// "i tried that already", "ive done that": said of the one answer just given.
const TRIED_THAT = /\b(?:tried|done|did) (?:that|this|it)\b/;

/**
 * "i tried that already" just after one of the situation's particular answers: heard, and its way through given as the
 * different thing (not another way into a talk, which is for words to bring something up). Null when the last reply was no
 * particular answer of the situation, or its way through was given.
 */
export function answerParticularTried(s: Session, normalized: string): Turn | null {
  const id = s.state.situation;
  const last = s.state.answered.at(-1);
  if (!id || !last?.startsWith(`faq:${id}:`) || !TRIED_THAT.test(normalized)) return null;
  const way = answerSituation(s, 'howto');
  if (!way) return null;
  const parts = [s.pick(SHARED_LINES.triedThat), ...way.parts.slice(1)];
  return { ...way, parts, carry: parts };
}

function faqTurn(s: Session, situationId: string, index: number, written: string): Turn {
  s.state.answered = [...s.state.answered, `faq:${situationId}:${index}`].slice(-40);
  const situation = situationById(situationId);
  const answer = fitted(s, written);
  const parts = [answer];
  if (situation) parts.push(memoryQuestion(s, true) ?? nextQuestion(s, situation) ?? '');
  keepWords(s, answer);
  return { kind: 'reply', parts, carry: parts, content: true };
}

/** How many of the situations still in the conversation, besides the one in play, a question is looked for in. */
const RETRIEVE_FROM = 3;

/**
 * A particular question found by the words of the question ("should i read off paper or use cards?"),
 * in the situation in play or one still in the conversation: its answer, once; null when none is close.
 */
export function answerRetrieved(s: Session, raw: string): Turn | null {
  const found = retrievedFor(s, raw);
  return found ? faqTurn(s, found.situationId, found.index, found.answer) : null;
}

/** The particular question `answerRetrieved` would answer, without answering it. */
function retrievedFor(s: Session, raw: string): ReturnType<typeof retrieveFaq> {
  const current = s.state.situation;
  // With no situation in play, a question's words are too little to go on.
  if (!current) return null;
  const recent = Object.entries(s.state.frame).filter(([, score]) => score >= 1).sort((x, y) => y[1] - x[1]).slice(0, RETRIEVE_FROM).map(([id]) => id);
  const candidates = [...new Set([current, ...recent])];
  const found = retrieveFaq(raw, candidates, (id, index) => s.state.answered.includes(`faq:${id}:${index}`));
  return found && speaksOfOthers(raw, found.answer, namedTo(s)) ? null : found;
}

/** The answer to one of the situation's particular questions that this question asks, without answering it; null when none. */
export function particularAnswer(s: Session, normalized: string, raw: string): string | null {
  return faqFor(s, normalized, 2)?.answer ?? retrievedFor(s, raw)?.answer ?? null;
}

/**
 * What the situation in play would answer to this question (a particular question of its own, else its
 * answer for the kind asked), without answering it: to see whether it speaks of the step asked about.
 */
export function situationWouldSay(s: Session, normalized: string, raw: string, asked: AskType): string | null {
  const own = particularAnswer(s, normalized, raw);
  if (own) return own;
  const situation = currentSituation(s);
  // What it has written for the kind asked or the nearest, though only some of it is given to a question.
  const type = situation ? kindToGive(s, situation, asked, '') : undefined;
  return situation && type ? situation.answers[type] : null;
}
