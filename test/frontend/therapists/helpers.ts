import { screen } from '@testing-library/react';
import type { Therapist, TherapistConnection, TherapistMatch } from '@contracts/therapist-options';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';

export function makeTherapist(overrides: Partial<Therapist['profile'] & Therapist['therapistProfile']> & { id?: string } = {}): Therapist {
  const { id = 'T0001', firstName = 'Maya', lastName = 'Chen', ...profile } = overrides;
  return {
    _id: id,
    profile: { firstName, lastName },
    therapistProfile: {
      licenseType: 'LCSW',
      licenseStates: ['NY'],
      rating: 4.8,
      reviewCount: 31,
      yearsOfExperience: 12,
      sessionRate: 140,
      bio: 'I help people through anxiety and loss with warmth and practical tools.',
      specializations: ['Anxiety', 'Grief & Loss', 'Depression'],
      modalities: ['CBT'],
      languages: ['English', 'Spanish'],
      sessionTypes: ['video', 'in-person'],
      availability: { timezone: 'PST', acceptingNewClients: true, nextAvailableInDays: 3, hours: 'Weekday evenings' },
      ...profile,
    },
  };
}

export function makeMatch(
  overrides: Parameters<typeof makeTherapist>[0] & Partial<Pick<TherapistMatch, 'matchScore' | 'matchReason' | 'matchingSpecializations'>> = {},
): TherapistMatch {
  const { matchScore = 0.8, matchReason = 'Specializes in anxiety and grief', matchingSpecializations = ['Anxiety', 'Grief & Loss'], ...rest } = overrides;
  return { ...makeTherapist(rest), matchScore, matchReason, matchingSpecializations };
}

let counter = 0;
/** ULID-shaped connection ids. */
export function connectionId(): string {
  counter += 1;
  return `01JC${String(counter).padStart(22, '0')}`;
}

export function makeConnection(overrides: Partial<Omit<TherapistConnection, 'status'>> & { status?: string } = {}): TherapistConnection {
  return {
    _id: connectionId(),
    therapistId: makeTherapist(),
    status: 'pending',
    requestMessage: 'Hi Maya, I would like support with anxiety.',
    preferredTopics: ['Anxiety & Panic'],
    urgencyLevel: 'medium',
    sessionPreference: 'video',
    createdAt: '2025-03-04T15:00:00.000Z',
    updatedAt: '2025-03-04T15:00:00.000Z',
    ...overrides,
  } as TherapistConnection;
}

/** A stored session and GET /auth/me: the app opens signed in. */
export function signedIn(): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch().on('GET /auth/me', { body: makeUser() });
}

export const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);

/** A promise to settle by hand, for answers that should stay pending for a while. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
