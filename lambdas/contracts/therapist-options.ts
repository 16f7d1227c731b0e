/**
 * Therapist matching and connections (spec §3, §5, §7 Therapists): the issue areas and the
 * specializations they map to, the values and limits of the forms, and the shapes the API answers
 * with. Plain data without zod, so the browser can read it cheaply; the request schemas are in
 * therapists.ts.
 */
/** Spec §3 Issue areas, in the wizard's order; each maps to the specialization names used for matching. */
export const ISSUE_AREAS = [
  { id: 'depression', label: 'Depression', specializations: ['Depression'] },
  { id: 'anxiety', label: 'Anxiety & Panic', specializations: ['Anxiety', 'Panic Disorder'] },
  { id: 'trauma', label: 'Trauma & PTSD', specializations: ['Trauma', 'PTSD'] },
  { id: 'relationships', label: 'Relationships', specializations: ['Relationships', 'Couples Counseling'] },
  { id: 'addiction', label: 'Addiction', specializations: ['Addiction', 'Substance Use'] },
  { id: 'eating', label: 'Eating & Body Image', specializations: ['Eating Disorders', 'Body Image'] },
  { id: 'adhd', label: 'ADHD', specializations: ['ADHD'] },
  { id: 'mood', label: 'Mood Disorders', specializations: ['Bipolar Disorder', 'Mood Disorders'] },
  { id: 'grief', label: 'Grief', specializations: ['Grief & Loss'] },
  { id: 'stress', label: 'Stress & Burnout', specializations: ['Stress Management', 'Burnout'] },
] as const;

export type IssueId = (typeof ISSUE_AREAS)[number]['id'];
export const ISSUE_IDS = ISSUE_AREAS.map((area) => area.id) as unknown as readonly [IssueId, ...IssueId[]];

/** Which issue area a specialization name belongs to (every name belongs to exactly one). */
export function issueOfSpecialization(name: string): IssueId | undefined {
  return ISSUE_AREAS.find((area) => (area.specializations as readonly string[]).includes(name))?.id;
}

export const URGENCY_LEVELS = ['low', 'medium', 'high', 'crisis'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];
export const DEFAULT_URGENCY: UrgencyLevel = 'medium';

export const SESSION_PREFERENCES = ['video', 'text', 'in-person'] as const;
export type SessionPreference = (typeof SESSION_PREFERENCES)[number];
export const DEFAULT_SESSION_PREFERENCE: SessionPreference = 'video';

/**
 * Spec §4 connection statuses, plus `withdrawn` for a request the user took back (the spec
 * shows any other value like completed).
 */
export const CONNECTION_STATUSES = ['pending', 'accepted', 'active', 'completed', 'declined', 'withdrawn'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
/** A connection in one of these blocks a second request to the same therapist (409). */
export const OPEN_CONNECTION_STATUSES: readonly ConnectionStatus[] = ['pending', 'accepted', 'active'];

export const THERAPIST_LIMITS = {
  /** Spec §5 and §9. */
  connectionMessageChars: 1000,
  /** Spec §3: the ranked list holds at most this many matches. */
  maxMatches: 20,
  maxBudget: 100_000,
  maxAdditionalInfoChars: 1000,
} as const;

/** US time zones the directory uses; the match card shows EST when none is known (spec §2). */
export const THERAPIST_TIMEZONES = ['EST', 'CST', 'MST', 'PST', 'AKST', 'HST'] as const;
export type TherapistTimezone = (typeof THERAPIST_TIMEZONES)[number];

/** A therapist as every route returns it (spec §3 Therapist match result, without the match fields). */
export interface Therapist {
  _id: string;
  profile: { firstName: string; lastName: string };
  therapistProfile: {
    /** Credential, e.g. LCSW, LPC, LMFT, PsyD, PhD. */
    licenseType: string;
    /** US states (two-letter codes) the licence covers. */
    licenseStates: string[];
    /** Null for a therapist without reviews yet (shown as 'New'). */
    rating: number | null;
    reviewCount: number;
    yearsOfExperience: number;
    /** US dollars per session. */
    sessionRate: number;
    bio: string;
    specializations: string[];
    modalities: string[];
    languages: string[];
    sessionTypes: SessionPreference[];
    availability: {
      timezone: TherapistTimezone;
      acceptingNewClients: boolean;
      /** Days until the first free session slot. */
      nextAvailableInDays: number;
      /** Readable hours, e.g. 'Weekday evenings'. */
      hours: string;
    };
  };
}

/** Spec §3 Therapist match result. */
export interface TherapistMatch extends Therapist {
  /** 0 to 1. */
  matchScore: number;
  matchReason: string;
  matchingSpecializations: string[];
}

export interface TherapistMatchResponse {
  success: true;
  matches: TherapistMatch[];
}

export interface TherapistSearchResponse {
  success: true;
  therapists: TherapistMatch[];
}

/** GET /therapists/{id}: one therapist's card. */
export interface TherapistCardResponse {
  success: true;
  therapist: Therapist;
}

/** Spec §3 Therapist connection: `therapistId` is the populated therapist. */
export interface TherapistConnection {
  _id: string;
  therapistId: Therapist;
  status: ConnectionStatus;
  requestMessage: string;
  preferredTopics: string[];
  urgencyLevel: UrgencyLevel;
  sessionPreference: SessionPreference;
  createdAt: string;
  updatedAt: string;
}

export interface TherapistConnectionsResponse {
  success: true;
  connections: TherapistConnection[];
}

export interface TherapistConnectResponse {
  success: true;
  connection: TherapistConnection;
}
