import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSubscriptionStatus } from '../../../frontend/src/features/settings/subscription-status';
import { getToken } from '../../../frontend/src/lib/storage';
import { STRONG_PASSWORD } from '../helpers/fixtures';
import { alertIn, findRegion, renderSettings, settingsServer, toasts } from './helpers';

const DELETE = 'DELETE /user/account';
const DELETED = 'Your account and everything in it have been deleted.';

beforeEach(() => resetSubscriptionStatus());

/** Opens /settings at its delete section; answers the user driving it and the section. */
async function openSection() {
  const user = userEvent.setup();
  renderSettings();
  return { user, section: await findRegion('Delete account') };
}

const passwordInput = (section: HTMLElement) => within(section).getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;

/** Types the password, asks to delete, and answers the confirmation that opens. */
async function askToDelete(user: ReturnType<typeof userEvent.setup>, section: HTMLElement, password: string) {
  await user.type(passwordInput(section), password);
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

describe('delete account', () => {
  it('asks for the password before anything else, and sends nothing without it', async () => {
    const server = settingsServer().on(DELETE, { body: { success: true, message: 'Account deleted' } });
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(within(section).getByText('Please enter your password to delete your account')).toBeTruthy();
    expect(passwordInput(section).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo(DELETE)).toEqual([]);
  });

  it('says what goes and lets the person change their mind', async () => {
    const server = settingsServer().on(DELETE, { body: { success: true, message: 'Account deleted' } });
    const { user, section } = await openSection();
    const dialog = await askToDelete(user, section, STRONG_PASSWORD);
    expect(dialog.textContent).toContain('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.callsTo(DELETE)).toEqual([]);
    expect(getToken()).toBe('access');
  });

  it('deletes with the password, ends the session on this device and says so', async () => {
    const server = settingsServer().on(DELETE, { body: { success: true, message: 'Account deleted' } });
    const { user, section } = await openSection();
    const dialog = await askToDelete(user, section, STRONG_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(toasts()).toContain(DELETED));
    expect(server.callsTo(DELETE).map((call) => call.body)).toEqual([{ password: STRONG_PASSWORD }]);
    expect(server.callsTo(DELETE)[0]!.headers.Authorization).toBe('Bearer access');
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('solace_token')).toBeNull();
  });

  it('keeps everything when the password is wrong, and says so at the field', async () => {
    settingsServer().on(DELETE, { status: 400, body: { message: 'Password is incorrect' } });
    const { user, section } = await openSection();
    await user.click(within(await askToDelete(user, section, 'Not-My-Password3!')).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(alertIn(section)).toContain('Password is incorrect'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(getToken()).toBe('access');
    expect(toasts()).not.toContain(DELETED);
  });

  it('says nothing was deleted when the server fails', async () => {
    settingsServer().on(DELETE, { status: 500, body: { message: 'Internal server error' } });
    const { user, section } = await openSection();
    await user.click(within(await askToDelete(user, section, STRONG_PASSWORD)).getByRole('button', { name: 'Delete account' }));

    await waitFor(() => expect(alertIn(section)).toContain('Failed to delete your account. Nothing was deleted; please try again.'));
    expect(getToken()).toBe('access');
  });
});
