import type { Page } from '@playwright/test';
import { uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signedInUserId, signUpThroughUi, test, userItems } from './fixtures';

const PASSWORD = 'Steady-Harbour4!';

/** Answers item n (1-based) of the open questionnaire. */
async function answer(page: Page, item: number, option: string) {
  await page.getByTestId(`item-${item}`).getByText(option, { exact: true }).click();
}

test('check-ins: a PHQ-9 with item 9 "Several days" shows the crisis card and follow-up before the score, and stores only ciphertext', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signUpThroughUi(page, stack, { email: uniqueEmail('checkins'), password: PASSWORD, firstName: 'Nell', lastName: 'Gwyn' });
  await expect(page.getByRole('heading', { name: 'Welcome back, Nell!' })).toBeVisible();

  // A new account is invited to a first check-in.
  const prompt = page.getByTestId('check-in-prompt');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Take a check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Check-ins' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Start the PHQ-9' }).click();
  await expect(page.getByTestId('form-phq9')).toContainText('Over the last 2 weeks, how often have you been bothered by any of the following problems?');
  for (let item = 1; item <= 8; item += 1) await answer(page, item, item <= 2 ? 'More than half the days' : 'Not at all');

  // Item 9 above 0: the crisis card and the follow-up at once; no score anywhere yet.
  await answer(page, 9, 'Several days');
  const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "You don't have to go through this alone" }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  const followUp = page.getByTestId('safety-follow-up');
  await expect(followUp).toContainText('Have you wished you were dead or wished you could go to sleep and not wake up?');
  await expect(page.getByTestId('check-in-score')).toHaveCount(0);
  await expectAccessible(page);

  await followUp.getByRole('group', { name: /wished you were dead/ }).getByText('Yes', { exact: true }).click();
  await followUp.getByRole('group', { name: /actual thoughts of killing yourself/ }).getByText('No', { exact: true }).click();
  const low = page.getByTestId('risk-low');
  await expect(low.getByRole('link', { name: /Text HOME to 741741/ })).toBeVisible();

  await page.getByRole('button', { name: 'See my result' }).click();
  const result = page.getByTestId('check-in-result');
  await expect(result.getByRole('heading', { name: 'Your PHQ-9 result' })).toBeFocused();
  const score = result.getByTestId('check-in-score');
  await expect(score).toContainText('5 out of 27: Mild');
  await expect(score).toContainText('This is a screening, not a diagnosis.');
  await expect(score).toContainText('Saved to your history, encrypted on this device.');
  // The crisis card and the follow-up come first.
  const cardBox = await result.getByTestId('crisis-card').boundingBox();
  const followUpBox = await result.getByTestId('safety-follow-up').boundingBox();
  const scoreBox = await score.boundingBox();
  expect(cardBox!.y).toBeLessThan(scoreBox!.y);
  expect(followUpBox!.y).toBeLessThan(scoreBox!.y);
  await expect(page.getByTestId('check-in-list')).toContainText('PHQ-9 5 of 27, mild');
  await expect(page.getByTestId('check-in-chart')).toBeVisible();
  await expectAccessible(page);

  // The table holds the kind, the date and ciphertext: no answer, total or follow-up answer.
  const items = await userItems(stack, await signedInUserId(stack, page), 'CHECKIN#');
  expect(items).toHaveLength(1);
  expect(Object.keys(items[0]!).sort()).toEqual(['PK', 'SK', 'answers', 'createdAt', 'entity', 'id', 'kind']);
  expect(items[0]!.kind).toEqual({ S: 'phq9' });
  expect(items[0]!.answers?.M?.encrypted).toEqual({ BOOL: true });
  expect(JSON.stringify(items[0])).not.toMatch(/"items"|"total"|"difficulty"/);

  // Taken today: the dashboard no longer invites one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, Nell!' })).toBeVisible();
  await expect(page.getByTestId('stat-total-sessions')).toBeVisible();
  await expect(page.getByTestId('check-in-prompt')).toHaveCount(0);
});
