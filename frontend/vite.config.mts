import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.VITE_PORT ?? 5173);

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: { '@contracts': fileURLToPath(new URL('../lambdas/contracts', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port, strictPort: true },
  preview: { host: '127.0.0.1', port, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // The crisis detector (rules and learned weights) is one chunk, fetched only by the pages
        // that check what a person writes, never by pages that merely share a component with them.
        manualChunks: (id) => (id.includes('/src/lib/crisis/') ? 'crisis-detector' : undefined),
      },
    },
  },
});
