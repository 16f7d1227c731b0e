import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
