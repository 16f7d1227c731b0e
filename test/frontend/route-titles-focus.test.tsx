import { screen, waitFor, within } from '@testing-library/react';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { saveSession } from '../../frontend/src/lib/storage';
import { mockFetch } from './helpers/fetch-mock';
import { makeAuthResponse, makeDashboard, makeUser } from './helpers/fixtures';
import { openPage, renderApp } from './helpers/render-app';
import { expectPageAt, location, pageHeading, submitSignIn } from './helpers/page-queries';


const EMPTY_DASHBOARD = makeDashboard();

const NO_ENTRIES = { entries: [], page: 1, limit: 50, total: 0, hasMore: false, nextCursor: null };

function signedIn() {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: makeUser() })
    .on('GET /analytics/dashboard', { body: EMPTY_DASHBOARD })
    .on('GET /chat/sessions', { body: { sessions: [], nextCursor: null } })
    .on('GET /journal/entries', { body: NO_ENTRIES })
    .on('GET /payments/subscription-status', { body: { success: true, subscription: { status: 'none' } } })
    .on('GET /user/settings', { body: { notifications: { email: true, push: true, reminders: true } } });
}

/** The page with this h1 opened with focus on its heading and its title in the tab. */
async function expectFocusedPage(h1: string, title: string) {
  const heading = await pageHeading(h1);
  await waitFor(() => expect(document.activeElement).toBe(heading));
  expect(document.title).toBe(title);
  return heading;
}

// Each page is a lazily loaded module: loaded once here, so no test waits on the first import.
beforeAll(async () => {
  await Promise.all([
    import('../../frontend/src/features/auth/components/login-page'),
    import('../../frontend/src/features/auth/components/reset-password-page'),
    import('../../frontend/src/features/dashboard/components/dashboard-page'),
    import('../../frontend/src/features/journal/components/journal-page'),
    import('../../frontend/src/features/settings/components/settings-page'),
    import('../../frontend/src/features/support/components/support-page'),
    import('../../frontend/src/features/profile/components/profile-page'),
    import('../../frontend/src/features/ai-coaching/components/ai-coaching-page'),
    import('../../frontend/src/features/community/components/community-page'),
  ]);
});

beforeEach(() => {
  resetSubscriptionStatus();
  document.title = 'Solace';
});

describe('a title per route', () => {
  const ROUTES: [path: string, signedIn: boolean, h1: string, title: string][] = [
    ['/login', false, 'Welcome Back', 'Sign In · Solace'],
    ['/reset-password?token=abc', false, 'Reset Your Password', 'Reset Password · Solace'],
    ['/', true, 'Welcome back, Ada!', 'Dashboard · Solace'],
    ['/journal', true, 'Journal', 'Journal · Solace'],
    ['/settings', true, 'Account Settings', 'Account Settings · Solace'],
    ['/support', true, 'Support Hub', 'Support Hub · Solace'],
    ['/profile', true, 'Your Profile', 'Your Profile · Solace'],
    ['/ai-coaching', true, 'AI Coaches', 'AI Coaches · Solace'],
    ['/community', true, 'Community', 'Community · Solace'],
    ['/no-such-page', true, 'Page Not Found', 'Page Not Found · Solace'],
  ];

  it.each(ROUTES)('%s is titled after its page', async (path, signed, h1, title) => {
    if (signed) signedIn();
    else mockFetch();
    renderApp(path);
    await pageHeading(h1);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('gives every one of those routes its own title', () => {
    const titles = ROUTES.map(([, , , title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeGreaterThanOrEqual(6);
  });

  it('a signed-out visit to another address is titled as the sign-in screen it shows', async () => {
    mockFetch();
    renderApp('/journal');
    await pageHeading('Welcome Back');
    await waitFor(() => expect(document.title).toBe('Sign In · Solace'));
  });
});

describe('focus on a change of page', () => {
  it('leaves focus alone on the first load, so the skip link is the first stop', async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    expect(document.activeElement).toBe(document.body);

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    // Its target is the main landmark, which can take focus.
    const main = screen.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('a redirect while arriving (/dashboard to /) is part of the first load', async () => {
    signedIn();
    renderApp('/dashboard');
    await expectPageAt('Welcome back, Ada!', '/');
    expect(document.activeElement).toBe(document.body);
  });

  it("after a sidebar link, focus is on the new page's h1, which takes it without being a tab stop", async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    within(nav).getByRole('link', { name: 'Support' }).focus();
    await user.keyboard('{Enter}');
    const support = await expectFocusedPage('Support Hub', 'Support Hub · Solace');
    expect(support.getAttribute('tabindex')).toBe('-1');

    await user.click(within(nav).getByRole('link', { name: 'Account' }));
    await expectFocusedPage('Your Profile', 'Your Profile · Solace');
  });

  it('the not-found page and its way back get the same', async () => {
    signedIn();
    const user = await openPage('/no-such-page', 'Page Not Found');
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    await expectFocusedPage('Welcome back, Ada!', 'Dashboard · Solace');
  });

  it('signing in where the sign-in screen stood moves focus to the page it opens', async () => {
    mockFetch()
      .on('POST /auth/login', { body: makeAuthResponse() })
      .on('GET /journal/entries', { body: NO_ENTRIES });
    const user = await openPage('/journal', 'Welcome Back');
    await submitSignIn(user, 'ada@example.com', 'pw', 'Sign In');
    await expectFocusedPage('Journal', 'Journal · Solace');
  });

  it('a page that puts focus somewhere itself keeps it there (Enter License lands on the key field)', async () => {
    signedIn();
    const user = await openPage('/support', 'Support Hub');
    await user.click(within(screen.getByRole('region', { name: 'Free trial' })).getByRole('button', { name: 'Enter License' }));
    await pageHeading('Account Settings');
    const field = await screen.findByRole('textbox', { name: 'License key' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });
});

describe('settings one tap away', () => {
  it("the sidebar's account card links to /settings", async () => {
    signedIn();
    const user = await openPage('/', 'Welcome back, Ada!');
    const card = screen.getByRole('link', { name: /Account Settings/ });
    expect(card.getAttribute('href')).toBe('/settings');
    expect(within(card).getByText('Ada')).toBeTruthy();
    expect(within(card).getByText('ada@example.com')).toBeTruthy();
    // Not a sixth item of the spec's navigation.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: /Settings/ })).toBeNull();

    await user.click(card);
    const settings = await pageHeading('Account Settings');
    expect(location()).toBe('/settings');
    expect(card.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.activeElement).toBe(settings));
  });
});
