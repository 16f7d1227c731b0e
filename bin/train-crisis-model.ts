/**
 * `npm run train:crisis`: trains the crisis detector's learned layer, writes its weights, then
 * prints the figures they give. With `--check` it writes nothing and fails unless the committed
 * weights are exactly what the committed phrases train (the unit tests run it so).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { TABLE_FILE, WEIGHTS_FILE, trainCrisisModel } from './crisis-model/train';

const started = Date.now();
const { weightsSource, tableSource, examples, weights } = trainCrisisModel();
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const shown = (file: string) => relative(process.cwd(), file);

if (process.argv.includes('--check')) {
  const stale = [
    [WEIGHTS_FILE, weightsSource],
    [TABLE_FILE, tableSource],
  ].filter(([file, source]) => readFileSync(file as string, 'utf8') !== source);
  if (stale.length > 0) {
    console.error(`Not what the committed phrases train: ${stale.map(([file]) => shown(file as string)).join(', ')}. Run npm run train:crisis.`);
    process.exit(1);
  }
  console.log(`The committed weights are what the committed phrases train (${examples} examples, ${weights} weights, ${seconds} s).`);
} else {
  mkdirSync(dirname(TABLE_FILE), { recursive: true });
  writeFileSync(WEIGHTS_FILE, weightsSource);
  writeFileSync(TABLE_FILE, tableSource);
  console.log(`Trained on ${examples} examples in ${seconds} s: ${weights} weights; wrote ${shown(WEIGHTS_FILE)} and ${shown(TABLE_FILE)}.`);
  // The figures come from a fresh process, which loads the weights just written.
  if (!process.argv.includes('--no-figures')) {
    execFileSync(process.execPath, [...process.execArgv, join(__dirname, 'crisis-model', 'figures.ts')], { stdio: 'inherit' });
  }
}
