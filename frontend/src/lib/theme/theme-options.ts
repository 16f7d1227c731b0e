/**
 * Theme settings (spec §3 Theme settings, §4 Theme, §9): what each setting can be.
 *
 * Two copies exist: the saved settings, kept in local storage under THEME_STORAGE_KEY, and an
 * optional preview (the settings panel's draft) shown on the page without being saved. What is
 * on display is the preview when there is one, else the saved settings (see theme-store.ts).
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

export const CUSTOM_COLOR_LABELS: Readonly<Record<CustomColorKey, string>> = {
  background: 'Background',
  text: 'Text',
  primary: 'Primary',
  accent: 'Accent',
};

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

export function isColorSchemeOf(mode: ThemeMode, scheme: unknown): scheme is ColorScheme {
  return (COLOR_SCHEMES[mode] as readonly unknown[]).includes(scheme);
}

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
