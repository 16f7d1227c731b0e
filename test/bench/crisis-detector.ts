/**
 * The on-device crisis detector: recall on crisis texts and false alarms on harmless ones, and the
 * time it takes per message. The bar: recall at least 95%, false alarms at most 5%, under 5 ms a
 * message, on texts the project has never seen.
 *
 * What each set has been used for (test/support/crisis-phrases):
 * - development: the unit tests check every phrase; the rules were written on it;
 * - held-out batches: kept from the unit tests; the rules were tuned on their misses;
 * - training batches: what the learned layer is trained on (so are the two above);
 * - validation batches: never trained on; the learned layer's thresholds, its features and its
 *   regularisation were chosen on them (the thresholds together with the earlier unseen batches,
 *   each read by a model trained without it);
 * - unseen batches: written by other hands for the change they measure and run once, after it was
 *   finished (now ap to au; the earlier sets h–i to aj–ao, measured the same way, became training
 *   data). The next change needs new ones.
 *
 * Runs in Node, no stack needed: the detector is plain TypeScript.
 */
import { performance } from 'node:perf_hooks';
import { assessConversation, assessText, needsCrisisResources } from '../../frontend/src/lib/crisis/detector';
import { development, type PhraseSet } from '../support/crisis-phrases/development';
import { heldOutBatches } from '../support/crisis-phrases/held-out';
import { readBatches } from '../support/crisis-phrases/json-batches';
import { summarize, type Row } from './stats';

const REPETITIONS = 50;
const LONG_TEXT_CHARS = 20_000;
const LONG_TEXT_RUNS = 200;

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

function accuracy(set: PhraseSet): Row {
  const caught = set.crisis.filter((phrase) => needsCrisisResources(assessText(phrase.text))).length;
  const alarms = set.safe.filter((phrase) => needsCrisisResources(assessText(phrase.text))).length;
  const conversations = set.conversations.filter((c) => assessConversation(c.messages).tier === c.tier).length;
  return {
    name: set.name,
    'crisis texts': set.crisis.length,
    recall: percent(caught, set.crisis.length),
    missed: set.crisis.length - caught,
    'harmless texts': set.safe.length,
    'false alarms': percent(alarms, set.safe.length),
    alarms,
    conversations: `${conversations}/${set.conversations.length}`,
  };
}

function timeEach(texts: readonly string[], repetitions: number): number[] {
  const samples: number[] = [];
  for (let round = 0; round < repetitions; round += 1) {
    for (const text of texts) {
      const start = performance.now();
      assessText(text);
      samples.push(performance.now() - start);
    }
  }
  return samples;
}

/** A long journal entry made of the phrases themselves, crisis and harmless mixed. */
function longText(texts: readonly string[]): string {
  let text = '';
  for (let i = 0; text.length < LONG_TEXT_CHARS; i += 1) text += `${texts[(i * 7) % texts.length] as string} `;
  return text.slice(0, LONG_TEXT_CHARS);
}

function together(name: string, sets: readonly PhraseSet[]): PhraseSet {
  return {
    name,
    crisis: sets.flatMap((set) => set.crisis),
    safe: sets.flatMap((set) => set.safe),
    conversations: sets.flatMap((set) => set.conversations),
  };
}

export function crisisDetectorBench(): Row[] {
  const training = readBatches('training');
  const validation = readBatches('validation');
  const unseen = readBatches('unseen');
  const sets = [development, ...heldOutBatches];
  const rows = [
    ...[development, together('held-out, all batches', heldOutBatches), together('training, all batches', training)].map(accuracy),
    ...validation.map((set) => accuracy({ ...set, name: `validation ${set.name}` })),
    accuracy(together('validation, all batches', validation)),
    ...unseen.map((set) => accuracy({ ...set, name: `unseen ${set.name}` })),
    accuracy(together('unseen, all batches', unseen)),
  ];

  const texts = sets.flatMap((set) => [...set.crisis, ...set.safe].map((phrase) => phrase.text));
  const harmless = sets.flatMap((set) => set.safe.map((phrase) => phrase.text));
  // Warm up, as the page would be after its first few messages.
  timeEach(texts, 3);
  rows.push(summarize(`one message (all ${texts.length} phrases, ${REPETITIONS} times)`, timeEach(texts, REPETITIONS), 3));
  rows.push(summarize(`${LONG_TEXT_CHARS.toLocaleString('en')}-character entry, crisis and harmless phrases`, timeEach([longText(texts)], LONG_TEXT_RUNS), 3));
  rows.push(summarize(`${LONG_TEXT_CHARS.toLocaleString('en')}-character entry, harmless phrases only`, timeEach([longText(harmless)], LONG_TEXT_RUNS), 3));
  return rows;
}
