import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';

const ROOT = path.resolve(__dirname, '../..');
const ENTRY = 'frontend/src/main.tsx';

/**
 * The modules every page evaluates before it can render: the entry and the chunks it imports
 * statically, as a code-splitting bundler lays them out (lazily loaded pages and workers excluded).
 */
function firstLoadModules(): string[] {
  const { metafile } = buildSync({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(ROOT, 'first-load-unwritten'),
    write: false,
    metafile: true,
    jsx: 'automatic',
    alias: { '@contracts': path.join(ROOT, 'lambdas/contracts') },
    loader: { '.css': 'empty', '.svg': 'empty', '.json': 'json' },
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const entry = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === ENTRY);
  if (!entry) throw new Error(`No output for ${ENTRY}`);
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
  return [...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {}));
}

describe('the first load of every page', () => {
  const modules = firstLoadModules();

  it('is the app shell itself', () => {
    expect(modules).toContain(ENTRY);
    expect(modules).toContain('frontend/src/app/app-routes.tsx');
  });

  // Each of these is loaded by the page that needs it; in the first load it would slow every page.
  it.each([
    ['full zod (the shell validates its configuration with zod/mini)', /node_modules\/zod\/v4\/classic\//],
    ['the crisis detector', /frontend\/src\/lib\/crisis\//],
    ['the coach engine', /frontend\/src\/features\/ai-coaching\/engine\//],
    ['the charts', /node_modules\/recharts\//],
    ['the export libraries', /node_modules\/(jspdf|docx|html2canvas)\//],
  ])('leaves out %s', (_what, pattern) => {
    expect(modules.filter((name) => pattern.test(name))).toEqual([]);
  });
});
