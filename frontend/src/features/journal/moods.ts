/** Spec §2/§9: the journal's mood scale, 1 to 5, default 3, each with its emoji. */
export const DEFAULT_MOOD = 3;

export interface MoodOption {
  value: 1 | 2 | 3 | 4 | 5;
  label: string;
  emoji: string;
}

export const MOOD_OPTIONS: readonly MoodOption[] = [
  { value: 1, label: 'Very Low', emoji: '😢' },
  { value: 2, label: 'Low', emoji: '😕' },
  { value: 3, label: 'Neutral', emoji: '😐' },
  { value: 4, label: 'Good', emoji: '🙂' },
  { value: 5, label: 'Excellent', emoji: '😄' },
];

export function moodOption(mood: number): MoodOption {
  return MOOD_OPTIONS.find((option) => option.value === mood) ?? MOOD_OPTIONS[DEFAULT_MOOD - 1]!;
}
