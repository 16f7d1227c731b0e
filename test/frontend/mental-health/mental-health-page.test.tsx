/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decryptField } from '../../../frontend/src/lib/crypto/field-crypto';
import { createKeyMaterial } from '../../../frontend/src/lib/crypto/key-material';
import { makeUser, plainTextUser } from '../helpers/fixtures';
import { isEncryptedObject, plainMoodLog, savingMoods, signedInWithMoods } from './helpers';
import { KEY_MISSING, logMood, moodForm, openPage, resetPageBetweenTests, settled, toasts, unlocked } from './page-setup';
import { checkText } from '../../../frontend/src/lib/crisis/crisis-check';

jest.setTimeout(30_000);

// The real check, which a test can hold until it says.
jest.mock('../../../frontend/src/lib/crisis/crisis-check', () => {
  const actual = jest.requireActual<typeof import('../../../frontend/src/lib/crisis/crisis-check')>('../../../frontend/src/lib/crisis/crisis-check');
  return { ...actual, checkText: jest.fn(actual.checkText) };
});
const checkTextMock = checkText as jest.MockedFunction<typeof checkText>;

jest.mock('../../../frontend/src/components/mood-line-chart', () => jest.requireActual<typeof import('../helpers/mood-chart-stub')>('../helpers/mood-chart-stub'));

resetPageBetweenTests();

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
    const fetchMock = savingMoods();
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
    const fetchMock = savingMoods();
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
    const fetchMock = savingMoods([], plainTextUser());
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
    const fetchMock = savingMoods([], plainTextUser());
    const user = await openPage();
    await logMood(user, 'Neutral', "I've been cutting myself again tonight");
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
    const fetchMock = savingMoods([], plainTextUser());
    let answer!: (assessment: Awaited<ReturnType<typeof checkText>>) => void;
    checkTextMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const user = await openPage();
    const form = moodForm();
    await logMood(user, 'Low', 'A long day');
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
    savingMoods([plainMoodLog({ mood: 4, timestamp: new Date(Date.now() - 86_400_000).toISOString() })], plainTextUser());
    const user = await openPage();
    await logMood(user, 'Good', 'a calm evening');
    const saved = (await screen.findByText('a calm evening')).closest('article')!;
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(screen.getAllByTestId('mood-log')).toHaveLength(2);
    expect(saved.getAttribute('tabindex')).toBe('-1');
    await settled();
  });

  it('with encryption on and no key, sends no private text and asks for the password', async () => {
    const { keyMaterial } = await createKeyMaterial('Calm#Sea2025', { iterations: 1000 });
    const fetchMock = savingMoods([], makeUser({ encryption: keyMaterial }));
    const user = await openPage();
    const form = moodForm();
    await logMood(user, 'Excellent', 'private');
    expect(await within(form).findByText(KEY_MISSING)).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(fetchMock.callsTo('POST /mental-health/mood-logs')).toHaveLength(0);
  });
});
