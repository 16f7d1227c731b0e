/**
 * The on-device crisis detector: recall and false alarms per phrase set, the share of ordinary
 * coaching turns that bring crisis resources and whether emerging risk is caught by its turn,
 * and the time it takes per message and per long journal entry. The bars (issue: crisis
 * detection): on texts never seen, recall ≥ 98% with false alarms ≤ 5%; in ordinary coaching
 * conversations ≤ 3% of turns; emerging risk caught by its turn in ≥ 97%.
 *
 * What each set is for is in docs/crisis-detector.md; only the test sets (data/crisis/test,
 * data/crisis/conversations/test) were never used to build or tune the detector.
 *
 * Runs in Node, no stack needed: the detector is plain TypeScript.
 */
import { performance } from 'node:perf_hooks';
import { combineConversationFigures, measureConversations, measurePhrases, percent } from '../../bin/crisis-model/measure';
import { readConversations, readPhrases, together, type PhraseSet } from '../../bin/crisis-model/phrases';
import { assessText } from '../../frontend/src/lib/crisis/detector';
import { summarize, type Row } from './stats';

const REPETITIONS = 20;
const LONG_TEXT_CHARS = 20_000;
const LONG_TEXT_RUNS = 100;

function phraseRow(set: PhraseSet): Row {
  const figures = measurePhrases(set);
  return {
    name: set.name,
    'crisis texts': figures.crisis,
    recall: percent(figures.caught, figures.crisis),
    missed: figures.crisis - figures.caught,
    'harmless texts': figures.safe,
    'false alarms': percent(figures.alarms, figures.safe),
    alarms: figures.alarms,
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

/** A long journal entry made of the phrases themselves. */
function longText(texts: readonly string[]): string {
  let text = '';
  for (let i = 0; text.length < LONG_TEXT_CHARS; i += 1) text += `${texts[(i * 7) % texts.length] as string} `;
  return text.slice(0, LONG_TEXT_CHARS);
}

export function crisisPhraseBench(): Row[] {
  const rows: Row[] = [];
  for (const kind of ['curated', 'training', 'validation', 'test'] as const) {
    const sets = readPhrases(kind);
    if (kind === 'validation' || kind === 'test') rows.push(...sets.map((set) => phraseRow({ ...set, name: `${kind} ${set.name}` })));
    rows.push(phraseRow(together(`${kind}, all ${sets.length} files`, sets)));
  }
  return rows;
}

export function crisisConversationBench(): Row[] {
  return (['development', 'validation', 'test'] as const).flatMap((kind) => {
    const sets = readConversations(kind);
    if (sets.length === 0) return [];
    const figures = combineConversationFigures(`${kind}, ${sets.length} files`, sets.map(measureConversations));
    return [
      {
        name: figures.name,
        'ordinary turns': figures.ordinaryTurns,
        'turns with resources': figures.alarmedTurns,
        share: percent(figures.alarmedTurns, figures.ordinaryTurns),
        'ordinary conversations alarmed': `${figures.alarmedConversations}/${figures.ordinaryConversations}`,
        'risk caught by its turn': `${figures.caughtByTurn}/${figures.riskConversations}`,
        caught: percent(figures.caughtByTurn, figures.riskConversations),
      },
    ];
  });
}

export function crisisTimingBench(): Row[] {
  const curated = readPhrases('curated');
  const texts = curated.flatMap((set) => [...set.crisis, ...set.safe].map((phrase) => phrase.text));
  const harmless = curated.flatMap((set) => set.safe.map((phrase) => phrase.text));
  // Warm up, as the page would be after its first few messages.
  timeEach(texts, 2);
  return [
    summarize(`one message (all ${texts.length} curated phrases, ${REPETITIONS} times)`, timeEach(texts, REPETITIONS), 3),
    summarize(`${LONG_TEXT_CHARS.toLocaleString('en')}-character entry, crisis and harmless phrases`, timeEach([longText(texts)], LONG_TEXT_RUNS), 3),
    summarize(`${LONG_TEXT_CHARS.toLocaleString('en')}-character entry, harmless phrases only`, timeEach([longText(harmless)], LONG_TEXT_RUNS), 3),
  ];
}
