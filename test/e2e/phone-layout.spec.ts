import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, test } from './fixtures';

/** A phone: 390 px wide, as an iPhone 12–15 shows a page. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const PASSWORD = 'Quiet-Morning7!';
/** The smallest comfortable touch target (WCAG 2.5.5, Apple and Android guidance). */
const TOUCH = 44;
/** The smallest checkbox or radio (WCAG 2.5.8). */
const CHOICE = 24;

// Browsers lay boxes out in 1/64 px; a bounding box read back can be a hair under that (43.99999 for 44).
const layoutPx = (n: number) => Math.round(n * 64) / 64;

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not laid out');
  return { x: layoutPx(found.x), y: layoutPx(found.y), width: layoutPx(found.width), height: layoutPx(found.height) };
}

async function expectTouchTarget(locator: Locator, label: string) {
  const { width, height } = await box(locator);
  expect(width, `${label}: width`).toBeGreaterThanOrEqual(TOUCH);
  expect(height, `${label}: height`).toBeGreaterThanOrEqual(TOUCH);
}

async function expectChoiceSize(locator: Locator, label: string) {
  const { width, height } = await box(locator);
  expect(width, `${label}: width`).toBeGreaterThanOrEqual(CHOICE);
  expect(height, `${label}: height`).toBeGreaterThanOrEqual(CHOICE);
}

/** Boxes on one line: each one's vertical extent overlaps every other's. */
async function expectOneRow(locators: Locator[], label: string) {
  const boxes = await Promise.all(locators.map(box));
  const top = Math.max(...boxes.map((b) => b.y));
  const bottom = Math.min(...boxes.map((b) => b.y + b.height));
  expect(top, `${label}: on one line`).toBeLessThan(bottom);
}

const focused = (page: Page) => page.locator(':focus');

test('signed out at 390 px: the sign-in links and buttons are 44 px targets and Remember me takes a tap on its label', async ({ page, stack }) => {
  await page.goto(stack.appUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveTitle('Sign In · Solace');

  await expectTouchTarget(page.getByRole('button', { name: 'Forgot password?' }), 'Forgot password?');
  await expectTouchTarget(page.getByRole('button', { name: 'Create Account' }), 'Create Account');
  await expectTouchTarget(page.getByRole('button', { name: 'Sign In' }), 'Sign In');
  await expectTouchTarget(page.getByLabel('Email'), 'Email field');

  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  await expectChoiceSize(remember, 'Remember me');
  const wasChecked = await remember.isChecked();
  await page.getByText('Remember me', { exact: true }).click();
  await expect(remember).toBeChecked({ checked: !wasChecked });

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Solace' })).toBeVisible();
  await expectTouchTarget(page.getByRole('button', { name: 'Sign In', exact: true }).last(), 'Sign In (switch)');
  await expectAccessible(page);
});

test('signed in at 390 px: a one-line trial banner, stat tiles two by two, 44 px controls and a phone menu that holds focus', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('phone'), password: PASSWORD, firstName: 'Ada', lastName: 'Phone' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Solace');

  // The trial banner: its title and all its buttons on one line, a small part of the first screen.
  const banner = page.getByRole('region', { name: 'Free trial' });
  const title = banner.getByText('Free Trial - Limited Features');
  const enterLicense = banner.getByRole('button', { name: 'Enter License' });
  const upgrade = banner.getByRole('button', { name: 'Upgrade' });
  const close = banner.getByRole('button', { name: 'Close trial banner' });
  await expectOneRow([title, enterLicense, upgrade, close], 'trial banner');
  const bannerBox = await box(banner);
  expect(bannerBox.height, 'trial banner height').toBeLessThanOrEqual(844 / 10);
  await expectTouchTarget(enterLicense, 'Enter License');
  await expectTouchTarget(upgrade, 'Upgrade');
  await expectTouchTarget(close, 'Close trial banner');

  // The four stat tiles, two by two.
  const tiles = page.locator('.stat-grid .stat-card');
  await expect(tiles).toHaveCount(4);
  const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map((i) => box(tiles.nth(i))));
  expect(Math.abs(a!.y - b!.y), 'first two tiles side by side').toBeLessThan(1);
  expect(Math.abs(c!.y - d!.y), 'last two tiles side by side').toBeLessThan(1);
  expect(c!.y, 'second row below the first').toBeGreaterThanOrEqual(a!.y + a!.height);
  expect(b!.x, 'second tile right of the first').toBeGreaterThanOrEqual(a!.x + a!.width);

  // The menu button, and the menu as a modal dialog driven by the keyboard.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expectTouchTarget(toggle, 'Open menu');
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-modal', 'true');
  const closeMenu = menu.getByRole('button', { name: 'Close menu' });
  await expect(closeMenu).toBeFocused();
  await expectTouchTarget(closeMenu, 'Close menu');
  for (const name of ['Dashboard', 'AI Coaches', 'My Health', 'Check-ins', 'Support', 'Account']) {
    await expectTouchTarget(menu.getByRole('link', { name, exact: true }), name);
  }
  await expectTouchTarget(menu.getByRole('button', { name: 'Logout' }), 'Logout');
  await expectAccessible(page);

  // Tab runs past Logout back to the top of the menu, never onto the page behind.
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeFocused();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    await expect(focused(page)).toHaveCount(1);
    expect(await focused(page).evaluate((element) => element.closest('[role="dialog"]')?.getAttribute('aria-label') ?? null)).toBe('Menu');
  }

  // Escape closes it and gives focus back to the menu button.
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // The close button does the same.
  await page.keyboard.press('Enter');
  await expect(closeMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // A page chosen in the menu: the menu closes and focus is on the new page's heading.
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Support', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  const supportHeading = page.getByRole('heading', { level: 1, name: 'Support Hub' });
  await expect(supportHeading).toBeFocused();
  await expect(page).toHaveTitle('Support Hub · Solace');
  // Focused by the app, the heading shows no focus ring.
  expect(await supportHeading.evaluate((element) => element.ownerDocument.defaultView!.getComputedStyle(element).outlineStyle)).toBe('none');

  // Settings from the menu's account card; its checkboxes are at least 24 px and take a tap on their label.
  await toggle.click();
  await menu.getByRole('link', { name: /Account Settings/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeFocused();
  await expect(page).toHaveURL(`${stack.appUrl}/settings`);
  const emailNotifications = page.getByRole('checkbox').first();
  await expectChoiceSize(emailNotifications, 'a notification checkbox');
  const radio = page.getByRole('radio').first();
  await expectChoiceSize(radio, 'a theme radio');

  // The banner's Upgrade opens the upgrade flow.
  await upgrade.click();
  const upgradeDialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(upgradeDialog).toBeVisible();
  await expectTouchTarget(upgradeDialog.getByRole('button', { name: 'Close dialog' }), 'Close dialog');
  await page.keyboard.press('Escape');
  await expect(upgradeDialog).toHaveCount(0);
  await expect(page).toHaveURL(`${stack.appUrl}/settings`);
});

test('the skip link still leads to the page at 390 px', async ({ page, stack }) => {
  await signUpThroughUi(page, stack, { email: uniqueEmail('phone-skip'), password: PASSWORD, firstName: 'Ada', lastName: 'Skip' });
  await page.goto(`${stack.appUrl}/support`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Hub' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
