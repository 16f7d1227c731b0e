/**
 * The complete export of five years of daily data, built in Node with the app's own code as the
 * device builds it: 1,825 mood logs, 1,000 journal entries and 300 coaching sessions of 10 messages,
 * every private field sealed with a real data key. The API's answers come from memory (paged like
 * the routes), so the figure is the device's work: reading the pages, opening every field, the
 * CSV files and the ZIP. The bar: under 10 s.
 */
import { installBrowserStorage } from '../support/browser-storage';
import { loadFrontendModules } from './frontend-for-node';
import { summarize, type Row } from './stats';

const SAMPLES = 3;
export const FIVE_YEARS = { moods: 1825, entries: 1000, sessions: 300, messagesPerSession: 10 };

type Size = typeof FIVE_YEARS;
type Fixture = { keys: unknown };

interface ExportBenchModules {
  initConfig(raw: unknown): unknown;
  saveSession(tokens: { token: string; refreshToken: string }, persistence: 'local'): void;
  makeAccountFixture(size: Size): Promise<Fixture>;
  fixtureFetch(fixture: Fixture): typeof fetch;
  FIXTURE_API_URL: string;
  buildDataExport(encryption: 'decrypted' | 'encrypted', keys: unknown): Promise<{ bytes: Uint8Array }>;
}

export async function dataExportBench(size: Size = FIVE_YEARS, samples = SAMPLES): Promise<Row[]> {
  const app = loadFrontendModules<ExportBenchModules>(
    [
      "export { initConfig } from './frontend/src/lib/config';",
      "export { saveSession } from './frontend/src/lib/storage';",
      "export { makeAccountFixture, fixtureFetch, FIXTURE_API_URL } from './test/frontend/data-export/account-fixture';",
      "export { buildDataExport } from './frontend/src/features/settings/data-export/run-data-export';",
    ],
    'data-export',
  );
  const removeStorage = installBrowserStorage();
  const realFetch = globalThis.fetch;
  try {
    app.initConfig({
      apiUrl: app.FIXTURE_API_URL,
      region: 'us-east-1',
      userPoolId: 'bench',
      userPoolClientId: 'bench',
      identityPoolId: null,
      stripePublishableKey: null,
      coachProvider: 'on-device',
    });
    app.saveSession({ token: 'bench', refreshToken: 'bench' }, 'local');
    const fixture = await app.makeAccountFixture(size);
    globalThis.fetch = app.fixtureFetch(fixture);

    const rows: Row[] = [];
    for (const form of ['decrypted', 'encrypted'] as const) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < samples; i += 1) {
        const start = performance.now();
        const built = await app.buildDataExport(form, form === 'decrypted' ? fixture.keys : null);
        times.push(performance.now() - start);
        bytes = built.bytes.byteLength;
      }
      const name = `${size.moods} moods, ${size.entries} entries, ${size.sessions} sessions (${form})`;
      rows.push({ ...summarize(name, times, 0), 'ZIP KB': (bytes / 1024).toFixed(0) });
    }
    return rows;
  } finally {
    globalThis.fetch = realFetch;
    removeStorage();
  }
}
