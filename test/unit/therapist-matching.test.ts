import type { Therapist } from '../../lambdas/contracts/therapist-options';
import { matchReason, passesFilters, rankTherapists, scoreTherapist, type MatchCriteria } from '../../lambdas/therapists/matching';

type Profile = Therapist['therapistProfile'];
type Overrides = Partial<Omit<Profile, 'availability'>> & { availability?: Partial<Profile['availability']> };

function therapist(id: string, overrides: Overrides = {}): Therapist {
  const { availability, ...rest } = overrides;
  return {
    _id: id,
    profile: { firstName: `First${id}`, lastName: `Last${id}` },
    therapistProfile: {
      licenseType: 'LCSW',
      licenseStates: ['NY', 'NJ'],
      rating: 4.5,
      reviewCount: 40,
      yearsOfExperience: 10,
      sessionRate: 100,
      bio: 'I help people.',
      specializations: ['Anxiety'],
      modalities: ['CBT'],
      languages: ['English', 'Spanish'],
      sessionTypes: ['video', 'text'],
      ...rest,
      availability: { timezone: 'EST', acceptingNewClients: true, nextAvailableInDays: 3, hours: 'Weekday evenings', ...availability },
    },
  };
}

const criteria: MatchCriteria = { issues: ['anxiety', 'depression'], urgency: 'high', sessionType: 'video', budget: 150 };

// Worked by hand: weights specialization 0.4, availability 0.25, rating 0.2, experience 0.15.
const a = therapist('T0001', { specializations: ['Anxiety', 'Depression'], rating: 4.8, reviewCount: 120, yearsOfExperience: 12, sessionRate: 120 });
// 0.4·1 + 0.25·(7/max(7,3)=1) + 0.2·((4.8−3)/2=0.9) + 0.15·(12/20=0.6) = 0.4 + 0.25 + 0.18 + 0.09 = 0.92
const b = therapist('T0002', {
  specializations: ['Grief & Loss', 'Depression'],
  rating: null,
  reviewCount: 0,
  yearsOfExperience: 30,
  availability: { nextAvailableInDays: 21 },
});
// 0.4·(1/2) + 0.25·(7/21) + 0.2·0.5 + 0.15·1 = 0.2 + 0.08333 + 0.1 + 0.15 = 0.53333 → 0.533
const overBudget = therapist('T0003', { specializations: ['Anxiety', 'Depression'], sessionRate: 200 });
const inPersonOnly = therapist('T0004', { specializations: ['Anxiety'], sessionTypes: ['in-person'] });
const notAccepting = therapist('T0005', { specializations: ['Anxiety'], availability: { acceptingNewClients: false } });

describe('therapist matching', () => {
  it('scores each factor as worked out by hand', () => {
    const scoreA = scoreTherapist(a, criteria);
    expect(scoreA.factors).toEqual({ specialization: 1, availability: 1, rating: expect.closeTo(0.9, 10), experience: expect.closeTo(0.6, 10) });
    expect(scoreA.score).toBe(0.92);
    const scoreB = scoreTherapist(b, criteria);
    expect(scoreB.factors.specialization).toBe(0.5);
    expect(scoreB.factors.availability).toBeCloseTo(1 / 3, 10);
    expect(scoreB.factors.rating).toBe(0.5);
    expect(scoreB.factors.experience).toBe(1);
    expect(scoreB.score).toBe(0.533);
    expect(scoreB.matchingSpecializations).toEqual(['Depression']);
    expect(scoreB.matchedIssues).toEqual(['depression']);
  });

  it('writes the reason from the largest contribution down', () => {
    expect(matchReason(a, criteria, scoreTherapist(a, criteria))).toBe(
      'Specializes in Anxiety & Panic and Depression (2 of your 2 areas); next opening in 3 days; rated 4.8 by 120 clients; 12 years of experience.',
    );
    expect(matchReason(b, criteria, scoreTherapist(b, criteria))).toBe(
      'Specializes in Depression (1 of your 2 areas); 30 years of experience; new to Solace, not yet rated; next opening in 21 days.',
    );
  });

  it('filters by session type, budget and new clients before scoring', () => {
    expect(passesFilters(a, criteria)).toBe(true);
    expect(passesFilters(overBudget, criteria)).toBe(false);
    expect(passesFilters(overBudget, { ...criteria, budget: null })).toBe(true);
    expect(passesFilters(overBudget, { ...criteria, budget: 200 })).toBe(true);
    expect(passesFilters(inPersonOnly, criteria)).toBe(false);
    expect(passesFilters(inPersonOnly, { ...criteria, sessionType: 'in-person' })).toBe(true);
    expect(passesFilters(notAccepting, { ...criteria, budget: null })).toBe(false);
    expect(passesFilters(a, { ...criteria, state: 'NJ' })).toBe(true);
    expect(passesFilters(a, { ...criteria, state: 'CA' })).toBe(false);
    expect(passesFilters(a, { ...criteria, language: 'spanish' })).toBe(true);
    expect(passesFilters(a, { ...criteria, language: 'Mandarin' })).toBe(false);
  });

  it('ranks by score, keeps at most the limit and carries the match fields', () => {
    const ranked = rankTherapists([b, overBudget, a, inPersonOnly, notAccepting], criteria, 20);
    expect(ranked.map((t) => t._id)).toEqual(['T0001', 'T0002']);
    expect(ranked[0]).toMatchObject({ matchScore: 0.92, matchingSpecializations: ['Anxiety', 'Depression'] });
    expect(ranked[0]?.matchReason).toMatch(/^Specializes in Anxiety & Panic and Depression/);
    expect(rankTherapists([a, b], criteria, 1).map((t) => t._id)).toEqual(['T0001']);
  });

  it('breaks ties by the nearer opening, then by id', () => {
    const soon = therapist('T0010', { availability: { nextAvailableInDays: 1 } });
    const later = therapist('T0009', { availability: { nextAvailableInDays: 2 } });
    const sameAsSoon = therapist('T0008', { availability: { nextAvailableInDays: 1 } });
    const ranked = rankTherapists([soon, later, sameAsSoon], { issues: ['anxiety'], urgency: 'medium' }, 20);
    expect(ranked.map((t) => [t._id, t.matchScore])).toEqual([
      ['T0008', ranked[0]?.matchScore],
      ['T0010', ranked[0]?.matchScore],
      ['T0009', ranked[0]?.matchScore],
    ]);
  });

  it('asks less patience of a crisis: availability counts against two days', () => {
    const week = therapist('T0020', { availability: { nextAvailableInDays: 8 } });
    expect(scoreTherapist(week, { issues: ['anxiety'], urgency: 'crisis' }).factors.availability).toBe(0.25);
    expect(scoreTherapist(week, { issues: ['anxiety'], urgency: 'low' }).factors.availability).toBe(1);
    expect(matchReason(week, { issues: ['anxiety'], urgency: 'low' }, scoreTherapist(week, { issues: ['anxiety'], urgency: 'low' }))).toBe(
      'Specializes in Anxiety & Panic; next opening in 8 days; rated 4.5 by 40 clients; 10 years of experience.',
    );
  });
});
