import { useSyncExternalStore } from 'react';
import type { ThemeSettings } from './theme-options';
import { getSavedThemeSettings, getSystemReducedMotion, getThemeSettings, subscribeToTheme } from './theme-store';

/** The settings on display (the preview while the settings panel edits one). */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeToTheme, getThemeSettings, getThemeSettings);
}

export function useSavedThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeToTheme, getSavedThemeSettings, getSavedThemeSettings);
}

/** Whether the system asks for reduced motion, kept up to date. */
export function useSystemPrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToTheme, getSystemReducedMotion, getSystemReducedMotion);
}
