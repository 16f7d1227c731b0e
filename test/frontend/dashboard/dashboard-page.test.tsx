import { screen, waitFor, within } from '@testing-library/react';
import type { ChatSession } from '@contracts/chat';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, pendingAnswer, type FetchMock } from '../helpers/fetch-mock';
import { makeDashboard, makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { silenceConsoleWarn } from '../helpers/console-warn';
import { linkTargets } from '../helpers/page-queries';

// The chart module is the one that pulls in recharts; here it only reports what it was given.
jest.mock('../../../frontend/src/components/mood-line-chart', () => jest.requireActual<typeof import('../helpers/mood-chart-stub')>('../helpers/mood-chart-stub'));

const FALLBACK_TOAST = 'Unable to load dashboard data. Using default view.';
const EMPTY_TEXT = 'No recent activity. Start a chat session to begin!';

const dashboard = makeDashboard;

let sessionCounter = 0;
function session(startedAt: string, lastMessageAt: string, persona: ChatSession['persona'] = 'sage'): ChatSession {
  sessionCounter += 1;
  return { id: `01J${String(sessionCounter).padStart(23, '0')}`, persona, startedAt, lastMessageAt, messageCount: 4 };
}

function signedIn(data: Parameters<FetchMock['on']>[1], sessions: Parameters<FetchMock['on']>[1] = { body: { sessions: [], nextCursor: null } }) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch().on('GET /auth/me', { body: makeUser() }).on('GET /analytics/dashboard', data).on('GET /chat/sessions', sessions);
}

const stat = (id: string) => screen.getByTestId(`stat-${id}`);
const statValue = (id: string) => within(stat(id)).getByRole('definition').textContent;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

async function openDashboard() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
  await screen.findByTestId('stat-total-sessions');
}

const warn = silenceConsoleWarn();

describe('dashboard stats', () => {
  it('shows the four stats: sessions, streak in days, mood average with one decimal, distinct active days', async () => {
    const fetchMock = signedIn({
      body: dashboard({
        total_sessions: 7,
        journal_streak: 4,
        mood_trend: [
          { date: '2025-03-01', score: 3, timestamp: '2025-03-01T09:00:00.000Z' },
          { date: '2025-03-02', score: 4, timestamp: '2025-03-02T09:00:00.000Z' },
          { date: '2025-03-02', score: 4, timestamp: '2025-03-02T18:00:00.000Z' },
        ],
        chat_activity: [
          { date: '2025-03-01', duration: 12 },
          { date: '2025-03-02', duration: 5 },
          { date: '2025-03-02', duration: 3 },
        ],
      }),
    });
    await openDashboard();

    expect(within(stat('total-sessions')).getByRole('term').textContent).toBe('Total Sessions');
    expect(statValue('total-sessions')).toBe('7');
    expect(within(stat('journal-streak')).getByRole('term').textContent).toBe('Journal Streak');
    expect(statValue('journal-streak')).toBe('4 days');
    // (3 + 4 + 4) / 3 = 3.666… → 3.7
    expect(statValue('mood-average')).toBe('3.7');
    expect(statValue('active-days')).toBe('2');

    const url = new URL(fetchMock.callsTo('GET /analytics/dashboard')[0]!.url);
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('shows one decimal even for a whole average, and a dash without mood data', async () => {
    signedIn({ body: dashboard({ mood_trend: [{ date: '2025-03-01', score: 4, timestamp: '2025-03-01T09:00:00.000Z' }] }) });
    await openDashboard();
    expect(statValue('mood-average')).toBe('4.0');
  });

  it('shows a dash for the mood average and no chart without mood data', async () => {
    signedIn({ body: dashboard({ total_sessions: 2 }) });
    await openDashboard();
    expect(statValue('mood-average')).toBe('—No data yet');
    expect(within(stat('mood-average')).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Mood Trend' })).toBeNull();
    expect(screen.queryByTestId('mood-chart')).toBeNull();
  });

  it('draws the mood-trend chart from the trend scores when mood data exists', async () => {
    signedIn({
      body: dashboard({
        mood_trend: [
          { date: '2025-03-01', score: 2, timestamp: '2025-03-01T09:00:00.000Z' },
          { date: '2025-03-03', score: 5, timestamp: '2025-03-03T09:00:00.000Z' },
        ],
      }),
    });
    await openDashboard();
    expect(screen.getByRole('heading', { name: 'Mood Trend' })).toBeTruthy();
    expect((await screen.findByTestId('mood-chart')).textContent).toBe('2,5');
  });

  it('shows a loading state until the data arrives', async () => {
    saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
    mockFetch()
      .on('GET /auth/me', { body: makeUser() })
      .on('GET /analytics/dashboard', () => pendingAnswer())
      .on('GET /chat/sessions', { body: { sessions: [], nextCursor: null } });
    renderApp('/');
    expect(await screen.findByText('Loading your dashboard...')).toBeTruthy();
    expect(screen.queryByTestId('stat-total-sessions')).toBeNull();
  });
});

describe('quick links and feature cards', () => {
  it('links Start Chat, Log Mood and Crisis Support', async () => {
    signedIn({ body: dashboard() });
    await openDashboard();
    const nav = screen.getByRole('navigation', { name: 'Quick actions' });
    expect(linkTargets(within(nav).getAllByRole('link'))).toEqual([
      ['Start Chat', '/ai-coaching'],
      ['Log Mood', '/mental-health#log-mood'],
      ['Crisis Support', '/mental-health#crisis-resources'],
    ]);
  });

  it('shows Sessions, Streak, Check-ins and Coming Soon on cards linking to their screens', async () => {
    signedIn({ body: dashboard({ total_sessions: 9, journal_streak: 3, stats: { ...dashboard().stats, check_ins: 5 } }) });
    await openDashboard();
    const cards = screen.getAllByTestId('feature-card');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/ai-coaching', '/journal', '/wellness', '/community']);
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['AI Coaching', 'Journal', 'Wellness', 'Community']);
    expect(cards.map((c) => c.querySelector('.feature-card__stat')?.textContent)).toEqual(['9 Sessions', '3 Streak', '5 Check-ins', 'Coming Soon']);
  });
});

describe('recent activity', () => {
  it('asks for 5 sessions and shows at most 5, each with its date and duration in minutes or a dash', async () => {
    const sessions = [
      session('2025-03-05T10:00:00.000Z', '2025-03-05T10:12:29.000Z', 'phoenix'),
      session('2025-03-04T10:00:00.000Z', '2025-03-04T10:00:00.000Z'),
      session('2025-03-03T10:00:00.000Z', '2025-03-03T10:00:20.000Z', 'harmony'),
      session('2025-03-02T10:00:00.000Z', '2025-03-02T11:30:00.000Z', 'zenith'),
      session('2025-03-01T10:00:00.000Z', '2025-03-01T10:45:00.000Z'),
      session('2025-02-28T10:00:00.000Z', '2025-02-28T10:05:00.000Z'),
    ];
    const fetchMock = signedIn({ body: dashboard() }, { body: { sessions, nextCursor: 'more' } });
    await openDashboard();

    const items = screen.getAllByTestId('recent-activity-item');
    expect(items).toHaveLength(5);
    expect(items.map((i) => within(i).getByTestId('session-duration').textContent)).toEqual([
      '12 min',
      '—Duration unknown',
      '1 min',
      '90 min',
      '45 min',
    ]);
    expect(within(items[0]!).getByText('Chat with Phoenix')).toBeTruthy();
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-05T10:00:00.000Z');
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/2025/);
    expect(new URL(fetchMock.callsTo('GET /chat/sessions')[0]!.url).searchParams.get('limit')).toBe('5');
    expect(screen.queryByText(EMPTY_TEXT)).toBeNull();
  });

  it('says so when there is no session', async () => {
    signedIn({ body: dashboard() });
    await openDashboard();
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryAllByTestId('recent-activity-item')).toHaveLength(0);
  });
});

describe('failures fall back to the default view', () => {
  function expectDefaults() {
    expect(statValue('total-sessions')).toBe('0');
    expect(statValue('journal-streak')).toBe('0 days');
    expect(statValue('mood-average')).toBe('—No data yet');
    expect(statValue('active-days')).toBe('0');
    expect(screen.queryByTestId('mood-chart')).toBeNull();
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
  }

  it('a 500 shows the toast once and the defaults', async () => {
    signedIn({ status: 500, body: { message: 'Something went wrong. Please try again later.' } }, { status: 500 });
    await openDashboard();
    expectDefaults();
    await waitFor(() => expect(toasts()).toEqual([FALLBACK_TOAST]));
  });

  it("a message containing 500 ('HTTP error! status: 500') shows the toast", async () => {
    signedIn({ status: 500, text: '' });
    await openDashboard();
    await waitFor(() => expect(toasts()).toEqual([FALLBACK_TOAST]));
  });

  it('other failures are only logged, with the defaults and no toast', async () => {
    signedIn({ status: 503, body: { message: 'Service unavailable' } }, new TypeError('offline'));
    await openDashboard();
    expectDefaults();
    expect(toasts()).toEqual([]);
    expect(warn()).toHaveBeenCalledWith('Dashboard data could not be loaded:', 'Service unavailable');
    expect(warn()).toHaveBeenCalledWith('Dashboard data could not be loaded:', 'Failed to fetch');
  });

  it('keeps the sessions when only the analytics fail, and the analytics when only the sessions fail', async () => {
    signedIn({ status: 404, body: { message: 'Not found' } }, { body: { sessions: [session('2025-03-05T10:00:00.000Z', '2025-03-05T10:03:00.000Z')], nextCursor: null } });
    const { unmount } = renderApp('/');
    await screen.findByTestId('stat-total-sessions');
    expect(screen.getAllByTestId('recent-activity-item')).toHaveLength(1);
    expect(statValue('total-sessions')).toBe('0');
    unmount();

    signedIn({ body: dashboard({ total_sessions: 3 }) }, { status: 400, body: { message: 'limit must be at most 100' } });
    await openDashboard();
    expect(statValue('total-sessions')).toBe('3');
    expect(screen.getByText(EMPTY_TEXT)).toBeTruthy();
    expect(toasts()).toEqual([]);
  });
});
