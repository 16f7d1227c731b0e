// Without zod, so forms and the route table can use them.

/** Spec §5 mental health profile options. */
export const PROFILE_OPTIONS = {
  goals: [
    'Reduce Anxiety',
    'Improve Sleep',
    'Increase Motivation',
    'Better Relationships',
    'Stress Management',
    'Emotional Regulation',
    'Self-Confidence',
    'Life Purpose',
  ],
  stressors: ['Work/Career', 'Relationships', 'Money', 'Health', 'Family', 'School', 'Social Media', 'Future'],
  copingMechanisms: ['Exercise', 'Meditation', 'Journaling', 'Music', 'Art', 'Talking to Friends', 'Reading', 'Nature'],
  /** The spec names only the default, 'occasionally'. */
  exerciseFrequency: ['never', 'rarely', 'occasionally', 'regularly', 'daily'],
} as const;

export const EXERCISE_FREQUENCIES = PROFILE_OPTIONS.exerciseFrequency;

export const PROFILE_DEFAULTS = { sleepHours: 8, exerciseFrequency: 'occasionally' } as const;

export const MENTAL_HEALTH_LIMITS = {
  notesChars: 5_000,
  listItems: 20,
  listItemChars: 100,
  /** Mood history pages (spec §9: the wellness screen asks for the last 30 days). */
  defaultPageSize: 50,
  maxPageSize: 200,
  maxBodyBytes: 128 * 1024,
} as const;

/** Spec §9 mood classes: good days have mood of at least 4, neutral exactly 3, difficult 2 or below. */
export const MOOD_CLASSES = { goodAtLeast: 4, neutral: 3, difficultAtMost: 2 } as const;
