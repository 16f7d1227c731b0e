import type { Page, Response } from '@playwright/test';
import type { ChatSession } from '../../lambdas/contracts/chat';
import type { MoodLog } from '../../lambdas/contracts/mental-health';
import { apiCaller, uniqueEmail } from '../support/api-client';
import { expect, expectAccessible, signUpThroughUi, test, toast, userItems, type Stack } from './fixtures';

const PASSWORD = 'Quiet-Morning7!';
/** The browser runs in this zone; the app sends it as `tz`, and days are counted in it. */
const TIME_ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

test.use({ timezoneId: TIME_ZONE });

/** A word no other test writes: it must never reach the server in plain text. */
const canary = () => `wombat${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function signUp(page: Page, stack: Stack, email: string) {
  return signUpThroughUi(page, stack, { email, password: PASSWORD, firstName: 'Mary', lastName: 'Seacole' });
}

/** The local calendar day of an instant in `TIME_ZONE`. */
const localDay = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(ms));

/** Noon in `TIME_ZONE`, `daysAgo` days before today there (noon keeps clear of midnight and DST changes). */
function noonDaysAgo(daysAgo: number): string {
  const [y, m, d] = localDay(Date.now() - daysAgo * DAY_MS).split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d, 12);
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(new Date(guess))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const shownAsUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(guess - (shownAsUtc - guess)).toISOString();
}

test('wellness: dashboard figures and chart, profile kept across a reload, crisis links, an encrypted mood log', async ({ page, stack }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('wellness');
  const word = canary();

  // The sign-in screen never loads the charting library: it comes with the dashboard's chart only.
  const loginScripts: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') loginScripts.push(response.text());
  };
  page.on('response', collect);
  await page.goto(`${stack.appUrl}/login`);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  page.off('response', collect);
  const loginCode = await Promise.all(loginScripts);
  expect(loginCode.length).toBeGreaterThan(0);
  expect(loginCode.filter((code) => code.includes('recharts-'))).toEqual([]);

  await signUp(page, stack, email);
  await expect(page.getByRole('heading', { name: 'Welcome back, Mary!' })).toBeVisible();

  // The session the app keeps after sign-up, to seed data as this user through the API.
  const token = (await page.evaluate("localStorage.getItem('solace_token') ?? sessionStorage.getItem('solace_token')")) as string | null;
  expect(token).toBeTruthy();
  const api = apiCaller(stack.apiUrl);
  const call = async <T>(method: string, path: string, body?: unknown, status = 201): Promise<T> => {
    const res = await api<T>(method, path, { token: token!, body });
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
    return res.body;
  };

  // Mood logs on three different past days: (2 + 4 + 5) / 3 = 3.666… → 3.7.
  for (const [daysAgo, mood] of [[6, 2], [3, 4], [1, 5]] as const) {
    await call<MoodLog>('POST', '/mental-health/mood-logs', { mood, energy: 6, stress: 4, timestamp: noonDaysAgo(daysAgo) });
  }
  // Two chat sessions with messages.
  const sessions: ChatSession[] = [];
  for (const persona of ['sage', 'phoenix'] as const) {
    const session = await call<ChatSession>('POST', '/chat/sessions', { persona });
    await call('POST', `/chat/sessions/${session.id}/messages`, { message: 'I could use a calm moment.', sender: 'user' });
    await call('POST', `/chat/sessions/${session.id}/messages`, { message: 'Let us breathe together.', sender: 'ai' });
    sessions.push(session);
  }
  const listed = await call<{ sessions: ChatSession[] }>('GET', '/chat/sessions?limit=5', undefined, 200);
  expect(listed.sessions).toHaveLength(2);
  // Active Days: the distinct local days the sessions ran on (one, unless they crossed midnight).
  const chatDays = new Set(listed.sessions.flatMap((s) => [localDay(Date.parse(s.startedAt)), localDay(Date.parse(s.lastMessageAt))]));

  // The dashboard.
  const dashboardCall = page.waitForRequest((r) => r.url().includes('/analytics/dashboard'));
  await page.goto(stack.appUrl);
  expect(new URL((await dashboardCall).url()).searchParams.get('tz')).toBe(TIME_ZONE);
  const statValue = (id: string) => page.getByTestId(`stat-${id}`).locator('dd');
  await expect(statValue('total-sessions')).toHaveText('2');
  await expect(statValue('mood-average')).toHaveText('3.7');
  await expect(statValue('active-days')).toHaveText(String(chatDays.size));
  await expect(statValue('journal-streak')).toHaveText('0 days');
  const chart = page.getByTestId('mood-chart');
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).toHaveText(['0', '1', '2', '3', '4', '5']);
  await expect(chart.locator('table tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('recent-activity-item')).toHaveCount(2);
  await expect(page.getByTestId('recent-activity-item').first()).toContainText('Chat with Phoenix');
  await expect(page.getByTestId('recent-activity-item').first().getByTestId('session-duration')).toHaveText(/^\d+ min$|^—/);
  await expect(page.getByTestId('feature-card').filter({ hasText: 'Wellness' })).toContainText('3 Check-ins');
  await expectAccessible(page);

  // My Health: the two tabs with their summaries.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Health' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Health' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'My Health sections' }).getByRole('link');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.nth(0)).toHaveAttribute('href', '/mental-health');
  await expect(tabs.nth(0)).toContainText('3 check-ins this week · average mood 3.7');
  await expect(tabs.nth(1)).toHaveAttribute('href', '/journal');
  await expectAccessible(page);

  // The dashboard's Log Mood link leads to the mood form on /mental-health.
  await page.goto(stack.appUrl);
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Log Mood' }).click();
  await expect(page).toHaveURL(`${stack.appUrl}/mental-health#log-mood`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mental Health Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Log Your Mood' })).toBeFocused();

  // Crisis lines, one tap away.
  await expect(page.getByRole('link', { name: /Call 988/ })).toHaveAttribute('href', 'tel:988');
  await expect(page.getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute('href', 'sms:741741?&body=HOME');

  // The mood-trends panel over the last 30 days: 4 and 5 are good days, 2 a difficult one.
  const trends = page.getByRole('region', { name: /Mood Trends/ });
  await expect(trends.getByTestId('trend-good').locator('dd')).toHaveText('2');
  await expect(trends.getByTestId('trend-neutral').locator('dd')).toHaveText('0');
  await expect(trends.getByTestId('trend-difficult').locator('dd')).toHaveText('1');
  // The history lists the seeded logs.
  await expect(page.getByTestId('mood-log')).toHaveCount(3);

  // The profile: choices saved, then kept across a reload.
  const profile = page.getByRole('region', { name: 'Your Wellness Profile' });
  await expect(profile.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  await expect(profile.getByLabel('Sleep (hours per night)')).toHaveValue('8');
  await expect(profile.getByLabel('Exercise frequency')).toHaveValue('occasionally');
  await expectAccessible(page);
  await profile.getByLabel('Age (optional)').fill('41');
  await profile.getByRole('group', { name: 'Goals' }).getByRole('checkbox', { name: 'Improve Sleep' }).check();
  await profile.getByRole('group', { name: 'Goals' }).getByRole('checkbox', { name: 'Stress Management' }).check();
  await profile.getByRole('group', { name: 'Stressors' }).getByRole('checkbox', { name: 'Work/Career' }).check();
  await profile.getByRole('group', { name: 'Coping strategies' }).getByRole('checkbox', { name: 'Meditation' }).check();
  await profile.getByRole('textbox', { name: 'Medications' }).fill('Melatonin');
  await profile.getByRole('textbox', { name: 'Medications' }).press('Enter');
  await profile.getByRole('checkbox', { name: 'I have been in therapy before' }).check();
  await profile.getByLabel('Sleep (hours per night)').fill('6.5');
  await profile.getByLabel('Exercise frequency').selectOption('regularly');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();

  await page.reload();
  await expect(profile.getByRole('button', { name: 'Save Profile' })).toBeVisible();
  await expect(profile.getByLabel('Age (optional)')).toHaveValue('41');
  for (const [group, option] of [
    ['Goals', 'Improve Sleep'],
    ['Goals', 'Stress Management'],
    ['Stressors', 'Work/Career'],
    ['Coping strategies', 'Meditation'],
  ] as const) {
    await expect(profile.getByRole('group', { name: group }).getByRole('checkbox', { name: option })).toBeChecked();
  }
  await expect(profile.getByRole('group', { name: 'Goals' }).getByRole('checkbox', { name: 'Reduce Anxiety' })).not.toBeChecked();
  await expect(profile.getByRole('list', { name: 'Medications' })).toContainText('Melatonin');
  await expect(profile.getByRole('checkbox', { name: 'I have been in therapy before' })).toBeChecked();
  await expect(profile.getByLabel('Sleep (hours per night)')).toHaveValue('6.5');
  await expect(profile.getByLabel('Exercise frequency')).toHaveValue('regularly');

  // A mood logged through the form: notes, triggers and gratitude are encrypted on the device.
  const form = page.getByRole('region', { name: 'Log Your Mood' });
  await expect(form.getByText('encrypted on this device before they are saved')).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Save Mood' }).click();
  await expect(form.getByText('Please choose how you are feeling.')).toBeVisible();
  await form.getByRole('radio', { name: 'Good' }).check();
  await expect(form.getByRole('slider', { name: 'Energy' })).toHaveValue('5');
  await expect(form.getByRole('slider', { name: 'Stress' })).toHaveValue('3');
  await form.getByRole('slider', { name: 'Stress' }).fill('7');
  await expect(form.getByRole('slider', { name: 'Stress' })).toHaveAttribute('aria-valuetext', '7 out of 10');
  await form.getByRole('textbox', { name: 'Notes (optional)' }).fill(`A long walk, ${word} by the sea.`);
  await form.getByRole('textbox', { name: 'Triggers' }).fill(`${word}-deadline`);
  await form.getByRole('textbox', { name: 'Triggers' }).press('Enter');
  await form.getByRole('textbox', { name: 'Gratitude' }).fill(`${word}-friends`);
  await form.getByRole('textbox', { name: 'Gratitude' }).press('Enter');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save Mood' }).click();
  await expect(toast(page, 'Mood logged successfully')).toBeVisible();

  await expect(page.getByTestId('mood-log')).toHaveCount(4);
  const newest = page.getByTestId('mood-log').first();
  await expect(newest).toContainText(`A long walk, ${word} by the sea.`);
  await expect(newest.getByRole('list', { name: 'Triggers' })).toContainText(`${word}-deadline`);
  await expect(newest.getByRole('list', { name: 'Gratitude' })).toContainText(`${word}-friends`);
  await expect(newest).toContainText('Energy 5/10 · Stress 7/10');
  await expect(trends.getByTestId('trend-good').locator('dd')).toHaveText('3');

  // The table holds ciphertext only for that log.
  const me = await call<{ id: string }>('GET', '/auth/me', undefined, 200);
  const stored = await userItems(stack, me.id, 'MOOD#');
  expect(stored).toHaveLength(4);
  expect(JSON.stringify(stored)).not.toContain(word);
  const logged = stored.find((item) => item.notes !== undefined)!;
  for (const field of ['notes', 'triggers', 'gratitude'] as const) {
    expect(logged[field]?.M?.encrypted?.BOOL).toBe(true);
    expect(logged[field]?.M?.version?.S).toBe('2.0');
  }

  // Still readable after a reload (the session keys survive it for their 30 minutes).
  await page.reload();
  await expect(page.getByTestId('mood-log').first()).toContainText(`A long walk, ${word} by the sea.`, { timeout: 20_000 });
});
