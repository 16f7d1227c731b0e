/* What the system (browser) asks for: a dark mode, reduced motion. */

export function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function systemPrefersDark(): boolean {
  return mediaQuery(DARK_QUERY)?.matches === true;
}

export function systemPrefersReducedMotion(): boolean {
  return mediaQuery(REDUCED_MOTION_QUERY)?.matches === true;
}
