import { TRIAL_DAYS, hasPremium, trialEndsAt } from '../../lambdas/shared/premium';

const DAY = 86_400_000;
const now = Date.parse('2026-06-15T12:00:00Z');
const signedUp = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();

describe('Premium', () => {
  it('is open for the free trial\'s days from sign-up, then closed without a subscription', () => {
    expect(TRIAL_DAYS).toBe(14);
    expect(trialEndsAt({ createdAt: signedUp(0) })).toBe(now + 14 * DAY);
    expect(hasPremium({ createdAt: signedUp(13.99), subscription: { status: 'none' } }, now)).toBe(true);
    expect(hasPremium({ createdAt: signedUp(14), subscription: { status: 'none' } }, now)).toBe(false);
  });

  it('is open while a subscription is active and until its end date', () => {
    const old = signedUp(100);
    expect(hasPremium({ createdAt: old, subscription: { status: 'active', endDate: new Date(now + 1000).toISOString() } }, now)).toBe(true);
    expect(hasPremium({ createdAt: old, subscription: { status: 'active', endDate: new Date(now).toISOString() } }, now)).toBe(false);
    expect(hasPremium({ createdAt: old, subscription: { status: 'expired', endDate: new Date(now + DAY).toISOString() } }, now)).toBe(false);
    expect(hasPremium({ createdAt: old, subscription: { status: 'active' } }, now)).toBe(true);
  });
});
