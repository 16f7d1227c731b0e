import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckIn } from '@contracts/check-ins';
import { isCheckInDue, isPromptDismissed } from '../../../frontend/src/lib/check-in-reminder';
import { saveSession } from '../../../frontend/src/lib/storage';
import { silenceConsoleWarn } from '../helpers/console-warn';
import { mockFetch } from '../helpers/fetch-mock';
import { makeDashboard, makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';

jest.mock('../../../frontend/src/components/mood-line-chart', () =>
  jest.requireActual<typeof import('../helpers/mood-chart-stub')>('../helpers/mood-chart-stub'),
);

silenceConsoleWarn();
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const DAY = 86_400_000;
const checkInAt = (ms: number): CheckIn => ({
  id: '01J00000000000000000000001',
  kind: 'phq9',
  answers: { ciphertext: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' },
  created_at: new Date(ms).toISOString(),
});

function signedIn(checkIns: CheckIn[], reminders = true) {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: makeUser() })
    .on('GET /analytics/dashboard', { body: makeDashboard() })
    .on('GET /chat/sessions', { body: { sessions: [], nextCursor: null } })
    .on('GET /user/settings', { body: { notifications: { email: true, push: true, reminders } } })
    .on('GET /mental-health/check-ins', { body: { checkIns, nextCursor: null } });
}

async function openDashboard() {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
  await screen.findByTestId('stat-total-sessions');
}

describe('the check-in prompt on the dashboard', () => {
  it('is due at 14 days, or before the first check-in', () => {
    const now = Date.parse('2025-06-15T12:00:00Z');
    expect(isCheckInDue(null, now)).toBe(true);
    expect(isCheckInDue(new Date(now - 14 * DAY).toISOString(), now)).toBe(true);
    expect(isCheckInDue(new Date(now - 14 * DAY + 60_000).toISOString(), now)).toBe(false);
  });

  it('invites a first check-in and links to /check-ins', async () => {
    const fetchMock = signedIn([]);
    await openDashboard();
    const prompt = await screen.findByTestId('check-in-prompt');
    expect(prompt.textContent).toContain('Time for a check-in?');
    expect(screen.getByRole('link', { name: 'Take a check-in' }).getAttribute('href')).toBe('/check-ins');
    expect(fetchMock.callsTo('GET /mental-health/check-ins')[0]!.url).toContain('limit=1');
  });

  it('shows after 14 days, not before', async () => {
    signedIn([checkInAt(Date.now() - 15 * DAY)]);
    await openDashboard();
    expect((await screen.findByTestId('check-in-prompt')).textContent).toContain('two weeks or more since your last check-in');
    cleanup();
    const fetchMock = signedIn([checkInAt(Date.now() - 3 * DAY)]);
    await openDashboard();
    await waitFor(() => expect(fetchMock.callsTo('GET /mental-health/check-ins').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('check-in-prompt')).toBeNull();
  });

  it('is not shown when reminders are turned off in the notification settings', async () => {
    const fetchMock = signedIn([], false);
    await openDashboard();
    await waitFor(() => expect(fetchMock.callsTo('GET /user/settings').length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('check-in-prompt')).toBeNull();
  });

  it('once dismissed, stays away for 14 days', async () => {
    signedIn([]);
    const user = userEvent.setup();
    await openDashboard();
    await screen.findByTestId('check-in-prompt');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('check-in-prompt')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(isPromptDismissed('user-1')).toBe(true);
    expect(isPromptDismissed('user-1', Date.now() + 14 * DAY + 1000)).toBe(false);
    cleanup();
    const fetchMock = signedIn([]);
    await openDashboard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('check-in-prompt')).toBeNull();
    expect(fetchMock.callsTo('GET /mental-health/check-ins')).toHaveLength(0);
  });
});
