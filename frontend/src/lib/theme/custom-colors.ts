import { NON_TEXT_CONTRAST_MIN, TEXT_CONTRAST_MIN, contrastRatio, mixColors } from './color-contrast';
import { CUSTOM_COLOR_KEYS, CUSTOM_COLOR_LABELS, cleanCustomColors, type CustomColorKey, type ThemeSettings } from './theme-options';
import { paletteFor, type Palette } from './theme-palettes';

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
export const CUSTOM_VARIABLES = ['--color-bg', '--color-text', '--color-primary', '--color-primary-hover', '--color-primary-text', '--color-primary-soft', '--color-accent'];

/** A colour pair a custom colour would be drawn in: what it is (for the message), foreground, background. */
type ContrastPair = [what: string, foreground: string, background: string];

interface CustomColorCheck {
  /** The contrast every pair needs. */
  min: number;
  pairs: ContrastPair[];
  /** What using the colour changes: palette entries (for the colours checked after it) and CSS variables. */
  palette: Partial<Palette>;
  variables: [name: string, value: string][];
}

/** The backgrounds text, links and the accent are drawn on, named as the messages name them. */
function backgroundsOf(palette: Palette): [where: string, color: string][] {
  return [
    ['the background', palette.bg],
    ['cards', palette.surface],
    ['muted panels', palette.surfaceMuted],
    ['highlighted items', palette.primarySoft],
  ];
}

/** `color` drawn on each of `backgrounds`, as "`what` `where`". */
function drawnOn(what: string, color: string, backgrounds: [where: string, color: string][]): ContrastPair[] {
  return backgrounds.map(([where, background]) => [`${what} ${where}`, color, background]);
}

/** What using `value` as the custom `key` colour would draw over the palette so far, and what it changes. */
function checkOf(key: CustomColorKey, value: string, palette: Palette): CustomColorCheck {
  switch (key) {
    case 'background': {
      const pairs: ContrastPair[] = [
        ['body text on it', palette.text, value],
        ['muted text on it', palette.textMuted, value],
        ['links on it', palette.primary, value],
      ];
      return { min: TEXT_CONTRAST_MIN, pairs, palette: { bg: value }, variables: [['--color-bg', value]] };
    }
    case 'text':
      return { min: TEXT_CONTRAST_MIN, pairs: drawnOn('text on', value, backgroundsOf(palette)), palette: { text: value }, variables: [['--color-text', value]] };
    case 'primary': {
      const { soft, buttonText } = primaryVariants(value, palette.surface);
      const pairs: ContrastPair[] = [...drawnOn('links on', value, backgroundsOf({ ...palette, primarySoft: soft })), ['button text on it', buttonText, value]];
      const variables: [string, string][] = [
        ['--color-primary', value],
        ['--color-primary-hover', value],
        ['--color-primary-text', buttonText],
        ['--color-primary-soft', soft],
      ];
      return { min: TEXT_CONTRAST_MIN, pairs, palette: { primary: value, primarySoft: soft, primaryText: buttonText }, variables };
    }
    case 'accent': {
      // A border colour: only the background and cards are checked.
      const pairs = drawnOn('the accent against', value, backgroundsOf(palette).slice(0, 2));
      return { min: NON_TEXT_CONTRAST_MIN, pairs, palette: { accent: value }, variables: [['--color-accent', value]] };
    }
  }
}

function firstFailure(pairs: ContrastPair[], min: number): { what: string; ratio: number } | null {
  for (const [what, a, b] of pairs) {
    const ratio = contrastRatio(a, b);
    if (ratio < min) return { what, ratio };
  }
  return null;
}

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

  for (const key of CUSTOM_COLOR_KEYS) {
    const value = colors[key];
    if (!value) continue;
    const check = checkOf(key, value, palette);
    const failure = firstFailure(check.pairs, check.min);
    if (failure) {
      rejected.push({
        key,
        value,
        message: `${CUSTOM_COLOR_LABELS[key]} color ${value} is not applied: ${failure.what} would have a contrast of ${failure.ratio.toFixed(2)}:1, below the ${check.min}:1 needed.`,
      });
      continue;
    }
    Object.assign(palette, check.palette);
    for (const [name, variable] of check.variables) variables.set(name, variable);
  }
  return { variables, rejected };
}
