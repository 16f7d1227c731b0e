import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, signedInUserId, test, userItems } from './fixtures';

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
  await page.getByLabel(/Daylio export \(\.csv\)/).setInputFiles({ name: 'daylio_export_2025_01_01.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
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
