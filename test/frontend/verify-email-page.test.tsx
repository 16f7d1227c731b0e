import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailPage } from '../../frontend/src/features/auth/components/verify-email-page';
import { saveSession } from '../../frontend/src/lib/storage';
import { mockFetch } from './helpers/fetch-mock';
import { makeUser } from './helpers/fixtures';
import { renderScreen } from './helpers/render-app';

const TOKEN = 'b'.repeat(43);
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);
const open = (path = `/verify-email?token=${TOKEN}`) => renderScreen(path, '/verify-email', <VerifyEmailPage />);

describe('/verify-email', () => {
  it('verifies once under StrictMode and offers the login when signed out', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = mockFetch().on('POST /auth/verify-email', async () => {
      await gate;
      return { body: { success: true, message: 'Email verified' } };
    });
    const user = userEvent.setup();
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Verifying Your Email' })).toBeTruthy();
    release();
    await screen.findByRole('heading', { level: 1, name: 'Email Verified!' });

    expect(fetchMock.callsTo('POST /auth/verify-email')).toHaveLength(1);
    expect(fetchMock.calls[0]!.body).toEqual({ token: TOKEN });
    expect(toasts()).toContain('Email verified successfully!');
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('when signed in, reloads the user and goes to the dashboard after 3 seconds', async () => {
    jest.useFakeTimers();
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    const fetchMock = mockFetch()
      .on('GET /auth/me', { body: makeUser() }, { body: makeUser({ emailVerified: true }) })
      .on('POST /auth/verify-email', { body: { success: true, message: 'Email verified' } });
    open();

    await screen.findByRole('heading', { level: 1, name: 'Email Verified!' });
    expect(screen.getByRole('button', { name: 'Go to Dashboard Now' })).toBeTruthy();
    // Startup check (twice under StrictMode's rehearsal) and the reload after verifying.
    expect(fetchMock.callsTo('GET /auth/me').length).toBeGreaterThanOrEqual(2);
    expect(fetchMock.calls.at(-1)!.path).toBe('/auth/me');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('location').textContent).toBe(`/verify-email?token=${TOKEN}`);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
  });

  it('shows the replaced error and the advice, and a resend button when signed in', async () => {
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    const fetchMock = mockFetch()
      .on('GET /auth/me', { body: makeUser() })
      .on('POST /auth/verify-email', { status: 400, body: { message: 'Invalid token' } })
      .on('POST /auth/resend-verification', { body: { success: true, message: 'Verification email sent' } });
    const user = userEvent.setup();
    open();

    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification link. It may have expired.');
    expect(screen.getByText(/link may be expired or invalid/)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(fetchMock.callsTo('POST /auth/resend-verification')).toHaveLength(1);
    expect(await screen.findByText('Verification email sent')).toBeTruthy();
  });

  it('when signed out, the error advises logging in to request a new email', async () => {
    mockFetch().on('POST /auth/verify-email', { status: 500, body: { message: 'Internal server error' } });
    open();
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe('Server error. Please try again later.');
    expect(screen.getByText(/log in to your account to request a new verification email/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeTruthy();
  });

  it("without a token shows 'Invalid verification link' and calls nothing", async () => {
    const fetchMock = mockFetch();
    open('/verify-email');
    expect(screen.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification link');
    expect(fetchMock.calls).toHaveLength(0);
  });
});
