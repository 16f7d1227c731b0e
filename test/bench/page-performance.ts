/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on /journal and /ai-coaching
 * of a local stack, signed in. Both pages are behind login, so a person signs up in the browser's
 * default profile through Playwright, and Lighthouse then drives the same browser over its
 * debugging port without clearing storage (`disableStorageReset`). Each page is measured with the
 * HTTP cache emptied first (a first visit after sign-in: every script comes over the network,
 * compressed as the server sends it) and with it warm (a return visit).
 *
 * Also the crisis detector's worker: from the page creating it to its ready message, read from
 * the app's User Timing measure `crisis-detector-ready`, over several loads of /journal.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { ensureFrontendBuilt } from '../../lib/local/frontend-build';
import { freePort } from '../../lib/local/processes';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { GOOD_PASSWORD, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';
import type { Row } from './stats';

export const MEASURED_PAGES = ['/journal', '/ai-coaching'] as const;

export interface PageScore {
  page: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  /** The machine was quiet when the run started. */
  settled: boolean;
}

export interface SharedBrowser {
  port: number;
  /** Playwright attached to the browser's default profile (what Lighthouse's tabs share). */
  attach: () => Promise<{ context: BrowserContext; detach: () => Promise<void> }>;
  close: () => Promise<void>;
}

/**
 * The machine's Chromium with a debugging port, started here rather than by Playwright, so
 * Playwright can let go of it before Lighthouse measures (its instrumentation of every page would
 * otherwise be measured too).
 */
export async function launchSharedBrowser(): Promise<SharedBrowser> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-lighthouse-'));
  const child = spawn(
    CHROMIUM_LAUNCH.executablePath,
    ['--headless=new', ...CHROMIUM_LAUNCH.args, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${endpoint}/json/version`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('Chromium did not open its debugging port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    attach: async () => {
      const browser = await chromium.connectOverCDP(endpoint);
      const context = browser.contexts()[0];
      if (!context) throw new Error('Chromium has no default profile');
      // Disconnects only: the browser and its profile stay for Lighthouse.
      return { context, detach: () => browser.close() };
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes can still be writing into the profile for a moment.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** Signs up through the app (encryption is set up then), which keeps the session on the device, so a new tab is signed in. */
export async function signUpAndRemember(page: Page, appUrl: string): Promise<void> {
  const email = uniqueEmail('bench-pages');
  await page.goto(`${appUrl}/login`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('First Name').fill('Bench');
  await page.getByLabel('Last Name').fill('Pages');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save your recovery key' });
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByRole('checkbox', { name: 'I have saved my recovery key' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.waitFor({ state: 'detached' });
  // A new account's session is kept on the device (localStorage): Lighthouse's own tab is signed in.
  await page.getByRole('link', { name: 'Journal' }).first().waitFor({ timeout: 30_000 });
  // Every page once, so the first Lighthouse run does not pay for a cold server.
  for (const route of MEASURED_PAGES) {
    await page.goto(`${appUrl}${route}`);
    await page.waitForLoadState('networkidle');
  }
}

interface LighthouseResult {
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number }> };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;

/** One Lighthouse run of the mobile preset (its default configuration) against the shared browser. */
export async function lighthouseRun(url: string, port: number, before?: () => Promise<void>): Promise<PageScore> {
  await before?.();
  const settled = await machineSettled();
  const { default: lighthouse } = (await import('lighthouse')) as unknown as { default: Lighthouse };
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
  return {
    page: new URL(url).pathname,
    score: result.lhr.categories.performance.score ?? NaN,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    fcpMs: audit('first-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    settled,
  };
}

/** The share of the machine's CPU time left idle over `ms` (Linux; elsewhere assumed idle). */
async function idleShare(ms: number): Promise<number> {
  const read = () => {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  };
  if (!fs.existsSync('/proc/stat')) return 1;
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * Lighthouse scales the main thread's observed work by 4: anything else busy on a 2-core machine
 * inflates the figures. Waits (up to a minute) for the machine to settle; says whether it did.
 */
async function machineSettled(): Promise<boolean> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if ((await idleShare(1_000)) >= 0.85) return true;
  }
  return false;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Empties the browser's HTTP cache (cookies, local storage and IndexedDB stay). */
async function clearHttpCache(browser: SharedBrowser): Promise<void> {
  const { context, detach } = await browser.attach();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await detach();
  }
}

interface ReadyTiming {
  /** From the page creating the worker to its ready message arriving. */
  pageMs: number;
  /** The worker's own clock at ready: fetch, compile and warm-up. */
  workerMs: number;
}

/** Loads /journal in a new tab and waits for the detector worker's ready measure. */
async function workerReadyOnce(context: BrowserContext, appUrl: string, cold: boolean): Promise<ReadyTiming> {
  const page = await context.newPage();
  try {
    if (cold) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    await page.goto(`${appUrl}/journal`);
    // Polled with expressions: the app's CSP refuses the eval that waitForFunction needs.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const timing = (await page.evaluate(
        `(() => { const m = performance.getEntriesByName('crisis-detector-ready')[0]; return m ? { pageMs: m.duration, workerMs: m.detail.workerMs } : null; })()`,
      )) as ReadyTiming | null;
      if (timing) return timing;
      if (Date.now() > deadline) throw new Error('The crisis detector worker was not ready within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await page.close();
  }
}

export interface PagePerformance {
  lighthouse: Row[];
  workerReady: Row[];
}

/**
 * Lighthouse `runs` times per page and cache state, on a stack started for it; the median run by
 * score is reported (a score marked * was taken while the machine stayed busy for a minute).
 */
export async function pagePerformanceBench(runs = 3, readyLoads = 7): Promise<PagePerformance> {
  ensureFrontendBuilt({ quiet: true });
  const stack = await startTestStack({ name: 'bench-pages', web: true, env: { POWERTOOLS_LOG_LEVEL: 'WARN' } });
  const browser = await launchSharedBrowser();
  try {
    const person = await browser.attach();
    await signUpAndRemember(await person.context.newPage(), stack.info.appUrl);
    await person.detach();
    const lighthouse: Row[] = [];
    for (const cold of [true, false]) {
      for (const route of MEASURED_PAGES) {
        const scores: PageScore[] = [];
        for (let i = 0; i < runs; i += 1) {
          scores.push(await lighthouseRun(`${stack.info.appUrl}${route}`, browser.port, cold ? () => clearHttpCache(browser) : undefined));
        }
        const pick = scores.find((s) => s.score === median(scores.map((x) => x.score))) as PageScore;
        lighthouse.push({
          name: `${route}, ${cold ? 'empty cache' : 'warm cache'} (median of ${runs})`,
          score: pick.score.toFixed(2),
          'LCP ms': pick.lcpMs.toFixed(0),
          'TBT ms': pick.tbtMs.toFixed(0),
          'FCP ms': pick.fcpMs.toFixed(0),
          CLS: pick.cls.toFixed(3),
          'scores seen': scores.map((s) => `${s.score.toFixed(2)}${s.settled ? '' : '*'}`).join(' '),
        });
      }
    }
    const workerReady: Row[] = [];
    const reader = await browser.attach();
    for (const cold of readyLoads > 0 ? [true, false] : []) {
      const timings: ReadyTiming[] = [];
      for (let i = 0; i < readyLoads; i += 1) timings.push(await workerReadyOnce(reader.context, stack.info.appUrl, cold));
      workerReady.push({
        name: `detector worker ready on /journal, ${cold ? 'empty cache' : 'warm cache'} (median of ${readyLoads} loads)`,
        'page ms': median(timings.map((t) => t.pageMs)).toFixed(0),
        'worker ms': median(timings.map((t) => t.workerMs)).toFixed(0),
        'min-max page ms': `${Math.min(...timings.map((t) => t.pageMs)).toFixed(0)}-${Math.max(...timings.map((t) => t.pageMs)).toFixed(0)}`,
      });
    }
    await reader.detach();
    return { lighthouse, workerReady };
  } finally {
    // The stack is stopped even when closing the browser fails.
    await browser.close().finally(() => stopTestStack(stack));
  }
}
