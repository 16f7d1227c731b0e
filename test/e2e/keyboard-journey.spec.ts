import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, test } from './fixtures';

const PASSWORD = 'Calm-Harbour4!';

/** Presses Tab until the element has focus, as a keyboard user reaches it; fails if it never does. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element: { matches(selector: string): boolean }) => element.matches(':focus')).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Focus is on an element of the page, never lost to the body. */
async function expectFocusKept(page: Page) {
  await expect(page.locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();
}

test('keyboard only: sign up, a journal entry, the crisis card in a coach chat, settings by the sidebar, a dialog, the phone menu', async ({ page, stack }) => {
  test.setTimeout(240_000);

  // Sign up.
  await page.goto(stack.appUrl);
  await expect(page).toHaveTitle('Sign In · Solace');
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  for (const [field, value] of [
    [page.getByLabel('First Name'), 'Ada'],
    [page.getByLabel('Last Name'), 'Byron'],
    [page.getByLabel('Email'), uniqueEmail('keyboard')],
    [page.getByLabel('Password', { exact: true }), PASSWORD],
  ] as const) {
    await tabTo(page, field);
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  const recovery = page.getByRole('dialog', { name: 'Save your recovery key' });
  await expect(recovery).toBeVisible({ timeout: 20_000 });
  await tabTo(page, recovery.getByRole('checkbox', { name: 'I have saved my recovery key' }));
  await page.keyboard.press('Space');
  await tabTo(page, recovery.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(recovery).toHaveCount(0);
  await expectFocusKept(page);
  await expect(page).toHaveTitle('Dashboard · Solace');

  // A journal entry, from the dashboard's Journal card.
  await tabTo(page, page.getByRole('link', { name: /Journal/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Journal · Solace');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'New Entry' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Content' }));
  await page.keyboard.type('A slow walk by the canal, and tea with my sister.');
  await tabTo(page, page.getByRole('button', { name: 'Save Entry' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'New Entry' })).toHaveCount(0);
  await expect(page.getByText('A slow walk by the canal, and tea with my sister.')).toBeVisible();
  await expectFocusKept(page);

  // A coach chat: a crisis message brings the card, which takes the focus, Call 988 first.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'AI Coaches' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('AI Coaches · Solace');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Coaches' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Chat with Dr. Sage' }));
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Message Dr. Sage' });
  await tabTo(page, input);
  await page.keyboard.type('I want to end my life');
  await page.keyboard.press('Enter');
  const card = page.getByTestId('crisis-card').last();
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('href', 'tel:988');
  await expectAccessible(page);

  // Settings by the sidebar's account card.
  await tabTo(page, page.getByRole('link', { name: /Account Settings/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('Account Settings · Solace');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeFocused();

  // A dialog opened and closed: focus comes back to the button that opened it.
  const upgrade = page.getByRole('main').getByRole('button', { name: /Upgrade/ }).first();
  await tabTo(page, upgrade);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(upgrade).toBeFocused();

  // The phone menu: a dialog that holds focus and gives it back to its button.
  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    await expect(menu.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});
