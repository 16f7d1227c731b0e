/**
 * The crisis detector's learned layer: a logistic regression over the words and word pairs
 * (lexical-features.ts) of each sentence and of each run of up to four sentences, trained on the
 * labelled phrases under test/support/crisis-phrases (`npm run train:crisis` writes
 * lexical-weights.ts). It catches
 * wording the rules have never seen ("the bath is running and the blade is on the side"). A
 * sentence is read with its neighbours, so "Tonight's the night" before a baking final is not a
 * plan. Where the rules set risky words aside it speaks only when it is certain, and it overrules
 * a rule's match on everyday words when no part of the text comes near a crisis to it (an ER
 * nurse's "two overdoses came in", a bridge walked across years later).
 */
import { featuresOf } from './lexical-features';
import { LEARNED_BIAS, LEARNED_WEIGHTS } from './lexical-weights';
import type { Sentence } from './normalize-text';

const logOdds = (probability: number) => Math.log(probability / (1 - probability));

/**
 * The probability above which a text counts as a crisis. Chosen on the validation batches
 * (test/support/crisis-phrases/validation) and the earlier unseen batches, each read by a model
 * trained without it: recall above 95% with some room, false alarms near 3% together with the
 * rules and the overruling below, every harmless development phrase left alone.
 */
export const LEARNED_THRESHOLD = 0.55;
const THRESHOLD_LOGIT = logOdds(LEARNED_THRESHOLD);
/**
 * The probability above which the model flags a text even though the rules set its risky words
 * aside (a denial, someone else, a past that is over): when they were wrong about it, as in "i
 * relapsed on self harm after 200 days clean and now i can't stop thinking about doing it again".
 * Chosen on the validation batches: recall 96.0% → 96.6% there with no false alarm added.
 */
export const LEARNED_CERTAIN = 0.995;
const CERTAIN_LOGIT = logOdds(LEARNED_CERTAIN);
/**
 * The probability under which, in every sentence and every run of them, the model overrules the
 * rules' match. Chosen on the validation batches and on the earlier unseen batches, each read by a
 * model trained without it: it removes a good part of the rules' false alarms there (a third of
 * them on the last unseen set), and the crisis texts the rules caught stay far above it but for one
 * in three thousand. It never overrules a firm rule or a screening question answered yes (see
 * detector.ts).
 */
export const LEARNED_VETO = 0.2;
const VETO_LOGIT = logOdds(LEARNED_VETO);
/**
 * The same for hopelessness and a passive wish not to live, which have few everyday meanings: only
 * a text the model finds nothing of a crisis in ("How can I help my grandpa? He says life has no
 * meaning since grandma died"). On the same batches the nearest crisis text ("I'm 23 and already out
 * of reasons to live") reads three times as likely.
 */
export const LEARNED_VETO_CONCERN = 0.03;
const VETO_CONCERN_LOGIT = logOdds(LEARNED_VETO_CONCERN);
/**
 * The same for a match on farewell and giving-away words alone ("said my goodbyes", "giving away
 * the baby clothes"), which are everyday far more often than not: on the validation batches every
 * crisis text matched only by them reads above 0.95 to the model, every harmless one but a single
 * text below 0.3.
 */
export const LEARNED_VETO_EVERYDAY = 0.35;
const VETO_EVERYDAY_LOGIT = logOdds(LEARNED_VETO_EVERYDAY);
/** What a rule's match is about, for the bar the model must stay under to overrule it. */
export type VetoKind = 'default' | 'concern' | 'everyday';
const VETO_LOGITS: Record<VetoKind, number> = { default: VETO_LOGIT, concern: VETO_CONCERN_LOGIT, everyday: VETO_EVERYDAY_LOGIT };
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

// Each sentence's weighted features, worked out once per analysed text: the checks below read the
// same sentences alone, in pairs and in runs. A run's features are those of its sentences together.
const WEIGHTED = new WeakMap<Sentence, ReadonlyMap<string, number>>();

function weightedFeatures(sentence: Sentence): ReadonlyMap<string, number> {
  let found = WEIGHTED.get(sentence);
  if (found === undefined) {
    const weighted = new Map<string, number>();
    for (const feature of featuresOf([sentence])) {
      const weight = WEIGHTS.get(feature);
      if (weight !== undefined) weighted.set(feature, weight);
    }
    found = weighted;
    WEIGHTED.set(sentence, found);
  }
  return found;
}

/** The model's log-odds that these consecutive sentences come from someone in crisis. */
export function learnedLogit(sentences: readonly Sentence[]): number {
  let logit = LEARNED_BIAS;
  const seen = new Set<string>();
  for (const sentence of sentences) {
    for (const [feature, weight] of weightedFeatures(sentence)) {
      if (sentences.length > 1) {
        if (seen.has(feature)) continue;
        seen.add(feature);
      }
      logit += weight;
    }
  }
  return logit;
}

/**
 * The log-odds of each sentence read with its neighbours: the mean of its own and of the better of
 * the two pairs it is part of. A short sentence says little alone ("Tonight's the night", "I have
 * plans"); on the validation and earlier unseen batches this halves the model's false alarms on
 * them for a tenth of a point of recall.
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

/** True when a sentence read in context, or a run of up to LEARNED_WINDOW of them, reaches these log-odds. */
function anyReadingReaches(sentences: readonly Sentence[], logit: number): boolean {
  return [...sentencesInContext(sentences), ...runs(sentences)].some((reading) => reading >= logit);
}

/** True when a sentence read in context, or a run of them, reads as a crisis beyond doubt (LEARNED_CERTAIN). */
export function isLearnedCertain(sentences: readonly Sentence[]): boolean {
  return anyReadingReaches(sentences, CERTAIN_LOGIT);
}

/** True when a sentence read in context, or a run of up to LEARNED_WINDOW of them, reads as a crisis. */
export function isLearnedRisk(sentences: readonly Sentence[]): boolean {
  return anyReadingReaches(sentences, THRESHOLD_LOGIT);
}

/**
 * True when no sentence, alone or in a run, comes near a crisis to the model: under LEARNED_VETO,
 * or the bar of the kind of match (LEARNED_VETO_CONCERN, LEARNED_VETO_EVERYDAY). Each sentence
 * counts alone here, so one risky sentence in a long entry keeps the match.
 */
export function isLearnedClearlySafe(sentences: readonly Sentence[], kind: VetoKind = 'default'): boolean {
  const bar = VETO_LOGITS[kind];
  return sentences.every((sentence) => learnedLogit([sentence]) < bar) && runs(sentences).every((logit) => logit < bar);
}
