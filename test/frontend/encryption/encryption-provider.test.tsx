/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { EncryptionSetupBody, KeyMaterial } from '@contracts/encryption';
import type { User } from '@contracts/user';
import { KEY_WRAP_MIN_ITERATIONS } from '@contracts/encryption';
import { clearEncryptionKey, getSessionKeys, setSessionKeys } from '../../../frontend/src/lib/crypto/key-store';
import { createKeyMaterial, unwrapWithPassword, unwrapWithRecoveryKey } from '../../../frontend/src/lib/crypto/key-material';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { AuthProvider } from '../../../frontend/src/features/auth/components/auth-provider';
import { EncryptionProvider } from '../../../frontend/src/features/encryption/components/encryption-provider';
import { useEncryption, type EncryptionContextValue } from '../../../frontend/src/lib/encryption-context';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type RecordedCall } from '../helpers/fetch-mock';
import { STRONG_PASSWORD, makeAuthResponse, makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { listPage, makeKeys } from '../journal/helpers';

// Key derivation is real (PBKDF2 in WebCrypto), which a busy machine makes slow.
jest.setTimeout(30_000);

const NEW_PASSWORD = 'Bright#Dawn2026';
const KEY_FORMAT = /^([0-9A-HJKMNP-TV-Z]{4}-){13}[0-9A-HJKMNP-TV-Z]{4}$/;
const SLOW = { timeout: 15_000 };

/** A labelled input on the page, or inside `container` (a dialog). */
const input = (name: string, container?: HTMLElement) =>
  (container ? within(container) : screen).getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
/** Every toast shown since the test began: a success toast leaves after 2 s, which slow key derivation can outlast. */
const shownToasts: string[] = [];
const toastWatcher = new MutationObserver(() => {
  for (const toast of screen.queryAllByTestId('toast')) {
    const text = toast.querySelector('p')?.textContent;
    if (text && !shownToasts.includes(text)) shownToasts.push(text);
  }
});
beforeEach(() => {
  shownToasts.length = 0;
  toastWatcher.observe(document.body, { childList: true, subtree: true });
});
afterEach(() => toastWatcher.disconnect());
const toasts = () => shownToasts;

/** PUT /user/encryption and GET /auth/me answering like the server: the user with the material stored. */
function accountServer(user: User) {
  let stored = user.encryption;
  return {
    put: (call: RecordedCall) => {
      const body = call.body as EncryptionSetupBody;
      stored = body.keyMaterial;
      return { status: body.previousWrappedKey ? 200 : 201, body: { ...user, encryption: stored } };
    },
    me: () => ({ body: { ...user, encryption: stored } }),
  };
}

async function material(password: string): Promise<{ keyMaterial: KeyMaterial; recoveryKey: string }> {
  // Few iterations keep the test fast; what the app creates itself uses the full count.
  const created = await createKeyMaterial(password, { iterations: 1000 });
  return { keyMaterial: created.keyMaterial, recoveryKey: created.recoveryKey };
}

async function signIn(password: string) {
  const user = userEvent.setup();
  renderApp('/journal');
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  await user.type(input('Email'), 'ada@example.com');
  await user.type(input('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

// Unmount first: clearing the keys under a mounted journal would re-render it outside act().
afterEach(async () => {
  cleanup();
  await clearEncryptionKey();
});

/** The calls of signing `account` in and setting its encryption up, with an empty journal. */
function signInCalls(account: User) {
  const server = accountServer(account);
  return mockFetch()
    .on('POST /auth/login', { body: makeAuthResponse(account) })
    .on('PUT /user/encryption', server.put)
    .on('GET /auth/me', server.me)
    .on('GET /journal/entries', { body: listPage([]) });
}

/**
 * An account whose key is wrapped for its old password, signed in with a new one (after a
 * reset): the journal asks to restore access.
 */
async function signInAfterPasswordReset() {
  const { keyMaterial, recoveryKey } = await material(STRONG_PASSWORD);
  const account = makeUser({ encryption: keyMaterial });
  const fetchMock = signInCalls(account);
  const user = await signIn(NEW_PASSWORD);
  const dialog = await screen.findByRole('dialog', { name: 'Restore access to your journal' }, SLOW);
  return { keyMaterial, recoveryKey, account, fetchMock, user, dialog };
}

describe('after registration', () => {
  it('sets encryption up and shows the recovery key once, closable only once saved', async () => {
    const account = makeUser({ encryption: null });
    const server = accountServer(account);
    const fetchMock = mockFetch()
      .on('POST /auth/register', { status: 201, body: makeAuthResponse(account) })
      .on('PUT /user/encryption', server.put)
      .on('GET /auth/me', server.me);
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(input('First Name'), 'Ada');
    await user.type(input('Last Name'), 'Lovelace');
    await user.type(input('Email'), 'ada@example.com');
    await user.type(input('Password'), STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery key' }, SLOW);
    const key = within(dialog).getByTestId('recovery-key').textContent!;
    expect(key).toMatch(KEY_FORMAT);
    expect(within(dialog).getByText(/opens your journal if you ever forget your password/)).toBeTruthy();
    expect(within(dialog).getByText(/We cannot recover it for you/)).toBeTruthy();

    // What reached the server: the wrapped key only, never the password or the recovery key.
    const [put] = fetchMock.callsTo('PUT /user/encryption');
    const body = put!.body as EncryptionSetupBody;
    expect(body.previousWrappedKey).toBeUndefined();
    expect(body.keyMaterial.iterations).toBeGreaterThanOrEqual(KEY_WRAP_MIN_ITERATIONS);
    expect(JSON.stringify(body)).not.toContain(STRONG_PASSWORD);
    expect(JSON.stringify(body)).not.toContain(key.replace(/-/g, ''));
    await act(() => expect(unwrapWithRecoveryKey(body.keyMaterial, key)).resolves.toBeTruthy());
    expect(getSessionKeys(account.id)).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(key);
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeTruthy();

    // No Escape, no close button: only Continue, once the checkbox says the key is saved.
    await user.keyboard('{Escape}');
    const proceed = within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I have saved my recovery key' }));
    expect(proceed.disabled).toBe(false);
    await user.click(proceed);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing had the focus before the dialog (the sign-up form is gone): it lands on the screen's h1.
    const h1 = document.querySelector('main h1');
    expect(h1).not.toBeNull();
    expect(document.activeElement).toBe(h1);
    expect(toasts()).toContain('Account created successfully! Please check your email to verify your account.');

    await user.click(screen.getByRole('link', { name: /Dashboard/ }));
    expect(screen.queryByRole('dialog', { name: 'Save your recovery key' })).toBeNull();
    expect(fetchMock.callsTo('PUT /user/encryption')).toHaveLength(1);
  });
});

describe('after sign-in', () => {
  it('derives the keys from the password in the background', async () => {
    const { keyMaterial } = await material(STRONG_PASSWORD);
    const account = makeUser({ encryption: keyMaterial });
    const fetchMock = mockFetch()
      .on('POST /auth/login', { body: makeAuthResponse(account) })
      .on('GET /journal/entries', { body: listPage([]) });
    await signIn(STRONG_PASSWORD);

    await waitFor(() => expect(screen.getByTestId('encryption-badge').textContent).toContain('End-to-end encrypted'), SLOW);
    expect(getSessionKeys(account.id)?.legacyKey).toBeTruthy();
    expect(fetchMock.callsTo('PUT /user/encryption')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets encryption up for an account that has none, and shows the recovery key', async () => {
    const account = makeUser({ encryption: null });
    const fetchMock = signInCalls(account);
    await signIn(STRONG_PASSWORD);

    await screen.findByRole('dialog', { name: 'Save your recovery key' }, SLOW);
    expect(fetchMock.callsTo('PUT /user/encryption')).toHaveLength(1);
    expect(getSessionKeys(account.id)).not.toBeNull();
  });

  it('leaves encryption alone when the preference turns it off', async () => {
    const account = makeUser({ encryption: null, preferences: { ...makeUser().preferences, encryptionEnabled: false } });
    const fetchMock = mockFetch()
      .on('POST /auth/login', { body: makeAuthResponse(account) })
      .on('GET /journal/entries', { body: listPage([]) });
    await signIn(STRONG_PASSWORD);

    await screen.findByRole('heading', { level: 1, name: 'Journal' });
    expect(screen.getByTestId('encryption-badge').textContent).toContain('Standard encryption');
    expect(fetchMock.callsTo('PUT /user/encryption')).toHaveLength(0);
    expect(getSessionKeys(account.id)).toBeNull();
  });

  it('asks for the recovery key when the password no longer opens the wrap, then re-wraps for the new password', async () => {
    const { keyMaterial, recoveryKey, account, fetchMock, user, dialog } = await signInAfterPasswordReset();
    // The password of this sign-in is held, so only the recovery key is asked for.
    expect(within(dialog).queryByLabelText('Current password', { selector: 'input' })).toBeNull();
    await user.type(input('Recovery key', dialog), 'ABCD-EFGH');
    await user.click(within(dialog).getByRole('button', { name: 'Restore access' }));
    expect(await within(dialog).findByText('The recovery key is not valid - check it for typos')).toBeTruthy();

    await user.clear(input('Recovery key', dialog));
    await user.type(input('Recovery key', dialog), recoveryKey.toLowerCase());
    await user.click(within(dialog).getByRole('button', { name: 'Restore access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);

    const body = fetchMock.callsTo('PUT /user/encryption')[0]!.body as EncryptionSetupBody;
    expect(body.previousWrappedKey).toBe(keyMaterial.wrappedKey);
    expect(body.keyMaterial.recoveryWrappedKey).toBe(keyMaterial.recoveryWrappedKey);
    expect(body.keyMaterial.wrappedKey).not.toBe(keyMaterial.wrappedKey);
    await act(() => expect(unwrapWithPassword(body.keyMaterial, NEW_PASSWORD)).resolves.toBeTruthy());
    expect(getSessionKeys(account.id)).not.toBeNull();
    expect(toasts()).toContain('Your journal is unlocked.');
  });

  it('offers to start over without the recovery key, behind a plain confirmation', async () => {
    const reset = await signInAfterPasswordReset();
    const { keyMaterial, fetchMock, user } = reset;
    let dialog = reset.dialog;
    await user.click(within(dialog).getByRole('button', { name: 'I lost my recovery key' }));
    dialog = screen.getByRole('dialog', { name: 'Start over with new encryption?' });
    expect(within(dialog).getByText(/remain unreadable for good/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'Start over with new encryption' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: /earlier encrypted entries will stay unreadable/ }));
    await user.click(confirm);

    await screen.findByRole('dialog', { name: 'Save your recovery key' }, SLOW);
    const body = fetchMock.callsTo('PUT /user/encryption')[0]!.body as EncryptionSetupBody;
    expect(body.previousWrappedKey).toBe(keyMaterial.wrappedKey);
    expect(body.keyMaterial.recoveryWrappedKey).not.toBe(keyMaterial.recoveryWrappedKey);
    await act(() => expect(unwrapWithPassword(body.keyMaterial, NEW_PASSWORD)).resolves.toBeTruthy());
  });
});

describe('locked', () => {
  it('the unlock prompt asks for the password again and refuses a wrong one', async () => {
    const { keyMaterial } = await material(STRONG_PASSWORD);
    const account = makeUser({ encryption: keyMaterial });
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch()
      .on('GET /auth/me', { body: account })
      .on('GET /journal/entries', { body: listPage([]) })
      .on('POST /auth/login', { status: 401, body: { message: 'Invalid email or password' } });
    const user = userEvent.setup();
    renderApp('/journal');

    const notice = await screen.findByRole('region', { name: 'Journal locked' });
    expect(within(notice).getByText('Encryption key not available. Please re-enter your password.')).toBeTruthy();
    expect(screen.getByTestId('encryption-badge').textContent).toContain('Encryption key needed');
    await user.click(within(notice).getByRole('button', { name: 'Unlock journal' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unlock your journal' });
    expect(within(dialog).getByText('Encryption key not available. Please re-enter your password.')).toBeTruthy();
    await user.type(input('Password', dialog), 'Wrong#Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(await within(dialog).findByText('That password is not correct. Please try again.', undefined, SLOW)).toBeTruthy();

    await user.clear(input('Password', dialog));
    await user.type(input('Password', dialog), STRONG_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(screen.getByTestId('encryption-badge').textContent).toContain('End-to-end encrypted');
    expect(screen.queryByRole('region', { name: 'Journal locked' })).toBeNull();
    // Unlock journal went with the lock: the focus goes to the page's h1, not the page body.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Journal' }));
  });

  it('locks when the keys go (expiry or logout) and the journal asks again', async () => {
    const keys = await makeKeys();
    const { keyMaterial } = await material(STRONG_PASSWORD);
    const account = makeUser({ encryption: keyMaterial });
    await setSessionKeys(account.id, keys);
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch().on('GET /auth/me', { body: account }).on('GET /journal/entries', { body: listPage([]) });
    renderApp('/journal');

    await waitFor(() => expect(screen.getByTestId('encryption-badge').textContent).toContain('End-to-end encrypted'));
    await act(() => clearEncryptionKey());
    expect(screen.getByTestId('encryption-badge').textContent).toContain('Encryption key needed');
    expect(screen.getByRole('region', { name: 'Journal locked' })).toBeTruthy();
  });
});

describe('password change support', () => {
  it('wraps the same data key for a new password, and refuses a wrong current password', async () => {
    const { keyMaterial } = await material(STRONG_PASSWORD);
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch().on('GET /auth/me', { body: makeUser({ encryption: keyMaterial }) });
    let encryption: EncryptionContextValue | null = null;
    function Probe() {
      encryption = useEncryption();
      return <p>{encryption.status}</p>;
    }
    render(
      <MemoryRouter>
        <ToastProvider>
          <AuthProvider>
            <EncryptionProvider>
              <Probe />
            </EncryptionProvider>
          </AuthProvider>
        </ToastProvider>
      </MemoryRouter>,
    );
    await screen.findByText('locked');

    const wrap = await act(() => encryption!.wrapForNewPassword(STRONG_PASSWORD, NEW_PASSWORD));
    const next = { ...keyMaterial, ...wrap! };
    expect(next.recoveryWrappedKey).toBe(keyMaterial.recoveryWrappedKey);
    const [before, after] = await act(() =>
      Promise.all([unwrapWithPassword(keyMaterial, STRONG_PASSWORD), unwrapWithPassword(next, NEW_PASSWORD)]),
    );
    // Same data key: what one encrypts, the other decrypts.
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, before, new TextEncoder().encode('same key'));
    expect(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, after, sealed))).toBe('same key');
    await act(() => expect(encryption!.wrapForNewPassword('Wrong#Pass1', NEW_PASSWORD)).rejects.toMatchObject({ name: 'WrongSecretError' }));
  });
});
