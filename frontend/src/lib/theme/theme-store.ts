import { applyTheme } from './apply-theme';
import { REDUCED_MOTION_QUERY, mediaQuery, systemPrefersReducedMotion } from './system-preferences';
import type { ThemeMode, ThemeSettings } from './theme-options';
import { THEME_STORAGE_KEY, loadThemeSettings, sanitizeThemeSettings, withMode } from './theme-settings';

/* The store: saved settings, preview, system preferences. */

let saved: ThemeSettings | null = null;
let preview: ThemeSettings | null = null;
let reducedMotionSnapshot = false;
let stopWatching: (() => void) | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function displayed(): ThemeSettings {
  return preview ?? getSavedThemeSettings();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== THEME_STORAGE_KEY || event.storageArea !== window.localStorage) return;
  // Another tab saved its theme: follow it (a preview being edited here stays on display).
  saved = loadThemeSettings();
  applyTheme(displayed());
  notify();
}

function watchSystem(): void {
  stopWatching?.();
  const query = mediaQuery(REDUCED_MOTION_QUERY);
  reducedMotionSnapshot = query?.matches === true;
  const onChange = () => {
    reducedMotionSnapshot = systemPrefersReducedMotion();
    applyTheme(displayed());
    notify();
  };
  if (query && typeof query.addEventListener === 'function') query.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  stopWatching = () => {
    if (query && typeof query.removeEventListener === 'function') query.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved settings (read from storage once, then kept in memory). */
export function getSavedThemeSettings(): ThemeSettings {
  if (!saved) {
    saved = loadThemeSettings();
    if (!stopWatching) watchSystem();
  }
  return saved;
}

/** The settings on display: the preview while there is one, else the saved settings. */
export function getThemeSettings(): ThemeSettings {
  return displayed();
}

function commit(nextSaved: ThemeSettings, nextPreview: ThemeSettings | null): void {
  saved = nextSaved;
  preview = nextPreview;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  applyTheme(preview ?? saved);
  notify();
}

/** Saves the settings (checked first), shows them and ends any preview. */
export function setThemeSettings(next: ThemeSettings): void {
  getSavedThemeSettings();
  commit(sanitizeThemeSettings(next), null);
}

/** Shows settings without saving them; null goes back to the saved settings. */
export function previewThemeSettings(next: ThemeSettings | null): void {
  const current = getSavedThemeSettings();
  preview = next ? sanitizeThemeSettings(next) : null;
  applyTheme(preview ?? current);
  notify();
}

/**
 * The sidebar toggle: switches the mode on display and saves it. The scheme is kept when the new
 * mode has it, else it becomes 'default'. A preview being edited switches with it.
 */
export function toggleThemeMode(): void {
  const mode: ThemeMode = displayed().mode === 'dark' ? 'light' : 'dark';
  commit(withMode(getSavedThemeSettings(), mode), preview ? withMode(preview, mode) : null);
}

/** Forgets the in-memory copy and any preview so the next read comes from storage again. */
export function reloadThemeSettings(): ThemeSettings {
  saved = loadThemeSettings();
  preview = null;
  watchSystem();
  applyTheme(saved);
  notify();
  return saved;
}

/** Calls `listener` whenever the settings on display, the saved ones or the system preferences change. */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the system asks for reduced motion, as last seen (kept up to date by watchSystem). */
export function getSystemReducedMotion(): boolean {
  getSavedThemeSettings();
  return reducedMotionSnapshot;
}
