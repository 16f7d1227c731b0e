import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, test, toast, type Stack } from './fixtures';

const PASSWORD = 'Quiet-Morning7!';
const THEME_KEY = 'solace_theme_settings';

const SCHEMES = {
  light: ['default', 'ocean', 'forest', 'sunset', 'lavender', 'monochrome'],
  dark: ['default', 'midnight', 'ember', 'cyberpunk'],
} as const;

interface StoredTheme {
  mode: 'light' | 'dark';
  colorScheme: string;
  highContrast?: boolean;
}

const THEMES: StoredTheme[] = [
  ...SCHEMES.light.map((colorScheme) => ({ mode: 'light' as const, colorScheme })),
  ...SCHEMES.dark.map((colorScheme) => ({ mode: 'dark' as const, colorScheme })),
  { mode: 'light', colorScheme: 'default', highContrast: true },
  { mode: 'dark', colorScheme: 'default', highContrast: true },
];

const nameOf = (theme: StoredTheme) => `${theme.mode} ${theme.colorScheme}${theme.highContrast ? ' high contrast' : ''}`;

/** axe-core's color-contrast rule alone: not a single violation, whatever its impact. */
async function expectReadable(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const found = results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? v.help}`));
  expect(found, `color-contrast on ${label}`).toEqual([]);
}

/** Saves theme settings the way the app does, then reloads so they apply from the start. */
async function storeTheme(page: Page, theme: StoredTheme) {
  await page.evaluate(`localStorage.setItem(${JSON.stringify(THEME_KEY)}, ${JSON.stringify(JSON.stringify(theme))})`);
  await page.reload();
}

async function openSettings(page: Page, stack: Stack) {
  await page.goto(`${stack.appUrl}/settings`);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Theme' })).toBeVisible();
}

async function openDashboard(page: Page, stack: Stack) {
  await page.goto(`${stack.appUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page.getByText('No recent activity. Start a chat session to begin!')).toBeVisible();
}

const html = (page: Page) => page.locator('html');

test('every color scheme of both modes, and high contrast, keeps AA text contrast on /settings and the dashboard', async ({ page, stack }) => {
  test.setTimeout(300_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('theme-contrast'), password: PASSWORD, firstName: 'Ada', lastName: 'Palette' });

  // The settings panel itself, in the default light theme: accessible as a whole.
  await openSettings(page, stack);
  await storeTheme(page, { mode: 'light', colorScheme: 'default' });
  await expect(page.getByRole('region', { name: 'Theme' })).toBeVisible();
  await expectAccessible(page);

  for (const theme of THEMES) {
    await openSettings(page, stack);
    await storeTheme(page, theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-theme', theme.mode);
    await expect(html(page)).toHaveAttribute('data-color-scheme', theme.colorScheme);
    await expect(html(page)).toHaveAttribute('data-high-contrast', String(theme.highContrast ?? false));
    await expect(page.getByRole('radio', { name: theme.mode === 'dark' ? 'Dark' : 'Light', exact: true })).toBeChecked();
    await expectReadable(page, `/settings, ${nameOf(theme)}`);

    await openDashboard(page, stack);
    await expect(html(page)).toHaveAttribute('data-color-scheme', theme.colorScheme);
    await expectReadable(page, `the dashboard, ${nameOf(theme)}`);
  }

  // Dark with high contrast, the panel as a whole once more.
  await openSettings(page, stack);
  await expectAccessible(page);
});

test('a theme chosen in the panel is saved, survives a reload, and unsaved changes are dropped on leaving', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('theme-save'), password: PASSWORD, firstName: 'Ada', lastName: 'Palette' });
  await openSettings(page, stack);
  await storeTheme(page, { mode: 'light', colorScheme: 'default' });
  const panel = page.getByRole('region', { name: 'Theme' });
  const save = panel.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  await panel.getByRole('radio', { name: 'Dark', exact: true }).check();
  await panel.getByRole('radio', { name: 'Midnight' }).check();
  await panel.getByLabel('Font size').selectOption('large');
  await expect(panel.getByText('Unsaved changes')).toBeVisible();
  // The draft is previewed on the page before it is saved.
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'midnight');
  expect(await page.evaluate(`JSON.parse(localStorage.getItem('${THEME_KEY}')).colorScheme`)).toBe('default');

  await save.click();
  await expect(toast(page, 'Theme settings saved')).toBeVisible();
  await expect(panel.getByText('Unsaved changes')).toHaveCount(0);
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Theme' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'midnight');
  await expect(html(page)).toHaveAttribute('data-font-size', 'large');
  expect(await page.evaluate('getComputedStyle(document.documentElement).fontSize')).toBe('18px');
  expect(await page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim()")).toBe('#0b1020');
  await expect(panel.getByRole('radio', { name: 'Midnight' })).toBeChecked();
  await expect(panel.getByLabel('Font size')).toHaveValue('large');
  await expectReadable(page, '/settings after the reload');

  // An unsaved change is previewed, then dropped when the page is left.
  await panel.getByRole('radio', { name: 'Ember' }).check();
  await panel.getByLabel('Font size').selectOption('small');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'ember');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'midnight');
  await expect(html(page)).toHaveAttribute('data-font-size', 'large');

  // The sidebar toggle keeps a scheme the new mode has, and otherwise uses default.
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-color-scheme', 'default');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(html(page)).toHaveAttribute('data-font-size', 'large');
});
