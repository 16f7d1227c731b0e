/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_OPTIONS } from '@contracts/mental-health-options';
import type { MoodLog } from '@contracts/mental-health';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { createKeyMaterial } from '../../../frontend/src/lib/crypto/key-material';
import { clearEncryptionKey, setSessionKeys, type SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { DEFAULT_PROFILE, echoMoodLog, encryptedMoodLog, isEncryptedObject, plainMoodLog, signedInWithMoods, trends } from './helpers';
import { checkText } from '../../../frontend/src/lib/crisis/crisis-check';

jest.setTimeout(30_000);

// The real check, which a test can hold until it says.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkText: jest.fn(actual.checkText) };
});
const checkTextMock = checkText as jest.MockedFunction<typeof checkText>;

jest.mock('../../../frontend/src/components/mood-line-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    MoodLineChart: ({ points }: { points: { value: number }[] }) => createElement('div', { 'data-testid': 'mood-chart' }, points.map((p) => p.value).join(',')),
  };
});

const MOOD_DECRYPT = 'Unable to decrypt mood log - check your password';
const KEY_MISSING = 'Encryption key not available. Please re-enter your password.';

async function makeKeys(): Promise<SessionKeys> {
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { dataKey, legacyKey: null };
}

async function unlocked(userId = 'user-1') {
  const keys = await makeKeys();
  await setSessionKeys(userId, keys);
  return keys;
}

/** Until every part of the screen has loaded (and decrypted) what it asked for. */
async function settled() {
  await waitFor(() => {
    for (const text of ['Loading your mood history...', 'Loading your mood trends...', 'Loading your profile...', 'Decrypting…']) {
      expect(screen.queryByText(text)).toBeNull();
    }
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

async function openPage(path = '/mental-health') {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Mental Health Profile' });
  await settled();
  return user;
}

const moodForm = () => screen.getByRole('region', { name: 'Log Your Mood' });
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  warn.mockRestore();
  await clearEncryptionKey();
});

describe('crisis resources', () => {
  it('offers the 988 lifeline as a call link and HOME to 741741 as a text link', async () => {
    signedInWithMoods([]);
    await openPage();
    const banner = screen.getByRole('region', { name: /Need help right now/ });
    expect(within(banner).getByRole('link', { name: /Call 988/ }).getAttribute('href')).toBe('tel:988');
    const text = within(banner).getByRole('link', { name: /Text HOME to 741741/ });
    expect(text.getAttribute('href')).toBe('sms:741741?&body=HOME');
  });

  it('the dashboard links focus the crisis banner and the mood form', async () => {
    signedInWithMoods([]);
    await openPage('/mental-health#crisis-resources');
    await waitFor(() => expect(document.activeElement?.id).toBe('crisis-resources'));
    cleanup();
    signedInWithMoods([]);
    await openPage('/mental-health#log-mood');
    await waitFor(() => expect(document.activeElement).toBe(moodForm()));
  });
});

describe('mood log form', () => {
  it('has energy and stress sliders from 1 to 10, at 5 and 3, showing their value', async () => {
    signedInWithMoods([]);
    await openPage();
    const energy = within(moodForm()).getByRole('slider', { name: 'Energy' }) as HTMLInputElement;
    const stress = within(moodForm()).getByRole('slider', { name: 'Stress' }) as HTMLInputElement;
    expect([energy.value, energy.min, energy.max, energy.step]).toEqual(['5', '1', '10', '1']);
    expect([stress.value, stress.min, stress.max]).toEqual(['3', '1', '10']);
    expect(energy.getAttribute('aria-valuetext')).toBe('5 out of 10');
    expect(screen.getByTestId('energy-value').textContent).toBe('5/10');
    expect(screen.getByTestId('stress-value').textContent).toBe('3/10');

    fireEvent.change(stress, { target: { value: '8' } });
    expect(stress.getAttribute('aria-valuetext')).toBe('8 out of 10');
    expect(screen.getByTestId('stress-value').textContent).toBe('8/10');
  });

  it('offers the five moods with their labels and requires one', async () => {
    const fetchMock = signedInWithMoods([]);
    const user = await openPage();
    const radios = within(moodForm()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Very Low', 'Low', 'Neutral', 'Good', 'Excellent']);
    // Each with its face, drawn.
    expect(radios.map((r) => r.closest('label')?.querySelectorAll('svg').length)).toEqual([1, 1, 1, 1, 1]);
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);

    await user.click(within(moodForm()).getByRole('button', { name: 'Save Mood' }));
    // The mood group is marked and described by the message under it, and its first option is focused.
    const group = within(moodForm()).getByRole('radiogroup', { name: 'How are you feeling?' });
    const message = within(moodForm()).getByText('Please choose how you are feeling.');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(radios[0]);
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(0);
    await user.click(radios[2]!);
    expect(group.getAttribute('aria-invalid')).toBeNull();
    expect(within(moodForm()).queryByText('Please choose how you are feeling.')).toBeNull();
  });

  it('encrypts notes, triggers and gratitude on the device when a key is usable, and lists the new log', async () => {
    const keys = await unlocked();
    const fetchMock = signedInWithMoods([]).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
    const user = await openPage();
    const form = moodForm();

    await user.click(within(form).getByRole('radio', { name: 'Good' }));
    fireEvent.change(within(form).getByRole('slider', { name: 'Energy' }), { target: { value: '7' } });
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'slept badly, walked it off');
    await user.type(within(form).getByRole('textbox', { name: 'Triggers' }), 'deadline{Enter}');
    await user.type(within(form).getByRole('textbox', { name: 'Triggers' }), 'noise, traffic{Enter}');
    await user.type(within(form).getByRole('textbox', { name: 'Gratitude' }), 'sunshine');
    expect(within(within(form).getByRole('list', { name: 'Triggers' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'deadline',
      'noise',
      'traffic',
    ]);
    await user.click(within(form).getByRole('button', { name: 'Remove noise from Triggers' }));
    // Still typed in Gratitude: saving keeps it.
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));

    await waitFor(() => expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(1));
    await screen.findByTestId('mood-log');
    await settled();
    const body = fetchMock.callsTo('POST /mental-health/mood-logs')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({ mood: 4, energy: 7, stress: 3, notes: expect.any(Object), triggers: expect.any(Object), gratitude: expect.any(Object) });
    expect(isEncryptedObject(body.notes) && isEncryptedObject(body.triggers) && isEncryptedObject(body.gratitude)).toBe(true);
    const sent = JSON.stringify(body);
    for (const word of ['slept', 'deadline', 'traffic', 'sunshine']) expect(sent).not.toContain(word);
    expect(await decryptField(body.notes, keys, 'mood.notes')).toBe('slept badly, walked it off');
    expect(JSON.parse(await decryptField(body.triggers, keys, 'mood.triggers'))).toEqual(['deadline', 'traffic']);
    expect(JSON.parse(await decryptField(body.gratitude, keys, 'mood.gratitude'))).toEqual(['sunshine']);
    // Bound to its field: the notes do not open as gratitude.
    await expect(decryptField(body.notes, keys, 'mood.gratitude')).rejects.toThrow();

    const card = screen.getByTestId('mood-log');
    expect(within(card).getByText('slept badly, walked it off')).toBeTruthy();
    expect(within(card).getByText('Good')).toBeTruthy();
    expect(within(card).getByText('Energy 7/10 · Stress 3/10')).toBeTruthy();
    expect(toasts()).toContain('Mood logged successfully');
    // The form starts over.
    expect((within(form).getByRole('slider', { name: 'Energy' }) as HTMLInputElement).value).toBe('5');
    expect(within(form).queryByRole('list', { name: 'Triggers' })).toBeNull();
  });

  it('sends a chosen date and time, and refuses one in the future', async () => {
    await unlocked();
    const fetchMock = signedInWithMoods([]).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Low' }));
    const when = within(form).getByLabelText('Date and time');
    fireEvent.change(when, { target: { value: '2999-01-01T10:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    expect(within(form).getByText('The date and time cannot be in the future.')).toBeTruthy();
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(0);

    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${yesterday.getFullYear()}-${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}T${pad(yesterday.getHours())}:${pad(yesterday.getMinutes())}`;
    fireEvent.change(when, { target: { value: local } });
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')[0]!.body).toEqual({ mood: 2, energy: 5, stress: 3, timestamp: yesterday.toISOString() });
    expect(await screen.findByTestId('mood-log')).toBeTruthy();
    await settled();
  });

  it('sends plain text when encryption is turned off', async () => {
    const user0 = makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    const fetchMock = signedInWithMoods([], user0).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Neutral' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'plain note');
    await user.type(within(form).getByRole('textbox', { name: 'Gratitude' }), 'tea{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(1));
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')[0]!.body).toEqual({ mood: 3, energy: 5, stress: 3, notes: 'plain note', gratitude: ['tea'] });
    expect(await screen.findByText('plain note')).toBeTruthy();
    await settled();
  });

  it('saves a mood whose notes speak of self-harm and then shows the crisis lines', async () => {
    const user0 = makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    const fetchMock = signedInWithMoods([], user0).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Neutral' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), "I've been cutting myself again tonight");
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    const card = await screen.findByTestId('crisis-card');
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(1);
    expect(card.textContent).toContain('Your check-in is saved.');
    expect(within(card).getByRole('link', { name: /Call 911/ }).getAttribute('href')).toBe('tel:911');
    // Read out at once as an alert, its heading first, without taking the focus.
    expect(screen.getByRole('alert', { name: "You don't have to go through this alone" })).toBe(card);
    expect(within(card).getAllByRole('link')[0]!.getAttribute('href')).toBe('tel:988');
    expect(card.contains(document.activeElement)).toBe(false);
    await settled();
  });

  it('announces the crisis lines while the next notes are being written, and leaves the focus and the words there', async () => {
    const user0 = makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    const fetchMock = signedInWithMoods([], user0).on('POST /mental-health/mood-logs', (call) => ({ status: 201, body: echoMoodLog(call) }));
    let answer!: (assessment: Awaited<ReturnType<typeof checkText>>) => void;
    checkTextMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Low' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'A long day');
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    await waitFor(() => expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(1));
    await screen.findByTestId('mood-log');
    const notes = within(form).getByRole('textbox', { name: 'Notes (optional)' }) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(''));
    await user.click(notes);
    await user.type(notes, 'Later on');

    await act(async () => answer({ tier: 'ideation', outcome: 'crisis', signals: ['test.signal'] }));
    const card = await screen.findByTestId('crisis-card');
    expect(card.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(notes);
    expect(notes.value).toBe('Later on');
    await settled();
  });

  it('moves the focus to the saved log in the history', async () => {
    const user0 = makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    signedInWithMoods([plainMoodLog({ mood: 4, timestamp: new Date(Date.now() - 86_400_000).toISOString() })], user0).on(
      'POST /mental-health/mood-logs',
      (call) => ({ status: 201, body: echoMoodLog(call) }),
    );
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Good' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'a calm evening');
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    const saved = (await screen.findByText('a calm evening')).closest('article')!;
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(screen.getAllByTestId('mood-log')).toHaveLength(2);
    expect(saved.getAttribute('tabindex')).toBe('-1');
    await settled();
  });

  it('with encryption on and no key, sends no private text and asks for the password', async () => {
    const { keyMaterial } = await createKeyMaterial('Calm#Sea2025', { iterations: 1000 });
    const fetchMock = signedInWithMoods([], makeUser({ encryption: keyMaterial })).on('POST /mental-health/mood-logs', (call) => ({
      status: 201,
      body: echoMoodLog(call),
    }));
    const user = await openPage();
    const form = moodForm();
    await user.click(within(form).getByRole('radio', { name: 'Excellent' }));
    await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), 'private');
    await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
    expect(await within(form).findByText(KEY_MISSING)).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(0);
  });
});

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
