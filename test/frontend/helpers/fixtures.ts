import type { DashboardResponse } from '@contracts/analytics';
import type { AuthResponse, User } from '@contracts/user';
import { emptyDashboard, newAccountSettings } from '../../support/account-fixtures';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    pendingEmail: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada Lovelace',
    createdAt: '2025-01-01T00:00:00.000Z',
    ...newAccountSettings('Ada', 'Lovelace'),
    stats: { totalChatSessions: 0, totalJournalEntries: 0, journalStreak: 0, goalsCompleted: 0, joinDate: '2025-01-01' },
    subscription: { status: 'none' },
    encryption: null,
    ...overrides,
  };
}

/** A user with encryption turned off: journal entries and mood notes go as plain text. */
export const plainTextUser = (): User => makeUser({ preferences: { ...makeUser().preferences, encryptionEnabled: false } });

export function makeAuthResponse(user: User = makeUser()): AuthResponse {
  return { token: 'access-1', refreshToken: 'refresh-1', expiresIn: 3600, user };
}

export const STRONG_PASSWORD = 'Calm#Sea2025';

/** The dashboard of a new account: nothing logged yet. */
export function makeDashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return { ...emptyDashboard(), ...overrides };
}
