import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { SettingsPage } from '../../../frontend/src/features/settings/components/settings-page';
import { THEME_SAVED, ThemeSettingsPanel } from '../../../frontend/src/features/settings/components/theme-settings-panel';
import { defaultThemeSettings } from '../../../frontend/src/lib/theme/theme-settings';
import { getSavedThemeSettings, getThemeSettings, reloadThemeSettings, toggleThemeMode } from '../../../frontend/src/lib/theme/theme-store';
import { DARK, REDUCED, data, html, mockMatchMedia, resetThemeAroundEachTest, store, stored } from './theme-helpers';

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

resetThemeAroundEachTest();

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
