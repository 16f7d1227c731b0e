import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Load = () => Promise<unknown>;

/** A page load started early (see `preloadPage`): its promise, and its module once it has arrived. */
interface EarlyLoad {
  loading: Promise<unknown>;
  arrived: boolean;
  module?: unknown;
}
const early = new Map<Load, EarlyLoad>();

/** What a page module may export: asks for the data its first render shows. */
export interface PageDataPrefetch {
  prefetchPageData?: () => void;
}

/** Starts loading a page's module before React asks for it, and keeps it once it arrives. */
export function preloadPage(load: Load): Promise<void> {
  const entry: EarlyLoad = { loading: load(), arrived: false };
  early.set(load, entry);
  return entry.loading.then((module) => {
    entry.module = module;
    entry.arrived = true;
  });
}

/**
 * Once a page's early load arrives, asks for the data its first render shows (its module's
 * `prefetchPageData`), so the answer can come with the session check instead of after the page
 * has rendered once without it and must render again.
 */
export function prefetchPageData(load: Load): void {
  early
    .get(load)
    ?.loading.then((module) => (module as PageDataPrefetch).prefetchPageData?.())
    .catch(() => undefined);
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
    const entry = early.get(load);
    if (entry?.arrived === true) {
      const ready = { default: pick(entry.module as M) };
      return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
    }
    return load().then((module) => ({ default: pick(module) }));
  });
}
