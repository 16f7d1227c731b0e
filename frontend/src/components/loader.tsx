import { useState } from 'react';

interface LoaderProps {
  label?: string;
  fullScreen?: boolean;
}

/** When the full-page loading screen may first show, in ms after the page started loading. */
export const FULL_LOADER_DELAY_MS = 800;

/**
 * One timeline for every full-page loader of a start (index.html's, the session check's, a page's),
 * so one replacing another never hides it again; after the start it shows at once.
 */
const fullLoaderDelay = () => `${Math.max(0, Math.round(FULL_LOADER_DELAY_MS - performance.now()))}ms`;

export function Loader({ label = 'Loading...', fullScreen = false }: LoaderProps) {
  const [delay] = useState(fullLoaderDelay);
  const style = fullScreen ? { animationDelay: delay } : undefined;
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite" style={style}>
      <span className="loader__spinner" aria-hidden="true" />
      <p className="loader__label">{label}</p>
    </div>
  );
}
