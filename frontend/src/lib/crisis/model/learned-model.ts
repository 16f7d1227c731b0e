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
 * crisis resources, chosen on the validation phrases: 98.6% recall and 2.4% false alarms there,
 * every curated phrase held (0.24 catches one more and alarms on three more). Low, since a check
 * costs a question and a miss can cost a life.
 */
export const LEARNED_THRESHOLD = 0.3;
/**
 * The same for a chat message. A conversation is many short messages, so a bar that interrupts one
 * saved entry in fifty would meet most people in every session; risk that is real comes back in
 * the rules' words or in a message the model is sure of. Chosen on the validation conversations:
 * 2.1% of their ordinary turns, every emerging risk caught by its turn (0.84 asks on three fewer
 * ordinary turns there and catches four fewer development risks by their turn).
 */
export const LEARNED_CHAT_THRESHOLD = 0.8;
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

// Each sentence's weighted slots, worked out once per analysed text: the checks below read the
// same sentences alone, in pairs and in runs. A run's slots are those of its sentences together.
const SLOTS = new WeakMap<Sentence, Int32Array>();

function slotsOfSentence(sentence: Sentence): Int32Array {
  let found = SLOTS.get(sentence);
  if (found === undefined) {
    found = Int32Array.from([...slotsOf([sentence])].filter((slot) => TABLE[slot] !== 0));
    SLOTS.set(sentence, found);
  }
  return found;
}

// Marks the slots already counted in a run, by run: a number per slot, not a set per run.
const COUNTED = new Uint32Array(1 << HASH_BITS);
let run = 0;

/** The model's log-odds that these consecutive sentences come from someone in crisis. */
export function learnedLogit(sentences: readonly Sentence[]): number {
  let steps = MODEL_BIAS_STEPS;
  if (sentences.length === 1) {
    for (const slot of slotsOfSentence(sentences[0] as Sentence)) steps += TABLE[slot] as number;
    return steps * WEIGHT_STEP;
  }
  run = (run + 1) >>> 0;
  if (run === 0) {
    COUNTED.fill(0);
    run = 1;
  }
  for (const sentence of sentences) {
    for (const slot of slotsOfSentence(sentence)) {
      if (COUNTED[slot] === run) continue;
      COUNTED[slot] = run;
      steps += TABLE[slot] as number;
    }
  }
  return steps * WEIGHT_STEP;
}

interface Readings {
  /** Each sentence alone. */
  single: number[];
  /** Each sentence with its neighbours: the mean of its own and of the better of its two pairs. */
  inContext: number[];
  /** Each run of LEARNED_WINDOW sentences (the whole text when it is shorter). */
  runs: number[];
}

// The detector asks up to three questions of the same sentences (overrule? flag? certain?).
const READINGS = new WeakMap<readonly Sentence[], Readings>();

/**
 * The readings of a text. A short sentence says little alone ("Tonight's the night", "I have
 * plans"), so it is read with its neighbours; a plan often spreads over a few short sentences
 * ("Sunday. I've decided."), so runs are read too.
 */
function readingsOf(sentences: readonly Sentence[]): Readings {
  let found = READINGS.get(sentences);
  if (found !== undefined) return found;
  const single = sentences.map((sentence) => learnedLogit([sentence]));
  let inContext = single;
  let runs: number[] = [];
  if (sentences.length >= 2) {
    const pairs = sentences.slice(1).map((sentence, i) => learnedLogit([sentences[i] as Sentence, sentence]));
    inContext = single.map((logit, i) => (logit + Math.max(pairs[i - 1] ?? -Infinity, pairs[i] ?? -Infinity)) / 2);
    const width = Math.min(LEARNED_WINDOW, sentences.length);
    runs = Array.from({ length: sentences.length - width + 1 }, (_, i) => learnedLogit(sentences.slice(i, i + width)));
  }
  found = { single, inContext, runs };
  READINGS.set(sentences, found);
  return found;
}

/** The highest log-odds of any reading of the text: a sentence in context or a run. */
export function learnedPeak(sentences: readonly Sentence[]): number {
  const { inContext, runs } = readingsOf(sentences);
  let peak = -Infinity;
  for (const reading of inContext) peak = Math.max(peak, reading);
  for (const reading of runs) peak = Math.max(peak, reading);
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
  const { single, runs } = readingsOf(sentences);
  return single.every((logit) => logit < bar) && runs.every((logit) => logit < bar);
}
