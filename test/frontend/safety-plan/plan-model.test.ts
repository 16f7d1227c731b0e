import { dialable, EMPTY_PLAN, isPlanEmpty, normalizePlan, PLAN_LIMITS, PLAN_STEPS, stepHeading } from '../../../frontend/src/features/safety-plan/plan-model';

describe('the safety plan model', () => {
  it('has the six Stanley-Brown steps in order, then the reasons for living, each with two or three examples', () => {
    expect(PLAN_STEPS.map(stepHeading)).toEqual([
      'Step 1: Warning signs',
      'Step 2: Things I can do on my own to take my mind off my problems',
      'Step 3: People and social places that distract me',
      'Step 4: People I can ask for help',
      'Step 5: Professionals and crisis lines',
      'Step 6: Making my environment safe',
      'My reasons for living',
    ]);
    for (const step of PLAN_STEPS) {
      expect(step.examples.length).toBeGreaterThanOrEqual(2);
      expect(step.examples.length).toBeLessThanOrEqual(3);
      expect(step.explanation).not.toContain('\n');
    }
  });

  it('reads decrypted JSON into a bounded plan: unknown keys and blank items go, lists are capped', () => {
    const long = 'x'.repeat(PLAN_LIMITS.itemChars + 20);
    const plan = normalizePlan({
      warningSigns: ['  Racing thoughts ', '', 42, long, ...Array.from({ length: 20 }, (_, i) => `sign ${i}`)],
      helpContacts: [{ name: ' Sam ', phone: ' 555 ' }, { name: '', phone: '' }, 'nobody', { name: 'Jo' }],
      extra: 'dropped',
    });
    expect(plan.warningSigns).toHaveLength(PLAN_LIMITS.items);
    expect(plan.warningSigns.slice(0, 2)).toEqual(['Racing thoughts', 'x'.repeat(PLAN_LIMITS.itemChars)]);
    expect(plan.helpContacts).toEqual([
      { name: 'Sam', phone: '555' },
      { name: 'Jo', phone: '' },
    ]);
    expect(Object.keys(plan).sort()).toEqual(Object.keys(EMPTY_PLAN).sort());
    expect(normalizePlan(null)).toEqual(EMPTY_PLAN);
    expect(isPlanEmpty(normalizePlan('not a plan'))).toBe(true);
    expect(isPlanEmpty(plan)).toBe(false);
  });

  it('makes call and text targets of what dialers read', () => {
    expect(dialable('(555) 010-2030')).toBe('5550102030');
    expect(dialable('+44 20 7946 0958')).toBe('+442079460958');
    expect(dialable('*99#')).toBe('*99#');
    expect(dialable('call me')).toBe('');
  });
});
