/**
 * The key-derivation benchmark's page script, bundled by esbuild into one IIFE and run in
 * Chromium (see ../crypto-derivation.ts). Plain JavaScript on purpose: the root type check has
 * no DOM types, and the product code it imports is checked by the frontend's.
 * Every function returns the milliseconds of each timed run, measured inside the page.
 */
import CryptoJS from 'crypto-js';
import { deriveLegacyKey } from '../../../frontend/src/lib/crypto/format-v1';
import { createKeyMaterial, unwrapWithPassword } from '../../../frontend/src/lib/crypto/key-material';

const PASSWORD = 'Bench-Password-1!';
const USER_ID = '01HZX3K8Q4V7M2N9P5R6T0W1YA';

async function timeRuns(samples, run) {
  await run(); // warm-up, not timed
  const ms = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return ms;
}

globalThis.solaceCryptoBench = {
  hasWebCrypto: () => Boolean(globalThis.crypto && globalThis.crypto.subtle),

  /** Format 1.0 key: PBKDF2-SHA256 10,000 iterations, user id as salt. */
  webCryptoLegacy: (samples) => timeRuns(samples, () => deriveLegacyKey(PASSWORD, USER_ID)),

  /** Format 2.0 unlock: PBKDF2-SHA256 at the material's iterations, then the AES-KW unwrap. */
  async webCryptoUnwrap(samples, iterations) {
    const { keyMaterial } = await createKeyMaterial(PASSWORD, { iterations });
    return timeRuns(samples, () => unwrapWithPassword(keyMaterial, PASSWORD));
  },

  /** crypto-js PBKDF2-SHA256; no warm-up run at high counts, where one run is the whole budget. */
  async cryptoJs(samples, iterations, warmUp) {
    const derive = () => CryptoJS.PBKDF2(PASSWORD, USER_ID, { keySize: 256 / 32, iterations, hasher: CryptoJS.algo.SHA256 });
    if (warmUp) return timeRuns(samples, async () => derive());
    const ms = [];
    for (let i = 0; i < samples; i += 1) {
      const started = performance.now();
      derive();
      ms.push(performance.now() - started);
    }
    return ms;
  },
};
