import { MOOD_LEVELS, type MoodLevel } from '../../lib/mood-scale';

/** Spec §2/§9: the journal's mood scale is the app's 1 to 5 scale, default 3. */
export const DEFAULT_MOOD = 3;

export type MoodOption = MoodLevel;

export const MOOD_OPTIONS: readonly MoodOption[] = MOOD_LEVELS;

export function moodOption(mood: number): MoodOption {
  return MOOD_OPTIONS.find((option) => option.value === mood) ?? MOOD_OPTIONS[DEFAULT_MOOD - 1]!;
}
