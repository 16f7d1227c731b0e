/**
 * The page-preloads build plugin (frontend/build/page-preloads.ts), run through a real Vite build
 * of a tiny app with two lazily loaded pages: index.html loads a classic script that preloads the
 * opened page's chunks and stylesheets when a session is stored, and a page that would load a
 * heavy part before it renders fails the build.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { declaredPages } from '../../frontend/build/page-preloads';

const PLUGIN = path.resolve(__dirname, '../../frontend/build/page-preloads.ts');
const VITE = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const PAGES = `export const PAGES = {
  '': () => import('./home'),
  notes: () => import('./notes'),
} as const;
`;

/** Builds the tiny app with `notes` importing `notesImport`; returns the dist folder, or the build's output when it fails. */
function buildSite(notesImport: string): { dist?: string; output: string; site: string } {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-page-preloads-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  };
  write('src/pages.ts', PAGES);
  write('src/shared.ts', `export const shared = (name: string) => 'shared ' + name + ${JSON.stringify('x'.repeat(200))};\n`);
  write('src/heavy-library.ts', 'export const heavy = () => "HEAVY";\n');
  write('src/notes.css', '.notes { color: teal; }\n');
  write('src/home.ts', "import { shared } from './shared';\nexport const page = shared('home');\n");
  write('src/notes.ts', `import './notes.css';\nimport { shared } from './shared';\n${notesImport}\nexport const page = shared('notes');\n`);
  write('src/main.ts', "import { PAGES } from './pages';\nvoid PAGES[''];\nvoid PAGES.notes;\ndocument.title = 'demo';\n");
  write('index.html', '<!doctype html><html><head><title>Demo</title></head><body><script type="module" src="/src/main.ts"></script></body></html>\n');
  write(
    'vite.config.mjs',
    [
      `import { pagePreloads } from ${JSON.stringify(PLUGIN)};`,
      'export default {',
      `  root: ${JSON.stringify(site)},`,
      "  logLevel: 'error',",
      `  plugins: [pagePreloads({ pagesModule: ${JSON.stringify(path.join(site, 'src/pages.ts'))},`,
      "    sessionKeys: ['demo_token'], apiUrlKey: 'demo_api', sessionCheck: { tokenKey: 'demo_token', path: '/auth/me' },",
      '    notBeforeRender: /heavy-library/ })],',
      "  build: { outDir: 'dist', minify: false },",
      '};',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [VITE, 'build', '--config', path.join(site, 'vite.config.mjs')], { cwd: site, encoding: 'utf8' });
  const output = `${result.stdout}\n${result.stderr}`;
  return { dist: result.status === 0 ? path.join(site, 'dist') : undefined, output, site };
}

interface FakeLink {
  rel: string;
  as?: string;
  href: string;
  crossOrigin?: string;
}

interface EarlyRequest {
  url: string;
  headers: Record<string, string>;
}

interface ScriptRun {
  links: FakeLink[];
  /** The session check it asked, and what it left for the app. */
  requests: EarlyRequest[];
  early?: { url: string; token: string; response: unknown };
}

/** Runs the built preload script with a stored session (or none) at a path; returns the links it added and what it asked. */
function runScript(code: string, pathname: string, stored: Record<string, string>): ScriptRun {
  const links: FakeLink[] = [];
  const requests: EarlyRequest[] = [];
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const window: { solaceEarlySession?: ScriptRun['early'] } = {};
  const context = {
    window,
    localStorage: storage,
    sessionStorage: { getItem: () => null },
    location: { pathname },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      requests.push({ url, headers: init.headers });
      return Promise.resolve({ ok: true });
    },
    document: { createElement: () => ({}) as FakeLink, head: { appendChild: (link: FakeLink) => links.push(link) } },
  };
  vm.runInNewContext(code, context);
  return { links, requests, early: window.solaceEarlySession };
}

const runPreloadScript = (code: string, pathname: string, stored: Record<string, string>) => runScript(code, pathname, stored).links;

describe('page-preloads', () => {
  let built: ReturnType<typeof buildSite>;
  let script: string;
  let html: string;

  beforeAll(() => {
    built = buildSite('');
    if (!built.dist) throw new Error(`The demo build failed:\n${built.output}`);
    html = fs.readFileSync(path.join(built.dist, 'index.html'), 'utf8');
    const src = /<script async src="\/(assets\/page-preload-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    if (!src) throw new Error(`index.html loads no preload script:\n${html}`);
    script = fs.readFileSync(path.join(built.dist, src), 'utf8');
  }, 60_000);

  afterAll(() => fs.rmSync(built.site, { recursive: true, force: true }));

  it('reads each page of the pages module by the first part of its path', () => {
    const pages = declaredPages('/site/src/pages.ts', PAGES);
    expect([...pages]).toEqual([
      ['', '/site/src/home'],
      ['notes', '/site/src/notes'],
    ]);
  });

  it("preloads the opened page's chunks and stylesheet, and nothing the entry already loads", () => {
    const links = runPreloadScript(script, '/notes/today', { demo_token: 'a session' });
    const files = links.map((link) => link.href);
    expect(files.some((file) => /^\/assets\/notes-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^\/assets\/shared-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /^\/assets\/index-[\w-]+\.js$/.test(file))).toBe(false);
    const style = links.find((link) => link.href.endsWith('.css'));
    expect(style).toMatchObject({ rel: 'preload', as: 'style' });
    expect(links.filter((link) => link.href.endsWith('.js')).every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(true);
    // Every preloaded file exists in the build.
    for (const file of files) expect(fs.existsSync(path.join(built.dist as string, file))).toBe(true);
  });

  it('preloads the page at the root path under its empty key', () => {
    const files = runPreloadScript(script, '/', { demo_token: 'a session' }).map((link) => link.href);
    expect(files.some((file) => /^\/assets\/home-[\w-]+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => /notes/.test(file))).toBe(false);
  });

  it('does nothing for a visitor without a session, or on a path that is no page', () => {
    expect(runPreloadScript(script, '/notes', { demo_api: 'https://api.example.com' })).toEqual([]);
    expect(runPreloadScript(script, '/login', { demo_token: 'a session' })).toEqual([]);
  });

  it("opens the API's connection early when the app kept its URL, and only for an http(s) URL", () => {
    const preconnects = (stored: Record<string, string>) => runPreloadScript(script, '/login', stored).filter((link) => link.rel === 'preconnect');
    expect(preconnects({ demo_token: 'a session', demo_api: 'https://api.example.com/prod' })).toEqual([
      { rel: 'preconnect', href: 'https://api.example.com', crossOrigin: '' },
    ]);
    expect(preconnects({ demo_token: 'a session', demo_api: 'https://api.example.com' })).toEqual([
      { rel: 'preconnect', href: 'https://api.example.com', crossOrigin: '' },
    ]);
    expect(preconnects({ demo_token: 'a session', demo_api: 'javascript:alert(1)' })).toEqual([]);
    expect(preconnects({ demo_token: 'a session', demo_api: 'https://api.example.com/a b' })).toEqual([]);
    expect(preconnects({ demo_api: 'https://api.example.com' })).toEqual([]);
  });

  it('asks the session check with the stored token and leaves the answer for the app', () => {
    const run = runScript(script, '/notes', { demo_token: 'token-1', demo_api: 'https://api.example.com/prod/' });
    expect(run.requests).toEqual([
      {
        url: 'https://api.example.com/prod/auth/me',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer token-1' },
      },
    ]);
    expect(run.early).toMatchObject({ url: 'https://api.example.com/prod/auth/me', token: 'token-1' });
  });

  it('asks nothing without a token or without a kept API URL', () => {
    expect(runScript(script, '/notes', { demo_api: 'https://api.example.com/prod' }).requests).toEqual([]);
    const withoutUrl = runScript(script, '/notes', { demo_token: 'token-1' });
    expect(withoutUrl.requests).toEqual([]);
    expect(withoutUrl.early).toBeUndefined();
    expect(runScript(script, '/notes', { demo_token: 'token-1', demo_api: 'ftp://api.example.com' }).requests).toEqual([]);
  });

  it('fails the build when a page would load a heavy part before it renders', () => {
    const heavy = buildSite("import { heavy } from './heavy-library';\nconsole.log(heavy());");
    try {
      expect(heavy.dist).toBeUndefined();
      expect(heavy.output).toContain('page-preloads: the page "notes" would load before it renders:');
      expect(heavy.output).toContain('heavy-library');
    } finally {
      fs.rmSync(heavy.site, { recursive: true, force: true });
    }
  }, 60_000);
});
