/**
 * Trains the crisis detector's learned layer: `npm run train:crisis` (bin/train-crisis-model.ts)
 * writes the result to frontend/src/lib/crisis/lexical-weights.ts, and a unit test checks the
 * committed file is what these phrases give.
 *
 * Data: the development phrases and held-out batches (TypeScript) and the training batches
 * (test/support/crisis-phrases/training/*.json). A crisis text of several sentences teaches the
 * model the sentence(s) the rules flag in it, and the whole text when they flag none; every
 * sentence of a harmless text is a negative, and so is the whole text. Deterministic: the same
 * phrases give the same weights.
 *
 * The validation and unseen batches are read only to leave their texts out: a training batch
 * written by other hands sometimes holds the same sentence, and learning it would flatter the
 * measurements.
 */
import { join } from 'node:path';
import { assessTextByRules } from '../../frontend/src/lib/crisis/detector';
import { featuresOf } from '../../frontend/src/lib/crisis/lexical-features';
import { analyzeText } from '../../frontend/src/lib/crisis/normalize-text';
import { development, type PhraseSet } from '../../test/support/crisis-phrases/development';
import { heldOutBatches } from '../../test/support/crisis-phrases/held-out';
import { readBatches } from '../../test/support/crisis-phrases/json-batches';

const ROOT = join(__dirname, '..', '..');
export const WEIGHTS_FILE = join(ROOT, 'frontend/src/lib/crisis/lexical-weights.ts');

const ITERATIONS = 400;
const LEARNING_RATE = 0.05;
const L2 = 1e-5;
// A feature seen once or twice says more about those sentences than about crisis language.
const MIN_COUNT = 3;
// Weights smaller than this change few decisions; leaving them out keeps the table small (chosen
// on the validation and earlier unseen batches: the same figures at half the size of 0.05).
const MIN_WEIGHT = 0.15;
const CURATED_WEIGHT = 3;

interface Example {
  features: string[];
  crisis: boolean;
}

/** The same text whatever its case, punctuation and spacing. */
function textKey(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

function examplesOf(set: PhraseSet): Example[] {
  const examples: Example[] = [];
  for (const { text } of set.crisis) {
    const { sentences } = analyzeText(text);
    const flagged = sentences.filter((sentence) => assessTextByRules(sentence.clauses.join(', ')).tier !== 'none');
    if (sentences.length > 1) for (const sentence of flagged) examples.push({ features: [...featuresOf([sentence])], crisis: true });
    examples.push({ features: [...featuresOf(sentences)], crisis: true });
  }
  for (const { text } of set.safe) {
    const { sentences } = analyzeText(text);
    for (const sentence of sentences) examples.push({ features: [...featuresOf([sentence])], crisis: false });
    if (sentences.length > 1) examples.push({ features: [...featuresOf(sentences)], crisis: false });
  }
  return examples;
}

/** Logistic regression, class-balanced, L2, full-batch Adam. */
function train(examples: readonly Example[]): { bias: number; weights: Map<string, number> } {
  const counts = new Map<string, number>();
  for (const example of examples) for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [feature, count] of counts) if (count >= MIN_COUNT) index.set(feature, index.size);
  const rows = examples.map((example) => example.features.flatMap((feature) => index.get(feature) ?? []));

  const positives = examples.filter((example) => example.crisis).length;
  const classWeight = [examples.length / (2 * (examples.length - positives)), examples.length / (2 * positives)];
  const size = index.size + 1; // the last slot is the bias
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const v = new Float64Array(size);
  const [beta1, beta2] = [0.9, 0.999];
  for (let step = 1; step <= ITERATIONS; step += 1) {
    const gradient = new Float64Array(size);
    examples.forEach((example, k) => {
      const row = rows[k] as number[];
      let z = w[size - 1] as number;
      for (const i of row) z += w[i] as number;
      const label = example.crisis ? 1 : 0;
      const error = ((1 / (1 + Math.exp(-z)) - label) * (classWeight[label] as number)) / examples.length;
      for (const i of row) gradient[i] = (gradient[i] as number) + error;
      gradient[size - 1] = (gradient[size - 1] as number) + error;
    });
    for (let i = 0; i < size; i += 1) {
      const g = (gradient[i] as number) + (i === size - 1 ? 0 : L2 * (w[i] as number));
      m[i] = beta1 * (m[i] as number) + (1 - beta1) * g;
      v[i] = beta2 * (v[i] as number) + (1 - beta2) * g * g;
      const mHat = (m[i] as number) / (1 - beta1 ** step);
      const vHat = (v[i] as number) / (1 - beta2 ** step);
      w[i] = (w[i] as number) - (LEARNING_RATE * mHat) / (Math.sqrt(vHat) + 1e-8);
    }
  }
  const weights = new Map<string, number>();
  for (const [feature, i] of index) weights.set(feature, w[i] as number);
  return { bias: w[size - 1] as number, weights };
}

function render(bias: number, weights: Map<string, number>): string {
  const lines = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= MIN_WEIGHT)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([feature, weight]) => `${feature}\t${weight.toFixed(3)}`);
  return [
    '// Generated by `npm run train:crisis` (bin/train-crisis-model.ts) from the phrases in',
    '// test/support/crisis-phrases. Do not edit by hand: add phrases and train again.',
    `export const LEARNED_BIAS = ${bias.toFixed(4)};`,
    '',
    '/** One feature and its weight per line, separated by a tab. */',
    `export const LEARNED_WEIGHTS = ${JSON.stringify(lines.join('\n'))};`,
    '',
  ].join('\n');
}

/** The weights file's text, trained on every development, held-out and training phrase. */
export function trainCrisisModel(): { source: string; examples: number; features: number } {
  const measured = new Set(
    [...readBatches('validation'), ...readBatches('unseen')].flatMap(({ crisis, safe }) => [...crisis, ...safe].map(({ text }) => textKey(text))),
  );
  const unmeasured = ({ text }: { text: string }) => !measured.has(textKey(text));
  const trainingBatches = readBatches('training').map((set) => ({ ...set, crisis: set.crisis.filter(unmeasured), safe: set.safe.filter(unmeasured) }));
  // The hand-checked development phrases (the unit tests hold the detector to every one of them)
  // count more than the bulk of the training batches.
  const curated = [development, ...heldOutBatches].flatMap(examplesOf);
  const examples = [...Array.from({ length: CURATED_WEIGHT }, () => curated).flat(), ...trainingBatches.flatMap(examplesOf)];
  const { bias, weights } = train(examples);
  return { source: render(bias, weights), examples: examples.length, features: weights.size };
}
