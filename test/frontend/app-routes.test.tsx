import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEncryptionKey, setEncryptionKey } from '../../frontend/src/lib/crypto/key-store';
import { getToken, saveSession, setRemembered } from '../../frontend/src/lib/storage';
import { mockFetch, pendingAnswer } from './helpers/fetch-mock';
import { makeAuthResponse, makeDashboard, makeUser } from './helpers/fixtures';
import { openPage, renderApp } from './helpers/render-app';
import { expectPageAt, linkTargets, pageHeading, submitSignIn } from './helpers/page-queries';

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

const EMPTY_DASHBOARD = makeDashboard();

function signedIn(user = makeUser()) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('GET /analytics/dashboard', { body: EMPTY_DASHBOARD })
    .on('GET /chat/sessions', { body: { sessions: [], nextCursor: null } });
}

describe('access rules', () => {
  it('a signed-out visit to /journal shows the login screen at /journal, and signing in stays there', async () => {
    mockFetch()
      .on('POST /auth/login', { body: makeAuthResponse() })
      .on('GET /journal/entries', { body: { entries: [], page: 1, limit: 50, total: 0, hasMore: false, nextCursor: null } });
    const user = userEvent.setup();
    renderApp('/journal');

    await expectPageAt('Welcome Back', '/journal');

    await submitSignIn(user, 'ada@example.com', 'pw', 'Sign In');

    await expectPageAt('Journal', '/journal');
  });

  it.each(['/', '/settings', '/does-not-exist'])('signed out, %s shows the login screen', async (path) => {
    mockFetch();
    renderApp(path);
    await pageHeading('Welcome Back');
  });

  it('signed in, /login goes to /', async () => {
    signedIn();
    renderApp('/login');
    await expectPageAt('Welcome back, Ada!', '/');
  });

  it('signed in, /dashboard redirects to /', async () => {
    signedIn();
    renderApp('/dashboard');
    await expectPageAt('Welcome back, Ada!', '/');
  });

  it.each([
    ['/settings', 'Account Settings'],
    ['/ai-coaching', 'AI Coaches'],
    ['/safety', 'About your AI coach and your safety'],
    ['/support', 'Support Hub'],
    ['/profile', 'Your Profile'],
    ['/therapists', 'Find Your Therapist'],
    ['/therapist-connections', 'Therapist Connections'],
    ['/community', 'Community'],
  ])('signed in, %s shows %s', async (path, title) => {
    signedIn();
    renderApp(path);
    await pageHeading(title);
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
  });

  it.each([
    ['/wellness', 'My Health'],
    ['/mental-health', 'Mental Health Profile'],
  ])('signed in, %s shows %s', async (path, title) => {
    signedIn()
      .on('GET /mental-health/mood-logs', { body: { moods: [], nextCursor: null } })
      .on('GET /mental-health/profile', { body: {} })
      .on('GET /analytics/mood-trends', { body: { period: '30d', from: '', to: '', days: [], counts: { good: 0, neutral: 0, difficult: 0 }, average: null } });
    renderApp(path);
    await pageHeading(title);
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
  });

  it("greets 'Friend' when the user has no first name", async () => {
    signedIn(makeUser({ firstName: '' }));
    renderApp('/');
    await pageHeading('Welcome back, Friend!');
  });
});

describe('startup authentication check', () => {
  it("shows 'Loading your AI coach team...' and gives up after 10 seconds, removing the token", async () => {
    jest.useFakeTimers();
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch().on('GET /auth/me', () => pendingAnswer());
    renderApp('/journal');

    expect(screen.getByText('Loading your AI coach team...')).toBeTruthy();
    act(() => jest.advanceTimersByTime(9999));
    expect(screen.getByText('Loading your AI coach team...')).toBeTruthy();
    expect(getToken()).toBe('access');

    act(() => jest.advanceTimersByTime(1));
    await pageHeading('Welcome Back');
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('solace_refresh_token')).toBeNull();
  });

  it('removes the token when the check fails', async () => {
    saveSession({ token: 'access' }, 'session');
    mockFetch().on('GET /auth/me', { status: 401, body: { message: 'Unauthorized' } });
    renderApp('/');
    await pageHeading('Welcome Back');
    expect(getToken()).toBeNull();
    expect(toasts()).toEqual([]);
  });

  it('makes no call without a token', async () => {
    const fetchMock = mockFetch();
    renderApp('/');
    await pageHeading('Welcome Back');
    expect(fetchMock.calls).toHaveLength(0);
  });
});

describe('signed-in layout', () => {
  it('has the sidebar items with AI Coaches highlighted, and the user', async () => {
    signedIn();
    renderApp('/');
    await pageHeading('Welcome back, Ada!');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(linkTargets(links)).toEqual([
      ['Dashboard', '/'],
      ['AI Coaches', '/ai-coaching'],
      ['My Health', '/wellness'],
      ['Check-ins', '/check-ins'],
      ['Support', '/support'],
      ['Account', '/profile'],
    ]);
    expect(links[1]!.className).toContain('nav-link--highlight');
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it("names the user 'User' without a first name", async () => {
    signedIn(makeUser({ firstName: '' }));
    renderApp('/');
    await pageHeading('Welcome back, Friend!');
    expect(screen.getByText('User')).toBeTruthy();
  });

  it('toggles the theme and keeps it under solace_theme_settings', async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    const before = document.documentElement.dataset.theme ?? 'light';
    const next = before === 'dark' ? 'light' : 'dark';
    await user.click(screen.getByRole('button', { name: next === 'dark' ? 'Dark mode' : 'Light mode' }));
    expect(document.documentElement.dataset.theme).toBe(next);
    expect(JSON.parse(window.localStorage.getItem('solace_theme_settings')!).mode).toBe(next);
  });

  it('the phone menu is a modal dialog: focus goes in, Tab stays in, Escape and Close menu give it back to the menu button', async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-modal')).toBe('true');
    expect(menu.id).toBe(toggle.getAttribute('aria-controls'));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const close = within(menu).getByRole('button', { name: 'Close menu' });
    expect(document.activeElement).toBe(close);
    // The page behind is out of reach.
    expect(screen.getByRole('main').closest('[inert]')).toBeTruthy();
    expect(toggle.closest('[inert]')).toBeTruthy();

    // Tab runs through the menu and wraps at both ends.
    const logout = within(menu).getByRole('button', { name: 'Logout' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(logout);
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(menu.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('main').closest('[inert]')).toBeNull();

    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it("a link followed in the phone menu closes it and takes focus to the new page's heading", async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Support' }));
    const title = await pageHeading('Support Hub');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
  });

  it('logs out: calls the server, clears tokens, remember flag and key, and says so', async () => {
    const fetchMock = signedIn()
      .on('POST /auth/logout', { status: 500, body: { message: 'boom' } })
      .on('GET /journal/entries', { body: { entries: [], page: 1, limit: 50, total: 0, hasMore: false, nextCursor: null } });
    setRemembered(true);
    setEncryptionKey({ type: 'secret' } as CryptoKey, { material: 'm' });
    const user = await openPage('/journal', 'Journal');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await pageHeading('Welcome Back');
    expect(fetchMock.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('solace_remember')).toBeNull();
    expect(getEncryptionKey()).toBeNull();
    expect(window.sessionStorage.getItem('solace_encryption_key')).toBeNull();
    expect(toasts()).toContain('Logged out successfully');
  });

  it('closes at once when another tab signs out of the remembered session', async () => {
    signedIn();
    setEncryptionKey({ type: 'secret' } as CryptoKey, { material: 'm' });
    renderApp('/');
    await pageHeading('Welcome back, Ada!');

    // What the other tab's logout leaves: no token in the shared storage, and the event it raises here.
    window.localStorage.removeItem('solace_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'solace_token', oldValue: 'access', newValue: null, storageArea: window.localStorage }));
    });
    await pageHeading('Welcome Back');
    expect(getEncryptionKey()).toBeNull();
    expect(toasts()).toContain('Your session has expired. Please sign in again.');
  });

  it('follows another tab that signs in as someone else', async () => {
    let account = makeUser();
    signedIn().on('GET /auth/me', () => ({ body: account }));
    renderApp('/');
    await pageHeading('Welcome back, Ada!');

    account = makeUser({ id: 'user-2', firstName: 'Grace', email: 'grace@example.com' });
    window.localStorage.setItem('solace_token', 'another-access');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'solace_token', oldValue: 'access', newValue: 'another-access', storageArea: window.localStorage }));
    });
    await pageHeading('Welcome back, Grace!');
  });

  it('ignores changes to other storage keys and to the tab-only session storage', async () => {
    const fetchMock = signedIn();
    renderApp('/');
    await pageHeading('Welcome back, Ada!');
    const checks = fetchMock.callsTo('GET /auth/me').length;

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'solace_theme_settings', newValue: 'dark', storageArea: window.localStorage }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'solace_token', newValue: null, storageArea: window.sessionStorage }));
    });
    expect(fetchMock.callsTo('GET /auth/me')).toHaveLength(checks);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
  });

  it('lands on the login screen when the session expires and cannot be refreshed', async () => {
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch()
      .on('GET /auth/me', { body: makeUser() })
      .on('POST /auth/refresh', { status: 401, body: { message: 'Refresh token revoked' } })
      .on('POST /auth/resend-verification', { status: 401, body: { message: 'Unauthorized' } });
    renderApp('/verify-email');
    const user = userEvent.setup();
    await pageHeading('Verification Failed');
    // The signed-in variant of the page (the session check may settle a render after the heading).
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));

    // /verify-email stays reachable signed out; it now offers the login instead.
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }));
    await pageHeading('Welcome Back');
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('solace_refresh_token')).toBeNull();
    expect(toasts()).toEqual(['Your session has expired. Please sign in again.']);
  });
});

describe('trial banner', () => {
  it('shows unless the subscription is active, and Enter License opens /settings', async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    const banner = screen.getByRole('region', { name: 'Free trial' });
    expect(within(banner).getByText('Free Trial - Limited Features')).toBeTruthy();
    await user.click(within(banner).getByRole('button', { name: 'Enter License' }));
    await expectPageAt('Account Settings', '/settings');
  });

  it('Upgrade opens the upgrade flow: /settings with its Upgrade modal', async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    await user.click(within(screen.getByRole('region', { name: 'Free trial' })).getByRole('button', { name: 'Upgrade' }));
    await expectPageAt('Account Settings', '/settings?upgrade');
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeTruthy();
  });

  it('closes for the session', async () => {
    signedIn();
    const user = userEvent.setup();
    const { unmount } = renderApp('/');
    await pageHeading('Welcome back, Ada!');
    await user.click(screen.getByRole('button', { name: 'Close trial banner' }));
    expect(screen.queryByRole('region', { name: 'Free trial' })).toBeNull();
    unmount();

    renderApp('/');
    await pageHeading('Welcome back, Ada!');
    expect(screen.queryByRole('region', { name: 'Free trial' })).toBeNull();
  });

  it('is absent for an active subscription', async () => {
    signedIn(makeUser({ subscription: { status: 'active', plan: 'monthly' } }));
    renderApp('/');
    await pageHeading('Welcome back, Ada!');
    expect(screen.queryByText('Free Trial - Limited Features')).toBeNull();
  });
});
