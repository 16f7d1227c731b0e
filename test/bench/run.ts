/**
 * `npm run bench`: starts its own local stack and prints the figures the issues ask for.
 * Benchmarks are never assertions inside tests.
 */
import { startTestStack, stopTestStack } from '../support/test-stack';
import { authLatency } from './auth-latency';
import { authTiming } from './auth-timing';
import { frontendBundleSizes, lambdaBundleSizes } from './bundle-sizes';
import { crisisConversationBench, crisisPhraseBench, crisisTimingBench } from './crisis-detector';
import { crisisWorkerAssetSizes, DETECTOR_GZIP_BUDGET_KB } from './crisis-worker-assets';
import { cryptoDerivationBench } from './crypto-derivation';
import { dashboardLatency } from './dashboard-latency';
import { dataExportBench } from './data-export';
import { journalRenderBench } from './journal-render';
import { pagePerformanceBench } from './page-performance';
import { reportBuildBench } from './report-build';
import { printTable, type Row } from './stats';
import { therapistMatchingLatency } from './therapist-matching';

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  printTable('Crisis detector on phrases (a check counts as flagged; target on unseen texts: recall ≥ 98%, false alarms ≤ 5%)', crisisPhraseBench());
  printTable('Crisis detector in coaching conversations (target on unseen ones: ≤ 3% of ordinary turns, risk caught by its turn ≥ 97%)', crisisConversationBench());
  printTable('Crisis detector time on the device', crisisTimingBench());
  printTable('Bundle sizes', [...lambdaBundleSizes(), ...frontendBundleSizes()]);
  printTable(`Crisis detector worker: what it loads, raw and as served (target: ≤ ${DETECTOR_GZIP_BUDGET_KB} KB gzip in all)`, crisisWorkerAssetSizes());
  const stack = await startTestStack({
    name: 'bench',
    web: false,
    env: {
      POWERTOOLS_LOG_LEVEL: 'WARN',
      RATE_LIMIT_REGISTER_PER_IP: '1000000',
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_RESET_PER_IP: '1000000',
    },
  });
  const timing: Row[] = [];
  try {
    printTable('Auth API latency, local stack (target: p95 under 300 ms at 10 concurrent clients)', await authLatency(stack));
    timing.push(...(await authTiming(stack, 'as run')));
  } finally {
    await stopTestStack(stack);
  }
  // The same requests without the response floor: how long the work itself takes on each path.
  const bare = await startTestStack({
    name: 'bench-bare',
    web: false,
    env: { POWERTOOLS_LOG_LEVEL: 'WARN', RATE_LIMIT_REGISTER_PER_IP: '1000000', RATE_LIMIT_RESET_PER_IP: '1000000', RATE_LIMIT_LOGIN_PER_IP: '1000000', AUTH_RESPONSE_FLOOR_MS: '0' },
  });
  try {
    timing.push(...(await authTiming(bare, 'no floor')));
  } finally {
    await stopTestStack(bare);
  }
  printTable('Failed sign-in and forgot-password, existing vs unknown address, one request at a time (target: the same time within a few ms)', timing);
  printTable(
    'Analytics API latency, a year of data: 365 mood logs, 300 journal entries, 200 chat sessions (target: dashboard p95 under 150 ms)',
    await dashboardLatency(),
  );
  printTable('Therapist matching, seeded directory (target: p95 under 100 ms)', await therapistMatchingLatency());
  printTable(
    'Key derivation in headless Chromium (target: WebCrypto PBKDF2 at 10,000 iterations at least 10x faster than crypto-js)',
    await cryptoDerivationBench(),
  );
  printTable('Journal with 500 encrypted entries (target: interactive within 1 s after the key is available)', await journalRenderBench());
  printTable('Therapist report PDF for a year of data, built in Node as on the device (target: under 3 s)', await reportBuildBench());
  printTable(
    'Complete export of five years of daily data, built in Node as on the device, API answers from memory (target: under 10 s)',
    await dataExportBench(),
  );
  const pages = await pagePerformanceBench();
  printTable('Crisis detector worker in headless Chromium: page creating it -> ready (fetch, compile, warm-up)', pages.workerReady);
  printTable('Lighthouse mobile preset, signed in, local stack (target: performance ≥ 0.95)', pages.lighthouse);
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
