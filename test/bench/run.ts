/**
 * `npm run bench`: starts its own local stack and prints the figures the issues ask for.
 * Benchmarks are never assertions inside tests.
 */
import { startTestStack, stopTestStack } from '../support/test-stack';
import { authLatency } from './auth-latency';
import { frontendBundleSizes, lambdaBundleSizes } from './bundle-sizes';
import { printTable } from './stats';

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  printTable('Bundle sizes', [...lambdaBundleSizes(), ...frontendBundleSizes()]);
  const stack = await startTestStack({
    name: 'bench',
    web: false,
    env: {
      POWERTOOLS_LOG_LEVEL: 'WARN',
      RATE_LIMIT_REGISTER_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
    },
  });
  try {
    printTable('Auth API latency, local stack (target: p95 under 300 ms at 10 concurrent clients)', await authLatency(stack));
  } finally {
    await stopTestStack(stack);
  }
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
