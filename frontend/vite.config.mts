import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadModules } from './build/first-load.ts';
import { precompressAssets } from './build/precompress-assets.ts';
import { stripRuleExamples } from './build/strip-rule-examples.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.VITE_PORT ?? 5173);
const contracts = fileURLToPath(new URL('../lambdas/contracts', import.meta.url));
const repository = fileURLToPath(new URL('..', import.meta.url));

/**
 * Small modules two or more pages import go into a chunk the pages load, and the icons they share
 * into one more, instead of dozens of tiny chunks: each is a request and a preload link the
 * browser adds while the page starts. What the first load already holds stays where it is.
 */
const firstLoad = new Set(firstLoadModules(repository).map((name) => path.join(repository, name)));
const PAGE_SHARED = /[\\/]frontend[\\/]src[\\/](components|lib)[\\/]/;
const pageShared = (id: string) => PAGE_SHARED.test(id) && !firstLoad.has(id.split('?')[0] ?? id);

export default defineConfig({
  root,
  plugins: [react(), stripRuleExamples(), precompressAssets()],
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
