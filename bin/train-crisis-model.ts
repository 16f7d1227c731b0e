/** `npm run train:crisis`: trains the crisis detector's learned layer, writes its weights, then prints the figures they give. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { TABLE_FILE, WEIGHTS_FILE, trainCrisisModel } from './crisis-model/train';

const started = Date.now();
const { weightsSource, tableSource, examples, weights } = trainCrisisModel();
mkdirSync(dirname(TABLE_FILE), { recursive: true });
writeFileSync(WEIGHTS_FILE, weightsSource);
writeFileSync(TABLE_FILE, tableSource);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`Trained on ${examples} examples in ${seconds} s: ${weights} weights; wrote ${relative(process.cwd(), WEIGHTS_FILE)} and ${relative(process.cwd(), TABLE_FILE)}.`);
// The figures come from a fresh process, which loads the weights just written.
if (!process.argv.includes('--no-figures')) {
  execFileSync(process.execPath, [...process.execArgv, join(__dirname, 'crisis-model', 'figures.ts')], { stdio: 'inherit' });
}
