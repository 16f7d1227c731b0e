import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appModules } from './build/first-load.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { stripRuleExamples } from './build/strip-rule-examples.ts';
import { routeById } from '../lambdas/contracts/routes.ts';
import { API_URL_KEY, REFRESH_TOKEN_KEY, TOKEN_KEY } from './src/lib/storage.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.VITE_PORT ?? 5173);
const contracts = fileURLToPath(new URL('../lambdas/contracts', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));

/**
 * Small modules two or more pages import go into a chunk the pages load, and the icons they share
 * into one more, instead of dozens of tiny chunks: each is a request and a preload link the
 * browser adds while the page starts. What the first load already holds stays where it is, and so
 * does a module that brings a heavy package (the PDF writer brings jspdf): in the shared chunk,
 * every page would load that package before it renders.
 */
const modules = appModules(repository);
const leaveOut = new Set([...modules.firstLoad, ...modules.bringingPackages].map((name) => path.join(repository, name)));
const PAGE_SHARED = /[\\/]frontend[\\/]src[\\/](components|lib)[\\/]/;
const pageShared = (id: string) => PAGE_SHARED.test(id) && !leaveOut.has(id.split('?')[0] ?? id);

/** What each page loads only when it is used: the PDF and Word writers, the crisis detector, the coach engine. */
const HEAVY_PARTS = new RegExp(
  [
    String.raw`node_modules[\\/](jspdf|html2canvas|docx|jszip|pdf-lib|@pdf-lib|fontkit)[\\/]`,
    String.raw`src[\\/]lib[\\/]crisis[\\/]rules`,
    String.raw`ai-coaching[\\/]engine[\\/](engine|respond|flows|library|voices)`,
  ].join('|'),
);

export default defineConfig({
  root,
  plugins: [
    react(),
    stripRuleExamples(),
    pagePreloads({
      pagesModule: path.join(root, 'src/app/signed-in-pages.ts'),
      sessionKeys: [TOKEN_KEY, REFRESH_TOKEN_KEY],
      apiUrlKey: API_URL_KEY,
      sessionCheck: { tokenKey: TOKEN_KEY, path: routeById('auth.me').path },
      notBeforeRender: HEAVY_PARTS,
    }),
    precompressAssets(),
  ],
  resolve: {
    alias: { '@contracts': contracts },
  },
  // The crisis detector runs in a module worker (src/lib/crisis/detector.worker.ts), built without the rules' test examples.
  worker: {
    format: 'es',
    plugins: () => [stripRuleExamples()],
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'page-shared', test: pageShared, minShareCount: 2, maxModuleSize: 10_000 },
            { name: 'icons', test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/, minShareCount: 2 },
          ],
          // Only the matched modules: their dependencies stay in the chunks they are in (the first load's among them).
          includeDependenciesRecursively: false,
        },
      },
    },
  },
});
