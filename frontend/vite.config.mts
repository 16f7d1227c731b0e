import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompress-assets.ts';
import { stripRuleExamples } from './build/strip-rule-examples.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.VITE_PORT ?? 5173);
const contracts = fileURLToPath(new URL('../lambdas/contracts', import.meta.url));

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
  },
});
