import type { ConnectionStatus, Therapist, TherapistMatch } from '@contracts/therapist-options';

/**
 * What a card shows of a therapist, with the spec §2 display defaults. Answers are read
 * defensively: any field may be missing from what the server sends.
 */
export const DEFAULT_BIO = 'Licensed therapist specializing in mental health support.';
export const DEFAULT_TIMEZONE = 'EST';

type Loose<T> = { [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? Loose<T[K]> | null : T[K] | null };
export type LooseTherapist = Loose<Therapist>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

export function therapistName(therapist: LooseTherapist | null | undefined): string {
  const name = [text(therapist?.profile?.firstName), text(therapist?.profile?.lastName)].filter(Boolean).join(' ');
  return name || 'Therapist';
}

export function firstName(therapist: LooseTherapist | null | undefined): string {
  return text(therapist?.profile?.firstName);
}

export function initials(therapist: LooseTherapist | null | undefined): string {
  const letters = [text(therapist?.profile?.firstName), text(therapist?.profile?.lastName)]
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return letters || 'T';
}

/** The rating with one decimal, or 'New' for a therapist without one. */
export function ratingText(therapist: LooseTherapist | null | undefined): string {
  const rating = finite(therapist?.therapistProfile?.rating);
  return rating === null ? 'New' : rating.toFixed(1);
}

export function experienceText(therapist: LooseTherapist | null | undefined): string {
  const years = Math.max(0, Math.round(finite(therapist?.therapistProfile?.yearsOfExperience) ?? 0));
  return `${years} ${years === 1 ? 'year' : 'years'}`;
}

export function rateText(therapist: LooseTherapist | null | undefined): string {
  const rate = Math.max(0, finite(therapist?.therapistProfile?.sessionRate) ?? 0);
  return `$${Number.isInteger(rate) ? rate : rate.toFixed(2)}`;
}

export function bioText(therapist: LooseTherapist | null | undefined): string {
  return text(therapist?.therapistProfile?.bio) || DEFAULT_BIO;
}

export function timezoneText(therapist: LooseTherapist | null | undefined): string {
  return text(therapist?.therapistProfile?.availability?.timezone) || DEFAULT_TIMEZONE;
}

export function licenseText(therapist: LooseTherapist | null | undefined): string {
  return text(therapist?.therapistProfile?.licenseType);
}

export function specializations(therapist: LooseTherapist | null | undefined): string[] {
  return strings(therapist?.therapistProfile?.specializations);
}

export function languages(therapist: LooseTherapist | null | undefined): string[] {
  return strings(therapist?.therapistProfile?.languages);
}

export function sessionTypes(therapist: LooseTherapist | null | undefined): string[] {
  return strings(therapist?.therapistProfile?.sessionTypes);
}

export type LooseMatch = LooseTherapist & Partial<Pick<TherapistMatch, 'matchScore' | 'matchReason' | 'matchingSpecializations'>>;

/** 0 to 1 as a rounded percent: 0.876 is '88%'. */
export function scorePercent(score: unknown): string {
  const value = finite(score) ?? 0;
  return `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`;
}

/** Best match first; equal scores keep the server's order. */
export function rankMatches<T extends LooseMatch>(matches: readonly T[]): T[] {
  return matches
    .map((match, index) => ({ match, index, score: finite(match.matchScore) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.match);
}

export function matchingSpecializations(match: LooseMatch): string[] {
  return strings(match.matchingSpecializations);
}

export function matchReason(match: LooseMatch): string {
  return text(match.matchReason);
}

/** Spec §4: the known statuses; any other value is shown like completed. */
export type DisplayStatus = ConnectionStatus;

const KNOWN_STATUSES: readonly DisplayStatus[] = ['pending', 'accepted', 'active', 'completed', 'declined', 'withdrawn'];

export function displayStatus(status: unknown): DisplayStatus {
  return KNOWN_STATUSES.includes(status as DisplayStatus) ? (status as DisplayStatus) : 'completed';
}

/** A request the person can still take back. */
export function canWithdraw(status: DisplayStatus): boolean {
  return status === 'pending' || status === 'accepted';
}

export function formatConnectedDate(iso: unknown): string | null {
  if (typeof iso !== 'string' || !iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}
