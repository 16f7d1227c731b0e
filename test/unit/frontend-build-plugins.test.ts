/**
 * The web build's own Vite plugins (frontend/build/), run through a real Vite build of a tiny
 * app with a page script and a module worker: the crisis rules lose their test examples in both,
 * and every text file over 1 KB gets a Brotli and a gzip copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '../..');
const PLUGINS = path.join(ROOT, 'frontend', 'build');

const RULES = `
export interface Rule { id: string; examples: { match: readonly string[]; noMatch: readonly string[] } }
export const RULES: readonly Rule[] = [
  { id: 'demo.first', examples: { match: ['MATCH_ONE'], noMatch: ['NO_MATCH_ONE'] } },
  {
    'examples': {
      match: ['MATCH_TWO — “curly”'],
      noMatch: [],
    },
    id: 'demo.second',
  },
];
`;

let site: string;
let dist: string;

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-build-plugins-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  };
  write('src/lib/crisis/rules/demo.ts', RULES);
  write('src/other.ts', "export const kept = { id: 'other', examples: ['KEPT_EXAMPLE'] };\n");
  write('src/worker.ts', "import { RULES } from './lib/crisis/rules/demo';\nself.postMessage(RULES.map((rule) => rule.id));\n");
  write(
    'src/main.ts',
    [
      "import { RULES } from './lib/crisis/rules/demo';",
      "import { kept } from './other';",
      "new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });",
      `document.body.dataset.ids = [...RULES.map((rule) => rule.id), kept.id, ...kept.examples].join(' ') + ${JSON.stringify('padding '.repeat(300))};`,
    ].join('\n'),
  );
  write('index.html', '<!doctype html><title>Demo</title><script type="module" src="/src/main.ts"></script>\n');
  write(
    'vite.config.mjs',
    [
      `import { precompressAssets } from ${JSON.stringify(path.join(PLUGINS, 'precompress-assets.ts'))};`,
      `import { stripRuleExamples } from ${JSON.stringify(path.join(PLUGINS, 'strip-rule-examples.ts'))};`,
      'export default {',
      `  root: ${JSON.stringify(site)},`,
      "  logLevel: 'error',",
      '  plugins: [stripRuleExamples(), precompressAssets()],',
      "  worker: { format: 'es', plugins: () => [stripRuleExamples()] },",
      "  build: { outDir: 'dist', minify: false },",
      '};',
    ].join('\n'),
  );
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', path.join(site, 'vite.config.mjs')], { cwd: site, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The demo build failed:\n${result.stdout}\n${result.stderr}`);
  dist = path.join(site, 'dist');
}, 60_000);

afterAll(() => {
  fs.rmSync(site, { recursive: true, force: true });
});

const builtFiles = (): string[] => fs.readdirSync(path.join(dist, 'assets')).map((file) => path.join(dist, 'assets', file));
const scripts = () => builtFiles().filter((file) => file.endsWith('.js'));

describe('strip-rule-examples', () => {
  it("drops the rules' examples from the page bundle and the worker bundle, and keeps the rules", () => {
    const [page, worker] = [scripts().find((file) => !/worker/.test(file))!, scripts().find((file) => /worker/.test(file))!];
    expect(page).toBeDefined();
    expect(worker).toBeDefined();
    for (const file of [page, worker]) {
      const code = fs.readFileSync(file, 'utf8');
      expect(code).toContain('demo.first');
      expect(code).toContain('demo.second');
      expect(code).not.toMatch(/MATCH_ONE|NO_MATCH_ONE|MATCH_TWO/);
    }
    expect(fs.readFileSync(worker, 'utf8')).not.toContain('examples');
  });

  it('leaves an examples property outside the rules alone', () => {
    const page = fs.readFileSync(scripts().find((file) => !/worker/.test(file))!, 'utf8');
    expect(page).toContain('KEPT_EXAMPLE');
  });
});

describe('precompress-assets', () => {
  it('writes a .br and a .gz of each text file over 1 KB, holding the same bytes', () => {
    const large = [...builtFiles(), path.join(dist, 'index.html')].filter((file) => !/\.(br|gz)$/.test(file) && fs.statSync(file).size > 1024);
    expect(large.length).toBeGreaterThan(0);
    for (const file of large) {
      const body = fs.readFileSync(file);
      expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)).toBe(true);
      expect(gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)).toBe(true);
      expect(fs.statSync(`${file}.br`).size).toBeLessThan(body.length);
    }
  });

  it('leaves files of 1 KB or less as they are', () => {
    const small = [...builtFiles(), path.join(dist, 'index.html')].filter((file) => !/\.(br|gz)$/.test(file) && fs.statSync(file).size <= 1024);
    expect(small.length).toBeGreaterThan(0);
    for (const file of small) {
      expect(fs.existsSync(`${file}.br`)).toBe(false);
      expect(fs.existsSync(`${file}.gz`)).toBe(false);
    }
  });
});
