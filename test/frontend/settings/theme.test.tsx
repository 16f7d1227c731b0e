import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { SettingsPage } from '../../../frontend/src/features/settings/components/settings-page';
import { THEME_SAVED, ThemeSettingsPanel } from '../../../frontend/src/features/settings/components/theme-settings-panel';
import {
  THEME_STORAGE_KEY,
  applyTheme,
  defaultThemeSettings,
  getSavedThemeSettings,
  getThemeSettings,
  loadThemeSettings,
  previewThemeSettings,
  reloadThemeSettings,
  resolveCustomColors,
  setThemeSettings,
  toggleThemeMode,
  type ThemeSettings,
} from '../../../frontend/src/lib/theme';

const DARK = '(prefers-color-scheme: dark)';
const REDUCED = '(prefers-reduced-motion: reduce)';

/** A controllable window.matchMedia: queries answer from `state`, and `set` fires their change listeners. */
function mockMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(event: { matches: boolean }) => void>>();
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return state.get(query) === true;
    },
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)!.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
      listeners.get(query)?.delete(listener);
    },
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      for (const listener of [...(listeners.get(query) ?? [])]) listener({ matches });
    },
  };
}

function store(value: unknown) {
  window.localStorage.setItem(THEME_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

function stored(): ThemeSettings | null {
  const raw = window.localStorage.getItem(THEME_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as ThemeSettings) : null;
}

const html = () => document.documentElement;
const data = () => ({ ...html().dataset });

function settings(overrides: Partial<ThemeSettings> = {}): ThemeSettings {
  return { ...defaultThemeSettings(), mode: 'light', ...overrides };
}

function renderPanel() {
  return render(
    <StrictMode>
      <ToastProvider>
        <ThemeSettingsPanel />
      </ToastProvider>
    </StrictMode>,
  );
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const discardButton = () => screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement;
const unsavedShown = () => screen.queryByText('Unsaved changes') !== null;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

beforeEach(() => {
  for (const key of Object.keys(html().dataset)) delete html().dataset[key];
  html().removeAttribute('style');
  mockMatchMedia();
  reloadThemeSettings();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

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

describe('theme settings panel', () => {
  it('sits under an Account Settings page, in a Theme section with labelled groups', () => {
    render(
      <ToastProvider>
        <SettingsPage />
      </ToastProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Theme' });
    for (const legend of ['Mode', 'Color scheme (light mode)', 'Text and layout', 'Motion and contrast', 'Custom colors']) {
      expect(within(section).getByRole('group', { name: legend })).toBeTruthy();
    }
    for (const label of ['Font size', 'Font family', 'Border radius', 'Spacing']) {
      expect(within(section).getByRole('combobox', { name: label })).toBeTruthy();
    }
    for (const label of ['Animations', 'Reduced motion', 'High contrast']) {
      expect(within(section).getByRole('checkbox', { name: label })).toBeTruthy();
    }
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
  });

  it("lists the mode's schemes, each with its name", async () => {
    const user = userEvent.setup();
    renderPanel();
    const schemes = () => within(screen.getByRole('group', { name: /^Color scheme/ })).getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(schemes()).toEqual(['Default', 'Ocean', 'Forest', 'Sunset', 'Lavender', 'Monochrome']);
    await user.click(radio('Dark'));
    expect(schemes()).toEqual(['Default', 'Midnight', 'Ember', 'Cyberpunk']);
  });

  it('previews a draft, detects unsaved changes, and notices when the draft matches again', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(saveButton().disabled).toBe(true);
    expect(discardButton().disabled).toBe(true);
    expect(unsavedShown()).toBe(false);

    await user.click(radio('Ocean'));
    expect(html().dataset.colorScheme).toBe('ocean');
    expect(saveButton().disabled).toBe(false);
    expect(unsavedShown()).toBe(true);
    expect(stored()).toBeNull();
    expect(getSavedThemeSettings().colorScheme).toBe('default');

    await user.click(radio('Default'));
    expect(unsavedShown()).toBe(false);
    expect(saveButton().disabled).toBe(true);
  });

  it('discards the draft, going back to the saved settings', async () => {
    store({ mode: 'light', colorScheme: 'sunset' });
    reloadThemeSettings();
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'xlarge');
    await user.click(screen.getByRole('checkbox', { name: 'High contrast' }));
    expect(data()).toMatchObject({ fontSize: 'xlarge', highContrast: 'true' });

    await user.click(discardButton());
    expect(data()).toMatchObject({ colorScheme: 'sunset', fontSize: 'medium', highContrast: 'false' });
    expect((screen.getByRole('combobox', { name: 'Font size' }) as HTMLSelectElement).value).toBe('medium');
    expect(unsavedShown()).toBe(false);
  });

  it('saves the draft under solace_theme_settings', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(radio('Dark'));
    await user.click(radio('Midnight'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font size' }), 'large');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Font family' }), 'mono');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Border radius' }), 'full');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spacing' }), 'spacious');
    await user.click(screen.getByRole('checkbox', { name: 'Animations' }));
    await user.click(screen.getByRole('checkbox', { name: 'Reduced motion' }));
    await user.click(saveButton());

    expect(stored()).toEqual({
      mode: 'dark',
      colorScheme: 'midnight',
      fontSize: 'large',
      animations: false,
      reducedMotion: true,
      highContrast: false,
      fontFamily: 'mono',
      borderRadius: 'full',
      spacing: 'spacious',
      customColors: {},
    });
    expect(unsavedShown()).toBe(false);
    expect(saveButton().disabled).toBe(true);
    expect(toasts()).toContain(THEME_SAVED);
    expect(data()).toMatchObject({ theme: 'dark', colorScheme: 'midnight', fontSize: 'large', fontFamily: 'mono', radius: 'full', spacing: 'spacious' });
  });

  it('resets to the defaults with the mode of the system, as a draft until saved', async () => {
    store({ mode: 'light', colorScheme: 'ocean', fontSize: 'large', highContrast: true });
    reloadThemeSettings();
    mockMatchMedia({ [DARK]: true });
    const user = userEvent.setup();
    renderPanel();

    await user.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(radio('Dark').checked).toBe(true);
    expect(radio('Default').checked).toBe(true);
    expect(data()).toMatchObject({ theme: 'dark', colorScheme: 'default', fontSize: 'medium', highContrast: 'false' });
    expect(unsavedShown()).toBe(true);
    expect(stored()).toMatchObject({ mode: 'light', colorScheme: 'ocean' });

    await user.click(saveButton());
    expect(stored()).toEqual({ ...defaultThemeSettings(), mode: 'dark' });
  });

  it('keeps the saved theme when the page is left with unsaved changes', async () => {
    store({ mode: 'light', colorScheme: 'lavender' });
    reloadThemeSettings();
    const user = userEvent.setup();
    const { unmount } = renderPanel();
    await user.click(radio('Dark'));
    await user.click(radio('Ember'));
    expect(data()).toMatchObject({ theme: 'dark', colorScheme: 'ember' });

    unmount();
    expect(data()).toMatchObject({ theme: 'light', colorScheme: 'lavender' });
    expect(stored()).toEqual({ mode: 'light', colorScheme: 'lavender' });
    expect(getThemeSettings()).toBe(getSavedThemeSettings());
  });

  it('switching the mode keeps a scheme that exists there and otherwise selects Default', async () => {
    store({ mode: 'dark', colorScheme: 'cyberpunk' });
    reloadThemeSettings();
    const user = userEvent.setup();
    renderPanel();
    expect(radio('Cyberpunk').checked).toBe(true);
    await user.click(radio('Light'));
    expect(radio('Default').checked).toBe(true);
    expect(html().dataset.colorScheme).toBe('default');
  });

  it('follows the sidebar toggle while a draft is open', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spacing' }), 'compact');
    act(() => toggleThemeMode());
    expect(radio('Dark').checked).toBe(true);
    expect(stored()).toMatchObject({ mode: 'dark', spacing: 'medium' });
    expect(unsavedShown()).toBe(true);
  });

  it('edits custom colours by text or picker, refuses bad input, explains ignored colours, and clears', async () => {
    const user = userEvent.setup();
    renderPanel();
    const text = screen.getByRole('textbox', { name: 'Text color (hex)' }) as HTMLInputElement;

    await user.type(text, 'blue');
    expect(screen.getByText(/Enter a color as # followed by six hexadecimal digits/)).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(unsavedShown()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Clear text color' }));
    expect(text.value).toBe('');
    expect(screen.queryByText(/Enter a color as #/)).toBeNull();

    await user.type(text, '#CCCCCC');
    expect(screen.queryByText(/Enter a color as #/)).toBeNull();
    expect(getThemeSettings().customColors.text).toBe('#cccccc');
    const problem = screen.getByText(/Text color #cccccc is not applied/);
    expect(text.getAttribute('aria-describedby')).toContain(problem.id);
    expect(html().style.getPropertyValue('--color-text')).toBe('');
    expect(unsavedShown()).toBe(true);

    fireEvent.change(screen.getByLabelText('Primary color picker'), { target: { value: '#1d4ed8' } });
    expect((screen.getByRole('textbox', { name: 'Primary color (hex)' }) as HTMLInputElement).value).toBe('#1d4ed8');
    expect(html().style.getPropertyValue('--color-primary')).toBe('#1d4ed8');

    await user.click(screen.getByRole('button', { name: 'Clear text color' }));
    await user.click(screen.getByRole('button', { name: 'Clear primary color' }));
    expect(text.value).toBe('');
    expect(screen.queryByText(/is not applied/)).toBeNull();
    expect(html().style.getPropertyValue('--color-primary')).toBe('');
    expect(unsavedShown()).toBe(false);
  });

  it('notes when the system asks for reduced motion', () => {
    const media = mockMatchMedia({ [REDUCED]: false });
    reloadThemeSettings();
    renderPanel();
    const note = /Your system asks for reduced motion/;
    expect(screen.queryByText(note)).toBeNull();
    act(() => media.set(REDUCED, true));
    expect(screen.getByText(note)).toBeTruthy();
    expect(html().dataset.reducedMotion).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Reduced motion' }) as HTMLInputElement).checked).toBe(false);
  });
});
