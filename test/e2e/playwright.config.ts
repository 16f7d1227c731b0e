import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';

/** Browser journeys in the machine's Chromium (CHROMIUM_PATH or /usr/bin/chromium) against a real local stack. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: require.resolve('./global-setup'),
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
