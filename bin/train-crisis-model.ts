/** `npm run train:crisis`: trains the crisis detector's learned layer and writes its weights file. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { trainCrisisModel, WEIGHTS_FILE } from './crisis-model/train';

const { source, examples, features } = trainCrisisModel();
writeFileSync(WEIGHTS_FILE, source);
console.log(`Trained on ${examples} examples (${features} features); wrote ${relative(process.cwd(), WEIGHTS_FILE)}.`);
