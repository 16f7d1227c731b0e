/** `npm run crisis:spelling`: writes the English words the crisis detector's spelling layer leaves alone. */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { EXCEPTIONS_FILE, spellingExceptionsSource } from './crisis-model/spelling-exceptions';

writeFileSync(EXCEPTIONS_FILE, spellingExceptionsSource());
console.log(`Wrote ${relative(process.cwd(), EXCEPTIONS_FILE)}. Train again (npm run train:crisis): the words the model reads may have changed.`);
