import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearEncryptionKey, setSessionKeys, type SessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { renderApp } from '../helpers/render-app';

/** What the mental-health page's tests share: its messages, keys, opening it and its parts. */

export const MOOD_DECRYPT = 'Unable to decrypt mood log - check your password';
export const KEY_MISSING = 'Encryption key not available. Please re-enter your password.';

export async function makeKeys(): Promise<SessionKeys> {
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  return { dataKey, legacyKey: null };
}

export async function unlocked(userId = 'user-1') {
  const keys = await makeKeys();
  await setSessionKeys(userId, keys);
  return keys;
}

/** Until every part of the screen has loaded (and decrypted) what it asked for. */
export async function settled() {
  await waitFor(() => {
    for (const text of ['Loading your mood history...', 'Loading your mood trends...', 'Loading your profile...', 'Decrypting…']) {
      expect(screen.queryByText(text)).toBeNull();
    }
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
}

export async function openPage(path = '/mental-health') {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Mental Health Profile' });
  await settled();
  return user;
}

export const moodForm = () => screen.getByRole('region', { name: 'Log Your Mood' });

/** Picks a mood, writes the notes and presses Save Mood. */
export async function logMood(user: ReturnType<typeof userEvent.setup>, mood: string, notes: string) {
  const form = moodForm();
  await user.click(within(form).getByRole('radio', { name: mood }));
  await user.type(within(form).getByRole('textbox', { name: 'Notes (optional)' }), notes);
  await user.click(within(form).getByRole('button', { name: 'Save Mood' }));
}
export const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

/** Each test starts with console warnings held back and ends unmounted, without a key. */
export function resetPageBetweenTests() {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    cleanup();
    warn.mockRestore();
    await clearEncryptionKey();
  });
}
