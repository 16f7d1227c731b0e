import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordPage } from '../../frontend/src/features/auth/components/reset-password-page';
import { mockFetch } from './helpers/fetch-mock';
import { STRONG_PASSWORD } from './helpers/fixtures';
import { renderScreen } from './helpers/render-app';

const TOKEN = 'a'.repeat(43);
const input = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

function open(user = userEvent.setup()) {
  renderScreen(`/reset-password?token=${TOKEN}`, '/reset-password', <ResetPasswordPage />);
  return user;
}

describe('/reset-password', () => {
  it('keeps submit disabled until all five rules hold and both fields match', async () => {
    mockFetch();
    const user = open();
    expect(submit().disabled).toBe(true);

    await user.type(input('New Password'), 'Abcdefgh1');
    expect(screen.getByText('Please ensure your password meets all requirements')).toBeTruthy();
    await user.type(input('Confirm New Password'), 'Abcdefgh1');
    expect(submit().disabled).toBe(true);

    await user.type(input('New Password'), '!');
    expect(screen.queryByText('Please ensure your password meets all requirements')).toBeNull();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit().disabled).toBe(true);

    await user.type(input('Confirm New Password'), '!');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('shows the checklist and both show/hide toggles', async () => {
    mockFetch();
    const user = open();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show confirm new password' }));
    expect(input('Confirm New Password').type).toBe('text');
    expect(input('New Password').type).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(input('New Password').type).toBe('text');
  });

  it('resets, confirms, and redirects to /login after 3 seconds', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch().on('POST /auth/reset-password', { body: { success: true, message: 'Password reset' } });
    const user = open(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    await user.type(input('New Password'), STRONG_PASSWORD);
    await user.type(input('Confirm New Password'), STRONG_PASSWORD);
    await user.click(submit());

    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful!' });
    expect(fetchMock.calls[0]!.body).toEqual({ token: TOKEN, password: STRONG_PASSWORD });
    expect(toasts()).toContain('Password reset successfully!');
    expect(screen.getByRole('button', { name: 'Go to Login Now' })).toBeTruthy();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('location').textContent).toBe(`/reset-password?token=${TOKEN}`);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it("'Go to Login Now' does not wait", async () => {
    mockFetch().on('POST /auth/reset-password', { body: { success: true, message: 'ok' } });
    const user = open();
    await user.type(input('New Password'), STRONG_PASSWORD);
    await user.type(input('Confirm New Password'), STRONG_PASSWORD);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Go to Login Now' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it.each([
    [{ status: 400, body: { message: 'Invalid token' } }, 'Invalid or expired reset link. Please request a new one.'],
    [{ status: 403, body: { message: 'Password was used recently' } }, 'Password was used recently'],
  ])('shows the failure message for %p', async (answer, message) => {
    mockFetch().on('POST /auth/reset-password', answer);
    const user = open();
    await user.type(input('New Password'), STRONG_PASSWORD);
    await user.type(input('Confirm New Password'), STRONG_PASSWORD);
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Password Reset Successful!' })).toBeNull();
  });

  it("without a token says 'Invalid reset link' once and goes to /login", async () => {
    const fetchMock = mockFetch();
    renderScreen('/reset-password', '/reset-password', <ResetPasswordPage />);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(toasts()).toEqual(['Invalid reset link']);
    expect(fetchMock.calls).toHaveLength(0);
  });
});
