import { NON_TEXT_CONTRAST_MIN, TEXT_CONTRAST_MIN, contrastRatio, mixColors } from './color-contrast';
import { CUSTOM_COLOR_KEYS, CUSTOM_COLOR_LABELS, cleanCustomColors, type CustomColorKey, type ThemeSettings } from './theme-options';
import { paletteFor } from './theme-palettes';

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
