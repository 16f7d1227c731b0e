import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STACK_FILE_VARIABLE, startTestStack } from '../support/test-stack';

/**
 * One local stack for the integration project. Each test makes its own users, so tests
 * share it safely. Per-address limits are raised because every test calls from
 * 127.0.0.1; the per-address rule is tested on the module (rate-limit.test.ts).
 */
export default async function globalSetup(): Promise<void> {
  const stack = await startTestStack({
    name: 'integration',
    web: false,
    env: {
      RATE_LIMIT_LOGIN_PER_IP: '100000',
      RATE_LIMIT_RESET_PER_IP: '100000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
    },
  });
  const file = path.join(os.tmpdir(), `solace-integration-stack-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(stack));
  process.env[STACK_FILE_VARIABLE] = file;
}
