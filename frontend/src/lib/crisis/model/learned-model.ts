/**
 * The crisis detector's learned layer: a logistic regression over the hashed features of
 * features.ts, read for each sentence (with its neighbours) and for each run of up to four
 * sentences. It learns from the labels of the phrases under data/crisis alone (`npm run
 * train:crisis` writes weights.ts), never from what the rules say, so a rule can change without
 * a retrain. It catches wording the rules have never seen ("the bath is running and the blade is
 * on the side"); where the rules set risky words aside it speaks only when it is certain; and it
 * overrules a rule's match on everyday words when no part of the text comes near a crisis to it
 * (an ER nurse's "two overdoses came in").
 */
import type { Sentence } from '../normalize-text';
import { HASH_BITS, slotsOf } from './features';
import { MODEL_BIAS_STEPS, MODEL_WEIGHTS } from './weights';
import { WEIGHT_STEP, decodeWeights } from './weights-codec';

const logOdds = (probability: number) => Math.log(probability / (1 - probability));

/**
 * The probability above which a text read on its own (a journal entry, a mood note) is worth the
 * crisis resources. Chosen on the validation phrases: recall 98.4% with 2.4% false alarms there,
 * every curated phrase held. Low, since a check costs a question and a miss can cost a life.
 */
export const LEARNED_THRESHOLD = 0.3;
/**
 * The same for a chat message. A conversation is many short messages, so a bar that interrupts one
 * saved entry in fifty would meet most people in every session; risk that is real comes back in
 * the rules' words or in a message the model is sure of. Chosen on the validation conversations.
 */
export const LEARNED_CHAT_THRESHOLD = 0.9;
/** Which bar a text is held to: a saved text's or a chat message's. */
export type RiskBar = 'text' | 'chat';
/**
 * The probability above which the model flags a text even though the rules set its risky words
 * aside (a denial, someone else, a past that is over): when they were wrong about it, as in "i
 * relapsed on self harm after 200 days clean and now i can't stop thinking about doing it again".
 * Chosen on the validation phrases.
 */
export const LEARNED_CERTAIN = 0.95;
/**
 * The probability under which, in every sentence and every run of them, the model overrules a
 * rule's match. On the validation phrases it clears 18 of the rules' false alarms and no crisis.
 */
export const LEARNED_VETO = 0.1;
/** The same for hopelessness and a passive wish not to live, which have few everyday meanings. */
export const LEARNED_VETO_CONCERN = 0.03;
/** The same for a match on farewell and giving-away words alone, which are everyday far more often than not. */
export const LEARNED_VETO_EVERYDAY = 0.35;
/** What a rule's match is about, for the bar the model must stay under to overrule it. */
export type VetoKind = 'default' | 'concern' | 'everyday';
/** Sentences read together: a plan often spreads over a few short ones ("Sunday. I've decided."). */
export const LEARNED_WINDOW = 4;

const RISK_LOGITS: Record<RiskBar, number> = { text: logOdds(LEARNED_THRESHOLD), chat: logOdds(LEARNED_CHAT_THRESHOLD) };
const CERTAIN_LOGIT = logOdds(LEARNED_CERTAIN);
const VETO_LOGITS: Record<VetoKind, number> = {
  default: logOdds(LEARNED_VETO),
  concern: logOdds(LEARNED_VETO_CONCERN),
  everyday: logOdds(LEARNED_VETO_EVERYDAY),
};

const TABLE = decodeWeights(MODEL_WEIGHTS, HASH_BITS);

// Each sentence's slots, worked out once per analysed text: the checks below read the same
// sentences alone, in pairs and in runs. A run's slots are those of its sentences together.
const SLOTS = new WeakMap<Sentence, ReadonlySet<number>>();

function slotsOfSentence(sentence: Sentence): ReadonlySet<number> {
  let found = SLOTS.get(sentence);
  if (found === undefined) {
    const weighted = new Set<number>();
    for (const slot of slotsOf([sentence])) if (TABLE[slot] !== 0) weighted.add(slot);
    found = weighted;
    SLOTS.set(sentence, found);
  }
  return found;
}

/** The model's log-odds that these consecutive sentences come from someone in crisis. */
export function learnedLogit(sentences: readonly Sentence[]): number {
  let steps = MODEL_BIAS_STEPS;
  if (sentences.length === 1) {
    for (const slot of slotsOfSentence(sentences[0] as Sentence)) steps += TABLE[slot] as number;
  } else {
    const seen = new Set<number>();
    for (const sentence of sentences) for (const slot of slotsOfSentence(sentence)) seen.add(slot);
    for (const slot of seen) steps += TABLE[slot] as number;
  }
  return steps * WEIGHT_STEP;
}

/**
 * The log-odds of each sentence read with its neighbours: the mean of its own and of the better of
 * the two pairs it is part of. A short sentence says little alone ("Tonight's the night", "I have
 * plans").
 */
function sentencesInContext(sentences: readonly Sentence[]): number[] {
  const single = sentences.map((sentence) => learnedLogit([sentence]));
  if (sentences.length < 2) return single;
  const pairs = sentences.slice(1).map((sentence, i) => learnedLogit([sentences[i] as Sentence, sentence]));
  return single.map((logit, i) => (logit + Math.max(pairs[i - 1] ?? -Infinity, pairs[i] ?? -Infinity)) / 2);
}

/** The log-odds of each run of LEARNED_WINDOW sentences (of the whole text when it is shorter). */
function runs(sentences: readonly Sentence[]): number[] {
  if (sentences.length < 2) return [];
  const width = Math.min(LEARNED_WINDOW, sentences.length);
  return Array.from({ length: sentences.length - width + 1 }, (_, i) => learnedLogit(sentences.slice(i, i + width)));
}

/** The highest log-odds of any reading of the text: a sentence in context or a run. */
export function learnedPeak(sentences: readonly Sentence[]): number {
  let peak = -Infinity;
  for (const reading of sentencesInContext(sentences)) peak = Math.max(peak, reading);
  for (const reading of runs(sentences)) peak = Math.max(peak, reading);
  return peak;
}

/** True when a sentence read in context, or a run of them, reads as a crisis beyond doubt (LEARNED_CERTAIN). */
export function isLearnedCertain(sentences: readonly Sentence[]): boolean {
  return learnedPeak(sentences) >= CERTAIN_LOGIT;
}

/** True when a sentence read in context, or a run of up to LEARNED_WINDOW of them, reads as a crisis at the bar given. */
export function isLearnedRisk(sentences: readonly Sentence[], bar: RiskBar = 'text'): boolean {
  return learnedPeak(sentences) >= RISK_LOGITS[bar];
}

/**
 * True when no sentence, alone or in a run, comes near a crisis to the model: under LEARNED_VETO,
 * or the bar of the kind of match. Each sentence counts alone here, so one risky sentence in a
 * long entry keeps the match.
 */
export function isLearnedClearlySafe(sentences: readonly Sentence[], kind: VetoKind = 'default'): boolean {
  const bar = VETO_LOGITS[kind];
  return sentences.every((sentence) => learnedLogit([sentence]) < bar) && runs(sentences).every((logit) => logit < bar);
}
