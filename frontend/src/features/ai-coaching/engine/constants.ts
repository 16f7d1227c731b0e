/** Timing and pacing rules shared by the engine and the chat screen (the screen owns the timers). */
export const TYPING_DELAY_MS = 1_500;
export const MOOD_CHECK_IN_MS = 120_000;
export const UNPROMPTED_MIN_MS = 30_000;
export const UNPROMPTED_MAX_MS = 60_000;
/** A reply may be reflective only once the user has sent more than this many messages. */
export const REFLECTIVE_AFTER_USER_MESSAGES = 5;
export const REFLECTIVE_CHANCE = 0.3;
export const PROGRESS_FULL_AT_MESSAGES = 10;
