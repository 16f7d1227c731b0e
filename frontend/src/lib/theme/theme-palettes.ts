import { isColorSchemeOf, type ColorScheme, type DarkColorScheme, type LightColorScheme, type ThemeMode, type ThemeSettings } from './theme-options';

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
