import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signedInUserId, signUpThroughUi, test, userItems, type Stack } from './fixtures';

const PASSWORD = 'Calm-Harbour4!';

const aiLines = (page: Page) => page.getByTestId('chat-line-ai');

async function sessionItems(stack: Stack, page: Page) {
  return (await userItems(stack, await signedInUserId(stack, page), 'CHAT#')).filter((item) => item.entity?.S === 'chat');
}

/** Sends a message and waits for the coach's reply to it (the line after the message). */
async function say(page: Page, coach: string, text: string) {
  const users = page.getByTestId('chat-line-user');
  const sent = await users.count();
  const input = page.getByRole('textbox', { name: `Message ${coach}` });
  await input.fill(text);
  await input.press('Enter');
  await expect(users).toHaveCount(sent + 1);
  const reply = page.locator('[data-testid="chat-line-user"]').last().locator('xpath=following-sibling::li[@data-testid="chat-line-ai"][1]');
  await expect(reply).toBeVisible({ timeout: 15_000 });
  return reply;
}

test('the coach answers a question first, offers quick replies, and remembers a name after a reload and in the next session', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('coach-memory'), password: PASSWORD, firstName: 'Mo', lastName: 'Reyes' });
  const secret = 'Biscuit';

  await page.goto(`${stack.appUrl}/ai-coaching`);
  await page.getByRole('button', { name: 'Chat with Dr. Harmony' }).click();
  await expect(aiLines(page)).toHaveCount(1);

  const sympathy = await say(page, 'Dr. Harmony', `my dog ${secret} died last week`);
  await expect(sympathy).toContainText(secret);

  // A direct question gets an answer with something to do, not a question back.
  const answer = await say(page, 'Dr. Harmony', 'is there something specific I can do for jaw tension?');
  await expect(answer).toContainText(/jaw/i);
  await expect(answer).toContainText(/\. .+\. .+\./);
  // Quick replies under the latest coach line; one of them answers the offer.
  const quick = page.getByRole('group', { name: 'Quick replies' });
  await expect(quick).toHaveCount(1);
  await expectAccessible(page);
  await quick.getByRole('button', { name: "Yes, let's try it" }).click();
  const steps = page.locator('[data-testid="chat-line-user"]').last().locator('xpath=following-sibling::li[@data-testid="chat-line-ai"][1]');
  await expect(steps).toContainText(/1\. .+2\. /s, { timeout: 15_000 });

  await page.getByRole('button', { name: 'What I remember' }).click();
  await expect(page.getByRole('region', { name: 'What Dr. Harmony remembers' })).toContainText(secret);

  // What the coach remembers is kept with the session, encrypted: never the name in plain text.
  await expect.poll(async () => (await sessionItems(stack, page))[0]?.memory?.M?.encrypted?.BOOL, { timeout: 15_000 }).toBe(true);
  expect(JSON.stringify(await sessionItems(stack, page))).not.toContain(secret);

  // After a reload, the reopened session still knows the name.
  await page.reload();
  await page.getByRole('button', { name: 'Chat with Dr. Harmony' }).click();
  await page.getByTestId('past-session').getByRole('button', { name: /^Open/ }).click();
  await expect(page.getByText(`my dog ${secret} died last week`)).toBeVisible();
  const recalled = await say(page, 'Dr. Harmony', 'what do you remember about me?');
  await expect(recalled).toContainText(secret);

  // A new chat with the same coach opens from the last one, and "Forget all" clears it.
  await page.getByRole('button', { name: 'Back to Coaches' }).click();
  await page.getByRole('button', { name: 'Chat with Dr. Harmony' }).click();
  await expect(aiLines(page).first()).toContainText(`Last time you told me about losing ${secret}`);
  await page.getByRole('button', { name: 'What I remember' }).click();
  const panel = page.getByRole('region', { name: 'What Dr. Harmony remembers' });
  await expect(panel).toContainText(secret);
  await panel.getByRole('button', { name: 'Forget all' }).click();
  await expect(panel).not.toContainText(secret);
  await expect.poll(async () => (await sessionItems(stack, page)).filter((item) => item.memory).length, { timeout: 15_000 }).toBe(0);

  await page.getByRole('button', { name: 'Back to Coaches' }).click();
  await page.getByRole('button', { name: 'Chat with Dr. Harmony' }).click();
  await expect(aiLines(page)).toHaveCount(1);
  await expect(aiLines(page).first()).not.toContainText(secret);
});
