/**
 * Vite plugin: a signed-in person opening a page fetches that page's chunks while the app's own
 * script downloads, instead of after it has run. A small classic script, loaded `async` from
 * index.html (the CSP allows no inline script), holds each page's chunks and stylesheets and adds
 * preload links for the page in the address bar, when a session is stored. Without one (a visitor
 * who is signed out), it does nothing: those pages would only redirect to the login.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

interface PagePreloadsOptions {
  /** The module declaring the pages, one `key: () => import('…')` per line, keyed by the path's first part. */
  pagesModule: string;
  /** Storage keys whose presence (local or session storage) means a session is stored. */
  sessionKeys: readonly string[];
  /** A storage key holding the API's base URL (kept by the app): its connection is opened while the scripts load. */
  apiUrlKey?: string;
  /**
   * The session check asked while the app's script downloads: the storage key of the access token
   * and the check's path under the API's URL. The answer waits in `window.solaceEarlySession` for
   * the app (frontend/src/features/auth/session-check.ts), which uses it only for the same URL and token.
   */
  sessionCheck?: { tokenKey: string; path: string };
  /** Modules no page may load before it renders (they load when used): the build fails if one does. */
  notBeforeRender?: RegExp;
}

const PAGE_LINE = /^\s*(?:'([^']*)'|([\w-]+)):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm;

/** The page modules a pages module declares: the path's first part → the module, absolute, without extension. */
export function declaredPages(pagesModule: string, source: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const match of source.matchAll(PAGE_LINE)) {
    const key = match[1] ?? match[2] ?? '';
    pages.set(key, path.resolve(path.dirname(pagesModule), match[3] as string));
  }
  return pages;
}

const tokenLookup = (key: string) => `token = localStorage.getItem(${JSON.stringify(key)}) || sessionStorage.getItem(${JSON.stringify(key)});`;

/**
 * The classic script: preload links for the page in the address bar, and, when a session is
 * stored, a connection to the API opened early with the session check as its first call.
 */
export function preloadScript(
  files: Record<string, string[]>,
  sessionKeys: readonly string[],
  apiUrlKey = '',
  sessionCheck?: PagePreloadsOptions['sessionCheck'],
): string {
  return `(function () {
  var keys = ${JSON.stringify(sessionKeys)};
  var files = ${JSON.stringify(files)};
  var apiUrl = null;
  var token = null;
  try {
    if (!keys.some(function (key) { return localStorage.getItem(key) || sessionStorage.getItem(key); })) return;
    apiUrl = ${JSON.stringify(apiUrlKey)} ? localStorage.getItem(${JSON.stringify(apiUrlKey)}) : null;
    ${sessionCheck ? tokenLookup(sessionCheck.tokenKey) : ''}
  } catch (error) {
    return;
  }
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    if (as) element.as = as;
    element.crossOrigin = '';
    element.href = href;
    document.head.appendChild(element);
  }
  var api = apiUrl && /^(https?:\\/\\/[^/\\s?#]+)(\\/[^\\s?#]*)?$/.exec(apiUrl);
  if (api) {
    link('preconnect', api[1]);
    if (token && typeof fetch === 'function') {
      var url = api[0].replace(/\\/+$/, '') + ${JSON.stringify(sessionCheck?.path ?? '')};
      var response = fetch(url, { headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer ' + token } });
      response.catch(function () {});
      window.solaceEarlySession = { url: url, token: token, response: response };
    }
  }
  (files[location.pathname.split('/')[1] || ''] || []).forEach(function (file) {
    if (/\\.css$/.test(file)) link('preload', '/' + file, 'style');
    else link('modulepreload', '/' + file);
  });
})();
`;
}

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  moduleIds: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
}

const withoutExtension = (id: string) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

export function pagePreloads(options: PagePreloadsOptions): Plugin {
  return {
    name: 'solace-page-preloads',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const pagesModule = path.resolve(options.pagesModule);
      const pages = declaredPages(pagesModule, fs.readFileSync(pagesModule, 'utf8'));
      const chunks = Object.values(bundle).filter((item): item is typeof item & OutputChunkLike => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const pending = [...start];
        while (pending.length > 0) {
          const name = pending.pop() as string;
          if (seen.has(name)) continue;
          seen.add(name);
          pending.push(...(byFile.get(name)?.imports ?? []));
        }
        return seen;
      };
      // What index.html already loads (its entry and that entry's imports) needs no second link.
      const firstLoad = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const files: Record<string, string[]> = {};
      for (const [key, module] of pages) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId && withoutExtension(candidate.facadeModuleId) === module);
        if (!chunk) throw new Error(`page-preloads: no chunk for the page "${key}" (${module})`);
        const scripts = [...closure([chunk.fileName])].filter((file) => !firstLoad.has(file));
        const heavy = scripts.flatMap((file) => byFile.get(file)?.moduleIds.filter((id) => options.notBeforeRender?.test(id)) ?? []);
        if (heavy.length > 0) throw new Error(`page-preloads: the page "${key}" would load before it renders: ${heavy.join(", ")}`);
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        files[key] = [...scripts, ...styles];
      }
      const source = preloadScript(files, options.sessionKeys, options.apiUrlKey, options.sessionCheck);
      const reference = this.emitFile({ type: 'asset', name: 'page-preload.js', source });
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('page-preloads: the build has no index.html');
      const tag = `<script async src="/${this.getFileName(reference)}"></script>`;
      html.source = String(html.source).replace('</head>', `    ${tag}\n  </head>`);
    },
  };
}
