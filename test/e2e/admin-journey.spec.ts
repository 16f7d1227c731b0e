import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { adminPasswordFile, readAdminPasswordFile } from '../../lib/local/admin-password-file';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, test, toast, type Stack } from './fixtures';

const PASSWORD = 'Quiet-Orchard7!';
const CODE = /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** The admin `npm start` seeded, with the password it keeps in the data directory. */
function seededAdmin(stack: Stack) {
  const admin = readAdminPasswordFile(adminPasswordFile(stack.env.DATA_DIR!));
  if (!admin) throw new Error('The stack has no seeded admin password file');
  return admin;
}

async function adminSignIn(page: Page, stack: Stack) {
  const admin = seededAdmin(stack);
  await page.goto(`${stack.appUrl}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  return admin;
}

const nav = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

test('a regular user gets the not-found page at /admin, and the admin sign-in refuses their password', async ({ page, stack }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('admin-regular');
  await signUpThroughUi(page, stack, { email, password: PASSWORD, firstName: 'Ada', lastName: 'Byron' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
  await page.goto(`${stack.appUrl}/admin`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto(`${stack.appUrl}/admin/users`);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto(`${stack.appUrl}/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Admin sign-in failed. Check the email and password of an admin account.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
});

test('admin generates 10 codes, downloads the CSV, a user activates one in /settings, and the admin finds it redeemed by them', async ({ browser, page, stack }) => {
  test.setTimeout(180_000);
  await adminSignIn(page, stack);
  await expectAccessible(page);

  // Generate a batch of ten.
  await nav(page, 'Generate codes').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Generate access codes' })).toBeVisible();
  await page.getByLabel('Number of codes').fill('10');
  await page.getByLabel('Note').fill('Journey batch');
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByText(/Generated 10 codes in batch [0-9A-Z]{26}/)).toBeVisible();
  const batchId = /batch ([0-9A-Z]{26})/.exec((await page.getByText(/Generated 10 codes in batch/).textContent()) ?? '')?.[1];
  expect(batchId).toBeTruthy();
  await expectAccessible(page);

  // The CSV holds the ten codes.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`solace-codes-${batchId}.csv`);
  const file = path.join(test.info().outputDir, download.suggestedFilename());
  await download.saveAs(file);
  const lines = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  expect(lines[0]).toBe('code,plan,durationDays,expiresAt,batchId');
  expect(lines).toHaveLength(11);
  const codes = lines.slice(1).map((line) => line.split(',')[0]!);
  for (const code of codes) expect(code).toMatch(CODE);
  expect(new Set(codes).size).toBe(10);
  for (const line of lines.slice(1)) expect(line).toContain(batchId!);
  const code = codes[3]!;

  // A regular user activates one of them in /settings, in a browser of their own.
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  const email = uniqueEmail('admin-redeemer');
  await signUpThroughUi(userPage, stack, { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
  await expect(userPage.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
  await userPage.goto(`${stack.appUrl}/settings`);
  const license = userPage.getByRole('region', { name: 'License key' });
  await license.getByRole('textbox', { name: 'License key' }).fill(code);
  await license.getByRole('button', { name: 'Activate License' }).click();
  await expect(toast(userPage, 'License activated successfully!')).toBeVisible();
  await expect(userPage.getByRole('region', { name: 'Subscription status' }).getByTestId('subscription-badge')).toHaveText('Premium Active');
  await userContext.close();

  // The admin searches by the user's address and sees that very code, redeemed by them.
  await nav(page, 'Search').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search codes' })).toBeVisible();
  await page.getByLabel('Redeemed by').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table');
  const row = results.getByRole('row').filter({ hasText: `…${code.slice(-4)}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Redeemed');
  await expect(row).toContainText(email);
  await expect(row).toContainText(batchId!);
  await expectAccessible(page);

  // The batch shows one redeemed code of ten.
  await nav(page, 'Batches').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Code batches' })).toBeVisible();
  const batchRow = page.getByRole('row').filter({ hasText: batchId! });
  await expect(batchRow).toContainText('Journey batch');
  await expectAccessible(page);

  // The code list by status, the users list and the audit log.
  await nav(page, 'Codes').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Access codes' })).toBeVisible();
  await expectAccessible(page);
  await nav(page, 'Users').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by email').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1);
  await expectAccessible(page);
  await nav(page, 'Audit log').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Generated codes' }).filter({ hasText: batchId! })).toHaveCount(1);
  await expectAccessible(page);
});
