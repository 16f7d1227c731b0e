import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, buildSync, type BuildOptions, type BuildResult, type Plugin } from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Frontend modules bundled for Node with the frontend's tsconfig (they import `@contracts/*`, an
 * alias of the frontend's build), so a benchmark runs the app's own code. `exports` are export
 * lines relative to the repository's root.
 */
function options(exports: readonly string[]): BuildOptions & { write: false } {
  return {
    stdin: { contents: exports.join('\n'), resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    tsconfig: path.join(ROOT, 'frontend', 'tsconfig.json'),
    write: false,
    logLevel: 'error',
  };
}

function load<T>(out: BuildResult<{ write: false }>, name: string): T {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'solace-bench-')), `${name}.cjs`);
  fs.writeFileSync(file, out.outputFiles[0]?.text ?? '');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as T;
}

export function loadFrontendModules<T>(exports: readonly string[], name: string): T {
  return load<T>(buildSync(options(exports)), name);
}

/** The same, with esbuild plugins standing in for browser-only modules (plugins need the asynchronous build). */
export async function loadFrontendModulesWith<T>(exports: readonly string[], name: string, plugins: Plugin[]): Promise<T> {
  return load<T>(await build({ ...options(exports), plugins }), name);
}
