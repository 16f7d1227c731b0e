/**
 * The journal with 500 encrypted entries: from the moment the key is available in the browser
 * to the moment the list is interactive (the first page of 50 decrypted and rendered, the
 * search box usable). The bar: under 1 s.
 *
 * A local stack with the web app is started; one user gets 500 entries encrypted in Node with
 * the app's own crypto module (bundled by esbuild, as the browser gets it) and sent through the
 * API. Then headless Chromium signs in at /journal; marks are taken inside the page by a
 * MutationObserver, so no product code is instrumented.
 */
import type { webcrypto } from 'node:crypto';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import type { EncryptedField, KeyMaterial } from '../../lambdas/contracts/encryption';
import type { AuthResponse } from '../../lambdas/contracts/user';
import { ensureFrontendBuilt } from '../../lib/local/frontend-build';
import { GOOD_PASSWORD, apiCaller, uniqueEmail } from '../support/api-client';
import { startTestStack, stopTestStack } from '../support/test-stack';
import { loadFrontendModules } from './frontend-for-node';
import { summarize, type Row } from './stats';

const ENTRIES = 500;
const PAGE_SIZE = 50;
const SAMPLES = 5;
const SEED_CONCURRENCY = 8;

type CryptoKey = webcrypto.CryptoKey;

interface AppCrypto {
  createKeyMaterial(password: string): Promise<{ keyMaterial: KeyMaterial; recoveryKey: string; dataKey: CryptoKey }>;
  encryptField(plaintext: string, keys: { dataKey: CryptoKey; legacyKey: CryptoKey | null }, context?: string): Promise<EncryptedField>;
}

/** The frontend's crypto module, bundled for Node (it imports `@contracts/*`, an alias of the frontend's build). */
function loadAppCrypto(): AppCrypto {
  return loadFrontendModules<AppCrypto>(
    [
      "export { createKeyMaterial } from './frontend/src/lib/crypto/key-material';",
      "export { encryptField } from './frontend/src/lib/crypto/field-crypto';",
    ],
    'app-crypto',
  );
}

const WORDS =
  'calm morning walk coffee river work deadline friend call sleep tired hopeful grateful rain sun quiet breath anxious meeting family dinner book music garden run stretch'.split(
    ' ',
  );

function sentence(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length] as string);
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** 500 entries of ordinary length (about 60 to 180 words), each field encrypted as the app does. */
async function seedEntries(apiUrl: string, token: string, crypto: AppCrypto, dataKey: CryptoKey): Promise<void> {
  const call = apiCaller(apiUrl);
  const keys = { dataKey, legacyKey: null };
  let next = 0;
  const worker = async () => {
    while (next < ENTRIES) {
      const i = next;
      next += 1;
      const body = {
        title: await crypto.encryptField(`Day ${i + 1}: ${sentence(i, 4)}`, keys, 'journal.title'),
        content: await crypto.encryptField(
          Array.from({ length: 3 + (i % 4) }, (_, p) => sentence(i + p, 20 + ((i + p) % 25))).join(' '),
          keys,
          'journal.content',
        ),
        mood: (i % 5) + 1,
        tags: [WORDS[i % WORDS.length] as string, WORDS[(i + 3) % WORDS.length] as string],
        ...(i % 3 === 0 ? { notes: await crypto.encryptField(sentence(i + 11, 12), keys, 'journal.notes') } : {}),
      };
      const res = await call('POST', '/journal/entries', { token, body });
      if (res.status !== 201) throw new Error(`Seeding entry ${i} failed with ${res.status}: ${JSON.stringify(res.body)}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

/** Runs in the page from its first byte: marks when the key shows as available and when the list is usable. */
const MARKS_SCRIPT = `(() => {
  const marks = { submit: null, keys: null, ready: null };
  window.__journalBench = marks;
  let settling = false;
  const check = () => {
    const badge = document.querySelector('[data-testid="encryption-badge"]');
    if (marks.keys === null && badge && badge.textContent.includes('End-to-end encrypted')) marks.keys = performance.now();
    if (marks.keys === null || marks.ready !== null || settling) return;
    const cards = document.querySelectorAll('[data-testid="journal-entry"]').length;
    const search = document.querySelector('input[type="search"]');
    if (cards >= ${PAGE_SIZE} && search && !search.disabled) {
      // Interactive: rendered, painted, and the main thread free for the next input.
      settling = true;
      requestAnimationFrame(() => setTimeout(() => { marks.ready = performance.now(); }, 0));
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})();`;

interface Marks {
  submit: number | null;
  keys: number;
  ready: number;
}

// Page code is passed as text: this file is compiled for Node, and the page has its own globals.
// Polled from here: the marks carry the page's own times, so the polling interval costs nothing.
async function waitForMarks(page: Page): Promise<Marks> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const marks = (await page.evaluate('window.__journalBench')) as Partial<Marks> | undefined;
    if (marks?.ready != null && marks.keys != null) return marks as Marks;
    if (Date.now() > deadline) throw new Error('The journal did not become interactive in 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Time from typing into the search box until the list shows the filtered result. */
const SEARCH_SCRIPT = `(async () => {
  const input = document.querySelector('input[type="search"]');
  if (!input) throw new Error('No search box');
  const count = () => document.querySelectorAll('[data-testid="journal-entry"]').length;
  const before = count();
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const start = performance.now();
  setValue.call(input, 'Day 5');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => {
    const poll = () => (count() !== before ? resolve() : requestAnimationFrame(poll));
    poll();
  });
  const ms = performance.now() - start;
  setValue.call(input, '');
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return ms;
})()`;

async function searchResponse(page: Page): Promise<number> {
  return (await page.evaluate(SEARCH_SCRIPT)) as number;
}

async function signInAtJournal(browser: Browser, appUrl: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(MARKS_SCRIPT);
  await page.goto(`${appUrl}/journal`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
  await page.evaluate('window.__journalBench.submit = performance.now()');
  await page.getByRole('button', { name: 'Sign In' }).click();
  return { context, page, marks: await waitForMarks(page) };
}

export async function journalRenderBench(): Promise<Row[]> {
  ensureFrontendBuilt({ quiet: true });
  const stack = await startTestStack({
    name: 'bench-journal',
    web: true,
    env: { POWERTOOLS_LOG_LEVEL: 'WARN', RATE_LIMIT_LOGIN_PER_IP: '1000000', RATE_LIMIT_REGISTER_PER_IP: '1000000' },
  });
  let browser: Browser | null = null;
  try {
    const call = apiCaller(stack.info.apiUrl);
    const email = uniqueEmail('bench-journal');
    const registered = await call<AuthResponse>('POST', '/auth/register', {
      body: { email, password: GOOD_PASSWORD, firstName: 'Bench', lastName: 'Journal' },
    });
    if (registered.status !== 201) throw new Error(`Registration failed with ${registered.status}`);
    const { token } = registered.body;

    const appCrypto = loadAppCrypto();
    const { keyMaterial, dataKey } = await appCrypto.createKeyMaterial(GOOD_PASSWORD);
    const setup = await call('PUT', '/user/encryption', { token, body: { keyMaterial } });
    if (setup.status !== 201) throw new Error(`Encryption setup failed with ${setup.status}`);
    const seedStart = performance.now();
    await seedEntries(stack.info.apiUrl, token, appCrypto, dataKey);
    const seedMs = performance.now() - seedStart;

    browser = await chromium.launch({ ...CHROMIUM_LAUNCH, headless: true });

    // One sign-in to warm the server and the browser's cache, not counted.
    await (await signInAtJournal(browser, stack.info.appUrl, email)).context.close();

    const afterSignIn: number[] = [];
    const unlockAfterSubmit: number[] = [];
    const afterReload: number[] = [];
    const search: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const { context, page, marks } = await signInAtJournal(browser, stack.info.appUrl, email);
      afterSignIn.push(marks.ready - marks.keys);
      if (marks.submit !== null) unlockAfterSubmit.push(marks.keys - marks.submit);
      search.push(await searchResponse(page));
      // A reload within the 30 minutes: the keys come back from IndexedDB.
      await page.reload();
      const reloaded = await waitForMarks(page);
      afterReload.push(reloaded.ready - reloaded.keys);
      await context.close();
    }

    return [
      { name: `seed ${ENTRIES} encrypted entries through the API (${SEED_CONCURRENCY} at a time)`, n: ENTRIES, 'mean ms': (seedMs / ENTRIES).toFixed(1), 'total s': (seedMs / 1000).toFixed(1) },
      summarize(`journal, ${ENTRIES} entries: key available -> ${PAGE_SIZE} entries interactive, after sign-in (bar: < 1000 ms)`, afterSignIn),
      summarize(`journal, ${ENTRIES} entries: key restored -> ${PAGE_SIZE} entries interactive, after reload (bar: < 1000 ms)`, afterReload),
      summarize('sign-in submitted -> key available (PBKDF2 600,000 + 10,000 in Chromium)', unlockAfterSubmit),
      summarize(`search over ${PAGE_SIZE} decrypted entries: keystroke -> filtered list`, search),
    ];
  } finally {
    await browser?.close();
    await stopTestStack(stack);
  }
}
