import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken } from '../../frontend/src/lib/storage';
import { accessibleDescription } from './helpers/accessible-description';
import { mockFetch } from './helpers/fetch-mock';
import { STRONG_PASSWORD, makeAuthResponse, makeUser } from './helpers/fixtures';
import { renderApp } from './helpers/render-app';

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
/** What a screen reader reads after a field's name. */
const description = (field: HTMLElement) => accessibleDescription(field);
// Each toast as its kind (from its class) and its message, e.g. 'success: Welcome back!'.
const toasts = () =>
  screen.queryAllByTestId('toast').map((t) => `${/toast--(\w+)/.exec(t.className)?.[1]}: ${t.querySelector('p')?.textContent}`);

async function openLogin(path = '/login') {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  return user;
}

describe('/login', () => {
  it('shows the sign-in view with email, password, remember me and a forgot link', async () => {
    mockFetch();
    await openLogin();
    expect(input('Email').type).toBe('email');
    expect(input('Email').required).toBe(true);
    expect(input('Password').type).toBe('password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it('switching to Create Account and back clears the form', async () => {
    mockFetch();
    const user = await openLogin();
    await user.type(input('Email'), 'ada@example.com');
    await user.type(input('Password'), 'secret');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Join Solace' })).toBeTruthy();
    expect(input('Email').value).toBe('');
    expect(input('Password').value).toBe('');
    expect(input('First Name').required).toBe(true);
    expect(input('Last Name').required).toBe(true);
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Password strength' })).toBeTruthy();

    // A name of spaces only is refused with the form's own message under the field.
    await user.type(input('First Name'), '   ');
    await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Create Account' })[0]!);
    expect(input('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(description(input('First Name'))).toBe('Please enter your first name');
    await user.clear(input('First Name'));
    await user.type(input('First Name'), 'Ada');
    expect(input('First Name').getAttribute('aria-invalid')).toBeNull();
    expect(input('First Name').getAttribute('aria-describedby')).toBeNull();
    await user.type(input('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(input('Password').value).toBe('');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(input('First Name').value).toBe('');
  });

  it('switching away from the forgot-password view returns to an empty form', async () => {
    mockFetch();
    const user = await openLogin();
    await user.type(input('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(input('Email').value).toBe('');
  });

  it('the password toggle shows and hides the password', async () => {
    mockFetch();
    const user = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(input('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input('Password').type).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input('Password').type).toBe('password');
  });

  describe('sign up', () => {
    async function fillSignUp(password: string) {
      const user = await openLogin();
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      await user.type(input('First Name'), 'Ada');
      await user.type(input('Last Name'), 'Lovelace');
      await user.type(input('Email'), 'ada@example.com');
      await user.type(input('Password'), password);
      await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Create Account' })[0]!);
      return user;
    }

    it.each([
      ['abc', 'Weak'],
      ['abcdefgh', 'Fair'],
      ['Abcdefgh', 'Fair'],
    ])("refuses %p (%s) with 'Please choose a stronger password'", async (password) => {
      const fetchMock = mockFetch();
      await fillSignUp(password);
      expect((await screen.findByRole('alert')).textContent).toBe('Please choose a stronger password');
      expect(fetchMock.calls).toHaveLength(0);
      // The refusal is about the password: the field is marked, read with it and its rules, and focused.
      expect(input('Password').getAttribute('aria-invalid')).toBe('true');
      const rules = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
      expect(description(input('Password'))).toBe(['Please choose a stronger password', ...rules.map((rule) => rule.textContent)].join(' '));
      expect(document.activeElement).toBe(input('Password'));
    });

    it("refuses a Good password missing a rule with 'Please ensure your password meets all requirements'", async () => {
      const fetchMock = mockFetch();
      await fillSignUp('Abcdefgh1');
      expect((await screen.findByRole('alert')).textContent).toBe('Please ensure your password meets all requirements');
      expect(fetchMock.calls).toHaveLength(0);
    });

    it('creates the account, stores the token in localStorage and says so', async () => {
      const fetchMock = mockFetch().on('POST /auth/register', { status: 201, body: makeAuthResponse() });
      await fillSignUp(STRONG_PASSWORD);
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
      expect(fetchMock.calls[0]!.body).toEqual({
        email: 'ada@example.com',
        password: STRONG_PASSWORD,
        firstName: 'Ada',
        lastName: 'Lovelace',
      });
      expect(window.localStorage.getItem('solace_token')).toBe('access-1');
      expect(window.localStorage.getItem('solace_refresh_token')).toBe('refresh-1');
      expect(toasts()).toContain('success: Account created successfully! Please check your email to verify your account.');
    });

    it('shows the replaced server message when the email is taken', async () => {
      mockFetch().on('POST /auth/register', { status: 409, body: { message: 'An account with this email already exists' } });
      await fillSignUp(STRONG_PASSWORD);
      expect((await screen.findByRole('alert')).textContent).toBe('Email already exists. Please use a different email.');
      expect(getToken()).toBeNull();
      expect(input('Email').getAttribute('aria-invalid')).toBe('true');
      expect(description(input('Email'))).toBe('Email already exists. Please use a different email.');
      expect(input('Password').getAttribute('aria-invalid')).toBeNull();
    });
  });

  describe('sign in', () => {
    async function signIn(rememberMe: boolean) {
      const user = await openLogin();
      await user.type(input('Email'), 'ada@example.com');
      await user.type(input('Password'), 'whatever');
      if (rememberMe) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      return user;
    }

    it('with remember me stores the session in localStorage, greets and leaves /login', async () => {
      const fetchMock = mockFetch().on('POST /auth/login', { body: makeAuthResponse() });
      await signIn(true);
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
      expect(screen.getByTestId('location').textContent).toBe('/');
      expect(fetchMock.calls[0]!.body).toEqual({ email: 'ada@example.com', password: 'whatever' });
      expect(window.localStorage.getItem('solace_token')).toBe('access-1');
      expect(window.localStorage.getItem('solace_remember')).toBe('true');
      expect(toasts()).toContain('success: Welcome back!');
    });

    it('without remember me stores the session in sessionStorage', async () => {
      mockFetch().on('POST /auth/login', { body: makeAuthResponse() });
      await signIn(false);
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
      expect(window.sessionStorage.getItem('solace_token')).toBe('access-1');
      expect(window.localStorage.getItem('solace_token')).toBeNull();
      expect(window.localStorage.getItem('solace_remember')).toBeNull();
    });

    it.each([
      [{ status: 401, body: { message: 'Incorrect username or password' } }, 'Invalid email or password.'],
      [{ status: 403, body: { message: 'User is disabled' } }, 'Account access denied.'],
      [{ status: 429, body: { message: 'Too many requests' } }, 'Too many login attempts. Please try again later.'],
      [new TypeError('Failed to fetch'), 'Unable to connect to server. Please check your internet connection.'],
    ])('shows the replaced message for %p as an alert and a toast', async (answer, message) => {
      mockFetch().on('POST /auth/login', answer);
      await signIn(false);
      expect((await screen.findByRole('alert')).textContent).toBe(message);
      expect(toasts()).toContain(`error: ${message}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    });

    it('shows the status fallback when the answer has no message', async () => {
      mockFetch().on('POST /auth/login', { status: 418, text: '' });
      await signIn(false);
      expect((await screen.findByRole('alert')).textContent).toBe('HTTP error! status: 418');
    });

    it('replaces an unreadable answer with the network message', async () => {
      mockFetch().on('POST /auth/login', { status: 502, text: '<html>Bad Gateway</html>' });
      await signIn(false);
      expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
    });
  });

  describe('forgot password', () => {
    it('sends the link, confirms, offers try again and a way back', async () => {
      const fetchMock = mockFetch().on('POST /auth/forgot-password', {
        body: { success: true, message: 'If that address is registered, a reset link is on its way.' },
      });
      const user = await openLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await user.type(input('Email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
      expect(fetchMock.calls[0]!.body).toEqual({ email: 'ada@example.com' });
      expect(toasts()).toContain('success: Password reset instructions sent to your email');

      await user.click(screen.getByRole('button', { name: 'try again' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeTruthy();
      expect(input('Email').value).toBe('ada@example.com');

      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
      await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    });

    it('shows the replaced failure message', async () => {
      mockFetch().on('POST /auth/forgot-password', { status: 429, body: { message: 'Too many requests' } });
      const user = await openLogin();
      await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
      await user.type(input('Email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Too many password reset attempts. Please try again later.');
      expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();
    });
  });

  it('pre-ticks remember me when the flag is set', async () => {
    window.localStorage.setItem('solace_remember', 'true');
    mockFetch();
    await openLogin();
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
  });

  it('has no user yet, so nothing personal is shown', async () => {
    mockFetch();
    await openLogin();
    expect(screen.queryByText(makeUser().email)).toBeNull();
  });
});
