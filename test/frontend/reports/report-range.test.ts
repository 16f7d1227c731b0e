import { MAX_RANGE_DAYS, presetRange, rangeError } from '../../../frontend/src/features/reports/report-range';
import { excerpt, summarise, topThemes } from '../../../frontend/src/features/reports/report-summary';

const NOW = new Date(2026, 10, 29, 12, 0);

describe('report range', () => {
  it('presets end today and count today as one of their days', () => {
    expect(presetRange('30d', NOW)).toEqual({ from: '2026-10-31', to: '2026-11-29' });
    expect(presetRange('90d', NOW)).toEqual({ from: '2026-09-01', to: '2026-11-29' });
    expect(presetRange('1y', NOW)).toEqual({ from: '2025-11-30', to: '2026-11-29' });
  });

  it('accepts a range of one day and one of two years', () => {
    expect(rangeError({ from: '2026-11-29', to: '2026-11-29' }, NOW)).toBeNull();
    expect(rangeError({ from: '2024-11-29', to: '2026-11-28' }, NOW)).toBeNull();
    expect(MAX_RANGE_DAYS).toBe(731);
  });

  it('refuses a start after the end, a future end, more than 2 years and missing dates', () => {
    expect(rangeError({ from: '2026-11-10', to: '2026-11-01' }, NOW)).toEqual({ field: 'from', message: 'The start date must be on or before the end date.' });
    expect(rangeError({ from: '2026-11-01', to: '2026-11-30' }, NOW)).toEqual({ field: 'to', message: 'The end date cannot be in the future.' });
    expect(rangeError({ from: '2024-11-01', to: '2026-11-29' }, NOW)?.message).toMatch(/at most 2 years/);
    expect(rangeError({ from: '', to: '2026-11-29' }, NOW)?.field).toBe('from');
    expect(rangeError({ from: '2026-11-01', to: '2026-02-30' }, NOW)?.field).toBe('to');
  });
});

describe('report summary', () => {
  it('counts each theme once per log whatever its case, most named first', () => {
    expect(topThemes([['Work', 'work '], ['Sleep', 'WORK'], ['sleep']])).toEqual([
      { name: 'Sleep', count: 2 },
      { name: 'Work', count: 2 },
    ]);
  });

  it('averages mood, energy and stress, daily within 92 days and weekly beyond', () => {
    const moods = [
      { timestamp: '2026-11-02T10:00:00.000Z', mood: 4, energy: 6, stress: 2, triggers: [], gratitude: [] },
      { timestamp: '2026-11-02T18:00:00.000Z', mood: 2, energy: 4, stress: 6, triggers: [], gratitude: [] },
    ];
    const base = { moodTextLocked: false, profile: null, checkIns: [], checkInsLocked: false, coachingSessions: 0, entries: [], entriesLocked: false };
    const short = summarise({ ...base, range: { from: '2026-11-01', to: '2026-11-29' }, moods });
    expect(short.averages).toEqual({ mood: 3, energy: 5, stress: 4 });
    expect(short.pointPeriod).toBe('day');
    expect(short.points).toHaveLength(1);
    expect(summarise({ ...base, range: { from: '2025-11-30', to: '2026-11-29' }, moods }).pointPeriod).toBe('week');
  });

  it('cuts an excerpt near 600 characters at a word', () => {
    const text = 'word '.repeat(200);
    const cut = excerpt(text);
    expect(cut.length).toBeLessThanOrEqual(601);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('short')).toBe('short');
  });
});
