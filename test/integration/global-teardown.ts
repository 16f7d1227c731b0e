import fs from 'node:fs';
import { STACK_FILE_VARIABLE, readStackFile, stopTestStack } from '../support/test-stack';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[STACK_FILE_VARIABLE];
  if (!file || !fs.existsSync(file)) return;
  await stopTestStack(readStackFile());
  fs.rmSync(file, { force: true });
}
