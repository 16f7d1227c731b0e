import type { ProgressResponse } from '../../lambdas/contracts/achievements';
import type { DashboardResponse } from '../../lambdas/contracts/analytics';
import { createEntry } from './helpers/journal';
import { api, registerUser, type TestUser } from './helpers/stack';
import { createSession } from './helpers/wellness';

const ZONE = encodeURIComponent('Europe/Berlin');
const progressOf = (user: TestUser) => api<ProgressResponse>('GET', `/analytics/progress?tz=${ZONE}`, { token: user.token });
const dashboardOf = (user: TestUser) => api<DashboardResponse>('GET', `/analytics/dashboard?tz=${ZONE}`, { token: user.token });

describe('GET /analytics/progress', () => {
  it('answers a new account with zeros and every achievement locked, as the dashboard counts', async () => {
    const user = await registerUser();
    const [progress, dashboard] = await Promise.all([progressOf(user), dashboardOf(user)]);
    expect(progress.status).toBe(200);
    expect(progress.body.totalSessions).toBe(0);
    expect(progress.body.totalSessions).toBe(dashboard.body.total_sessions);
    expect(progress.body.streak).toBe(dashboard.body.journal_streak);
    expect(progress.body.progress).toBe(0);
    expect(progress.body.achievements).toHaveLength(6);
    for (const achievement of progress.body.achievements) {
      expect(achievement).toMatchObject({ unlocked: false, unlockedAt: null, count: 0 });
    }
  });

  it('counts the person’s own sessions and entries, dated when earned, and the same figures as the dashboard', async () => {
    const user = await registerUser();
    const stranger = await registerUser();
    const session = await createSession(user.token, 'zenith');
    await createEntry(user.token, { content: 'a first page' });
    await createSession(stranger.token, 'sage');

    const [progress, dashboard] = await Promise.all([progressOf(user), dashboardOf(user)]);
    expect(progress.status).toBe(200);
    expect(progress.body.totalSessions).toBe(1);
    expect(progress.body.totalSessions).toBe(dashboard.body.total_sessions);
    expect(progress.body.streak).toBe(1);
    expect(progress.body.streak).toBe(dashboard.body.journal_streak);
    const byId = new Map(progress.body.achievements.map((a) => [a.id, a]));
    // The session's start, to the millisecond of its id (its startedAt may be the same instant).
    expect(Math.abs(Date.parse(byId.get('first-session')?.unlockedAt ?? '') - Date.parse(session.startedAt))).toBeLessThan(1000);
    expect(byId.get('first-session')).toMatchObject({ unlocked: true, count: 1 });
    expect(byId.get('goal-setter')).toMatchObject({ unlocked: true, count: 1 });
    expect(byId.get('mindfulness-master')).toMatchObject({ unlocked: false, count: 0 });
    expect(byId.get('seven-day-streak')).toMatchObject({ unlocked: false, count: 1, target: 7 });
    expect(progress.body.progress).toBe(33);

    // The stranger's own figures hold only the stranger's session.
    const theirs = await progressOf(stranger);
    expect(theirs.body.totalSessions).toBe(1);
    expect(theirs.body.achievements.find((a) => a.id === 'goal-setter')?.unlocked).toBe(false);
    expect(theirs.body.achievements.find((a) => a.id === 'mindfulness-master')?.count).toBe(1);
  });

  it('refuses an unknown time zone with 400 and a missing token with 401', async () => {
    const user = await registerUser();
    const bad = await api<{ message: string }>('GET', '/analytics/progress?tz=Mars%2FOlympus', { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tz must be an IANA time zone/);
    const anonymous = await api<{ message: string }>('GET', '/analytics/progress');
    expect(anonymous.status).toBe(401);
    expect(typeof anonymous.body.message).toBe('string');
  });
});
