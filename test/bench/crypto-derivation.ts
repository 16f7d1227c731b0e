/**
 * Key derivation in the browser: our WebCrypto code against crypto-js, in one headless Chromium
 * run (DESIGN §7 replaced crypto-js; the bar is WebCrypto PBKDF2 at 10,000 iterations at least
 * 10× faster than crypto-js in the same run). The page script is bundled with esbuild and
 * injected into an intercepted localhost page; all timing happens inside the page.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { buildSync } from 'esbuild';
import { KEY_WRAP_MIN_ITERATIONS } from '../../lambdas/contracts/encryption';
import type { Row } from './stats';

const ROOT = path.resolve(__dirname, '../..');
const LEGACY_ITERATIONS = 10_000;
/** A single crypto-js run at 600,000 iterations longer than this is measured lower and extrapolated. */
const CRYPTO_JS_BUDGET_MS = 60_000;
const CRYPTO_JS_FALLBACK_ITERATIONS = 100_000;
const PAGE_URL = 'http://localhost/solace-crypto-bench';

interface PageBench {
  hasWebCrypto(): boolean;
  webCryptoLegacy(samples: number): Promise<number[]>;
  webCryptoUnwrap(samples: number, iterations: number): Promise<number[]>;
  cryptoJs(samples: number, iterations: number, warmUp: boolean): Promise<number[]>;
}

/** The page's global; written out in each evaluate callback, which runs in the page, not here. */
type PageGlobal = { solaceCryptoBench: PageBench };

function pageScript(): string {
  const out = buildSync({
    entryPoints: [path.join(__dirname, 'crypto-page', 'page-entry.js')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    tsconfig: path.join(ROOT, 'frontend', 'tsconfig.json'),
    // crypto-js falls back to Node's crypto when the page has none; Chromium has one.
    external: ['crypto'],
    write: false,
    logLevel: 'error',
  });
  return out.outputFiles[0]?.text ?? '';
}

const median = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function row(name: string, iterations: number, ms: number[], extra: Partial<Row> = {}): Row {
  return {
    name,
    iterations,
    n: ms.length,
    'ms/derivation': median(ms).toFixed(1),
    'min ms': Math.min(...ms).toFixed(1),
    'max ms': Math.max(...ms).toFixed(1),
    ...extra,
  };
}

const factor = (slow: number, fast: number) => `${(slow / fast).toFixed(1)}×`;

export async function cryptoDerivationBench(): Promise<Row[]> {
  const script = pageScript();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    // about:blank is not a secure context in headless Chromium, so it has no crypto.subtle.
    // localhost is one; the request is answered here and never reaches the network.
    await page.route(PAGE_URL, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>key derivation</title>' }),
    );
    await page.goto(PAGE_URL);
    await page.addScriptTag({ content: script });
    if (!(await page.evaluate(() => (globalThis as unknown as PageGlobal).solaceCryptoBench.hasWebCrypto()))) throw new Error('The benchmark page has no WebCrypto');

    // Format 1.0: PBKDF2-SHA256, 10,000 iterations.
    const webLegacy = await page.evaluate(() => (globalThis as unknown as PageGlobal).solaceCryptoBench.webCryptoLegacy(30));
    const jsLegacy = await page.evaluate((i) => (globalThis as unknown as PageGlobal).solaceCryptoBench.cryptoJs(5, i, true), LEGACY_ITERATIONS);
    const legacySpeedUp = median(jsLegacy) / median(webLegacy);

    // Format 2.0: PBKDF2-SHA256 at 600,000 iterations (+ the AES-KW unwrap for WebCrypto).
    const webUnwrap = await page.evaluate((i) => (globalThis as unknown as PageGlobal).solaceCryptoBench.webCryptoUnwrap(5, i), KEY_WRAP_MIN_ITERATIONS);
    const estimated = (median(jsLegacy) * KEY_WRAP_MIN_ITERATIONS) / LEGACY_ITERATIONS;
    const direct = estimated <= CRYPTO_JS_BUDGET_MS;
    const jsIterations = direct ? KEY_WRAP_MIN_ITERATIONS : CRYPTO_JS_FALLBACK_ITERATIONS;
    const jsMeasured = await page.evaluate((i) => (globalThis as unknown as PageGlobal).solaceCryptoBench.cryptoJs(1, i, false), jsIterations);
    const jsWrap = jsMeasured.map((ms) => (ms * KEY_WRAP_MIN_ITERATIONS) / jsIterations);

    return [
      row('key 1.0: WebCrypto PBKDF2-SHA256 (deriveLegacyKey)', LEGACY_ITERATIONS, webLegacy),
      row('key 1.0: crypto-js PBKDF2-SHA256', LEGACY_ITERATIONS, jsLegacy),
      {
        name: 'key 1.0: WebCrypto speed-up (bar: at least 10×)',
        iterations: LEGACY_ITERATIONS,
        'speed-up': factor(median(jsLegacy), median(webLegacy)),
        bar: legacySpeedUp >= 10 ? 'met' : 'NOT met',
      },
      row('key 2.0: WebCrypto PBKDF2-SHA256 + AES-KW unwrap (unwrapWithPassword)', KEY_WRAP_MIN_ITERATIONS, webUnwrap),
      row(
        direct
          ? 'key 2.0: crypto-js PBKDF2-SHA256 (derivation only, crypto-js has no AES-KW)'
          : `key 2.0: crypto-js PBKDF2-SHA256, extrapolated from ${jsIterations.toLocaleString('en-US')} iterations`,
        KEY_WRAP_MIN_ITERATIONS,
        jsWrap,
      ),
      {
        name: 'key 2.0: WebCrypto speed-up',
        iterations: KEY_WRAP_MIN_ITERATIONS,
        'speed-up': factor(median(jsWrap), median(webUnwrap)),
      },
    ];
  } finally {
    await browser.close();
  }
}
