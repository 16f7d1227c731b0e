import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearEncryptionKey, setSessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { renderApp } from '../helpers/render-app';
import { makeKeys } from './helpers';

/* Shared by the journal page suites: the app open at /journal, with or without session keys. */

export const LOAD_BANNER = 'Unable to decrypt journal entries. Please refresh and re-enter your password.';
export const ENTRY_DECRYPT = 'Unable to decrypt journal entry - check your password';
export const KEY_MISSING = 'Encryption key not available. Please re-enter your password.';

export const cards = () => screen.queryAllByTestId('journal-entry');
export const badge = () => screen.getByTestId('encryption-badge').textContent;

export async function openJournal() {
  const user = userEvent.setup();
  renderApp('/journal');
  await screen.findByRole('heading', { level: 1, name: 'Journal' });
  return user;
}

export async function unlockedAs(userId = 'user-1') {
  const keys = await makeKeys();
  await setSessionKeys(userId, keys);
  return keys;
}

/** Call at the top of a journal page suite. */
export function setUpJournalPageTests(): void {
  // Key derivation is real (PBKDF2 in WebCrypto), which a busy machine makes slow.
  jest.setTimeout(30_000);

  // Unmount first: clearing the keys under a mounted journal would re-render it outside act().
  afterEach(async () => {
    cleanup();
    await clearEncryptionKey();
  });
}
