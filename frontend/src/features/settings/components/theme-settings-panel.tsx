import { Accessibility, Eye, Monitor, Moon, Paintbrush, Palette, RotateCcw, Save, Sun, TriangleAlert, Type, Undo2 } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { SelectField as Select } from '../../../components/select-field';
import { useToast } from '../../../components/toast';
import { resolveCustomColors } from '../../../lib/theme/custom-colors';
import {
  BORDER_RADII,
  COLOR_SCHEMES,
  CUSTOM_COLOR_KEYS,
  FONT_FAMILIES,
  FONT_SIZES,
  SPACINGS,
  withCustomColor,
  type BorderRadius,
  type ColorScheme,
  type FontFamily,
  type FontSize,
  type Spacing,
  type ThemeMode,
  type ThemeSettings,
} from '../../../lib/theme/theme-options';
import { paletteFor, schemePalette, type Palette as ThemePalette } from '../../../lib/theme/theme-palettes';
import { defaultThemeSettings, themeSettingsEqual, withMode } from '../../../lib/theme/theme-settings';
import { previewThemeSettings, setThemeSettings } from '../../../lib/theme/theme-store';
import { useSavedThemeSettings, useSystemPrefersReducedMotion, useThemeSettings } from '../../../lib/theme/use-theme-settings';
import { CustomColorRow } from './custom-color-row';
import { Group, NamedSection, ThemeOption, Toggle } from './theme-panel-controls';
import './theme-settings-panel.css';

export const THEME_SAVED = 'Theme settings saved';

const MODE_OPTIONS: { value: ThemeMode; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

export const SCHEME_LABELS: Readonly<Record<ColorScheme, string>> = {
  default: 'Default',
  ocean: 'Ocean',
  forest: 'Forest',
  sunset: 'Sunset',
  lavender: 'Lavender',
  monochrome: 'Monochrome',
  midnight: 'Midnight',
  ember: 'Ember',
  cyberpunk: 'Cyberpunk',
};

const FONT_SIZE_LABELS: Readonly<Record<FontSize, string>> = {
  small: 'Small (14px)',
  medium: 'Medium (16px)',
  large: 'Large (18px)',
  xlarge: 'Extra large (20px)',
};

const FONT_FAMILY_LABELS: Readonly<Record<FontFamily, string>> = {
  system: 'System',
  serif: 'Serif',
  mono: 'Monospace',
  rounded: 'Rounded',
  modern: 'Modern',
};

const RADIUS_LABELS: Readonly<Record<BorderRadius, string>> = {
  none: 'None (square corners)',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  xl: 'Extra large',
  full: 'Full (pill-shaped controls)',
};

const SPACING_LABELS: Readonly<Record<Spacing, string>> = {
  compact: 'Compact',
  medium: 'Medium',
  comfortable: 'Comfortable',
  spacious: 'Spacious',
};

function Swatch({ palette }: { palette: ThemePalette }) {
  return (
    <span className="theme-swatch" aria-hidden="true" style={{ background: palette.bg, borderColor: palette.text }}>
      <span className="theme-swatch__dot" style={{ background: palette.primary }} />
      <span className="theme-swatch__dot" style={{ background: palette.accent }} />
      <span className="theme-swatch__dot" style={{ background: palette.text }} />
    </span>
  );
}

function ThemePreview() {
  return (
    <NamedSection level={3} className="stack stack--tight" titleClassName="theme-preview__title" icon={Eye} title="Preview">
      <p className="theme-preview__hint">The whole page shows your changes while you edit; they are kept only when you save.</p>
      <div className="theme-preview__sample">
        <p className="theme-preview__heading">How are you feeling today?</p>
        <p>Body text reads like this.</p>
        <p className="theme-preview__muted">Muted text for dates and hints.</p>
        <p>
          <span className="theme-preview__link">A link in a sentence</span>
        </p>
        <div className="theme-preview__row">
          <span className="btn btn--primary theme-preview__button">Primary button</span>
          <span className="btn btn--secondary theme-preview__button">Secondary</span>
        </div>
        <div className="theme-preview__row">
          <span className="badge badge--primary theme-preview__badge">Badge</span>
          <span className="badge badge--success theme-preview__badge">Saved</span>
          <span className="badge badge--warning theme-preview__badge">Reminder</span>
          <span className="badge badge--danger theme-preview__badge">Alert</span>
        </div>
      </div>
    </NamedSection>
  );
}

/**
 * Spec §4 Theme: the panel edits a draft; the page previews it (previewThemeSettings in
 * lib/theme/theme-store.ts) and the saved settings stay as they were until Save. Leaving the page
 * drops the preview.
 */
export function ThemeSettingsPanel() {
  const toast = useToast();
  const saved = useSavedThemeSettings();
  // What is on display is the draft: the preview while there is one, else the saved settings.
  const draft = useThemeSettings();
  const systemReducedMotion = useSystemPrefersReducedMotion();
  const unsaved = !themeSettingsEqual(draft, saved);

  useEffect(() => () => previewThemeSettings(null), []);

  const edit = (next: ThemeSettings) => previewThemeSettings(next);
  const set = <K extends keyof ThemeSettings>(field: K, value: ThemeSettings[K]) => edit({ ...draft, [field]: value });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!unsaved) return;
    setThemeSettings(draft);
    toast.success(THEME_SAVED);
  };

  // Reset is a draft like any other change: the defaults (mode from the system preference) are
  // previewed and only kept with Save, so Discard can still bring the saved settings back.
  const reset = () => edit(defaultThemeSettings());

  const palette = paletteFor(draft);
  const problems = new Map(resolveCustomColors(draft).rejected.map((item) => [item.key, item.message]));

  return (
    <NamedSection level={2} className="card theme-panel" titleClassName="section-title theme-panel__title" icon={Palette} title="Theme">
      <form className="theme-panel__form" onSubmit={save} noValidate>
        <Group legend="Mode" icon={Monitor}>
          <div className="theme-options theme-options--mode">
            {MODE_OPTIONS.map((option) => (
              <ThemeOption key={option.value} name="theme-mode" value={option.value} checked={draft.mode === option.value} onSelect={() => edit(withMode(draft, option.value))}>
                <option.icon aria-hidden="true" size={18} />
                {option.label}
              </ThemeOption>
            ))}
          </div>
        </Group>

        <Group legend={`Color scheme (${draft.mode} mode)`} icon={Paintbrush}>
          <div className="theme-options theme-options--schemes">
            {COLOR_SCHEMES[draft.mode].map((scheme) => (
              <ThemeOption key={scheme} name="theme-color-scheme" value={scheme} checked={draft.colorScheme === scheme} onSelect={() => set('colorScheme', scheme)}>
                <Swatch palette={schemePalette(draft.mode, scheme)} />
                {SCHEME_LABELS[scheme]}
              </ThemeOption>
            ))}
          </div>
          {draft.highContrast && <p className="field__hint">High contrast is on: its own colors replace the scheme's until it is turned off.</p>}
        </Group>

        <Group legend="Text and layout" icon={Type} className="theme-panel__group--grid">
          <Select label="Font size" name="fontSize" value={draft.fontSize} options={FONT_SIZES} labels={FONT_SIZE_LABELS} onChange={(v) => set('fontSize', v)} />
          <Select label="Font family" name="fontFamily" value={draft.fontFamily} options={FONT_FAMILIES} labels={FONT_FAMILY_LABELS} onChange={(v) => set('fontFamily', v)} />
          <Select label="Border radius" name="borderRadius" value={draft.borderRadius} options={BORDER_RADII} labels={RADIUS_LABELS} onChange={(v) => set('borderRadius', v)} />
          <Select label="Spacing" name="spacing" value={draft.spacing} options={SPACINGS} labels={SPACING_LABELS} onChange={(v) => set('spacing', v)} />
        </Group>

        <Group legend="Motion and contrast" icon={Accessibility}>
          <Toggle label="Animations" checked={draft.animations} onChange={(v) => set('animations', v)} />
          <Toggle
            label="Reduced motion"
            checked={draft.reducedMotion}
            onChange={(v) => set('reducedMotion', v)}
            hint={systemReducedMotion ? 'Your system asks for reduced motion, so motion is reduced whatever this setting says.' : undefined}
          />
          <Toggle label="High contrast" checked={draft.highContrast} onChange={(v) => set('highContrast', v)} />
        </Group>

        <Group legend="Custom colors" icon={Palette} className="theme-panel__group--colors">
          <p className="field__hint">A custom color is used only when text stays readable (a contrast of at least 4.5:1).</p>
          {CUSTOM_COLOR_KEYS.map((key) => (
            <CustomColorRow
              key={key}
              colorKey={key}
              value={draft.customColors[key]}
              fallback={{ background: palette.bg, text: palette.text, primary: palette.primary, accent: palette.accent }[key]}
              problem={problems.get(key)}
              onChange={(value) => set('customColors', withCustomColor(draft.customColors, key, value))}
            />
          ))}
        </Group>

        <ThemePreview />

        <div className="button-row button-row--end theme-panel__actions">
          <p className="theme-panel__status" role="status">
            {unsaved && (
              <>
                <TriangleAlert aria-hidden="true" size={16} />
                Unsaved changes
              </>
            )}
          </p>
          <Button variant="ghost" onClick={reset}>
            <RotateCcw aria-hidden="true" size={16} />
            Reset to defaults
          </Button>
          <Button variant="secondary" disabled={!unsaved} onClick={() => previewThemeSettings(null)}>
            <Undo2 aria-hidden="true" size={16} />
            Discard changes
          </Button>
          <Button type="submit" disabled={!unsaved}>
            <Save aria-hidden="true" size={16} />
            Save
          </Button>
        </div>
      </form>
    </NamedSection>
  );
}
