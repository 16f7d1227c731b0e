/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE_OPTIONS } from '@contracts/mental-health-options';
import type { MoodLog } from '@contracts/mental-health';
import { DEFAULT_PROFILE, encryptedMoodLog, plainMoodLog, signedInWithMoods, trends } from './helpers';
import { makeKeys, MOOD_DECRYPT, openPage, resetPageBetweenTests, settled, toasts, unlocked } from './page-setup';

jest.setTimeout(30_000);

jest.mock('../../../frontend/src/components/mood-line-chart', () => jest.requireActual<typeof import('../helpers/mood-chart-stub')>('../helpers/mood-chart-stub'));

resetPageBetweenTests();

describe('mood history', () => {
  it('asks for the last 30 days and decrypts each log; one the key cannot open says so', async () => {
    const keys = await unlocked();
    const other = await makeKeys();
    const fetchMock = signedInWithMoods([
      await encryptedMoodLog(keys, { mood: 5, notes: 'great run', triggers: ['none'], gratitude: ['friends'], timestamp: new Date(Date.now() - 7_200_000).toISOString() }),
      await encryptedMoodLog(other, { mood: 1, notes: 'hidden', timestamp: new Date(Date.now() - 86_400_000).toISOString() }),
      plainMoodLog({ mood: 3, notes: 'an old plain note', timestamp: new Date(Date.now() - 3 * 86_400_000).toISOString() }),
    ]);
    await openPage();

    await screen.findByText('great run');
    const cards = screen.getAllByTestId('mood-log');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('list', { name: 'Gratitude' }).textContent).toBe('friends');
    expect(within(cards[1]!).getByText(MOOD_DECRYPT)).toBeTruthy();
    expect(within(cards[1]!).getByText('Very Low')).toBeTruthy();
    expect(screen.queryByText('hidden')).toBeNull();
    expect(within(cards[2]!).getByText('an old plain note')).toBeTruthy();

    const url = new URL(fetchMock.callsTo('GET /mental-health/mood-logs')[0]!.url);
    const start = new Date(url.searchParams.get('startDate')!);
    const expected = new Date();
    expected.setHours(0, 0, 0, 0);
    expected.setDate(expected.getDate() - 29);
    expect(start.getTime()).toBe(expected.getTime());
  });

  it('deletes a log after asking', async () => {
    await unlocked();
    const log: MoodLog = plainMoodLog({ mood: 2, notes: 'to remove' });
    const fetchMock = signedInWithMoods([log]).on(`DELETE /mental-health/mood-logs/${log.id}`, { status: 204 });
    const user = await openPage();
    const card = await screen.findByTestId('mood-log');
    await user.click(within(card).getByRole('button', { name: /^Delete mood log from/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete mood log' });
    expect(within(dialog).getByText('Are you sure you want to delete this mood log?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('mood-log')).toBeNull());
    expect(fetchMock.callsTo(`DELETE /mental-health/mood-logs/${log.id}`)).toHaveLength(1);
    // The trends are asked for again, to leave the deleted log out.
    await waitFor(() => expect(fetchMock.callsTo('GET /analytics/mood-trends').length).toBeGreaterThanOrEqual(3));
    await settled();
  });

  it('after a delete the focus goes to the next log, then to the history heading once none is left', async () => {
    await unlocked();
    const newer = plainMoodLog({ mood: 4, notes: 'newer', timestamp: new Date(Date.now() - 3_600_000).toISOString() });
    const older = plainMoodLog({ mood: 2, notes: 'older', timestamp: new Date(Date.now() - 86_400_000).toISOString() });
    signedInWithMoods([newer, older])
      .on(`DELETE /mental-health/mood-logs/${newer.id}`, { status: 204 })
      .on(`DELETE /mental-health/mood-logs/${older.id}`, { status: 204 });
    const user = await openPage();
    const card = (text: string) => screen.getByText(text).closest('article')!;

    await user.click(within(card('newer')).getByRole('button', { name: /^Delete mood log from/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('newer')).toBeNull());
    expect(document.activeElement).toBe(card('older'));

    await user.click(within(card('older')).getByRole('button', { name: /^Delete mood log from/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByTestId('mood-log')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Recent Mood History' }));
    await settled();
  });
});

describe('mood trends panel', () => {
  it('shows good, neutral and difficult days and the average over 30 days, with a chart of daily averages', async () => {
    const fetchMock = signedInWithMoods([]).on('GET /analytics/mood-trends', {
      body: trends({
        days: [
          { date: '2025-03-01', average: 4.5, count: 2, averageEnergy: 6, averageStress: 3 },
          { date: '2025-03-02', average: 3, count: 1, averageEnergy: 5, averageStress: 4 },
          { date: '2025-03-03', average: 2, count: 1, averageEnergy: 3, averageStress: 8 },
        ],
        counts: { good: 1, neutral: 1, difficult: 1 },
        average: 3.1666,
      }),
    });
    await openPage();
    const panel = screen.getByRole('region', { name: /Mood Trends/ });
    await within(panel).findByTestId('trend-good');
    expect(within(panel).getByTestId('trend-good').textContent).toBe('Good days1');
    expect(within(panel).getByTestId('trend-neutral').textContent).toBe('Neutral days1');
    expect(within(panel).getByTestId('trend-difficult').textContent).toBe('Difficult days1');
    expect(within(panel).getByTestId('trend-average').textContent).toBe('Average mood3.2');
    expect((await within(panel).findByTestId('mood-chart')).textContent).toBe('4.5,3,2');
    const url = new URL(fetchMock.callsTo('GET /analytics/mood-trends')[0]!.url);
    expect(url.searchParams.get('period')).toBe('30d');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('without logs: zero days, a dash for the average and no chart', async () => {
    signedInWithMoods([]);
    await openPage();
    const panel = screen.getByRole('region', { name: /Mood Trends/ });
    await within(panel).findByTestId('trend-average');
    expect(within(panel).getByTestId('trend-average').textContent).toBe('Average mood—No data yet');
    expect(within(panel).queryByTestId('mood-chart')).toBeNull();
    expect(within(panel).getByText('Log your mood to see your trends here.')).toBeTruthy();
  });
});

describe('profile form', () => {
  it('renders every option of the contract, loads the defaults, saves the choices and shows what was saved', async () => {
    const fetchMock = signedInWithMoods([]).on('PUT /mental-health/profile', (call) => ({
      body: { ...DEFAULT_PROFILE, ...(call.body as object), updatedAt: '2025-03-05T10:00:00.000Z' },
    }));
    const user = await openPage();
    const form = screen.getByRole('region', { name: 'Your Wellness Profile' });
    await within(form).findByRole('button', { name: 'Save Profile' });

    const group = (name: string) => within(form).getByRole('group', { name });
    const labels = (name: string) => within(group(name)).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
    expect(labels('Goals')).toEqual([...PROFILE_OPTIONS.goals]);
    expect(labels('Stressors')).toEqual([...PROFILE_OPTIONS.stressors]);
    expect(labels('Coping strategies')).toEqual([...PROFILE_OPTIONS.copingMechanisms]);
    const exercise = within(form).getByRole('combobox', { name: 'Exercise frequency' }) as HTMLSelectElement;
    expect(Array.from(exercise.options).map((o) => o.value)).toEqual([...PROFILE_OPTIONS.exerciseFrequency]);
    expect(exercise.value).toBe('occasionally');
    expect((within(form).getByRole('spinbutton', { name: 'Sleep (hours per night)' }) as HTMLInputElement).value).toBe('8');
    expect((within(form).getByRole('spinbutton', { name: 'Age (optional)' }) as HTMLInputElement).value).toBe('');
    expect((within(form).getByRole('checkbox', { name: 'I have been in therapy before' }) as HTMLInputElement).checked).toBe(false);

    await user.type(within(form).getByRole('spinbutton', { name: 'Age (optional)' }), '34');
    await user.click(within(group('Goals')).getByRole('checkbox', { name: 'Improve Sleep' }));
    await user.click(within(group('Goals')).getByRole('checkbox', { name: 'Reduce Anxiety' }));
    await user.click(within(group('Stressors')).getByRole('checkbox', { name: 'Work/Career' }));
    await user.click(within(group('Coping strategies')).getByRole('checkbox', { name: 'Nature' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mental health conditions' }), 'Generalized anxiety{Enter}');
    await user.type(within(form).getByRole('textbox', { name: 'Medications' }), 'Sertraline{Enter}');
    await user.click(within(form).getByRole('checkbox', { name: 'I have been in therapy before' }));
    const sleep = within(form).getByRole('spinbutton', { name: 'Sleep (hours per night)' });
    await user.clear(sleep);
    await user.type(sleep, '6.5');
    await user.selectOptions(exercise, 'regularly');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(fetchMock.callsTo('PUT /mental-health/profile')).toHaveLength(1));
    expect(fetchMock.callsTo('PUT /mental-health/profile')[0]!.body).toEqual({
      age: 34,
      goals: ['Reduce Anxiety', 'Improve Sleep'],
      mentalHealthConditions: ['Generalized anxiety'],
      medications: ['Sertraline'],
      therapyHistory: true,
      stressors: ['Work/Career'],
      copingMechanisms: ['Nature'],
      sleepHours: 6.5,
      exerciseFrequency: 'regularly',
    });
    await waitFor(() => expect(toasts()).toContain('Profile updated successfully'));
    expect((within(group('Goals')).getByRole('checkbox', { name: 'Improve Sleep' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('list', { name: 'Medications' }).textContent).toBe('Sertraline');
  });

  it('shows a saved profile, refuses an age out of range, and says when saving fails', async () => {
    const fetchMock = signedInWithMoods([])
      .on('GET /mental-health/profile', { body: { ...DEFAULT_PROFILE, age: 40, stressors: ['Money'], exerciseFrequency: 'daily', sleepHours: 7 } })
      .on('PUT /mental-health/profile', { status: 500, body: { message: 'Something went wrong. Please try again later.' } });
    const user = await openPage();
    const form = screen.getByRole('region', { name: 'Your Wellness Profile' });
    await within(form).findByRole('button', { name: 'Save Profile' });
    expect((within(form).getByRole('checkbox', { name: 'Money' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('combobox', { name: 'Exercise frequency' }) as HTMLSelectElement).value).toBe('daily');
    const age = within(form).getByRole('spinbutton', { name: 'Age (optional)' });
    expect((age as HTMLInputElement).value).toBe('40');

    await user.clear(age);
    await user.type(age, '9');
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    expect(within(form).getByText('Age must be a whole number from 13 to 120.')).toBeTruthy();
    expect(fetchMock.callsTo('PUT /mental-health/profile')).toHaveLength(0);

    await user.clear(age);
    await user.click(within(form).getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(toasts()).toContain('Failed to update profile'));
    expect((fetchMock.callsTo('PUT /mental-health/profile')[0]!.body as { age: unknown }).age).toBeNull();
  });

  it('does not offer the form when the profile cannot be loaded, and retries', async () => {
    let serviceUp = false;
    signedInWithMoods([]).on('GET /mental-health/profile', () => (serviceUp ? { body: DEFAULT_PROFILE } : { status: 503, body: { message: 'down' } }));
    const user = await openPage();
    const form = screen.getByRole('region', { name: 'Your Wellness Profile' });
    expect(await within(form).findByText('Your profile could not be loaded.')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Save Profile' })).toBeNull();
    serviceUp = true;
    await user.click(within(form).getByRole('button', { name: 'Try Again' }));
    expect(await within(form).findByRole('button', { name: 'Save Profile' })).toBeTruthy();
  });
});
