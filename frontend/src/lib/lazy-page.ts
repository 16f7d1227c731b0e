import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Load = () => Promise<unknown>;

/** Modules a page load started early (see `preloadPage`) and that have arrived. */
const arrived = new Map<Load, unknown>();

/** Starts loading a page's module before React asks for it, and keeps it once it arrives. */
export function preloadPage(load: Load): Promise<void> {
  return load().then((module) => {
    arrived.set(load, module);
  });
}

/**
 * `React.lazy` for a page whose module may already be here. React renders a lazy component only
 * after its promise settles, and then paces the reveal of suspended content (about 300 ms), so a
 * page fetched while the session was checked would still appear a beat after the shell. A module
 * that has arrived is handed over through a thenable that answers at once: React renders the page
 * in the same pass as the shell, without suspending.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    if (arrived.has(load)) {
      const ready = { default: pick(arrived.get(load) as M) };
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return load().then((module) => ({ default: pick(module) }));
  });
}
