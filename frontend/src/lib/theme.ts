import { useSyncExternalStore } from 'react';
import './theme.css';

/**
 * Theme settings (spec §3 Theme settings, §4 Theme, §9).
 *
 * Two copies exist: the saved settings, kept in local storage under THEME_STORAGE_KEY, and an
 * optional preview (the settings panel's draft) shown on the page without being saved. What is
 * on display is the preview when there is one, else the saved settings.
 */
export type ThemeMode = 'light' | 'dark';
export type LightColorScheme = 'default' | 'ocean' | 'forest' | 'sunset' | 'lavender' | 'monochrome';
export type DarkColorScheme = 'default' | 'midnight' | 'ember' | 'cyberpunk';
export type ColorScheme = LightColorScheme | DarkColorScheme;
export type FontSize = 'small' | 'medium' | 'large' | 'xlarge';
export type FontFamily = 'system' | 'serif' | 'mono' | 'rounded' | 'modern';
export type BorderRadius = 'none' | 'small' | 'medium' | 'large' | 'xl' | 'full';
export type Spacing = 'compact' | 'medium' | 'comfortable' | 'spacious';
export type CustomColorKey = 'background' | 'text' | 'primary' | 'accent';
/** `#rrggbb` values (lower case) for some of the custom colour keys. */
export type CustomColors = Partial<Record<CustomColorKey, string>>;

export interface ThemeSettings {
  mode: ThemeMode;
  colorScheme: ColorScheme;
  fontSize: FontSize;
  animations: boolean;
  reducedMotion: boolean;
  highContrast: boolean;
  fontFamily: FontFamily;
  borderRadius: BorderRadius;
  spacing: Spacing;
  customColors: CustomColors;
}

export const THEME_STORAGE_KEY = 'solace_theme_settings';

export const THEME_MODES: readonly ThemeMode[] = ['light', 'dark'];
export const COLOR_SCHEMES: { readonly light: readonly LightColorScheme[]; readonly dark: readonly DarkColorScheme[] } = {
  light: ['default', 'ocean', 'forest', 'sunset', 'lavender', 'monochrome'],
  dark: ['default', 'midnight', 'ember', 'cyberpunk'],
};
export const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'large', 'xlarge'];
export const FONT_FAMILIES: readonly FontFamily[] = ['system', 'serif', 'mono', 'rounded', 'modern'];
export const BORDER_RADII: readonly BorderRadius[] = ['none', 'small', 'medium', 'large', 'xl', 'full'];
export const SPACINGS: readonly Spacing[] = ['compact', 'medium', 'comfortable', 'spacious'];
/** In the order they are checked (see resolveCustomColors). */
export const CUSTOM_COLOR_KEYS: readonly CustomColorKey[] = ['background', 'text', 'primary', 'accent'];

/** WCAG AA: normal text against its background. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG AA: borders and other non-text parts. */
export const NON_TEXT_CONTRAST_MIN = 3;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export function isColorSchemeOf(mode: ThemeMode, scheme: unknown): scheme is ColorScheme {
  return (COLOR_SCHEMES[mode] as readonly unknown[]).includes(scheme);
}

/* ---------- Palettes ---------- */

/**
 * The colours of each palette that decide whether a custom colour stays readable, and that draw
 * the scheme swatches. They mirror styles/base.css (default) and lib/theme.css (the rest);
 * test/frontend/settings/theme-palettes.test.ts keeps the two in step.
 */
export interface Palette {
  bg: string;
  surface: string;
  surfaceMuted: string;
  primarySoft: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryText: string;
  accent: string;
}

export const SCHEME_PALETTES: { readonly light: Record<LightColorScheme, Palette>; readonly dark: Record<DarkColorScheme, Palette> } = {
  light: {
    default: { bg: '#f5f6fb', surface: '#ffffff', surfaceMuted: '#eef0f8', primarySoft: '#e6e8fb', text: '#1d2033', textMuted: '#545a78', primary: '#4c5bd4', primaryText: '#ffffff', accent: '#8a4fd8' },
    ocean: { bg: '#eff6fa', surface: '#ffffff', surfaceMuted: '#e2eff6', primarySoft: '#dcf0f8', text: '#0f2a3a', textMuted: '#3d5a6b', primary: '#0a6690', primaryText: '#ffffff', accent: '#0f8a8a' },
    forest: { bg: '#f2f7f1', surface: '#ffffff', surfaceMuted: '#e4eee1', primarySoft: '#e0f0e2', text: '#1a2e1e', textMuted: '#44604a', primary: '#2d6a39', primaryText: '#ffffff', accent: '#7a6a1f' },
    sunset: { bg: '#fdf5f0', surface: '#ffffff', surfaceMuted: '#f8e9df', primarySoft: '#fbe6dc', text: '#3a1d14', textMuted: '#77483a', primary: '#a83f1a', primaryText: '#ffffff', accent: '#c2417a' },
    lavender: { bg: '#f7f4fc', surface: '#ffffff', surfaceMuted: '#ede7f8', primarySoft: '#ece4fb', text: '#2a1f3d', textMuted: '#5c4d78', primary: '#6a45c0', primaryText: '#ffffff', accent: '#b0468f' },
    monochrome: { bg: '#f4f4f4', surface: '#ffffff', surfaceMuted: '#ebebeb', primarySoft: '#e6e6e6', text: '#1a1a1a', textMuted: '#525252', primary: '#333333', primaryText: '#ffffff', accent: '#666666' },
  },
  dark: {
    default: { bg: '#12141f', surface: '#1c1f2e', surfaceMuted: '#252939', primarySoft: '#2a2f52', text: '#eceefa', textMuted: '#a9aecb', primary: '#8b96ff', primaryText: '#12141f', accent: '#c39bff' },
    midnight: { bg: '#0b1020', surface: '#131a30', surfaceMuted: '#1c2540', primarySoft: '#1e2a4f', text: '#e6ebff', textMuted: '#a3afd4', primary: '#7fa7ff', primaryText: '#0b1020', accent: '#6ee7f9' },
    ember: { bg: '#1a1210', surface: '#241916', surfaceMuted: '#30221d', primarySoft: '#3d2519', text: '#f7e9e2', textMuted: '#cdb2a5', primary: '#ff9b5e', primaryText: '#1a1210', accent: '#ffcf5c' },
    cyberpunk: { bg: '#0d0a1a', surface: '#161127', surfaceMuted: '#211a38', primarySoft: '#0f2a3a', text: '#f2f0ff', textMuted: '#b8b0dd', primary: '#2ee6ff', primaryText: '#0d0a1a', accent: '#ff3ec8' },
  },
};

/** High contrast replaces every scheme's colours in its mode. */
export const HIGH_CONTRAST_PALETTES: Readonly<Record<ThemeMode, Palette>> = {
  light: { bg: '#ffffff', surface: '#ffffff', surfaceMuted: '#f0f0f0', primarySoft: '#e6ecff', text: '#000000', textMuted: '#2b2b2b', primary: '#0030a8', primaryText: '#ffffff', accent: '#000000' },
  dark: { bg: '#000000', surface: '#0a0a0a', surfaceMuted: '#1a1a1a', primarySoft: '#0f2440', text: '#ffffff', textMuted: '#e0e0e0', primary: '#9ecbff', primaryText: '#000000', accent: '#ffffff' },
};

export function schemePalette(mode: ThemeMode, scheme: ColorScheme): Palette {
  const palettes = SCHEME_PALETTES[mode] as Record<string, Palette>;
  return isColorSchemeOf(mode, scheme) ? (palettes[scheme] as Palette) : (palettes.default as Palette);
}

/** The palette the page shows for these settings, before custom colours. */
export function paletteFor(settings: Pick<ThemeSettings, 'mode' | 'colorScheme' | 'highContrast'>): Palette {
  return settings.highContrast ? HIGH_CONTRAST_PALETTES[settings.mode] : schemePalette(settings.mode, settings.colorScheme);
}

/* ---------- Colour arithmetic (WCAG 2 relative luminance) ---------- */

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` of `a` mixed into `b`. */
function mixColors(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((c, i) => Math.round(c * amount + (cb[i] as number) * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}

/* ---------- Custom colours ---------- */

export const CUSTOM_COLOR_LABELS: Readonly<Record<CustomColorKey, string>> = {
  background: 'Background',
  text: 'Text',
  primary: 'Primary',
  accent: 'Accent',
};

/** A custom-colour map without a prototype, holding only known keys with valid values. */
export function cleanCustomColors(raw: unknown): CustomColors {
  const colors = Object.create(null) as CustomColors;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return colors;
  for (const key of CUSTOM_COLOR_KEYS) {
    if (!Object.prototype.hasOwnProperty.call(raw, key)) continue;
    const value: unknown = (raw as Record<string, unknown>)[key];
    if (isHexColor(value)) colors[key] = value.toLowerCase();
  }
  return colors;
}

/** A copy with one custom colour set (a valid `#rrggbb`) or removed (null). */
export function withCustomColor(colors: CustomColors, key: CustomColorKey, value: string | null): CustomColors {
  const next = cleanCustomColors(colors);
  if (value !== null && isHexColor(value)) next[key] = value.toLowerCase();
  else delete next[key];
  return next;
}

export interface RejectedCustomColor {
  key: CustomColorKey;
  value: string;
  /** Why it is not used, for the settings panel. */
  message: string;
}

export interface ResolvedCustomColors {
  /** CSS variables to set on <html>. */
  variables: Map<string, string>;
  rejected: RejectedCustomColor[];
}

/** What a custom primary colour brings with it: button text, hover and the soft tint. */
function primaryVariants(primary: string, surface: string) {
  const buttonText = ['#ffffff', '#111111'].sort((a, b) => contrastRatio(b, primary) - contrastRatio(a, primary))[0] as string;
  return { buttonText, soft: mixColors(primary, surface, 0.14) };
}

/** All custom colour variables, so applying a theme can clear the ones no longer used. */
const CUSTOM_VARIABLES = ['--color-bg', '--color-text', '--color-primary', '--color-primary-hover', '--color-primary-text', '--color-primary-soft', '--color-accent'];

/**
 * Which custom colours can be used: each is checked, in CUSTOM_COLOR_KEYS order, against the
 * palette as changed by the ones already accepted. Text colours must keep 4.5:1 against every
 * background they are drawn on; the accent (a border colour) 3:1. A custom colour that fails is
 * left out, with a message saying why. None is used while high contrast is on.
 */
export function resolveCustomColors(settings: ThemeSettings): ResolvedCustomColors {
  const colors = cleanCustomColors(settings.customColors);
  const palette = { ...paletteFor(settings) };
  const variables = new Map<string, string>();
  const rejected: RejectedCustomColor[] = [];
  if (settings.highContrast) {
    // High contrast is a fixed palette chosen for legibility; custom colours wait until it is off.
    for (const key of CUSTOM_COLOR_KEYS) {
      const value = colors[key];
      if (value) rejected.push({ key, value, message: `${CUSTOM_COLOR_LABELS[key]} color ${value} is not applied while high contrast is on.` });
    }
    return { variables, rejected };
  }

  const firstFailure = (pairs: [string, string, string][], min: number) => {
    for (const [what, a, b] of pairs) {
      const ratio = contrastRatio(a, b);
      if (ratio < min) return { what, ratio };
    }
    return null;
  };

  for (const key of CUSTOM_COLOR_KEYS) {
    const value = colors[key];
    if (!value) continue;
    let pairs: [string, string, string][];
    let min = TEXT_CONTRAST_MIN;
    let soft = palette.primarySoft;
    let buttonText = palette.primaryText;
    switch (key) {
      case 'background':
        pairs = [
          ['body text on it', palette.text, value],
          ['muted text on it', palette.textMuted, value],
          ['links on it', palette.primary, value],
        ];
        break;
      case 'text':
        pairs = [
          ['text on the background', value, palette.bg],
          ['text on cards', value, palette.surface],
          ['text on muted panels', value, palette.surfaceMuted],
          ['text on highlighted items', value, palette.primarySoft],
        ];
        break;
      case 'primary':
        ({ soft, buttonText } = primaryVariants(value, palette.surface));
        pairs = [
          ['links on the background', value, palette.bg],
          ['links on cards', value, palette.surface],
          ['links on muted panels', value, palette.surfaceMuted],
          ['links on highlighted items', value, soft],
          ['button text on it', buttonText, value],
        ];
        break;
      case 'accent':
        min = NON_TEXT_CONTRAST_MIN;
        pairs = [
          ['the accent against the background', value, palette.bg],
          ['the accent against cards', value, palette.surface],
        ];
        break;
    }
    const failure = firstFailure(pairs, min);
    if (failure) {
      rejected.push({
        key,
        value,
        message: `${CUSTOM_COLOR_LABELS[key]} color ${value} is not applied: ${failure.what} would have a contrast of ${failure.ratio.toFixed(2)}:1, below the ${min}:1 needed.`,
      });
      continue;
    }
    switch (key) {
      case 'background':
        palette.bg = value;
        variables.set('--color-bg', value);
        break;
      case 'text':
        palette.text = value;
        variables.set('--color-text', value);
        break;
      case 'primary':
        palette.primary = value;
        palette.primarySoft = soft;
        palette.primaryText = buttonText;
        variables.set('--color-primary', value);
        variables.set('--color-primary-hover', value);
        variables.set('--color-primary-text', buttonText);
        variables.set('--color-primary-soft', soft);
        break;
      case 'accent':
        palette.accent = value;
        variables.set('--color-accent', value);
        break;
    }
  }
  return { variables, rejected };
}

/* ---------- Settings: defaults, validation, equality ---------- */

function mediaQuery(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function systemPrefersDark(): boolean {
  return mediaQuery(DARK_QUERY)?.matches === true;
}

export function systemPrefersReducedMotion(): boolean {
  return mediaQuery(REDUCED_MOTION_QUERY)?.matches === true;
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

/* ---------- Applying to the page ---------- */

/** Writes the settings on <html>: data attributes for lib/theme.css, custom colours as variables. */
export function applyTheme(settings: ThemeSettings): void {
  const root = document.documentElement;
  const data = root.dataset;
  data.theme = settings.mode;
  data.colorScheme = isColorSchemeOf(settings.mode, settings.colorScheme) ? settings.colorScheme : 'default';
  data.fontSize = settings.fontSize;
  data.fontFamily = settings.fontFamily;
  data.radius = settings.borderRadius;
  data.spacing = settings.spacing;
  data.animations = String(settings.animations);
  data.reducedMotion = String(settings.reducedMotion || systemPrefersReducedMotion());
  data.highContrast = String(settings.highContrast);
  const { variables } = resolveCustomColors(settings);
  for (const name of CUSTOM_VARIABLES) {
    const value = variables.get(name);
    if (value) root.style.setProperty(name, value);
    else root.style.removeProperty(name);
  }
}

/* ---------- The store: saved settings, preview, system preferences ---------- */

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The settings on display (the preview while the settings panel edits one). */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getThemeSettings, getThemeSettings);
}

export function useSavedThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribe, getSavedThemeSettings, getSavedThemeSettings);
}

function getReducedMotionSnapshot(): boolean {
  getSavedThemeSettings();
  return reducedMotionSnapshot;
}

/** Whether the system asks for reduced motion, kept up to date. */
export function useSystemPrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getReducedMotionSnapshot, getReducedMotionSnapshot);
}
