/**
 * Prints the crisis detector's figures on the training, validation and test data (phrases and
 * coaching conversations). Run by `npm run train:crisis` after it writes the weights, and by
 * itself with `npx tsx bin/crisis-model/figures.ts`.
 */
import { combineConversationFigures, measureConversations, measurePhrases, percent, type PhraseFigures } from './measure';
import { readConversations, readPhrases, together } from './phrases';

function phraseRow(figures: PhraseFigures): string[] {
  return [
    figures.name,
    `${figures.caught}/${figures.crisis}`,
    percent(figures.caught, figures.crisis),
    `${figures.alarms}/${figures.safe}`,
    percent(figures.alarms, figures.safe),
  ];
}

function print(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i] as number)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

const phraseRows: string[][] = [];
for (const kind of ['curated', 'training', 'validation', 'test'] as const) {
  const sets = readPhrases(kind);
  if (sets.length === 0) continue;
  phraseRows.push(phraseRow(measurePhrases(together(`${kind} (${sets.length} files)`, sets))));
}
print('Crisis detector on phrases (a check counts as flagged)', ['set', 'caught', 'recall', 'alarms', 'false alarms'], phraseRows);

const conversationRows: string[][] = [];
for (const kind of ['development', 'validation', 'test'] as const) {
  const sets = readConversations(kind);
  if (sets.length === 0) continue;
  const figures = combineConversationFigures(`${kind} (${sets.length} files)`, sets.map(measureConversations));
  conversationRows.push([
    figures.name,
    `${figures.alarmedTurns}/${figures.ordinaryTurns}`,
    percent(figures.alarmedTurns, figures.ordinaryTurns),
    `${figures.alarmedConversations}/${figures.ordinaryConversations}`,
    `${figures.caughtByTurn}/${figures.riskConversations}`,
    percent(figures.caughtByTurn, figures.riskConversations),
  ]);
}
print(
  'Crisis detector in coaching conversations',
  ['set', 'ordinary turns alarmed', 'share', 'ordinary conversations alarmed', 'risk caught by its turn', 'share'],
  conversationRows,
);
