import type { AdminCode, AdminDashboard, AdminUser, AuditEntry, CodeBatch } from '@contracts/admin';
import type { User } from '@contracts/user';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock, type RecordedCall } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';

export const BATCH_ID = '01JABCDEFGHJKMNPQRSTVWXYZ0';

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({ id: 'admin-1', email: 'admin@example.com', firstName: 'Grace', lastName: 'Hopper', name: 'Grace Hopper', role: 'admin', ...overrides });
}

export function makeCode(overrides: Partial<AdminCode> = {}): AdminCode {
  return {
    id: 'a'.repeat(64),
    lastFour: 'V6PB',
    batchId: BATCH_ID,
    plan: 'monthly',
    durationDays: 30,
    status: 'unused',
    createdAt: '2025-03-01T10:00:00.000Z',
    expiresAt: null,
    redeemedBy: null,
    redeemedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

export function makeBatch(overrides: Partial<CodeBatch> = {}): CodeBatch {
  return {
    id: BATCH_ID,
    count: 10,
    plan: 'monthly',
    durationDays: 30,
    expiresAt: null,
    note: 'Spring campaign',
    createdAt: '2025-03-01T10:00:00.000Z',
    createdBy: { id: 'admin-1', email: 'admin@example.com' },
    revokedAt: null,
    counts: { unused: 7, redeemed: 2, expired: 0, revoked: 1 },
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-7',
    email: 'sam@example.com',
    name: 'Sam Carter',
    createdAt: '2025-02-01T00:00:00.000Z',
    role: 'user',
    disabled: false,
    emailVerified: true,
    subscription: { status: 'none' },
    trialEndsAt: '2025-02-15T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '01JAUDIT000000000000000001',
    at: '2025-03-02T09:00:00.000Z',
    actor: { id: 'admin-1', email: 'admin@example.com' },
    action: 'codes.generate',
    target: BATCH_ID,
    details: { count: 10, plan: 'monthly', expiresAt: null },
    ...overrides,
  };
}

const weeks = (counts: number[]) =>
  counts.map((count, i) => ({ weekStart: new Date(Date.UTC(2025, 0, 6 + 7 * i)).toISOString(), count }));

export const DASHBOARD: AdminDashboard = {
  users: { total: 1234, admins: 2, disabled: 3, activeSubscriptions: 321, trials: 45, newPerWeek: weeks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 17]) },
  codes: { unused: 500, redeemed: 120, expired: 8, revoked: 6 },
  recentRedemptions: [
    {
      code: makeCode({ id: 'b'.repeat(64), lastFour: 'K7QX', status: 'redeemed', redeemedAt: '2025-03-03T12:00:00.000Z', redeemedBy: { id: 'user-9', email: 'lee@example.com' } }),
      user: { id: 'user-9', email: 'lee@example.com' },
    },
  ],
};

/** A signed-in admin (tab-only session, as the admin sign-in keeps it) and the dashboard's answer. */
export function adminServer(user: User = makeAdmin()): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'session');
  return mockFetch().on('GET /auth/me', { body: user }).on('GET /admin/dashboard', { body: DASHBOARD });
}

/** The query of a recorded call, as an object. */
export const queryOf = (call: RecordedCall | undefined) => Object.fromEntries(new URL(call!.url).searchParams);
