/**
 * Therapist matching, pure: hard filters first (accepting new clients, the session type, the
 * budget, and for search a state or a language), then a weighted score in 0–1 whose parts also
 * write the reason the user reads. Hand-computable: test/unit/therapist-matching.test.ts works
 * examples through by hand.
 */
import {
  ISSUE_AREAS,
  issueOfSpecialization,
  type IssueId,
  type SessionPreference,
  type Therapist,
  type TherapistMatch,
  type UrgencyLevel,
} from '../contracts/therapist-options';

/** How much each factor counts; they add up to 1. */
export const MATCH_WEIGHTS = { specialization: 0.4, availability: 0.25, rating: 0.2, experience: 0.15 } as const;

/** The wait each urgency accepts: within it availability scores 1, beyond it T / days. */
export const URGENCY_WAIT_DAYS: Record<UrgencyLevel, number> = { low: 30, medium: 14, high: 7, crisis: 2 };

/** Experience counts fully from this many years on. */
export const FULL_EXPERIENCE_YEARS = 20;
/** A therapist without reviews sits in the middle rather than at the bottom. */
export const UNRATED_FACTOR = 0.5;

export interface MatchCriteria {
  issues: readonly IssueId[];
  urgency: UrgencyLevel;
  sessionType?: SessionPreference;
  /** Most the user will pay per session; null or absent: no limit. */
  budget?: number | null;
  state?: string;
  language?: string;
}

export type MatchFactor = keyof typeof MATCH_WEIGHTS;

export interface MatchScore {
  score: number;
  factors: Record<MatchFactor, number>;
  matchingSpecializations: string[];
  matchedIssues: IssueId[];
}

const LABELS: ReadonlyMap<string, string> = new Map(ISSUE_AREAS.map((area) => [area.id, area.label]));

export function passesFilters(therapist: Therapist, criteria: MatchCriteria): boolean {
  const p = therapist.therapistProfile;
  if (!p.availability.acceptingNewClients) return false;
  if (criteria.sessionType !== undefined && !p.sessionTypes.includes(criteria.sessionType)) return false;
  if (criteria.budget !== undefined && criteria.budget !== null && p.sessionRate > criteria.budget) return false;
  if (criteria.state !== undefined && !p.licenseStates.includes(criteria.state)) return false;
  if (criteria.language !== undefined) {
    const wanted = criteria.language.toLowerCase();
    if (!p.languages.some((language) => language.toLowerCase() === wanted)) return false;
  }
  return true;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function scoreTherapist(therapist: Therapist, criteria: MatchCriteria): MatchScore {
  const p = therapist.therapistProfile;
  const wanted = new Set<string>(criteria.issues);
  const matchingSpecializations = p.specializations.filter((name) => wanted.has(issueOfSpecialization(name) ?? ''));
  const matchedIssues = criteria.issues.filter((issue) => matchingSpecializations.some((name) => issueOfSpecialization(name) === issue));
  const target = URGENCY_WAIT_DAYS[criteria.urgency];
  const factors: Record<MatchFactor, number> = {
    specialization: criteria.issues.length === 0 ? 0 : matchedIssues.length / criteria.issues.length,
    availability: target / Math.max(target, p.availability.nextAvailableInDays),
    rating: p.rating === null ? UNRATED_FACTOR : Math.min(1, Math.max(0, (p.rating - 3) / 2)),
    experience: Math.min(p.yearsOfExperience, FULL_EXPERIENCE_YEARS) / FULL_EXPERIENCE_YEARS,
  };
  let score = 0;
  for (const factor of Object.keys(MATCH_WEIGHTS) as MatchFactor[]) score += MATCH_WEIGHTS[factor] * factors[factor];
  return { score: round(score, 3), factors, matchingSpecializations, matchedIssues };
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] as string}`;
}

/** One phrase per factor, the largest contribution first, so the user sees why. */
export function matchReason(therapist: Therapist, criteria: MatchCriteria, result: MatchScore): string {
  const p = therapist.therapistProfile;
  const days = p.availability.nextAvailableInDays;
  const phrases: Record<MatchFactor, string> = {
    specialization:
      result.matchedIssues.length === 0
        ? 'no specialization in your chosen areas'
        : `specializes in ${listOf(result.matchedIssues.map((issue) => LABELS.get(issue) ?? issue))}` +
          (criteria.issues.length > 1 ? ` (${result.matchedIssues.length} of your ${criteria.issues.length} areas)` : ''),
    availability: days === 0 ? 'has an opening today' : `next opening in ${days} ${days === 1 ? 'day' : 'days'}`,
    rating: p.rating === null ? 'new to Solace, not yet rated' : `rated ${p.rating.toFixed(1)} by ${p.reviewCount} ${p.reviewCount === 1 ? 'client' : 'clients'}`,
    experience: `${p.yearsOfExperience} ${p.yearsOfExperience === 1 ? 'year' : 'years'} of experience`,
  };
  const order = (Object.keys(MATCH_WEIGHTS) as MatchFactor[])
    .map((factor, index) => ({ factor, index, contribution: MATCH_WEIGHTS[factor] * result.factors[factor] }))
    .sort((a, b) => b.contribution - a.contribution || a.index - b.index);
  const text = order.map(({ factor }) => phrases[factor]).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1) + '.';
}

/** Filters, scores and ranks: best score first, then the nearer opening, then the id. */
export function rankTherapists(therapists: Iterable<Therapist>, criteria: MatchCriteria, limit: number): TherapistMatch[] {
  const scored: { therapist: Therapist; result: MatchScore }[] = [];
  for (const therapist of therapists) {
    if (!passesFilters(therapist, criteria)) continue;
    scored.push({ therapist, result: scoreTherapist(therapist, criteria) });
  }
  scored.sort(
    (a, b) =>
      b.result.score - a.result.score ||
      a.therapist.therapistProfile.availability.nextAvailableInDays - b.therapist.therapistProfile.availability.nextAvailableInDays ||
      (a.therapist._id < b.therapist._id ? -1 : 1),
  );
  return scored.slice(0, limit).map(({ therapist, result }) => ({
    ...therapist,
    matchScore: result.score,
    matchReason: matchReason(therapist, criteria, result),
    matchingSpecializations: result.matchingSpecializations,
  }));
}
