import { THEME_STORAGE_KEY, defaultThemeSettings } from '../../../frontend/src/lib/theme/theme-settings';
import { reloadThemeSettings } from '../../../frontend/src/lib/theme/theme-store';
import type { ThemeSettings } from '../../../frontend/src/lib/theme/theme-options';

/* Shared by the theme tests: a controllable system preference, the stored settings, and <html>. */

export const DARK = '(prefers-color-scheme: dark)';
export const REDUCED = '(prefers-reduced-motion: reduce)';

/** A controllable window.matchMedia: queries answer from `state`, and `set` fires their change listeners. */
export function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: { matches: boolean }) => void>>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return state.get(query) === true;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      listeners.get(query)?.delete(listener);
    },
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const listener of [...(listeners.get(query) ?? [])]) listener({ matches });
    },
  };
}

export function store(value: unknown) {
  window.localStorage.setItem(THEME_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

export function stored(): ThemeSettings | null {
  const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as ThemeSettings) : null;
}

export const html = () => document.documentElement;
export const data = () => ({ ...html().dataset });

export function settings(overrides: Partial<ThemeSettings> = {}): ThemeSettings {
  return { ...defaultThemeSettings(), mode: 'light', ...overrides };
}

/** Each test starts from a bare <html>, no system preference and the stored settings re-read. */
export function resetThemeAroundEachTest(): void {
  beforeEach(() => {
    for (const key of Object.keys(html().dataset)) delete html().dataset[key];
    html().removeAttribute('style');
    mockMatchMedia();
    reloadThemeSettings();
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
