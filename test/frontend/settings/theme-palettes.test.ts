import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio } from '../../../frontend/src/lib/theme/color-contrast';
import { BORDER_RADII, COLOR_SCHEMES, FONT_FAMILIES, FONT_SIZES, SPACINGS, type ColorScheme, type ThemeMode } from '../../../frontend/src/lib/theme/theme-options';
import { HIGH_CONTRAST_PALETTES, schemePalette, type Palette } from '../../../frontend/src/lib/theme/theme-palettes';

/**
 * The stylesheets themselves (Jest stubs CSS imports): every scheme of lib/theme.css over the
 * defaults of styles/base.css keeps WCAG AA text contrast, and lib/theme/theme-palettes.ts knows the same colours.
 */
const SRC = join(__dirname, '../../../frontend/src');
const baseCss = readFileSync(join(SRC, 'styles/base.css'), 'utf8');
const themeCss = readFileSync(join(SRC, 'lib/theme.css'), 'utf8');

type Variables = Record<string, string>;

/** The custom properties declared in the rule whose selector list ends with `selector`. */
function declarations(css: string, selector: string): Variables {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const variables: Variables = {};
  for (const match of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) variables[match[1]!] = match[2]!.trim();
  return variables;
}

const defaults: Record<ThemeMode, Variables> = {
  light: declarations(baseCss, "[data-theme='light']"),
  dark: { ...declarations(baseCss, "[data-theme='light']"), ...declarations(baseCss, "[data-theme='dark']") },
};

function schemeVariables(mode: ThemeMode, scheme: ColorScheme): Variables {
  if (scheme === 'default') return defaults[mode];
  return { ...defaults[mode], ...declarations(themeCss, `:root[data-theme='${mode}'][data-color-scheme='${scheme}']`) };
}

function highContrastVariables(mode: ThemeMode): Variables {
  return { ...defaults[mode], ...declarations(themeCss, `:root[data-theme='${mode}'][data-high-contrast='true']`) };
}

const COLOR_VARIABLES = Object.keys(defaults.light).filter((name) => name.startsWith('color-'));
const SCHEME_VARIABLES = ['bg', 'surface', 'surface-muted', 'border', 'text', 'text-muted', 'primary', 'primary-hover', 'primary-text', 'primary-soft', 'accent', 'focus'];

const TEXT_ON = ['bg', 'surface', 'surface-muted', 'primary-soft', 'success-soft', 'warning-soft', 'danger-soft'];

/** Text pairs below 4.5:1, as "foreground on background: ratio". */
function lowContrast(mode: ThemeMode, v: Variables): string[] {
  const color = (name: string) => v[`color-${name}`]!;
  const pairs: [string, string][] = [];
  for (const text of ['text', 'text-muted', 'primary']) for (const bg of TEXT_ON) pairs.push([text, bg]);
  for (const status of ['success', 'warning', 'danger']) for (const bg of ['bg', 'surface', 'surface-muted', `${status}-soft`]) pairs.push([status, bg]);
  pairs.push(['primary-text', 'primary'], ['primary-text', 'primary-hover']);
  const failures = pairs
    .map(([fg, bg]) => [`${fg} on ${bg}`, contrastRatio(color(fg), color(bg))] as const)
    .filter(([, ratio]) => ratio < 4.5)
    .map(([pair, ratio]) => `${pair}: ${ratio.toFixed(2)}`);
  // Crisis links draw fixed text on the danger colour: white in light mode, near-black in dark.
  const onDanger = mode === 'dark' ? '#12141f' : '#ffffff';
  if (contrastRatio(onDanger, color('danger')) < 4.5) failures.push(`${onDanger} on danger`);
  return failures;
}

function asPalette(v: Variables): Palette {
  return {
    bg: v['color-bg']!,
    surface: v['color-surface']!,
    surfaceMuted: v['color-surface-muted']!,
    primarySoft: v['color-primary-soft']!,
    text: v['color-text']!,
    textMuted: v['color-text-muted']!,
    primary: v['color-primary']!,
    primaryText: v['color-primary-text']!,
    accent: v['color-accent']!,
  };
}

const SCHEMES = (['light', 'dark'] as const).flatMap((mode) => COLOR_SCHEMES[mode].map((scheme) => [mode, scheme] as [ThemeMode, ColorScheme]));

describe('colour schemes', () => {
  it.each(SCHEMES)('%s %s keeps AA text contrast', (mode, scheme) => {
    expect(lowContrast(mode, schemeVariables(mode, scheme))).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('high contrast in %s mode keeps at least 7:1 for body and muted text', (mode) => {
    const v = highContrastVariables(mode);
    expect(lowContrast(mode, v)).toEqual([]);
    for (const bg of ['bg', 'surface', 'surface-muted']) {
      expect(contrastRatio(v['color-text']!, v[`color-${bg}`]!)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(v['color-text-muted']!, v[`color-${bg}`]!)).toBeGreaterThanOrEqual(7);
    }
  });

  it.each(SCHEMES.filter(([, scheme]) => scheme !== 'default'))('%s %s overrides the main colour variables', (mode, scheme) => {
    const own = declarations(themeCss, `:root[data-theme='${mode}'][data-color-scheme='${scheme}']`);
    expect(SCHEME_VARIABLES.filter((name) => !own[`color-${name}`])).toEqual([]);
    expect(Object.values(own).every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
  });

  it.each(['light', 'dark'] as const)('high contrast in %s mode sets every colour variable', (mode) => {
    const own = declarations(themeCss, `:root[data-theme='${mode}'][data-high-contrast='true']`);
    expect(COLOR_VARIABLES.filter((name) => !own[name])).toEqual([]);
  });

  it.each(SCHEMES)('lib/theme/theme-palettes.ts knows the colours of %s %s', (mode, scheme) => {
    expect(schemePalette(mode, scheme)).toEqual(asPalette(schemeVariables(mode, scheme)));
  });

  it.each(['light', 'dark'] as const)('lib/theme/theme-palettes.ts knows the high-contrast colours of %s mode', (mode) => {
    expect(HIGH_CONTRAST_PALETTES[mode]).toEqual(asPalette(highContrastVariables(mode)));
  });
});

describe('display options', () => {
  it('has a rule for every font size, family, radius and spacing', () => {
    const missing = [
      ...FONT_SIZES.map((v) => `html[data-font-size='${v}'] {`),
      ...FONT_FAMILIES.map((v) => `:root[data-font-family='${v}'] {`),
      ...BORDER_RADII.map((v) => `:root[data-radius='${v}'] {`),
      ...SPACINGS.map((v) => `:root[data-spacing='${v}'] {`),
    ].filter((rule) => !themeCss.includes(rule));
    expect(missing).toEqual([]);
  });

  it('sets the root font sizes 14, 16, 18 and 20px', () => {
    const sizes = FONT_SIZES.map((size) => new RegExp(`html\\[data-font-size='${size}'\\] \\{\\s*font-size: (\\d+)px;`).exec(themeCss)?.[1]);
    expect(sizes).toEqual(['14', '16', '18', '20']);
  });

  it('downloads no web font', () => {
    expect(themeCss).not.toMatch(/@import|@font-face|url\(/);
  });

  it('turns transitions and animations off without animations or with reduced motion', () => {
    for (const selector of [":root[data-animations='false'] *", ":root[data-reduced-motion='true'] *"]) expect(themeCss).toContain(selector);
    expect(themeCss).toMatch(/animation-duration: 0\.01ms !important;\s*animation-iteration-count: 1 !important;\s*transition-duration: 0\.01ms !important;/);
  });
});
