import { systemPrefersDark } from './system-preferences';
import {
  BORDER_RADII,
  CUSTOM_COLOR_KEYS,
  FONT_FAMILIES,
  FONT_SIZES,
  SPACINGS,
  THEME_MODES,
  cleanCustomColors,
  isColorSchemeOf,
  type ThemeMode,
  type ThemeSettings,
} from './theme-options';

/* Settings: defaults, validation of stored data, equality. */

export const THEME_STORAGE_KEY = 'solace_theme_settings';

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
    customColors: cleanCustomColors(null),
  };
}

function own(raw: object, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
}

function oneOf<T>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * Settings from untrusted data (local storage, another tab): each field is kept when valid and
 * otherwise replaced by its default; a colour scheme must belong to the mode, else 'default'.
 */
export function sanitizeThemeSettings(raw: unknown, defaults: ThemeSettings = defaultThemeSettings()): ThemeSettings {
  const source: object = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  const mode = oneOf(THEME_MODES, own(source, 'mode'), defaults.mode);
  const scheme = own(source, 'colorScheme');
  return {
    mode,
    colorScheme: isColorSchemeOf(mode, scheme) ? scheme : 'default',
    fontSize: oneOf(FONT_SIZES, own(source, 'fontSize'), defaults.fontSize),
    animations: bool(own(source, 'animations'), defaults.animations),
    reducedMotion: bool(own(source, 'reducedMotion'), defaults.reducedMotion),
    highContrast: bool(own(source, 'highContrast'), defaults.highContrast),
    fontFamily: oneOf(FONT_FAMILIES, own(source, 'fontFamily'), defaults.fontFamily),
    borderRadius: oneOf(BORDER_RADII, own(source, 'borderRadius'), defaults.borderRadius),
    spacing: oneOf(SPACINGS, own(source, 'spacing'), defaults.spacing),
    customColors: cleanCustomColors(own(source, 'customColors')),
  };
}

function readStored(): unknown {
  try {
    const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The stored settings, checked field by field over the defaults. */
export function loadThemeSettings(): ThemeSettings {
  return sanitizeThemeSettings(readStored());
}

export function themeSettingsEqual(a: ThemeSettings, b: ThemeSettings): boolean {
  return (
    a.mode === b.mode &&
    a.colorScheme === b.colorScheme &&
    a.fontSize === b.fontSize &&
    a.animations === b.animations &&
    a.reducedMotion === b.reducedMotion &&
    a.highContrast === b.highContrast &&
    a.fontFamily === b.fontFamily &&
    a.borderRadius === b.borderRadius &&
    a.spacing === b.spacing &&
    CUSTOM_COLOR_KEYS.every((key) => a.customColors[key] === b.customColors[key])
  );
}

/** The same settings in another mode; the scheme becomes 'default' unless that mode has it too. */
export function withMode(settings: ThemeSettings, mode: ThemeMode): ThemeSettings {
  return { ...settings, mode, colorScheme: isColorSchemeOf(mode, settings.colorScheme) ? settings.colorScheme : 'default' };
}
