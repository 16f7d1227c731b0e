/**
 * Trains the crisis detector's learned layer from the labels of the phrases under data/crisis —
 * never from what the rules say, so a rule edit never forces a retrain. `npm run train:crisis`
 * (bin/train-crisis-model.ts) writes the reviewable table data/crisis/model/weights.tsv and the
 * shipped frontend/src/lib/crisis/model/weights.ts; a unit test checks both are what these
 * phrases give.
 *
 * Examples: a crisis text is a positive as a whole; every sentence of a harmless text is a
 * negative, and so is the whole text. A coaching conversation of the development set gives its
 * ordinary messages as negatives and the message where risk appears as a positive. Texts that
 * also stand in a validation or test set are left out, so learning them cannot flatter the
 * figures.
 *
 * The model: logistic regression over hashed features (model/features.ts), class-balanced,
 * trained online with FTRL-proximal (an L1 term keeps most slots at exactly zero, so the table
 * stays small), in a fixed shuffled order: the same phrases give the same weights.
 */
import { join } from 'node:path';
import { HASH_BITS, featuresOf, slotOf } from '../../frontend/src/lib/crisis/model/features';
import { MAX_STEPS, WEIGHT_STEP, encodeWeights } from '../../frontend/src/lib/crisis/model/weights-codec';
import { analyzeText, type Sentence } from '../../frontend/src/lib/crisis/normalize-text';
import { DATA_DIR, readConversations, readPhrases, textKey, type PhraseSet } from './phrases';

const ROOT = join(__dirname, '..', '..');
export const WEIGHTS_FILE = join(ROOT, 'frontend/src/lib/crisis/model/weights.ts');
export const TABLE_FILE = join(DATA_DIR, 'model', 'weights.tsv');

const SLOTS = 1 << HASH_BITS;
/** The training settings; the defaults were chosen on the validation data. */
export interface TrainSettings {
  epochs: number;
  /** FTRL-proximal: learning rate, L1 (sparsity) and L2 (shrinkage). */
  alpha: number;
  l1: number;
  l2: number;
  /** A weight under this many steps changes few decisions; leaving it out keeps the table small. */
  minSteps: number;
  /** The hand-checked curated phrases (the unit tests hold the detector to every one of them) count more than the bulk. */
  curatedWeight: number;
}

/**
 * L1 is what keeps the detector within its 100 KB (gzip) budget: the weights are about a third of
 * it, and each weight kept costs about a byte and a half. At 12 about 23,000 slots keep a weight;
 * at 5 about 36,000 did, and the worker came to 111 KB. A sparser table holds the hand-checked
 * phrases less firmly, so they count eight times.
 */
export const TRAIN_SETTINGS: TrainSettings = { epochs: 16, alpha: 0.2, l1: 12, l2: 1, minSteps: 2, curatedWeight: 8 };
// The features named beside each slot in the reviewable table.
const NAMES_PER_SLOT = 3;
/**
 * The weights are the mean of one run per order of the examples, each reshuffled every epoch. One
 * order alone moves the validation figures by two or three either way with any change to the
 * data; the mean of six still moved them by up to five with the sparser table, the mean of ten by
 * about two.
 */
const TRAINING_ORDERS = [7, 1, 2, 3, 11, 13, 17, 19, 23, 29];

interface Example {
  slots: Int32Array;
  crisis: boolean;
  weight: number;
}

export interface TrainedModel {
  /** The shipped module's text (frontend/src/lib/crisis/model/weights.ts). */
  weightsSource: string;
  /** The reviewable table's text (data/crisis/model/weights.tsv). */
  tableSource: string;
  examples: number;
  weights: number;
}

class ExampleSet {
  readonly examples: Example[] = [];
  /** How often each feature was seen, per slot: the names in the reviewable table. */
  readonly names = new Map<number, Map<string, number>>();

  add(sentences: readonly Sentence[], crisis: boolean, weight: number): void {
    if (sentences.length === 0) return;
    const slots = new Set<number>();
    for (const feature of featuresOf(sentences)) {
      const slot = slotOf(feature);
      slots.add(slot);
      let named = this.names.get(slot);
      if (named === undefined) this.names.set(slot, (named = new Map()));
      named.set(feature, (named.get(feature) ?? 0) + 1);
    }
    this.examples.push({ slots: Int32Array.from(slots), crisis, weight });
  }

  addPhrases(set: PhraseSet, weight: number): void {
    for (const { text } of set.crisis) this.add(analyzeText(text).sentences, true, weight);
    for (const { text } of set.safe) {
      const { sentences } = analyzeText(text);
      for (const sentence of sentences) this.add([sentence], false, weight);
      if (sentences.length > 1) this.add(sentences, false, weight);
    }
  }
}

/** A deterministic source of numbers in [0, 1) (a linear congruential generator), so training is reproducible. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 4294967296;
  };
}

function shuffled(count: number, random: () => number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The mean of the weights trained over each of the orders. */
function trainInOrders(examples: readonly Example[], settings: TrainSettings): Float64Array {
  const mean = new Float64Array(SLOTS + 1);
  for (const seed of TRAINING_ORDERS) {
    const w = train(examples, settings, randomFrom(seed));
    for (let i = 0; i <= SLOTS; i += 1) mean[i] = (mean[i] as number) + (w[i] as number) / TRAINING_ORDERS.length;
  }
  return mean;
}

/** FTRL-proximal logistic regression (McMahan et al., 2013), class-balanced; the last slot is the bias. */
function train(examples: readonly Example[], { epochs, alpha, l1: L1, l2: L2 }: TrainSettings, random: () => number): Float64Array {
  const total = examples.reduce((sum, e) => sum + e.weight, 0);
  const positive = examples.reduce((sum, e) => sum + (e.crisis ? e.weight : 0), 0);
  const classWeight = [total / (2 * (total - positive)), total / (2 * positive)] as const;
  const bias = SLOTS;
  const z = new Float64Array(SLOTS + 1);
  const n = new Float64Array(SLOTS + 1);
  const w = new Float64Array(SLOTS + 1);
  const weightOf = (i: number) => {
    const l1 = i === bias ? 0 : L1;
    const zi = z[i] as number;
    if (Math.abs(zi) <= l1) return 0;
    return -(zi - Math.sign(zi) * l1) / ((1 + Math.sqrt(n[i] as number)) / alpha + L2);
  };
  const update = (i: number, gradient: number) => {
    const ni = n[i] as number;
    const sigma = (Math.sqrt(ni + gradient * gradient) - Math.sqrt(ni)) / alpha;
    z[i] = (z[i] as number) + gradient - sigma * (w[i] as number);
    n[i] = ni + gradient * gradient;
  };
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const k of shuffled(examples.length, random)) {
      const example = examples[k] as Example;
      let logit = (w[bias] = weightOf(bias));
      for (const i of example.slots) logit += w[i] = weightOf(i);
      const gradient = (1 / (1 + Math.exp(-logit)) - (example.crisis ? 1 : 0)) * classWeight[example.crisis ? 1 : 0] * example.weight;
      for (const i of example.slots) update(i, gradient);
      update(bias, gradient);
    }
  }
  for (let i = 0; i <= SLOTS; i += 1) w[i] = weightOf(i);
  return w;
}

function renderWeights(biasSteps: number, slots: ReadonlyMap<number, number>): string {
  const { gaps, steps } = encodeWeights(slots);
  return [
    '// Generated by `npm run train:crisis` (bin/crisis-model/train.ts) from the phrases in data/crisis;',
    '// the same weights, slot by slot with the features behind each, are in data/crisis/model/weights.tsv.',
    '// Do not edit by hand: add phrases and train again.',
    `export const MODEL_BIAS_STEPS = ${biasSteps};`,
    '',
    '/** The slots with a weight and their weights in steps, one symbol each (model/weights-codec.ts). */',
    `export const MODEL_WEIGHTS = {\n  gaps: ${JSON.stringify(gaps)},\n  steps: ${JSON.stringify(steps)},\n};`,
    '',
  ].join('\n');
}

function renderTable(biasSteps: number, slots: ReadonlyMap<number, number>, names: ExampleSet['names']): string {
  const lines = [
    `# The crisis model's weights in steps of 1/${1 / WEIGHT_STEP} (log-odds), one slot a line, with the features`,
    '# most often seen in it. Written by `npm run train:crisis`; a diff shows which features changed.',
    `bias\t${biasSteps}`,
  ];
  for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
    const seen = [...(names.get(slot) ?? new Map<string, number>())].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
    const named = seen.slice(0, NAMES_PER_SLOT).map(([feature]) => feature);
    lines.push(`${slot}\t${slots.get(slot) as number}\t${named.join(' | ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The measured sets' texts: kept out of training. A conversation message of three words or fewer
 * ("hey", "ok thanks", "idk") is in every set and says nothing of the set it is in; it stays in, so
 * adding a measured set does not change what the model learns.
 */
export function measuredTexts(): Set<string> {
  const phrases = [...readPhrases('validation'), ...readPhrases('test')].flatMap(({ crisis, safe }) => [...crisis, ...safe].map(({ text }) => text));
  const conversations = [...readConversations('validation'), ...readConversations('test')]
    .flatMap((set) => set.conversations.flatMap((c) => c.messages))
    .filter((message) => message.split(/\s+/).length > 3);
  return new Set([...phrases, ...conversations].map(textKey));
}

/** The weights the committed phrases give. */
export function trainCrisisModel(settings: TrainSettings = TRAIN_SETTINGS): TrainedModel {
  const measured = measuredTexts();
  const unmeasured = ({ text }: { text: string }) => !measured.has(textKey(text));
  const set = new ExampleSet();
  for (const curated of readPhrases('curated')) set.addPhrases(curated, settings.curatedWeight);
  for (const batch of readPhrases('training')) set.addPhrases({ ...batch, crisis: batch.crisis.filter(unmeasured), safe: batch.safe.filter(unmeasured) }, 1);
  for (const { conversations } of readConversations('development')) {
    for (const { messages, riskAt } of conversations) {
      const ordinary = riskAt === null ? messages : messages.slice(0, riskAt);
      for (const message of ordinary) if (!measured.has(textKey(message))) set.add(analyzeText(message).sentences, false, 1);
      if (riskAt !== null) set.add(analyzeText(messages[riskAt] as string).sentences, true, 1);
    }
  }

  const w = trainInOrders(set.examples, settings);
  const slots = new Map<number, number>();
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const steps = Math.max(-MAX_STEPS, Math.min(MAX_STEPS, Math.round((w[slot] as number) / WEIGHT_STEP)));
    if (Math.abs(steps) >= settings.minSteps) slots.set(slot, steps);
  }
  const biasSteps = Math.round((w[SLOTS] as number) / WEIGHT_STEP);
  return {
    weightsSource: renderWeights(biasSteps, slots),
    tableSource: renderTable(biasSteps, slots, set.names),
    examples: set.examples.length,
    weights: slots.size,
  };
}
