import type { Page, Response } from '@playwright/test';
import type { TherapistMatch, TherapistMatchResponse } from '../../lambdas/contracts/therapist-options';
import { apiCaller, uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, test, toast, userItems, type Stack } from './fixtures';

const PASSWORD = 'Steady-Lantern5!';
const LOCALE = 'en-US';
const TIME_ZONE = 'America/New_York';

test.use({ locale: LOCALE, timezoneId: TIME_ZONE });

/** Spec §8. */
const CONNECT_SENT = 'Connection request sent successfully! The therapist will review your request and respond soon.';
/** The server's 409 text for a second open request to the same therapist. */
const ALREADY_REQUESTED = 'You already have an open connection request with this therapist';

const STEP_TITLES = ['What would you like support with?', 'Your preferences', 'Your Matches'] as const;

async function signUp(page: Page, stack: Stack, label: string, firstName: string) {
  await signUpThroughUi(page, stack, { email: uniqueEmail(label), password: PASSWORD, firstName, lastName: 'Nightingale' });
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}

/** The signed-in user's id, asked of the API with the session the app keeps. */
async function currentUserId(stack: Stack, page: Page): Promise<string> {
  const state = await page.context().storageState();
  const token = state.origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === 'solace_token')?.value;
  expect(token).toBeTruthy();
  const me = await apiCaller(stack.apiUrl)<{ id: string }>('GET', '/auth/me', { token });
  expect(me.status).toBe(200);
  return me.body.id;
}

const calledPath = (response: Response, method: string, path: string) =>
  response.request().method() === method && new URL(response.url()).pathname.endsWith(path);

const stepHeading = (page: Page, step: 1 | 2 | 3) => page.getByRole('heading', { level: 2, name: STEP_TITLES[step - 1] });

/** Step 1: the issue areas, then Continue. */
async function chooseIssues(page: Page, labels: readonly string[]) {
  await expect(stepHeading(page, 1)).toBeVisible();
  const issues = page.getByRole('group', { name: 'Issue areas' });
  for (const label of labels) await issues.getByRole('checkbox', { name: label, exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
}

/** Step 2: urgency, session type and budget; answers the matches the API sent for them. */
async function findMatches(page: Page, choice: { urgency: string; session: string; budget: string }): Promise<TherapistMatch[]> {
  await page.getByRole('group', { name: 'How soon do you need support?' }).getByRole('radio', { name: choice.urgency, exact: true }).check();
  await page.getByRole('group', { name: 'Session type' }).getByRole('radio', { name: choice.session, exact: true }).check();
  await page.getByLabel('Budget per session (optional)').fill(choice.budget);
  const answer = page.waitForResponse((response) => calledPath(response, 'POST', '/therapist/match'));
  await page.getByRole('button', { name: 'Find My Matches' }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as TherapistMatchResponse;
  await expect(stepHeading(page, 3)).toBeVisible();
  return body.matches;
}

const fullName = (match: TherapistMatch) => `${match.profile.firstName} ${match.profile.lastName}`;
const percent = (score: number) => `${Math.round(score * 100)}%`;

test('therapists: ranked matches, a connection request, a refused second request, the connection withdrawn', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const extra = `I work nights, so late afternoons suit me best ${Date.now().toString(36)}.`;
  await signUp(page, stack, 'therapists', 'Florence');
  const userId = await currentUserId(stack, page);

  // The wizard, reached from the Support Hub in the sidebar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
  await page.getByRole('navigation', { name: 'Quick access' }).getByRole('link', { name: /Find Therapist/ }).click();
  await expect(page).toHaveURL(`${stack.appUrl}/therapists`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Therapist' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();

  // Step 1: Continue waits for at least one issue area.
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Choose at least one area to continue.')).toBeVisible();
  const issues = page.getByRole('group', { name: 'Issue areas' });
  await issues.getByRole('checkbox', { name: 'Anxiety & Panic' }).check();
  await expect(continueButton).toBeEnabled();
  await issues.getByRole('checkbox', { name: 'Depression' }).check();
  await expect(page.getByText('2 areas selected.')).toBeVisible();
  await continueButton.click();

  // Step 2: preferences, then the search.
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Video', exact: true })).toBeChecked();
  const matches = await findMatches(page, { urgency: 'High', session: 'Video', budget: '200' });

  // Step 3: the ranked matches as the API scored them, best first.
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  await expect(page.getByTestId('match-summary')).toHaveText('Depression, Anxiety & Panic · Video sessions · High urgency');
  expect(matches.length).toBeGreaterThan(1);
  const scores = matches.map((match) => match.matchScore);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  for (const match of matches) {
    expect(match.therapistProfile.sessionRate).toBeLessThanOrEqual(200);
    expect(match.therapistProfile.sessionTypes).toContain('video');
  }
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(matches.length);
  const first = matches[0]!;
  const firstName = fullName(first);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(firstName);
  await expect(cards.first().getByTestId('match-score')).toContainText(percent(first.matchScore));
  await expect(page.getByTestId('match-score').locator('.match-card__score-value')).toHaveText(matches.map((match) => percent(match.matchScore)));
  const shown = (await page.getByTestId('match-score').locator('.match-card__score-value').allTextContents()).map((text) => Number.parseInt(text, 10));
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  // Connect: the message is prefilled from the choices and can be edited.
  await page.getByRole('button', { name: `Connect with ${firstName}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Connect with ${firstName}` });
  await expect(modal).toBeVisible();
  const message = modal.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeFocused();
  await expect(message).toHaveValue(/Anxiety & Panic/);
  const prefilled = await message.inputValue();
  expect(prefilled).toContain(`Hi ${first.profile.firstName},`);
  await message.press('ControlOrMeta+End');
  await message.pressSequentially(` ${extra}`);
  await expect(message).toHaveValue(`${prefilled} ${extra}`);
  await expect(modal.getByTestId('message-counter')).toHaveText(`${prefilled.length + extra.length + 1} / 1000 characters`);

  const sent = page.waitForResponse((response) => calledPath(response, 'POST', '/therapist/connect'));
  await modal.getByRole('button', { name: 'Send Connection Request' }).click();
  const sentResponse = await sent;
  expect(sentResponse.status()).toBe(201);
  expect(sentResponse.request().postDataJSON()).toMatchObject({
    therapistId: first._id,
    requestMessage: `${prefilled} ${extra}`.trim(),
    preferredTopics: ['Depression', 'Anxiety & Panic'],
    urgencyLevel: 'high',
    sessionPreference: 'video',
  });
  await expect(toast(page, CONNECT_SENT)).toBeVisible();
  await expect(modal).toHaveCount(0);

  // The same therapist cannot be asked again from this card: it says the request was sent.
  await expect(cards.first()).toContainText('Request sent');
  await expect(cards.first().getByRole('link', { name: 'View your connections' })).toBeFocused();
  await expect(page.getByRole('button', { name: `Connect with ${firstName}`, exact: true })).toHaveCount(0);

  // After a reload the card offers Connect again, and the server refuses a second open request.
  await page.reload();
  await chooseIssues(page, ['Anxiety & Panic', 'Depression']);
  const again = await findMatches(page, { urgency: 'High', session: 'Video', budget: '200' });
  expect(again[0]?._id).toBe(first._id);
  await cards.first().getByRole('button', { name: `Connect with ${firstName}`, exact: true }).click();
  const refused = page.waitForResponse((response) => calledPath(response, 'POST', '/therapist/connect'));
  await modal.getByRole('button', { name: 'Send Connection Request' }).click();
  expect((await refused).status()).toBe(409);
  await expect(modal.getByRole('alert')).toContainText(ALREADY_REQUESTED);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toHaveCount(0);
  await expect(cards.first().getByRole('button', { name: `Connect with ${firstName}`, exact: true })).toBeFocused();

  // One connection request is stored, pending.
  const stored = await userItems(stack, userId, 'CONNECTION#');
  expect(stored).toHaveLength(1);
  const record = stored[0]!;
  expect(record.status?.S).toBe('pending');
  expect(record.therapistId?.S).toBe(first._id);
  expect(record.requestMessage?.S).toContain(extra);
  const createdAt = record.createdAt?.S ?? '';
  const requestedOn = new Date(createdAt).toLocaleDateString(LOCALE, { timeZone: TIME_ZONE, year: 'numeric', month: 'long', day: 'numeric' });

  // The connections page shows it.
  await page.getByRole('link', { name: 'My connections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Therapist Connections' })).toBeVisible();
  const connection = page.getByTestId('connection-card');
  await expect(connection).toHaveCount(1);
  await expect(connection.getByRole('heading', { level: 2 })).toHaveText(firstName);
  await expect(connection.getByTestId('connection-status')).toHaveText('Status: Pending');
  await expect(connection.getByTestId('connection-message')).toContainText(extra);
  await expect(connection).toContainText(`Requested on ${requestedOn}`);
  await expect(connection.locator('time')).toHaveAttribute('datetime', createdAt);

  // Withdrawn through the confirmation dialog.
  await connection.getByRole('button', { name: `Withdraw request to ${firstName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw request?' });
  await expect(confirm).toContainText(firstName);
  await expect(confirm.getByRole('button', { name: 'Keep request' })).toBeFocused();
  const withdrawn = page.waitForResponse((response) => calledPath(response, 'PUT', `/therapists/connections/${record.id?.S ?? ''}`));
  await confirm.getByRole('button', { name: 'Withdraw request' }).click();
  expect((await withdrawn).status()).toBe(200);
  await expect(confirm).toHaveCount(0);
  await expect(connection.getByTestId('connection-status')).toHaveText('Status: Withdrawn');
  await expect(connection.getByRole('button', { name: /Withdraw request/ })).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('connection-card').getByTestId('connection-status')).toHaveText('Status: Withdrawn');
  await expect(page.getByTestId('connection-card').getByTestId('connection-message')).toContainText(extra);
  const after = await userItems(stack, userId, 'CONNECTION#');
  expect(after.map((item) => item.status?.S)).toEqual(['withdrawn']);
});

test('therapists: crisis lines above crisis matches, Start Over, no matches within a budget of 1', async ({ page, stack }) => {
  test.setTimeout(120_000);
  await signUp(page, stack, 'therapists-crisis', 'Clara');
  await page.goto(`${stack.appUrl}/therapists`);

  await chooseIssues(page, ['Grief']);
  await page.getByRole('radio', { name: 'Crisis', exact: true }).check();
  await expect(page.getByText('please call or text 988 now')).toBeVisible();
  const matches = await findMatches(page, { urgency: 'Crisis', session: 'Video', budget: '' });
  expect(matches.length).toBeGreaterThan(0);

  const crisis = page.getByTestId('match-crisis');
  await expect(crisis).toBeVisible();
  await expect(crisis.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(crisis.getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute('href', /^sms:741741/);
  const cards = page.getByTestId('match-card');
  await expect(cards).toHaveCount(matches.length);
  const crisisBox = await crisis.boundingBox();
  const firstCard = await cards.first().boundingBox();
  expect(crisisBox && firstCard && crisisBox.y + crisisBox.height <= firstCard.y).toBe(true);

  // Start Over: back to step 1 with nothing chosen.
  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  for (const box of await page.getByRole('group', { name: 'Issue areas' }).getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  // The preferences are back to their defaults as well.
  await chooseIssues(page, ['Stress & Burnout']);
  await expect(page.getByRole('radio', { name: 'Medium', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Video', exact: true })).toBeChecked();
  await expect(page.getByLabel('Budget per session (optional)')).toHaveValue('');

  // Nobody works for $1 a session.
  expect(await findMatches(page, { urgency: 'Low', session: 'Text', budget: '1' })).toEqual([]);
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.getByTestId('match-crisis')).toHaveCount(0);
  await page.getByRole('button', { name: 'Adjust Preferences' }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Low', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Text', exact: true })).toBeChecked();
  await expect(page.getByLabel('Budget per session (optional)')).toHaveValue('1');
});

test('profile: stats, an edit kept across a reload', async ({ page, stack }) => {
  const location = `Scutari ${Date.now().toString(36)}`;
  const bio = 'Nurse by training, learning to rest as well as I work.';
  const goal = 'Sleep by 11pm';
  await signUp(page, stack, 'profile', 'Agnes');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(`${stack.appUrl}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  for (const [id, label, value] of [
    ['chat-sessions', 'Chat Sessions', '0'],
    ['journal-entries', 'Journal Entries', '0'],
    ['journal-streak', 'Journal Streak', '0 days'],
    ['goals-completed', 'Goals Completed', '0'],
  ] as const) {
    const card = page.getByTestId(`profile-stat-${id}`);
    await expect(card).toBeVisible();
    await expect(card.locator('dt')).toHaveText(label);
    await expect(card.locator('dd')).toHaveText(value);
  }
  const memberSince = new Date().toLocaleDateString(LOCALE, { timeZone: TIME_ZONE, year: 'numeric', month: 'short' });
  await expect(page.getByTestId('profile-stat-member-since').locator('dd')).toHaveText(memberSince);
  await expect(page.getByText('No goals yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Edit Profile' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Agnes');
  await form.getByRole('textbox', { name: 'Location' }).fill(location);
  await form.getByRole('textbox', { name: 'Bio' }).fill(bio);
  await expect(form.getByTestId('bio-count')).toHaveText(`${bio.length} / 1000 characters`);
  await form.getByRole('textbox', { name: 'New goal' }).fill(goal);
  await form.getByRole('textbox', { name: 'New goal' }).press('Enter');
  await expect(form.getByRole('list', { name: 'Your goals' }).getByRole('listitem')).toHaveText([goal]);
  await expect(form.getByRole('textbox', { name: 'New goal' })).toHaveValue('');

  const saved = page.waitForResponse((response) => calledPath(response, 'PUT', '/auth/profile'));
  await form.getByRole('button', { name: 'Save' }).click();
  const savedResponse = await saved;
  expect(savedResponse.status()).toBe(200);
  expect(savedResponse.request().postDataJSON()).toEqual({ profile: { location, bio, goals: [goal] } });
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();

  const showsProfile = async () => {
    const card = page.getByRole('region', { name: 'Agnes Nightingale' });
    await expect(card.locator('.profile-details__row').filter({ hasText: 'Location' }).locator('dd')).toHaveText(location);
    await expect(card.getByText(bio, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal Goals' }).getByRole('listitem')).toHaveText([goal]);
  };
  await showsProfile();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await showsProfile();
});

test('accessibility: support, community, profile, each step of the wizard, the connect modal and the connections page', async ({ page, stack }) => {
  test.setTimeout(180_000);
  await signUp(page, stack, 'therapists-a11y', 'Mary');

  // A fresh user has no connections yet.
  await page.goto(`${stack.appUrl}/therapist-connections`);
  await expect(page.getByRole('heading', { name: 'No Therapist Connections' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${stack.appUrl}/support`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Hub' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${stack.appUrl}/community`);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${stack.appUrl}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByTestId('profile-stat-chat-sessions')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${stack.appUrl}/therapists`);
  await expect(stepHeading(page, 1)).toBeVisible();
  await expectAccessible(page);
  await chooseIssues(page, ['Trauma & PTSD']);
  await expectAccessible(page);
  const matches = await findMatches(page, { urgency: 'Crisis', session: 'Video', budget: '' });
  expect(matches.length).toBeGreaterThan(0);
  await expect(page.getByTestId('match-card')).toHaveCount(matches.length);
  await expect(page.getByTestId('match-crisis')).toBeVisible();
  await expectAccessible(page);

  const name = fullName(matches[0]!);
  await page.getByRole('button', { name: `Connect with ${name}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Connect with ${name}` });
  await expect(modal.getByRole('textbox', { name: 'Your message' })).toBeFocused();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Send Connection Request' }).click();
  await expect(toast(page, CONNECT_SENT)).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expectAccessible(page);

  await page.getByTestId('match-card').first().getByRole('link', { name: 'View your connections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Therapist Connections' })).toBeVisible();
  await expect(page.getByTestId('connection-card')).toHaveCount(1);
  await expect(page.getByTestId('connection-status')).toHaveText('Status: Pending');
  await expectAccessible(page);

  // The withdrawal dialog, then a step 3 without matches.
  await page.getByTestId('connection-card').getByRole('button', { name: `Withdraw request to ${name}` }).click();
  await expect(page.getByRole('alertdialog', { name: 'Withdraw request?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('alertdialog', { name: 'Withdraw request?' }).getByRole('button', { name: 'Keep request' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goto(`${stack.appUrl}/therapists`);
  await chooseIssues(page, ['ADHD']);
  expect(await findMatches(page, { urgency: 'Low', session: 'Video', budget: '1' })).toEqual([]);
  await expect(page.getByRole('heading', { name: 'No matches found' })).toBeVisible();
  await expectAccessible(page);
});
