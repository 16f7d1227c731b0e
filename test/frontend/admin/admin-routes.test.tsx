import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToken, saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch } from '../helpers/fetch-mock';
import { makeAuthResponse, makeDashboard, makeUser } from '../helpers/fixtures';
import { openPage, renderApp } from '../helpers/render-app';
import { adminServer, DASHBOARD, makeAdmin } from './helpers';
import { expectPageAt, linkTargets, pageHeading, submitSignIn } from '../helpers/page-queries';

// recharts needs a layout engine; the chart reports what it was given.
jest.mock('../../../frontend/src/features/admin/components/new-users-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    NewUsersChart: ({ weeks }: { weeks: { count: number }[] }) => createElement('div', { 'data-testid': 'new-users-chart' }, weeks.map((w) => w.count).join(',')),
  };
});

const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);
const tile = (id: string) => screen.getByTestId(`tile-${id}`);
const tileText = (id: string) => [tile(id).querySelector('dt')?.textContent, tile(id).querySelector('dd')?.textContent];

const EMPTY_ANALYTICS = makeDashboard();

describe('signed out', () => {
  it.each(['/admin', '/admin/users', '/admin/anything/else'])('%s shows the admin sign-in in place', async (path) => {
    mockFetch();
    renderApp(path);
    await expectPageAt('Admin sign-in', path);
    expect(screen.getByLabelText('Email', { selector: 'input' })).toBeTruthy();
    expect(screen.getByLabelText('Password', { selector: 'input' })).toBeTruthy();
  });

  it('signs in through /admin/login and lands on the admin dashboard, in a tab-only session', async () => {
    const fetchMock = mockFetch()
      .on('POST /admin/login', { body: makeAuthResponse(makeAdmin()) })
      .on('GET /admin/dashboard', { body: DASHBOARD });
    const user = await openPage('/admin/users', 'Admin sign-in');

    await submitSignIn(user, ' admin@example.com ', 'Secret#Pass1', 'Sign in');

    await expectPageAt('Admin dashboard', '/admin');
    expect(fetchMock.callsTo('POST /admin/login')[0]!.body).toEqual({ email: 'admin@example.com', password: 'Secret#Pass1' });
    expect(fetchMock.callsTo('POST /auth/login')).toHaveLength(0);
    expect(window.sessionStorage.getItem('solace_token')).toBe('access-1');
    expect(window.localStorage.getItem('solace_token')).toBeNull();
    expect(toasts()).toContain('Welcome back!');
  });

  it("shows the server's refusal and keeps no session", async () => {
    const refusal = 'Admin sign-in failed. Check the email and password of an admin account.';
    mockFetch().on('POST /admin/login', { status: 403, body: { message: refusal } });
    const user = await openPage('/admin', 'Admin sign-in');

    await submitSignIn(user, 'ada@example.com', 'pw', 'Sign in');

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(getToken()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeTruthy();
  });

  it('says so when the server cannot be reached', async () => {
    mockFetch().on('POST /admin/login', new TypeError('Failed to fetch'));
    const user = await openPage('/admin', 'Admin sign-in');
    await submitSignIn(user, 'admin@example.com', 'pw', 'Sign in');
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to connect to server. Please check your internet connection.');
  });
});

describe('signed in as a regular user', () => {
  it.each(['/admin', '/admin/codes', '/admin/users'])("%s is the app's own not-found page", async (path) => {
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    const fetchMock = mockFetch().on('GET /auth/me', { body: makeUser() });
    renderApp(path);
    await pageHeading('Page Not Found');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByText('Admin sign-in')).toBeNull();
    expect(fetchMock.calls.filter((c) => c.path.startsWith('/admin'))).toHaveLength(0);
  });
});

describe('signed in as an admin', () => {
  it('shows the dashboard figures, the chart and the recent redemptions', async () => {
    adminServer();
    renderApp('/admin');
    await pageHeading('Admin dashboard');
    await screen.findByTestId('tile-total-users');

    expect(tileText('total-users')).toEqual(['Total users', (1234).toLocaleString()]);
    expect(tileText('new-this-week')).toEqual(['New this week', '17']);
    expect(tileText('active-subscriptions')).toEqual(['Active subscriptions', '321']);
    expect(tileText('trials')).toEqual(['On free trial', '45']);
    expect(tileText('codes-unused')).toEqual(['Unused', '500']);
    expect(tileText('codes-redeemed')).toEqual(['Redeemed', '120']);
    expect(tileText('codes-expired')).toEqual(['Expired', '8']);
    expect(tileText('codes-revoked')).toEqual(['Revoked', '6']);
    expect((await screen.findByTestId('new-users-chart')).textContent).toBe('1,2,3,4,5,6,7,8,9,10,11,17');

    const recent = screen.getByRole('table', { name: 'Recent redemptions' });
    const cells = within(recent).getAllByRole('row')[1]!.querySelectorAll('td');
    expect(Array.from(cells).slice(0, 3).map((c) => c.textContent)).toEqual(['…K7QX', 'lee@example.com', 'Monthly']);
  });

  it('shows the error with a retry when the dashboard cannot be loaded', async () => {
    let failing = true;
    adminServer().on('GET /admin/dashboard', () => (failing ? { status: 500, body: { message: 'boom' } } : { body: DASHBOARD }));
    const user = userEvent.setup();
    renderApp('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the dashboard. Please try again.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('tile-total-users');
  });

  it('has its own layout: header, admin email, side menu', async () => {
    adminServer();
    renderApp('/admin');
    await pageHeading('Admin dashboard');
    expect(screen.getByText('Solace Admin')).toBeTruthy();
    expect(screen.getByText('admin@example.com')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    const links = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(linkTargets(links)).toEqual([
      ['Dashboard', '/admin'],
      ['Generate codes', '/admin/codes/generate'],
      ['Codes', '/admin/codes'],
      ['Batches', '/admin/batches'],
      ['Search', '/admin/search'],
      ['Users', '/admin/users'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Dashboard']);
    expect(screen.getByRole('link', { name: 'Back to app' }).getAttribute('href')).toBe('/');
  });

  it('marks only the open page in the menu', async () => {
    adminServer().on('GET /admin/codes', { body: { codes: [], nextCursor: null } });
    renderApp('/admin/codes');
    await pageHeading('Access codes');
    const links = within(screen.getByRole('navigation', { name: 'Admin' })).getAllByRole('link');
    expect(links.filter((l) => l.getAttribute('aria-current') === 'page').map((l) => l.textContent)).toEqual(['Codes']);
  });

  it('shows "Page not found" inside the admin layout for an unknown admin path', async () => {
    adminServer();
    renderApp('/admin/nothing-here');
    await pageHeading('Page not found');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeTruthy();
  });

  it("names each admin page in the document title, and a link in its menu takes focus to the new page's heading", async () => {
    adminServer().on('GET /admin/codes', { body: { codes: [], nextCursor: null } });
    const user = await openPage('/admin', 'Admin dashboard');
    await waitFor(() => expect(document.title).toBe('Admin dashboard · Solace'));

    await user.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Codes' }));
    const codes = await pageHeading('Access codes');
    await waitFor(() => expect(document.title).toBe('Access codes · Solace'));
    await waitFor(() => expect(document.activeElement).toBe(codes));
  });

  it('can still use the app: Back to app opens the user dashboard', async () => {
    adminServer()
      .on('GET /analytics/dashboard', { body: EMPTY_ANALYTICS })
      .on('GET /chat/sessions', { body: { sessions: [], nextCursor: null } });
    const user = await openPage('/admin', 'Admin dashboard');
    await user.click(screen.getByRole('link', { name: 'Back to app' }));
    await expectPageAt('Welcome back, Grace!', '/');
  });

  it('signs out to the admin sign-in', async () => {
    const fetchMock = adminServer().on('POST /auth/logout', { body: { success: true, message: 'Logged out' } });
    const user = await openPage('/admin', 'Admin dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await pageHeading('Admin sign-in');
    expect(fetchMock.callsTo('POST /auth/logout')).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});
