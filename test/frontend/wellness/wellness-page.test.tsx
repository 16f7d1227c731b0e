import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { silenceConsoleWarn } from '../helpers/console-warn';
import { linkTargets } from '../helpers/page-queries';

const DASHBOARD = {
  mood_trend: [
    { date: '2025-03-01', score: 2, timestamp: '2025-03-01T09:00:00.000Z' },
    { date: '2025-03-02', score: 5, timestamp: '2025-03-02T09:00:00.000Z' },
  ],
  chat_activity: [],
  journal_streak: 1,
  total_sessions: 0,
  mood_trend_percentage: 0,
  stats: { total_journal_entries: 6, total_mood_logs: 2, total_chat_sessions: 0, check_ins: 2, mood_average: 3.5, active_days: 0 },
};

function signedIn(dashboard: Parameters<ReturnType<typeof mockFetch>['on']>[1]) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: makeUser() })
    .on('GET /analytics/dashboard', dashboard)
    .on('GET /journal/entries', { body: { entries: [], page: 1, limit: 50, total: 0, hasMore: false, nextCursor: null } });
}

const tabs = () => within(screen.getByRole('navigation', { name: 'My Health sections' })).getAllByRole('link');

const warn = silenceConsoleWarn();

describe('/wellness', () => {
  it('has the tabs Mental Health and Journal linking to their screens, each with a summary', async () => {
    const fetchMock = signedIn({ body: DASHBOARD });
    renderApp('/wellness');
    await screen.findByRole('heading', { level: 1, name: 'My Health' });
    await screen.findByText('2 check-ins this week · average mood 3.5');

    expect(linkTargets(tabs(), (tab) => tab.querySelector('.link-tab__title')?.textContent)).toEqual([
      ['Mental Health', '/mental-health'],
      ['Journal', '/journal'],
    ]);
    expect(within(tabs()[1]!).getByText('1 day streak · 6 entries')).toBeTruthy();
    expect(new URL(fetchMock.callsTo('GET /analytics/dashboard')[0]!.url).searchParams.get('tz')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('the Journal tab opens /journal', async () => {
    signedIn({ body: DASHBOARD });
    const user = userEvent.setup();
    renderApp('/wellness');
    await screen.findByText('1 day streak · 6 entries');
    await user.click(tabs()[1]!);
    await screen.findByRole('heading', { level: 1, name: 'Journal' });
    expect(screen.getByTestId('location').textContent).toBe('/journal');
  });

  it('keeps the tabs, without summaries, when the figures cannot be loaded', async () => {
    signedIn({ status: 500, body: { message: 'Something went wrong. Please try again later.' } });
    renderApp('/wellness');
    await screen.findByRole('heading', { level: 1, name: 'My Health' });
    await waitFor(() => expect(warn()).toHaveBeenCalled());
    expect(tabs().map((t) => t.getAttribute('href'))).toEqual(['/mental-health', '/journal']);
    expect(screen.queryByText(/check-ins this week/)).toBeNull();
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
