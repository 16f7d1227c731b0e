/**
 * The crisis detector's learned layer: a logistic regression over the words and word pairs of
 * each sentence and of each run of up to four sentences, trained on the labelled phrases under
 * test/support/crisis-phrases (`npm run train:crisis` writes lexical-weights.ts). It catches
 * wording the rules have never seen ("the bath is running and the blade is on the side"). Where the
 * rules set risky words aside it speaks only when it is certain, and it overrules a rule's match
 * on everyday words when no part of the text comes near a crisis to it (an ER nurse's "two
 * overdoses came in", a bridge walked across years later).
 */
import { featuresOf } from './lexical-features';
import { LEARNED_BIAS, LEARNED_WEIGHTS } from './lexical-weights';
import type { Sentence } from './normalize-text';

/**
 * The probability above which a text counts as a crisis. Chosen on the validation batches
 * (test/support/crisis-phrases/validation): recall above 95% with some room, false alarms near 4%
 * together with the rules and the overruling below, every harmless development phrase left alone.
 */
export const LEARNED_THRESHOLD = 0.6;
const THRESHOLD_LOGIT = Math.log(LEARNED_THRESHOLD / (1 - LEARNED_THRESHOLD));
/**
 * The probability above which the model flags a text even though the rules set its risky words
 * aside (a denial, someone else, a past that is over): when they were wrong about it, as in "i
 * relapsed on self harm after 200 days clean and now i can't stop thinking about doing it again".
 * Chosen on the validation batches: recall 96.0% → 96.6% there with no false alarm added.
 */
export const LEARNED_CERTAIN = 0.995;
const CERTAIN_LOGIT = Math.log(LEARNED_CERTAIN / (1 - LEARNED_CERTAIN));
/**
 * The probability under which, in every sentence and every run of them, the model overrules the
 * rules' match. Chosen on the validation batches with the threshold above: it removes a good part
 * of the rules' false alarms there and on every earlier unseen batch, and no crisis text the rules
 * caught on them falls under it. It never overrules hopelessness or a passive wish not to live
 * (see detector.ts).
 */
export const LEARNED_VETO = 0.05;
const VETO_LOGIT = Math.log(LEARNED_VETO / (1 - LEARNED_VETO));
/**
 * The same for a match on farewell and giving-away words alone ("said my goodbyes", "giving away
 * the baby clothes"), which are everyday far more often than not: on the validation batches every
 * crisis text matched only by them reads above 0.95 to the model, every harmless one but a single
 * text below 0.3.
 */
export const LEARNED_VETO_EVERYDAY = 0.35;
const VETO_EVERYDAY_LOGIT = Math.log(LEARNED_VETO_EVERYDAY / (1 - LEARNED_VETO_EVERYDAY));
/** Sentences read together: a plan often spreads over a few short ones ("Sunday. I've decided."). */
export const LEARNED_WINDOW = 4;

function parseWeights(table: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const line of table.split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab > 0) weights.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return weights;
}
const WEIGHTS = parseWeights(LEARNED_WEIGHTS);

/** The model's log-odds that these consecutive sentences come from someone in crisis. */
export function learnedLogit(sentences: readonly Sentence[]): number {
  let logit = LEARNED_BIAS;
  for (const feature of featuresOf(sentences)) logit += WEIGHTS.get(feature) ?? 0;
  return logit;
}

/** True when one sentence, or a run of up to LEARNED_WINDOW of them, reaches these log-odds. */
function anyWindowReaches(sentences: readonly Sentence[], logit: number): boolean {
  for (let i = 0; i < sentences.length; i += 1) {
    if (learnedLogit(sentences.slice(i, i + 1)) >= logit) return true;
  }
  if (sentences.length < 2) return false;
  const width = Math.min(LEARNED_WINDOW, sentences.length);
  for (let i = 0; i + width <= sentences.length; i += 1) {
    if (learnedLogit(sentences.slice(i, i + width)) >= logit) return true;
  }
  return false;
}

/** True when one sentence, or a run of them, reads as a crisis beyond doubt (LEARNED_CERTAIN). */
export function isLearnedCertain(sentences: readonly Sentence[]): boolean {
  return anyWindowReaches(sentences, CERTAIN_LOGIT);
}

/** True when one sentence, or a run of up to LEARNED_WINDOW of them, reads as a crisis. */
export function isLearnedRisk(sentences: readonly Sentence[]): boolean {
  return anyWindowReaches(sentences, THRESHOLD_LOGIT);
}

/**
 * True when no sentence and no run of them comes near a crisis to the model: under LEARNED_VETO,
 * or LEARNED_VETO_EVERYDAY for a match on everyday farewell words alone.
 */
export function isLearnedClearlySafe(sentences: readonly Sentence[], everydayWords = false): boolean {
  return !anyWindowReaches(sentences, everydayWords ? VETO_EVERYDAY_LOGIT : VETO_LOGIT);
}
