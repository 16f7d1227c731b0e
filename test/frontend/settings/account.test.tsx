import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@contracts/user';
import { checkPasswordChange } from '../../../frontend/src/features/settings/account-form';
import { resetSubscriptionStatus } from '../../../frontend/src/features/settings/subscription-status';
import { getRefreshToken, getToken } from '../../../frontend/src/lib/storage';
import type { FakeAnswer, FetchMock } from '../helpers/fetch-mock';
import { STRONG_PASSWORD, makeUser } from '../helpers/fixtures';
import { WRAP, alertIn, fakeEncryption, findRegion, renderSettings, settingsServer, toasts } from './helpers';

const NEW_PASSWORD = 'Bright#Dawn2026';
const input = (container: HTMLElement, label: string) => within(container).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const fieldError = (field: HTMLInputElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field__error'))?.textContent ?? null;
};

beforeEach(() => resetSubscriptionStatus());

describe('profile information', () => {
  const ACCOUNT = 'PUT /user/account';

  /** Opens the settings page at its profile section; returns the user driving it and the section. */
  async function openProfile() {
    const user = userEvent.setup();
    renderSettings();
    return { user, section: await findRegion('Profile information') };
  }

  it("is filled from the user, and saves the names with PUT /user/account", async () => {
    let me: User = makeUser();
    const server = settingsServer().on('GET /auth/me', () => ({ body: me }));
    server.on(ACCOUNT, (call) => {
      me = makeUser({ firstName: 'Augusta', name: 'Augusta Lovelace' });
      return { body: { success: true, user: me, ...(call.body as object) } };
    });
    const { user, section } = await openProfile();
    expect([input(section, 'First name').value, input(section, 'Last name').value, input(section, 'Email').value]).toEqual(['Ada', 'Lovelace', 'ada@example.com']);
    const save = within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(within(section).queryByLabelText('Current password')).toBeNull();

    await user.clear(input(section, 'First name'));
    await user.type(input(section, 'First name'), '  Augusta ');
    await user.click(save);

    await waitFor(() => expect(toasts()).toContain('Profile updated successfully'));
    expect(server.callsTo(ACCOUNT).map((c) => c.body)).toEqual([{ firstName: 'Augusta', lastName: 'Lovelace' }]);
    await waitFor(() => expect(input(section, 'First name').value).toBe('Augusta'));
    expect((within(section).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('checks the names with the shared schema before any call', async () => {
    const server = settingsServer();
    const { user, section } = await openProfile();
    await user.clear(input(section, 'Last name'));
    await user.type(input(section, 'Last name'), '   ');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(fieldError(input(section, 'Last name'))).toBe('Name is required');
    expect(input(section, 'Last name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(section, 'Last name'));
    expect(server.callsTo(ACCOUNT)).toHaveLength(0);
  });

  it('an email change asks for the current password, then shows the address waiting for its link', async () => {
    let me: User = makeUser();
    const server = settingsServer().on('GET /auth/me', () => ({ body: me }));
    server.on(ACCOUNT, () => {
      me = makeUser({ pendingEmail: 'ada@new.example.com' });
      return { body: { success: true, user: me, message: 'We sent a confirmation link to ada@new.example.com. Your email changes once you open it.' } };
    });
    const { user, section } = await openProfile();

    await user.clear(input(section, 'Email'));
    await user.type(input(section, 'Email'), 'not-an-email');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(fieldError(input(section, 'Email'))).toBe('Please enter a valid email address');
    expect(fieldError(input(section, 'Current password'))).toBe('Current password is required to change email');
    expect(server.callsTo(ACCOUNT)).toHaveLength(0);

    await user.clear(input(section, 'Email'));
    await user.type(input(section, 'Email'), 'Ada@New.Example.com');
    await user.type(input(section, 'Current password'), STRONG_PASSWORD);
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toasts()).toContain('We sent a confirmation link to ada@new.example.com. Your email changes once you open it.'));
    expect(toasts()).toContain('Profile updated successfully');
    expect(server.callsTo(ACCOUNT).map((c) => c.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@new.example.com', currentPassword: STRONG_PASSWORD },
    ]);
    const note = await within(section).findByTestId('pending-email');
    expect(note.textContent).toContain('ada@new.example.com');
    expect(note.textContent).toContain('we sent a link');
    expect(input(section, 'Email').value).toBe('ada@example.com');
    expect(within(section).queryByLabelText('Current password')).toBeNull();
  });

  it.each<[string, FakeAnswer | Error, string]>([
    ['a refusal', { status: 409, body: { message: 'Email already exists. Please use a different email.' } }, 'Email already exists. Please use a different email.'],
    ['a wrong password', { status: 400, body: { message: 'Current password is incorrect' } }, 'Current password is incorrect'],
    ['a server failure', { status: 500, body: { message: 'Something went wrong. Please try again later.' } }, 'Failed to update profile'],
    ['no answer at all', new TypeError('offline'), 'Failed to update profile'],
  ])('%s shows %j', async (_, answer, text) => {
    settingsServer().on(ACCOUNT, answer);
    const { user, section } = await openProfile();
    await user.type(input(section, 'Last name'), '-King');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertIn(section)).toBe(text));
    expect(toasts()).not.toContain('Profile updated successfully');
  });
});

describe('change password', () => {
  const PASSWORD = 'PUT /user/password';
  const RENEWED = { success: true, message: 'Password updated successfully', token: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600 };

  async function fill(section: HTMLElement, { current = '', next = '', confirm = '' }) {
    const user = userEvent.setup();
    if (current) await user.type(input(section, 'Current password'), current);
    if (next) await user.type(input(section, 'New password'), next);
    if (confirm) await user.type(input(section, 'Confirm new password'), confirm);
    await user.click(within(section).getByRole('button', { name: 'Change Password' }));
  }

  it.each([
    [{ current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: 'Bright#Dawn2025' }, 'Confirm new password', 'New passwords do not match'],
    [{ next: NEW_PASSWORD, confirm: NEW_PASSWORD }, 'Current password', 'Current password is required to change password'],
    [{ current: STRONG_PASSWORD }, 'New password', 'Please enter a new password'],
    [{ current: STRONG_PASSWORD, next: 'weakpass', confirm: 'weakpass' }, 'New password', 'Password does not meet the requirements'],
  ])('%j is refused at %s: %s', async (typed, label, text) => {
    const server = settingsServer();
    const encryption = fakeEncryption();
    renderSettings({ encryption });
    const section = await findRegion('Change password');
    await fill(section, typed);
    expect(fieldError(input(section, label))).toBe(text);
    expect(document.activeElement).toBe(input(section, label));
    expect(encryption.wrapForNewPassword).not.toHaveBeenCalled();
    expect(server.callsTo(PASSWORD)).toHaveLength(0);
  });

  it('re-wraps the data key, sends it with the change, keeps the new session and clears the fields', async () => {
    const server = settingsServer().on(PASSWORD, { body: RENEWED });
    const encryption = fakeEncryption();
    renderSettings({ encryption });
    const section = await findRegion('Change password');
    expect(within(section).getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    const meChecks = () => server.callsTo('GET /auth/me').length;
    const before = meChecks();
    await fill(section, { current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });

    await waitFor(() => expect(toasts()).toContain('Password updated successfully'));
    expect(encryption.wrapForNewPassword).toHaveBeenCalledWith(STRONG_PASSWORD, NEW_PASSWORD);
    expect(server.callsTo(PASSWORD).map((c) => c.body)).toEqual([{ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, encryption: WRAP }]);
    expect(server.callsTo(PASSWORD)[0]!.headers.Authorization).toBe('Bearer access');
    // The new session replaces the old one where it lived (a remembered session: local storage).
    expect(getToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(window.localStorage.getItem('solace_token')).toBe('access-2');
    expect(window.sessionStorage.getItem('solace_token')).toBeNull();
    for (const label of ['Current password', 'New password', 'Confirm new password']) expect(input(section, label).value).toBe('');
    // The user is read again (with the new token) so the new wrap is the one in use.
    await waitFor(() => expect(meChecks()).toBeGreaterThan(before));
    expect(server.callsTo('GET /auth/me').at(-1)!.headers.Authorization).toBe('Bearer access-2');
  });

  it('keeps a tab-only session in session storage', async () => {
    settingsServer({ persistence: 'session' }).on(PASSWORD, { body: RENEWED });
    renderSettings();
    const section = await findRegion('Change password');
    await fill(section, { current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(toasts()).toContain('Password updated successfully'));
    expect(window.sessionStorage.getItem('solace_token')).toBe('access-2');
    expect(window.sessionStorage.getItem('solace_refresh_token')).toBe('refresh-2');
    expect(window.localStorage.getItem('solace_token')).toBeNull();
  });

  it('sends no wrap when encryption is not set up', async () => {
    const server = settingsServer().on(PASSWORD, { body: RENEWED });
    renderSettings({ encryption: fakeEncryption({ status: 'setup-needed', wrapForNewPassword: jest.fn(async () => null) }) });
    const section = await findRegion('Change password');
    await fill(section, { current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(server.callsTo(PASSWORD)).toHaveLength(1));
    expect(server.callsTo(PASSWORD)[0]!.body).toEqual({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
  });

  it('a current password that does not open the key is refused before any call', async () => {
    const wrongSecret = Object.assign(new Error('The password does not unlock the encryption key'), { name: 'WrongSecretError' });
    const server = settingsServer();
    renderSettings({ encryption: fakeEncryption({ wrapForNewPassword: jest.fn(async () => Promise.reject(wrongSecret)) }) });
    const section = await findRegion('Change password');
    await fill(section, { current: 'Wrong#Pass1', next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(fieldError(input(section, 'Current password'))).toBe('Current password is incorrect'));
    expect(server.callsTo(PASSWORD)).toHaveLength(0);
    expect(input(section, 'New password').value).toBe(NEW_PASSWORD);
  });

  it('goes ahead without a wrap while the key waits for its recovery key', async () => {
    const wrongSecret = Object.assign(new Error('The password does not unlock the encryption key'), { name: 'WrongSecretError' });
    const server = settingsServer().on(PASSWORD, { body: RENEWED });
    renderSettings({ encryption: fakeEncryption({ status: 'recovery-needed', wrapForNewPassword: jest.fn(async () => Promise.reject(wrongSecret)) }) });
    const section = await findRegion('Change password');
    await fill(section, { current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(toasts()).toContain('Password updated successfully'));
    expect(server.callsTo(PASSWORD)[0]!.body).toEqual({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
  });

  it.each<[string, FakeAnswer | Error, string]>([
    ['a wrong password', { status: 400, body: { message: 'Current password is incorrect' } }, 'Current password is incorrect'],
    ['too many attempts', { status: 429, body: { message: 'Too many attempts. Please try again later.' } }, 'Too many attempts. Please try again later.'],
    ['no answer at all', new TypeError('offline'), 'Failed to update password'],
  ])('%s shows %j and keeps the session', async (_, answer, text) => {
    settingsServer().on(PASSWORD, answer);
    renderSettings();
    const section = await findRegion('Change password');
    await fill(section, { current: STRONG_PASSWORD, next: NEW_PASSWORD, confirm: NEW_PASSWORD });
    await waitFor(() => expect(alertIn(section)).toBe(text));
    expect(getToken()).toBe('access');
    expect(toasts()).not.toContain('Password updated successfully');
  });

  it('checkPasswordChange sends the password fields only with a new password', () => {
    expect(checkPasswordChange({ currentPassword: STRONG_PASSWORD, newPassword: '', confirmPassword: '' }).body).toBeUndefined();
    expect(checkPasswordChange({ currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).body).toEqual({
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
  });
});

describe('notification preferences', () => {
  const SETTINGS = 'PUT /user/settings';
  const box = (section: HTMLElement, name: string) => within(section).getByRole('checkbox', { name }) as HTMLInputElement;
  const boxes = (section: HTMLElement) => ['Email notifications', 'Push notifications', 'Reminders'].map((name) => box(section, name).checked);

  async function loaded() {
    const section = await findRegion('Notification preferences');
    await within(section).findByRole('checkbox', { name: 'Email notifications' });
    return section;
  }

  it('loads the saved choices and saves a change with PUT /user/settings', async () => {
    const server: FetchMock = settingsServer({ settings: { notifications: { email: false, push: true, reminders: false } } });
    server.on(SETTINGS, (call) => ({ body: call.body }));
    const user = userEvent.setup();
    renderSettings();
    const section = await loaded();
    expect(boxes(section)).toEqual([false, true, false]);
    const save = within(section).getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.click(box(section, 'Email notifications'));
    await user.click(save);
    await waitFor(() => expect(toasts()).toContain('Notification preferences saved'));
    // The switches as chosen, the schedule at its defaults and the browser's time zone.
    expect(server.callsTo(SETTINGS).map((c) => c.body)).toEqual([
      {
        notifications: {
          email: true,
          push: true,
          reminders: false,
          reminderTime: '20:00',
          reminderDays: [0, 1, 2, 3, 4, 5, 6],
          quietHours: null,
          weeklySummary: true,
          weeklySummaryDay: 0,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    ]);
    expect(boxes(section)).toEqual([true, true, false]);
    expect((within(section).getByRole('button', { name: 'Save preferences' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('are all on by default', async () => {
    settingsServer({ settings: {} as never });
    renderSettings();
    const section = await loaded();
    expect(boxes(section)).toEqual([true, true, true]);
  });

  it('says when saving fails and keeps the choice', async () => {
    settingsServer().on(SETTINGS, { status: 500, body: { message: 'Something went wrong. Please try again later.' } });
    const user = userEvent.setup();
    renderSettings();
    const section = await loaded();
    await user.click(box(section, 'Reminders'));
    await user.click(within(section).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(alertIn(section)).toBe('Failed to save notification preferences'));
    expect(boxes(section)).toEqual([true, true, false]);
  });

  it('offers to try again when they cannot be loaded', async () => {
    const server = settingsServer().on('GET /user/settings', new TypeError('offline'));
    const user = userEvent.setup();
    renderSettings();
    const section = await findRegion('Notification preferences');
    await waitFor(() => expect(alertIn(section)).toBe('Could not load your notification preferences.'));
    expect(within(section).queryByRole('checkbox')).toBeNull();

    server.on('GET /user/settings', { body: { notifications: { email: true, push: false, reminders: true } } });
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await within(section).findByRole('checkbox', { name: 'Email notifications' });
    expect(boxes(section)).toEqual([true, false, true]);
  });
});
