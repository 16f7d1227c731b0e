/**
 * `npm run docs`: writes the generated documents (docs/api.md, docs/data-model.md, the environment
 * table of docs/local-stack.md) from the route table, the key builders and the list of variables.
 * `--check` writes nothing and fails when one is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedDocs } from '../lib/docs/generated-docs';

const root = path.resolve(__dirname, '..');
const check = process.argv.includes('--check');
let stale = 0;

for (const doc of generatedDocs) {
  const file = path.join(root, doc.path);
  const text = doc.generate();
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current === text) continue;
  if (check) {
    console.error(`${doc.path} is out of date: run npm run docs`);
    stale += 1;
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote ${doc.path}`);
  }
}
if (stale > 0) process.exit(1);
