import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';

/** The app's entry, relative to the repository root. */
export const FIRST_LOAD_ENTRY = 'frontend/src/main.tsx';

/**
 * The modules every page evaluates before it can render (repository-relative paths): the entry
 * and what it imports statically, as a code-splitting bundler lays them out (lazily loaded pages
 * and workers excluded). Read by the build, which keeps them out of the pages' shared chunk, and
 * by the tests, which keep heavy parts out of them.
 */
export function firstLoadModules(root: string): string[] {
  const { metafile } = buildSync({
    absWorkingDir: root,
    entryPoints: [FIRST_LOAD_ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(root, 'first-load-unwritten'),
    write: false,
    metafile: true,
    jsx: 'automatic',
    alias: { '@contracts': path.join(root, 'lambdas/contracts') },
    loader: { '.css': 'empty', '.svg': 'empty', '.ttf': 'empty', '.woff': 'empty', '.json': 'json' },
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === FIRST_LOAD_ENTRY);
  if (!entry) throw new Error(`No output for ${FIRST_LOAD_ENTRY}`);
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? []) {
      if (imported.kind === 'import-statement') pending.push(imported.path);
    }
  }
  // A module the bundler kept nothing of (an unused icon of a barrel import) is not loaded.
  return [...seen].flatMap((name) =>
    Object.entries(outputs[name]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => module),
  );
}
