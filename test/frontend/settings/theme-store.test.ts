import { act } from '@testing-library/react';
import { applyTheme } from '../../../frontend/src/lib/theme/apply-theme';
import { resolveCustomColors } from '../../../frontend/src/lib/theme/custom-colors';
import { defaultThemeSettings, loadThemeSettings } from '../../../frontend/src/lib/theme/theme-settings';
import { getThemeSettings, previewThemeSettings, reloadThemeSettings, setThemeSettings, toggleThemeMode } from '../../../frontend/src/lib/theme/theme-store';
import { DARK, REDUCED, data, html, mockMatchMedia, resetThemeAroundEachTest, settings, store, stored } from './theme-helpers';

resetThemeAroundEachTest();

describe('stored theme settings', () => {
  it('falls back to the defaults, with the mode of the system, for bad JSON and non-objects', () => {
    mockMatchMedia({ [DARK]: true });
    for (const raw of ['{not json', '[1,2]', '42', 'null', '"dark"']) {
      store(raw);
      expect(loadThemeSettings()).toEqual({ ...defaultThemeSettings(), mode: 'dark' });
    }
  });

  it('replaces each unknown or mistyped value by its default and keeps the valid ones', () => {
    store({
      mode: 'sepia',
      colorScheme: 'ocean',
      fontSize: 'huge',
      animations: 'yes',
      reducedMotion: true,
      highContrast: 1,
      fontFamily: 'serif',
      borderRadius: 'full',
      spacing: 'roomy',
      customColors: 'red',
      extra: 'ignored',
    });
    const loaded = loadThemeSettings();
    expect(loaded).toEqual({
      mode: 'light',
      colorScheme: 'ocean',
      fontSize: 'medium',
      animations: true,
      reducedMotion: true,
      highContrast: false,
      fontFamily: 'serif',
      borderRadius: 'full',
      spacing: 'medium',
      customColors: {},
    });
    expect('extra' in loaded).toBe(false);
  });

  it.each([
    [{ mode: 'light', colorScheme: 'midnight' }, 'default'],
    [{ mode: 'dark', colorScheme: 'ocean' }, 'default'],
    [{ mode: 'dark', colorScheme: 'cyberpunk' }, 'cyberpunk'],
    [{ mode: 'light', colorScheme: 'monochrome' }, 'monochrome'],
    [{ mode: 'light', colorScheme: 'toString' }, 'default'],
  ])('keeps a scheme only when it belongs to the mode: %j', (value, scheme) => {
    store(value);
    expect(loadThemeSettings().colorScheme).toBe(scheme);
  });

  it('keeps only known custom colour keys with #rrggbb values, ignoring prototype keys', () => {
    store(
      '{"customColors":{"__proto__":{"polluted":"yes","primary":"#000000"},"constructor":"#000000","prototype":"#000000",' +
        '"primary":"#1D4ED8","text":"red","accent":"#12345","background":"#fffff0","link":"#000000"}}',
    );
    const colors = loadThemeSettings().customColors;
    expect(Object.getPrototypeOf(colors)).toBeNull();
    expect(Object.keys(colors).sort()).toEqual(['background', 'primary']);
    expect(colors).toEqual({ primary: '#1d4ed8', background: '#fffff0' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
  });

  it('ignores a customColors array and nested objects', () => {
    store({ customColors: ['#000000'] });
    expect(loadThemeSettings().customColors).toEqual({});
    store({ customColors: { primary: { value: '#000000' } } });
    expect(loadThemeSettings().customColors).toEqual({});
  });

  it('saves a checked copy under solace_theme_settings', () => {
    setThemeSettings({ ...settings(), colorScheme: 'ember' as never, fontSize: 'large' });
    expect(stored()).toMatchObject({ mode: 'light', colorScheme: 'default', fontSize: 'large' });
  });
});

describe('applyTheme', () => {
  it('writes every setting on <html>', () => {
    applyTheme(
      settings({
        mode: 'dark',
        colorScheme: 'midnight',
        fontSize: 'xlarge',
        fontFamily: 'rounded',
        borderRadius: 'none',
        spacing: 'compact',
        animations: false,
        reducedMotion: false,
        highContrast: true,
      }),
    );
    expect(data()).toEqual({
      theme: 'dark',
      colorScheme: 'midnight',
      fontSize: 'xlarge',
      fontFamily: 'rounded',
      radius: 'none',
      spacing: 'compact',
      animations: 'false',
      reducedMotion: 'false',
      highContrast: 'true',
    });
  });

  it('sets readable custom colours as CSS variables and leaves out unreadable ones', () => {
    const chosen = settings({ customColors: { primary: '#1d4ed8', text: '#cccccc', accent: '#0f766e' } });
    applyTheme(chosen);
    const style = html().style;
    expect(style.getPropertyValue('--color-primary')).toBe('#1d4ed8');
    expect(style.getPropertyValue('--color-primary-text')).toBe('#ffffff');
    expect(style.getPropertyValue('--color-primary-soft')).toMatch(/^#[0-9a-f]{6}$/);
    expect(style.getPropertyValue('--color-accent')).toBe('#0f766e');
    expect(style.getPropertyValue('--color-text')).toBe('');
    const { rejected } = resolveCustomColors(chosen);
    expect(rejected.map((r) => r.key)).toEqual(['text']);
    expect(rejected[0]!.message).toMatch(/Text color #cccccc is not applied: .* below the 4.5:1 needed/);

    // Applying other settings clears variables no longer wanted.
    applyTheme(settings());
    expect(style.getPropertyValue('--color-primary')).toBe('');
    expect(style.getPropertyValue('--color-accent')).toBe('');
  });

  it('checks a custom text colour against a custom background', () => {
    const readable = resolveCustomColors(settings({ customColors: { background: '#fffbe6', text: '#222222' } }));
    expect(readable.rejected).toEqual([]);
    expect(readable.variables.get('--color-bg')).toBe('#fffbe6');
    // Light text on the light scheme's cards is refused, even with a dark background.
    const inverted = resolveCustomColors(settings({ customColors: { background: '#101010', text: '#f5f5f5' } }));
    expect(inverted.rejected.map((r) => r.key)).toEqual(['background', 'text']);
    expect(inverted.variables.size).toBe(0);
  });

  it('uses no custom colour while high contrast is on', () => {
    const chosen = settings({ highContrast: true, customColors: { primary: '#1d4ed8' } });
    applyTheme(chosen);
    expect(html().style.getPropertyValue('--color-primary')).toBe('');
    expect(resolveCustomColors(chosen).rejected[0]!.message).toBe('Primary color #1d4ed8 is not applied while high contrast is on.');
  });

  it('reduces motion when the setting is on or when the system asks for it, following the system live', () => {
    applyTheme(settings({ reducedMotion: true }));
    expect(html().dataset.reducedMotion).toBe('true');
    applyTheme(settings({ reducedMotion: false }));
    expect(html().dataset.reducedMotion).toBe('false');

    const media = mockMatchMedia({ [REDUCED]: true });
    reloadThemeSettings();
    expect(html().dataset.reducedMotion).toBe('true');
    act(() => media.set(REDUCED, false));
    expect(html().dataset.reducedMotion).toBe('false');
    act(() => media.set(REDUCED, true));
    expect(html().dataset.reducedMotion).toBe('true');
  });
});

describe('sidebar toggle', () => {
  it('keeps the scheme when the new mode has it, and otherwise uses default', () => {
    store({ mode: 'dark', colorScheme: 'midnight', fontSize: 'large' });
    reloadThemeSettings();
    toggleThemeMode();
    expect(stored()).toMatchObject({ mode: 'light', colorScheme: 'default', fontSize: 'large' });
    expect(data()).toMatchObject({ theme: 'light', colorScheme: 'default' });

    toggleThemeMode();
    expect(stored()).toMatchObject({ mode: 'dark', colorScheme: 'default' });
  });

  it('switches a draft on display together with the saved mode', () => {
    store({ mode: 'light', colorScheme: 'ocean' });
    reloadThemeSettings();
    previewThemeSettings(settings({ colorScheme: 'forest', fontSize: 'large' }));
    toggleThemeMode();
    expect(stored()).toMatchObject({ mode: 'dark', colorScheme: 'default' });
    expect(getThemeSettings()).toMatchObject({ mode: 'dark', colorScheme: 'default', fontSize: 'large' });
    expect(data()).toMatchObject({ theme: 'dark', fontSize: 'large' });
  });
});
