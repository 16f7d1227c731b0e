/**
 * Scripted, on-device coaching engine: one instance per chat with a coach. Pure TypeScript,
 * no network and no timers (the chat screen schedules typing, check-ins and quiet-time
 * messages with the constants below).
 */
export type { CoachId } from '@contracts/coaches';
export {
  MOOD_CHECK_IN_MS,
  PROGRESS_FULL_AT_MESSAGES,
  REFLECTIVE_AFTER_USER_MESSAGES,
  REFLECTIVE_CHANCE,
  TYPING_DELAY_MS,
  UNPROMPTED_MAX_MS,
  UNPROMPTED_MIN_MS,
} from './constants';
export { createCoachEngine, type ChatHistory, type CoachEngine, type EngineOptions } from './engine';
export { readDigest, type MemoryDigest } from './memory';
export { QUICK_REPLIES } from './coach-lines';
export { seededRandom, unpromptedDelayMs, type Random } from './random';
export { SNAPSHOT_VERSION, type ActiveFlow, type EngineSnapshot } from './state';
export type { CoachReply, FlowId, MoodCheckIn, ReplyKind } from './types';
