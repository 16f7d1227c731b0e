import { MOOD_CLASSES } from '@contracts/mental-health-options';

/**
 * Spec §9: the mood scale 1 to 5, each with its label and emoji (the journal's filter uses the same).
 * Screens draw each mood as a face icon instead (components/mood-face.tsx): no emoji font needed.
 */
export interface MoodLevel {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  emoji: string;
}

export const MOOD_LEVELS: readonly MoodLevel[] = [
  { value: 1, label: 'Very Low', emoji: '😢' },
  { value: 2, label: 'Low', emoji: '😕' },
  { value: 3, label: 'Neutral', emoji: '😐' },
  { value: 4, label: 'Good', emoji: '🙂' },
  { value: 5, label: 'Excellent', emoji: '😄' },
];

export function moodLevel(mood: number): MoodLevel | undefined {
  return MOOD_LEVELS.find((level) => level.value === Math.round(mood));
}

export type MoodClass = 'good' | 'neutral' | 'difficult';

/** Spec §9 mood classes: good at least 4, neutral exactly 3, difficult 2 or below. */
export function moodClass(mood: number): MoodClass {
  const whole = Math.round(mood);
  if (whole >= MOOD_CLASSES.goodAtLeast) return 'good';
  if (whole <= MOOD_CLASSES.difficultAtMost) return 'difficult';
  return 'neutral';
}

/** What a stat shows without data. */
export const NO_DATA = '—';

/** An average with one decimal (3.666… → "3.7"), or a dash without data. */
export function formatAverage(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_DATA;
  // Rounded on tenths first: toFixed alone rounds some halves down (binary fractions).
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** The mean of the numbers, or null for none. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}
