import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signedInUserId, signUpThroughUi, test, userItems } from './fixtures';
import { pdfTextOfBytes } from '../support/pdf-text';

const PASSWORD = 'Steady-Harbor5!';

/** A word no other test writes: it must never reach the server in plain text. */
const canary = () => `wombat${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const sheet = (page: Page) => page.getByTestId('safety-plan-sheet');
const next = (page: Page, name: 'Next' | 'Skip this step') => page.getByRole('button', { name, exact: true }).click();

test('safety plan: guided fill, reload, open from a crisis card, offline copy, PDF', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const sign = canary();
  await signUpThroughUi(page, stack, { email: uniqueEmail('safetyplan'), password: PASSWORD, firstName: 'Rosa', lastName: 'Parks' });
  const userId = await signedInUserId(stack, page);

  // The sidebar's link opens the guided fill.
  await page.getByRole('navigation', { name: 'Safety' }).getByRole('link', { name: 'My Safety Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Safety Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1: Warning signs' })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Warning sign 1' }).fill(sign);
  await next(page, 'Next');
  await next(page, 'Skip this step');
  await next(page, 'Skip this step');
  await page.getByRole('textbox', { name: 'Person 1: name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Person 1: phone' }).fill('555 010 2030');
  await next(page, 'Next');
  await expect(page.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  await next(page, 'Skip this step');
  await next(page, 'Skip this step');
  await page.getByRole('textbox', { name: 'Reason for living 1' }).fill('My garden in spring');
  await page.getByRole('button', { name: 'Save my plan' }).click();
  await expect(sheet(page)).toContainText(sign);
  await expect(page.getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', 'tel:5550102030');
  await expectAccessible(page);

  // The table holds the plan only as ciphertext.
  const items = await userItems(stack, userId, 'SAFETYPLAN');
  expect(items).toHaveLength(1);
  expect(JSON.stringify(items)).not.toContain(sign);
  expect(JSON.stringify(items)).not.toContain('garden');

  // A reload reads it back.
  await page.reload();
  await expect(sheet(page)).toContainText(sign, { timeout: 20_000 });

  // One tap from the crisis card.
  await page.goto(`${stack.appUrl}/safety`);
  await page.getByTestId('crisis-card').getByRole('link', { name: 'My Safety Plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(sheet(page)).toContainText('My garden in spring', { timeout: 20_000 });

  // Without the API, the copy kept (encrypted) on this device.
  const state = await page.context().storageState();
  const stored = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === `solace_safety_plan_${userId}`)?.value;
  expect(stored).toBeTruthy();
  expect(stored).not.toContain(sign);
  await page.route('**/safety-plan', (route) => (route.request().resourceType() === 'document' ? route.continue() : route.abort()));
  await page.reload();
  await expect(page.getByText(/this is the copy saved on this device on/)).toBeVisible({ timeout: 20_000 });
  await expect(sheet(page)).toContainText(sign);
  await page.unroute('**/safety-plan');

  // The PDF is built on the device and holds the steps' items.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-safety-plan.pdf');
  const text = pdfTextOfBytes(fs.readFileSync(await download.path()));
  expect(text).toContain(sign);
  expect(text).toContain('Step 4: People I can ask for help');
  expect(text).toContain('text HOME to 741741');
});
