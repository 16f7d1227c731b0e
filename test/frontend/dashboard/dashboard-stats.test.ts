import { ApiError } from '../../../frontend/src/lib/api-client';
import { formatAverage, moodClass } from '../../../frontend/src/lib/mood-scale';
import { activeDays, isServerFailure, moodAverage, sessionMinutes } from '../../../frontend/src/features/dashboard/dashboard-stats';

describe('formatAverage', () => {
  it.each([
    [3.6666, '3.7'],
    [4, '4.0'],
    [3.25, '3.3'],
    [3.45, '3.5'],
    [1, '1.0'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('%p → %p', (value, text) => {
    expect(formatAverage(value)).toBe(text);
  });
});

describe('dashboard figures', () => {
  it('averages the trend scores, null without any', () => {
    expect(moodAverage([])).toBeNull();
    expect(moodAverage([1, 2, 5].map((score, i) => ({ date: `2025-01-0${i + 1}`, score, timestamp: '' })))).toBeCloseTo(8 / 3);
  });

  it('counts distinct days of chat activity', () => {
    expect(activeDays([])).toBe(0);
    expect(activeDays([{ date: '2025-01-01', duration: 3 }, { date: '2025-01-01', duration: 4 }, { date: '2025-01-03', duration: 1 }])).toBe(2);
  });

  it('gives session minutes, at least 1 once time has passed, null when it cannot tell', () => {
    expect(sessionMinutes({ startedAt: '2025-01-01T10:00:00Z', lastMessageAt: '2025-01-01T10:30:00Z' })).toBe(30);
    expect(sessionMinutes({ startedAt: '2025-01-01T10:00:00Z', lastMessageAt: '2025-01-01T10:00:10Z' })).toBe(1);
    expect(sessionMinutes({ startedAt: '2025-01-01T10:00:00Z', lastMessageAt: '2025-01-01T10:00:00Z' })).toBeNull();
    expect(sessionMinutes({ startedAt: 'soon', lastMessageAt: '2025-01-01T10:00:00Z' })).toBeNull();
  });

  it('recognises a server failure by its status or a message containing 500', () => {
    expect(isServerFailure(new ApiError('Something went wrong. Please try again later.', 500))).toBe(true);
    expect(isServerFailure(new ApiError('HTTP error! status: 500', 500))).toBe(true);
    expect(isServerFailure(new Error('upstream said 500'))).toBe(true);
    expect(isServerFailure(new ApiError('Service unavailable', 503))).toBe(false);
    expect(isServerFailure(new ApiError('Failed to fetch', 0))).toBe(false);
  });
});

describe('mood classes (spec §9)', () => {
  it('good at least 4, neutral exactly 3, difficult 2 or below', () => {
    expect([1, 2, 3, 4, 5].map(moodClass)).toEqual(['difficult', 'difficult', 'neutral', 'good', 'good']);
  });
});
