import fs from 'node:fs';
import { uniqueEmail } from '../support/api-client';
import { pdfTextOfBytes } from '../support/pdf-text';
import { expect, expectAccessible, signUpThroughUi, test } from './fixtures';

const PASSWORD = 'Quiet-Meadow7!';

test('report: the PDF for a range holds the chosen entry and not the other; a Cyrillic name and Devanagari print', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('report'), password: PASSWORD, firstName: 'Анна', lastName: 'Петрова' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Анна!' })).toBeVisible();

  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByTestId('encryption-badge')).toContainText('End-to-end encrypted', { timeout: 20_000 });
  for (const [title, content] of [
    ['Chosen day', 'We talked about the move and I felt lighter afterwards.\nमैं आज बेहतर महसूस कर रही हूँ। क्षमा और किताब।'],
    ['Kept private', 'This one stays between me and my journal.'],
  ] as const) {
    await page.getByRole('button', { name: 'New Entry' }).click();
    await page.getByRole('textbox', { name: 'Title (optional)' }).fill(title);
    await page.getByRole('textbox', { name: 'Content' }).fill(content);
    await page.getByRole('radio', { name: '4 Good' }).check();
    await page.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByRole('heading', { name: 'New Entry' })).toHaveCount(0);
  }

  await page.goto(`${stack.appUrl}/mental-health`);
  await page.getByRole('link', { name: /Make a report/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report for your therapist' })).toBeVisible();
  const picker = page.getByRole('region', { name: 'Journal entries to include' });
  await expect(picker.getByRole('checkbox')).toHaveCount(2);
  for (const box of await picker.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await picker.getByRole('checkbox', { name: /Chosen day/ }).check();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^solace-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfTextOfBytes(fs.readFileSync(await download.path()));
  expect(text).toContain('Анна Петрова');
  expect(text).toContain('felt lighter');
  // Shaped in the browser (fontkit, Noto Sans Devanagari fetched for this document) and read back as typed.
  expect(text.normalize('NFC')).toContain('मैं आज बेहतर महसूस कर रही हूँ। क्षमा और किताब।');
  expect(text).not.toContain('stays between me');
});
