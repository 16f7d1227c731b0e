import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where the built app lands and what it is built from. */
export const FRONTEND_DIR = path.resolve(__dirname, '../../frontend');
export const SITE_DIR = path.join(FRONTEND_DIR, 'dist');
const SOURCES = [FRONTEND_DIR, path.resolve(__dirname, '../../lambdas/contracts')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when `frontend/dist` is missing or older than a source file. */
export function frontendBuildIsStale(): boolean {
  const index = path.join(SITE_DIR, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((dir) => fs.existsSync(dir) && newestMtime(dir) > built);
}

/** Builds the frontend with Vite when needed; returns whether it built. */
export function ensureFrontendBuilt(options: { force?: boolean; quiet?: boolean } = {}): boolean {
  if (!options.force && !frontendBuildIsStale()) return false;
  const root = path.resolve(__dirname, '../..');
  const result = spawnSync(
    process.execPath,
    [path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js'), 'build', '--config', path.join(FRONTEND_DIR, 'vite.config.mts'), '--logLevel', options.quiet ? 'error' : 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('Building the frontend failed (see the output above).');
  return true;
}
