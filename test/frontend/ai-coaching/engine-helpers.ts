import type { CoachId } from '@contracts/coaches';
import { createCoachEngine, seededRandom, type CoachEngine, type CoachReply, type Random } from '../../../frontend/src/features/ai-coaching/engine';
import { leadingSituation, nextFrame, situationScores } from '../../../frontend/src/features/ai-coaching/engine/situations';
import { normalizedSentences } from '../../../frontend/src/features/ai-coaching/engine/understanding/understand';

export const EMOJI = /\p{Extended_Pictographic}/u;

/** A Random that returns `values` in order, then `rest` for ever. */
export function scripted(values: readonly number[], rest = 0.5): Random {
  let i = 0;
  return () => (i < values.length ? (values[i++] as number) : rest);
}

/** A Random whose next draw can be set from the test; otherwise `rest`. */
export function steerable(rest = 0.5): Random & { next(value: number): void } {
  let queued: number[] = [];
  const random = (() => (queued.length > 0 ? (queued.shift() as number) : rest)) as Random & { next(value: number): void };
  random.next = (value: number) => {
    queued = [value];
  };
  return random;
}

export function talk(engine: CoachEngine, messages: readonly string[]): CoachReply[] {
  return messages.map((message) => engine.reply(message));
}

/** The situation in play after these messages, and the coach's last reply. */
export function after(coachId: CoachId, messages: readonly string[], seed = 1): { situation: string | null; reply: string } {
  const engine = createCoachEngine(coachId, seededRandom(seed));
  const replies = talk(engine, messages);
  return { situation: engine.snapshot().situation, reply: replies[replies.length - 1]!.text };
}

/** Text a coach may show: non-empty, no emoji, no leftover placeholders or broken spacing. */
export function expectWellFormed(text: string): void {
  expect(text.trim().length).toBeGreaterThan(0);
  expect(text).not.toMatch(EMOJI);
  expect(text).not.toMatch(/[{}]|undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}| [,.?!;:](?!\.)/);
  expect(text).toMatch(/[.?!"'\u2026]$/);
}

// Ordinary messages that start no technique with any coach.
export const PLAIN = [
  'My day was long',
  'I went for a walk after lunch',
  'Then I cooked dinner',
  'I watched a film with my sister',
  'It was fine I guess',
  'Tomorrow is another day',
  'My friend rang in the evening',
  'The weather was grey',
];

/** The situation a first message leads to, read sentence by sentence as the engine reads it. */
export function leadingOf(message: string): string | null {
  const scores = situationScores(normalizedSentences(message).join(' | '));
  return leadingSituation(nextFrame({}, scores), scores);
}
