import { useSyncExternalStore } from 'react';

/** Theme settings of spec §3; only `mode` drives the display for now. */
export type ThemeMode = 'light' | 'dark';
export type LightColorScheme = 'default' | 'ocean' | 'forest' | 'sunset' | 'lavender' | 'monochrome';
export type DarkColorScheme = 'default' | 'midnight' | 'ember' | 'cyberpunk';
export type FontSize = 'small' | 'medium' | 'large' | 'xlarge';
export type FontFamily = 'system' | 'serif' | 'mono' | 'rounded' | 'modern';
export type BorderRadius = 'none' | 'small' | 'medium' | 'large' | 'xl' | 'full';
export type Spacing = 'compact' | 'medium' | 'comfortable' | 'spacious';

export interface ThemeSettings {
  mode: ThemeMode;
  colorScheme: LightColorScheme | DarkColorScheme;
  fontSize: FontSize;
  animations: boolean;
  reducedMotion: boolean;
  highContrast: boolean;
  fontFamily: FontFamily;
  borderRadius: BorderRadius;
  spacing: Spacing;
  customColors: Record<string, string>;
}

export const THEME_STORAGE_KEY = 'solace_theme_settings';

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Defaults; the mode follows the system preference (also what a reset restores). */
export function defaultThemeSettings(): ThemeSettings {
  return {
    mode: systemPrefersDark() ? 'dark' : 'light',
    colorScheme: 'default',
    fontSize: 'medium',
    animations: true,
    reducedMotion: false,
    highContrast: false,
    fontFamily: 'system',
    borderRadius: 'medium',
    spacing: 'medium',
    customColors: {},
  };
}

function readStored(): Partial<ThemeSettings> {
  try {
    const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<ThemeSettings>) : {};
  } catch {
    return {};
  }
}

/** Stored settings over the defaults; an unknown mode falls back to the default one. */
export function loadThemeSettings(): ThemeSettings {
  const defaults = defaultThemeSettings();
  const stored = readStored();
  const merged: ThemeSettings = { ...defaults, ...stored };
  if (merged.mode !== 'light' && merged.mode !== 'dark') merged.mode = defaults.mode;
  return merged;
}

export function applyTheme(settings: ThemeSettings): void {
  document.documentElement.dataset.theme = settings.mode;
}

let current: ThemeSettings | null = null;
const listeners = new Set<() => void>();

export function getThemeSettings(): ThemeSettings {
  current ??= loadThemeSettings();
  return current;
}

export function setThemeSettings(next: ThemeSettings): void {
  current = next;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private browsing may refuse storage; the theme still applies for this visit.
  }
  applyTheme(next);
  for (const listener of [...listeners]) listener();
}

export function toggleThemeMode(): void {
  const settings = getThemeSettings();
  setThemeSettings({ ...settings, mode: settings.mode === 'dark' ? 'light' : 'dark' });
}

/** Forgets the in-memory copy so the next read comes from storage again. */
export function reloadThemeSettings(): ThemeSettings {
  current = loadThemeSettings();
  applyTheme(current);
  for (const listener of [...listeners]) listener();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getThemeSettings, getThemeSettings);
}
