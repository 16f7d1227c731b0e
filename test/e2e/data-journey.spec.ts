import fs from 'node:fs';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { apiCaller, uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, signedInUserId, storedToken, test, toast, userItems } from './fixtures';

const PASSWORD = 'Harbour-Lights4!';
const TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;

test.use({ timezoneId: TIME_ZONE });

/** The calendar day in `TIME_ZONE`, `daysAgo` days before today there. */
const localDay = (daysAgo: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(Date.now() - daysAgo * DAY_MS));

/** A Daylio CSV export as the app writes it: a custom mood name, 12 h and 24 h times, a quoted note over two lines, an empty note. */
function daylioCsv(word: string): string {
  return [
    'full_date,date,weekday,time,mood,activities,note_title,note',
    `${localDay(2)},,,8:05 pm,rad,"friends | cooking",Harbour walk,"Saw the boats, ""finally""\nand ${word} 🌊"`,
    `${localDay(4)},,,07:30,Müde,sleep,,`,
    `${localDay(6)},,,12:15 pm,meh,,,`,
  ].join('\n');
}

async function importDaylio(page: Page, csv: string) {
  const file = { name: 'daylio_export_2025_01_01.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
  await page.getByLabel(/Daylio export \(\.csv\)/).setInputFiles(file);
  const mapping = page.getByRole('region', { name: 'Match your moods' });
  await expect(mapping).toBeVisible();
  await expect(mapping.getByLabel(/“rad”/)).toHaveValue('5');
  await mapping.getByLabel(/“Müde”/).selectOption('2');
  await mapping.getByRole('button', { name: 'These moods are right' }).click();
  await page.getByRole('button', { name: 'Import 4 items' }).click();
  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  return summary;
}

test('data: a Daylio CSV imports into moods and the journal, and importing it again adds nothing', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const word = `otter${Date.now().toString(36)}`;
  await signUpThroughUi(page, stack, { email: uniqueEmail('import'), password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();

  await page.goto(`${stack.appUrl}/settings`);
  await page.getByRole('link', { name: 'Import data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import data' })).toBeVisible();
  const first = await importDaylio(page, daylioCsv(word));
  await expect(first).toContainText('4 items were added');
  await expect(first).toContainText('Mood logs: 3 added');
  await expect(first).toContainText('Journal entries: 1 added');
  await expectAccessible(page);

  // Stored as ciphertext: the note's word is nowhere in the table.
  const userId = await signedInUserId(stack, page);
  const stored = JSON.stringify(await userItems(stack, userId, 'JOURNAL#'));
  expect(stored).not.toContain(word);

  await page.goto(`${stack.appUrl}/mental-health`);
  const history = page.getByRole('region', { name: 'Recent Mood History' });
  await expect(history.getByTestId('mood-log')).toHaveCount(3);
  await expect(history.getByText('cooking')).toBeVisible();

  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByText('Harbour walk')).toBeVisible();
  await expect(page.getByText(new RegExp(word))).toBeVisible();

  await page.goto(`${stack.appUrl}/import`);
  const again = await importDaylio(page, daylioCsv(word));
  await expect(again).toContainText('Nothing new was added.');
  await expect(again).toContainText('Already there from an earlier import: 4');
  expect(await userItems(stack, userId, 'MOOD#')).toHaveLength(3);
});

test('data: export everything, delete the account, register again, import the export, and the journal and moods are back', async ({ page, stack }) => {
  test.setTimeout(240_000);
  const word = `heron${Date.now().toString(36)}`;
  const email = uniqueEmail('round-trip');
  const account = { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
  await signUpThroughUi(page, stack, account);

  // A journal entry and a mood log, written through their screens (both encrypted on the device).
  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByTestId('encryption-badge')).toContainText('End-to-end encrypted', { timeout: 20_000 });
  await page.getByRole('button', { name: 'New Entry' }).click();
  await page.getByRole('textbox', { name: 'Title (optional)' }).fill('Lighthouse keeper');
  await page.getByRole('textbox', { name: 'Content' }).fill(`The fog lifted and a ${word} stood on the rocks.`);
  await page.getByRole('radio', { name: 'Good' }).check();
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByText('Lighthouse keeper')).toBeVisible();
  await page.goto(`${stack.appUrl}/mental-health`);
  const form = page.getByRole('region', { name: 'Log Your Mood' });
  await expect(form.getByText('encrypted on this device before they are saved')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('radio', { name: 'Good' }).check();
  await form.getByRole('textbox', { name: 'Notes (optional)' }).fill(`Calm after seeing the ${word}.`);
  await form.getByRole('button', { name: 'Save Mood' }).click();
  await expect(toast(page, 'Mood logged successfully')).toBeVisible();

  // Settings → Download all my data: one ZIP, decrypted on the device.
  await page.goto(`${stack.appUrl}/settings`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all my data' }).click();
  const download = await downloading;
  const zipBytes = fs.readFileSync((await download.path()) as string);
  const exported = JSON.parse(await (await JSZip.loadAsync(zipBytes)).file('solace-export.json')!.async('string')) as {
    journalEntries: { content: string }[];
    moods: { notes?: string }[];
  };
  expect(exported.journalEntries.map((entry) => entry.content)).toEqual([`The fog lifted and a ${word} stood on the rocks.`]);
  expect(exported.moods.map((mood) => mood.notes)).toEqual([`Calm after seeing the ${word}.`]);

  // The account goes (DELETE /user/account with the password; the spec gives it no screen), and the same address registers again.
  const oldUserId = await signedInUserId(stack, page);
  const deleted = await apiCaller(stack.apiUrl)('DELETE', '/user/account', { token: await storedToken(page), body: { password: PASSWORD } });
  expect(deleted.status).toBe(200);
  expect(await userItems(stack, oldUserId, 'JOURNAL#')).toHaveLength(0);
  await page.evaluate('localStorage.clear(); sessionStorage.clear();');
  await signUpThroughUi(page, stack, account);
  const newUserId = await signedInUserId(stack, page);
  expect(newUserId).not.toBe(oldUserId);

  // Import data: the export's ZIP, previewed, then imported.
  await page.goto(`${stack.appUrl}/import`);
  await page.getByLabel(/a Solace export/).setInputFiles({ name: 'solace-export.zip', mimeType: 'application/zip', buffer: zipBytes });
  await page.getByRole('button', { name: /^Import \d+ items?$/ }).click();
  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary).toContainText('Journal entries: 1 added');
  await expect(summary).toContainText('Mood logs: 1 added');

  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByText('Lighthouse keeper')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(new RegExp(`a ${word} stood`))).toBeVisible();
  await page.goto(`${stack.appUrl}/mental-health`);
  const history = page.getByRole('region', { name: 'Recent Mood History' });
  await expect(history.getByTestId('mood-log')).toHaveCount(1);
  await expect(history.getByText(`Calm after seeing the ${word}.`)).toBeVisible();
  // Still ciphertext in the table.
  expect(JSON.stringify(await userItems(stack, newUserId, 'JOURNAL#'))).not.toContain(word);
});
