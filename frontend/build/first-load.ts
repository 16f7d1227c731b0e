import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';

/** The app's entry, relative to the repository root. */
export const FIRST_LOAD_ENTRY = 'frontend/src/main.tsx';

/** A package this large (bundled bytes) that the first load does not hold is loaded only where it is needed. */
export const HEAVY_PACKAGE_BYTES = 40_000;

/** The whole app's module graph (lazily loaded pages included; workers not), laid out as a code-splitting bundler does. */
function appGraph(root: string): Metafile {
  return buildSync({
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
  }).metafile;
}

export interface AppModules {
  /**
   * The modules every page evaluates before it can render (repository-relative paths): the entry
   * and what it imports statically (lazily loaded pages and workers excluded).
   */
  firstLoad: string[];
  /**
   * The app's own modules that import, directly or through each other, a heavy package the first
   * load does not hold (jspdf, recharts…): whoever imports them statically loads that package too.
   */
  bringingPackages: string[];
}

/**
 * Read by the build, which keeps the first load's modules out of the pages' shared chunk, and the
 * modules that bring packages too (a page would load the package before it renders); and by the
 * tests, which keep heavy parts out of the first load.
 */
export function appModules(root: string): AppModules {
  const { inputs, outputs } = appGraph(root);
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
  const firstLoad = [...seen].flatMap((name) =>
    Object.entries(outputs[name]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([module]) => module),
  );
  const packageOf = (module: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)?.[1];
  const firstLoadPackages = new Set(firstLoad.map(packageOf));
  const packageBytes = new Map<string, number>();
  for (const output of Object.values(outputs)) {
    for (const [module, input] of Object.entries(output.inputs)) {
      const name = packageOf(module);
      if (name) packageBytes.set(name, (packageBytes.get(name) ?? 0) + input.bytesInOutput);
    }
  }
  const heavy = (module: string) => {
    const name = packageOf(module);
    return name !== undefined && !firstLoadPackages.has(name) && (packageBytes.get(name) ?? 0) > HEAVY_PACKAGE_BYTES;
  };
  // The app's modules importing a heavy package, then those importing them, until none is added.
  const importsStatically = (module: string, test: (imported: string) => boolean) =>
    inputs[module]!.imports.some((imported) => imported.kind === 'import-statement' && test(imported.path));
  const bringing = new Set(Object.keys(inputs).filter((module) => !packageOf(module) && importsStatically(module, heavy)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const module of Object.keys(inputs)) {
      if (packageOf(module) || bringing.has(module)) continue;
      if (importsStatically(module, (imported) => bringing.has(imported))) {
        bringing.add(module);
        grew = true;
      }
    }
  }
  const bringingPackages = [...bringing];
  return { firstLoad, bringingPackages };
}

/** The first load's modules (see `appModules`). */
export function firstLoadModules(root: string): string[] {
  return appModules(root).firstLoad;
}
