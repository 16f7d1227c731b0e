import type { Page } from '@playwright/test';
import { COACHES } from '../../lambdas/contracts/coaches';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signedInUserId, signUpThroughUi, test, userItems, type Stack } from './fixtures';

const PASSWORD = 'Calm-Harbour4!';

/** A word no other test writes: it must never reach the server in plain text. */
const canary = () => `axolotl${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const aiLines = (page: Page) => page.getByTestId('chat-line-ai');
const userLines = (page: Page) => page.getByTestId('chat-line-user');

/** Back to the coach list, into a fresh chat with `coach` (only its greeting), and sends `text`; returns the input. */
async function sayToNewCoach(page: Page, coach: string, text: string) {
  await page.getByRole('button', { name: 'Back to Coaches' }).click();
  await page.getByRole('button', { name: `Chat with ${coach}` }).click();
  await expect(aiLines(page)).toHaveCount(1);
  const input = page.getByRole('textbox', { name: `Message ${coach}` });
  await input.fill(text);
  await input.press('Enter');
  return input;
}

async function storedMessages(stack: Stack, page: Page) {
  return userItems(stack, await signedInUserId(stack, page), 'CHATMSG#');
}

test('coaching: quick start, replies, mood check-in, the session on the dashboard, encrypted messages, the crisis card', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const word = canary();
  // The app's clock, so the 2-minute mood check-in can be reached without waiting for it.
  await page.clock.install();
  // The crisis detector runs in its worker; the main thread never loads it.
  const workers: string[] = [];
  const detectorOnPage: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('request', (request) => {
    if (/\/assets\/(detector|crisis-detector)-[\w-]+\.js$/.test(request.url())) detectorOnPage.push(request.url());
  });
  await signUpThroughUi(page, stack, { email: uniqueEmail('coaching'), password: PASSWORD, firstName: 'Ada', lastName: 'Byron' });

  await page.goto(`${stack.appUrl}/ai-coaching`);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Coaches' })).toBeVisible();
  // A new account's own figures: zeros, and every achievement locked with what it takes.
  await expect(page.getByTestId('coaching-stat-streak')).toContainText('0 days');
  await expect(page.getByTestId('coaching-stat-sessions')).toContainText('0');
  await expect(page.getByTestId('coaching-stat-progress')).toContainText('0%');
  await expect(page.getByTestId('coaching-stat-achievements')).toContainText('0');
  await expect(page.getByTestId('achievement')).toHaveCount(6);
  await expect(page.getByTestId('achievement').filter({ hasText: 'Unlocked' })).toHaveCount(0);
  await expect(page.getByTestId('achievement').filter({ hasText: 'First Session' })).toContainText('Start your first coaching session');
  await expectAccessible(page);

  // Quick Start fills the input with the coach's text.
  await page.getByRole('button', { name: 'Quick Start with Dr. Sage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Sage' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Message Dr. Sage' });
  await expect(input).toHaveValue(COACHES.sage.quickStart);
  await expect(page.getByRole('link', { name: 'What the coach is and is not' })).toBeVisible();
  await expect(aiLines(page)).toHaveCount(1);
  await expectAccessible(page);

  // The clock stands still while the coach types, so the indicator is there to be seen however slow the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(input).toHaveValue('');
  await expect(userLines(page)).toHaveCount(1);
  await expect(page.getByText('Dr. Sage is typing')).toBeAttached();
  await page.clock.resume();
  await expect(aiLines(page)).toHaveCount(2);

  // Whitespace is not a message.
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await input.fill(`My ${word} at work keeps me up at night`);
  await input.press('Enter');
  await expect(userLines(page)).toHaveCount(2);
  await expect(aiLines(page)).toHaveCount(3);

  // The mood check-in at two minutes; choosing a mood adds a user line and a reply.
  await page.clock.fastForward('02:01');
  const moods = page.getByRole('group', { name: 'How are you feeling?' });
  await expect(moods).toBeVisible();
  const aiBefore = await aiLines(page).count();
  await moods.getByRole('button', { name: 'Great' }).click();
  await expect(userLines(page)).toHaveCount(3);
  await expect(userLines(page).last()).toContainText(/great/i);
  await expect(aiLines(page)).toHaveCount(aiBefore + 1);
  await expect(moods).toHaveCount(0);

  // Every line is saved, encrypted: the table holds no plaintext of them.
  await expect.poll(async () => (await storedMessages(stack, page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(7);
  const stored = await storedMessages(stack, page);
  expect(JSON.stringify(stored)).not.toContain(word);
  expect(JSON.stringify(stored)).not.toContain('keeps me up at night');
  for (const item of stored) {
    expect(item.message?.M?.encrypted?.BOOL).toBe(true);
    expect(item.message?.M?.version?.S).toBe('2.0');
  }

  // After a reload the session is on the dashboard with its duration.
  await page.reload();
  await page.goto(stack.appUrl);
  const activity = page.getByTestId('recent-activity-item');
  await expect(activity).toHaveCount(1, { timeout: 20_000 });
  await expect(activity).toContainText('Chat with Dr. Sage');
  await expect(activity.getByTestId('session-duration')).toHaveText(/^(\d+ min|Duration unknown)/);
  await expect(page.getByTestId('stat-total-sessions')).toContainText('1');
  await expect(page.getByTestId('stat-active-days')).toContainText('1');

  // /ai-coaching counts the same session, and the first one is earned.
  await page.goto(`${stack.appUrl}/ai-coaching`);
  await expect(page.getByTestId('coaching-stat-sessions')).toContainText('1');
  await expect(page.getByTestId('coaching-stat-achievements')).toContainText('1');
  await expect(page.getByTestId('achievement').filter({ hasText: 'First Session' })).toContainText('Unlocked');

  // The past session reopens with its messages, decrypted on the device.
  await page.getByRole('button', { name: 'Chat with Dr. Sage' }).click();
  await expect(page.getByTestId('past-session')).toHaveCount(1);
  await page.getByTestId('past-session').getByRole('button', { name: /^Open/ }).click();
  await expect(page.getByText(`My ${word} at work keeps me up at night`)).toBeVisible();

  // An ambiguous message gets the screening question in the coach's voice, the lines under it;
  // a plain no lets the conversation go on.
  await sayToNewCoach(page, 'Zenith', "I can't go on anymore");
  await page.clock.runFor(2_000);
  const question = aiLines(page).nth(1);
  await expect(question).toContainText('Are you having thoughts of ending your life?');
  await expect(question.getByRole('link', { name: 'call 988' })).toHaveAttribute('href', 'tel:988');
  await expect(question.getByRole('link', { name: 'text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(page.getByTestId('crisis-card')).toHaveCount(0);
  await expectAccessible(page);
  await question.getByRole('group', { name: 'Answer the question' }).getByRole('button', { name: 'No' }).click();
  await page.clock.runFor(2_000);
  await expect(aiLines(page)).toHaveCount(3);
  await expect(aiLines(page).nth(2)).toContainText("Let's keep going");
  await expect(page.getByTestId('crisis-card')).toHaveCount(0);

  // A crisis message gets the crisis card and no coach reply.
  const phoenixInput = await sayToNewCoach(page, 'Phoenix', "I've saved up my pills and I'm going to take them all tonight");
  const card = page.getByTestId('crisis-card');
  await expect(card).toBeVisible();
  // Heard first: the card takes the focus, is an alert named by its heading, and Tab reaches Call 988 first.
  await expect(card).toBeFocused();
  await expect(page.getByRole('alert', { name: "You don't have to go through this alone" })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: /Call 988/ })).toBeFocused();
  await expect(phoenixInput).toHaveValue('');
  await expect(card.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(card.getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  await expect(card.getByRole('link', { name: /Call 911/ })).toHaveAttribute('href', 'tel:911');
  expect(workers.some((url) => /\/assets\/detector\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(detectorOnPage).toEqual([]);
  await page.clock.runFor(3_000);
  await expect(page.getByText('Phoenix is typing')).toHaveCount(0);
  await expect(aiLines(page)).toHaveCount(1);
  await expectAccessible(page);

  await card.getByRole('link', { name: 'How Solace responds when you are struggling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About your AI coach and your safety' })).toBeVisible();
  await expectAccessible(page);
});
