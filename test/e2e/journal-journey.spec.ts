import fs from 'node:fs';
import { ScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import JSZip from 'jszip';
import type { Download, Page } from '@playwright/test';
import { apiCaller, uniqueEmail, waitForEmail } from '../support/api-client';
import { dynamoClient, emailedLink, expect, expectAccessible, signUpThroughUi, test, toast, userItems, type Stack } from './fixtures';
import { pdfTextOfBytes } from '../support/pdf-text';

const PASSWORD = 'Quiet-Morning7!';
const NEW_PASSWORD = 'Gentle-River8@';

/** A word no other test writes: it must never reach the server in plain text. */
const canary = () => `quokka${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function signUp(page: Page, stack: Stack, email: string): Promise<string> {
  const recoveryKey = await signUpThroughUi(page, stack, { email, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' });
  expect(recoveryKey).toMatch(/^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$/);
  return recoveryKey;
}

async function openJournal(page: Page, stack: Stack) {
  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByTestId('encryption-badge')).toContainText('End-to-end encrypted', { timeout: 20_000 });
}

async function writeEntry(page: Page, entry: { title?: string; content: string; mood: string; tags?: string; notes?: string }) {
  await page.getByRole('button', { name: 'New Entry' }).click();
  if (entry.title) await page.getByRole('textbox', { name: 'Title (optional)' }).fill(entry.title);
  await page.getByRole('textbox', { name: 'Content' }).fill(entry.content);
  await page.getByRole('radio', { name: entry.mood }).check();
  if (entry.tags) await page.getByRole('textbox', { name: 'Tags' }).fill(entry.tags);
  if (entry.notes) await page.getByRole('textbox', { name: 'Notes (optional)' }).fill(entry.notes);
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByRole('heading', { name: 'New Entry' })).toHaveCount(0);
}

const cards = (page: Page) => page.getByTestId('journal-entry');

/** Runs one export through the modal and answers the downloaded file. */
async function exportAs(page: Page, format: 'PDF' | 'Word (DOCX)' | 'Plain text (TXT)' | 'JSON'): Promise<{ download: Download; bytes: Buffer }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Journal' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: format }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  await expect(toast(page, 'Journal export downloaded successfully!')).toBeVisible();
  // The modal closes 1 s after completion.
  await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  const file = await download.path();
  return { download, bytes: fs.readFileSync(file) };
}

/** Every item of the table, as raw attribute values. A test may scan; the product never does. */
async function scanTable(stack: Stack): Promise<Record<string, AttributeValue>[]> {
  const client = dynamoClient(stack);
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start, ConsistentRead: true }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

function journalItems(stack: Stack, userId: string) {
  return userItems(stack, userId, 'JOURNAL#');
}

test('journal: encrypted entries, search and filter, edit, delete, every export, email and cloud, reload', async ({ page, stack }) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('journal');
  const word = canary();
  await signUp(page, stack, email);
  // Exports are emailed only to a verified address: open the link as the user would.
  await page.goto(await emailedLink(stack, email, /Verify your Solace email/, 'verify-email'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await openJournal(page, stack);
  await expect(page.getByRole('heading', { name: 'Start Your Journey' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await expectAccessible(page);

  // Three entries carrying the canary word.
  await page.getByRole('button', { name: 'New Entry' }).click();
  await expect(page.getByRole('heading', { name: 'New Entry' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await writeEntry(page, { title: `Run ${word}`, content: `Morning run by the river, ${word} feeling strong.`, mood: '5 Excellent', tags: 'running, outdoors' });
  await writeEntry(page, { content: `Rainy thoughts and ${word} worries about work.`, mood: '2 Low', tags: 'work', notes: `Talk to ${word} coach` });
  await writeEntry(page, { title: 'Evening', content: `Tea in the evening, ${word} calm.`, mood: '4 Good' });
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText(`Talk to ${word} coach`)).toBeVisible();
  await expectAccessible(page);

  // The table holds ciphertext only: no plaintext canary anywhere, and encrypted objects in the entries.
  const api = apiCaller(stack.apiUrl);
  const login = await api<{ user: { id: string } }>('POST', '/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  const stored = await journalItems(stack, login.body.user.id);
  expect(stored).toHaveLength(3);
  for (const item of stored) {
    expect(item.content?.M?.encrypted?.BOOL).toBe(true);
    expect(item.content?.M?.version?.S).toBe('2.0');
    expect(item.content?.M?.algorithm?.S).toBe('AES-256-GCM');
  }
  expect(JSON.stringify(await scanTable(stack))).not.toContain(word);

  // Search and mood filter run over the decrypted entries.
  const search = page.getByRole('searchbox', { name: 'Search entries' });
  await search.fill('rainy');
  await expect(cards(page)).toHaveCount(1);
  await search.fill('OUTDOORS');
  await expect(cards(page)).toHaveCount(1);
  await search.fill('nothing like this');
  await expect(page.getByRole('heading', { name: 'No Entries Found' })).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Mood' }).selectOption('4');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Tea in the evening');
  await page.getByRole('combobox', { name: 'Mood' }).selectOption('all');
  await expect(cards(page)).toHaveCount(3);

  // Edit, then delete with the confirmation.
  await page.getByRole('button', { name: 'Edit entry: Evening' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Entry' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Content' }).fill(`Tea and a long book in the evening, ${word} calm.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`Tea and a long book in the evening, ${word} calm.`)).toBeVisible();

  await page.getByRole('button', { name: `Delete entry: Run ${word}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete entry' });
  await expect(confirm.getByText('Are you sure you want to delete this entry?')).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards(page)).toHaveCount(2);
  expect(JSON.stringify(await scanTable(stack))).not.toContain(word);

  // Every format, built in the browser from the decrypted entries.
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('dialog', { name: 'Export Journal' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Export Journal' }).getByRole('button', { name: 'Cancel' }).click();

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.download.suggestedFilename()).toMatch(/^solace-journal-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfTextOfBytes(pdf.bytes);
  expect(text).toContain(word);
  expect(text).toContain('Rainy thoughts');

  const docx = await exportAs(page, 'Word (DOCX)');
  const zip = await JSZip.loadAsync(docx.bytes);
  const documentXml = await zip.file('word/document.xml')!.async('string');
  expect(documentXml).toContain(`Rainy thoughts and ${word} worries about work.`);
  expect(documentXml).toContain(`Tea and a long book in the evening, ${word} calm.`);

  const json = await exportAs(page, 'JSON');
  const parsed = JSON.parse(json.bytes.toString('utf8')) as { entries: { content: string; mood?: number; tags?: string[] }[] };
  expect(parsed.entries.map((e) => e.content)).toEqual([
    `Rainy thoughts and ${word} worries about work.`,
    `Tea and a long book in the evening, ${word} calm.`,
  ]);
  expect(parsed.entries[0]).toMatchObject({ mood: 2, tags: ['work'] });

  const txt = await exportAs(page, 'Plain text (TXT)');
  expect(txt.bytes.toString('utf8')).toContain(`Rainy thoughts and ${word} worries about work.`);
  expect(txt.bytes.toString('utf8')).toContain(`Notes: Talk to ${word} coach`);

  // By email: the file arrives as an attachment in the local email store.
  await page.getByRole('button', { name: 'Export' }).click();
  let dialog = page.getByRole('dialog', { name: 'Export Journal' });
  await dialog.getByRole('radio', { name: 'Plain text (TXT)' }).check();
  await dialog.getByRole('radio', { name: 'Email' }).check();
  // The account's own address is filled in: exports go nowhere else.
  const address = dialog.getByRole('textbox', { name: 'Email address' });
  await expect(address).toHaveValue(email);
  await address.fill('');
  await expect(dialog.getByText('Please enter an email address')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  await address.fill(email);
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(toast(page, `Journal export has been sent to ${email}`)).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 5_000 });
  const mail = await waitForEmail(stack.emailUrl, email, /journal export/i);
  const attachment = mail.attachments?.[0];
  expect(attachment?.filename).toMatch(/\.txt$/);
  expect(Buffer.from(attachment!.content, 'base64').toString('utf8')).toContain(`Rainy thoughts and ${word} worries about work.`);

  // To cloud storage: listed in the modal afterwards, and downloadable from there.
  await page.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export Journal' });
  await dialog.getByRole('radio', { name: 'JSON' }).check();
  await dialog.getByRole('radio', { name: 'Cloud storage' }).check();
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(toast(page, 'Journal export has been saved to your cloud storage')).toBeVisible();
  await expect(dialog).toHaveCount(0, { timeout: 5_000 });

  await page.getByRole('button', { name: 'Export' }).click();
  dialog = page.getByRole('dialog', { name: 'Export Journal' });
  const cloud = dialog.getByRole('region', { name: 'Your cloud exports' });
  const saved = cloud.getByRole('button', { name: /^Download solace-journal-.*\.json/ });
  await expect(saved).toHaveCount(1);
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await saved.click();
  const fromCloud = await downloading;
  const cloudJson = JSON.parse(fs.readFileSync(await fromCloud.path()).toString('utf8')) as { entries: unknown[] };
  expect(cloudJson.entries).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A reload within the key's 30 minutes keeps the journal readable without the password.
  await page.reload();
  await expect(page.getByTestId('encryption-badge')).toContainText('End-to-end encrypted', { timeout: 20_000 });
  await expect(page.getByText(`Tea and a long book in the evening, ${word} calm.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after a password reset, the recovery key brings the journal back', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('recover');
  const word = canary();
  const recoveryKey = await signUp(page, stack, email);
  await openJournal(page, stack);
  await writeEntry(page, { title: 'Before the reset', content: `Written before the reset, ${word}.`, mood: '3 Neutral' });
  await expect(cards(page)).toHaveCount(1);

  // Forgotten password: reset through the emailed link.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await page.goto(await emailedLink(stack, email, /Reset your Solace password/, 'reset-password'));
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByRole('button', { name: 'Go to Login Now' }).click();

  // Signing in with the new password: the key is still wrapped under the old one.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore access to your journal' });
  await expect(restore).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page);
  await restore.getByLabel('Recovery key').fill(recoveryKey);
  await restore.getByRole('button', { name: 'Restore access' }).click();
  await expect(restore).toHaveCount(0, { timeout: 20_000 });
  await expect(toast(page, 'Your journal is unlocked.')).toBeVisible();

  await openJournal(page, stack);
  await expect(page.getByText(`Written before the reset, ${word}.`)).toBeVisible();

  // The key is now wrapped for the new password: the next sign-in needs nothing else.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  // Still on /journal, where the sign-in happened; the keys are derived in the background.
  await expect(page.getByTestId('encryption-badge')).toContainText('End-to-end encrypted', { timeout: 20_000 });
  await expect(page.getByText(`Written before the reset, ${word}.`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
