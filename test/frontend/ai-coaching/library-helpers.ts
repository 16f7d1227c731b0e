/** Shared by the library tests: the contract's technique ids, messages normalised as the engine does, and tables of messages. */
import type { TechniqueId } from '../../../frontend/src/features/ai-coaching/engine/library';
import { tokens } from '../../../frontend/src/features/ai-coaching/engine/text';
import { EMOJI } from './engine-helpers';

// Every id of the contract; a missing or extra key fails to compile.
const IDS: Record<TechniqueId, true> = {
  'grounding-5-4-3-2-1': true,
  'box-breathing': true,
  'breathing-4-7-8': true,
  'progressive-muscle-relaxation': true,
  'body-scan': true,
  'worry-time': true,
  'wind-down-routine': true,
  'stimulus-control': true,
  'thought-record': true,
  decatastrophising: true,
  'behavioural-activation': true,
  'self-compassion-break': true,
  'naming-emotions': true,
  'nonviolent-communication': true,
  'boundary-script': true,
  'social-openers': true,
  'smart-goal': true,
  'implementation-intention': true,
  'habit-stacking': true,
  'values-compass': true,
};
export const TECHNIQUE_IDS = Object.keys(IDS) as TechniqueId[];

/** The message as the engine hands it over: lower-case words joined by single spaces, "u" read as "you". */
export function normalize(message: string): string {
  return tokens(message)
    .map((word) => (word === 'u' ? 'you' : word))
    .join(' ');
}

/** Text shown to a person: no emoji, placeholders or broken spacing, and a full stop, question or exclamation mark at the end. */
export function expectClean(text: string): void {
  expect(text.trim()).toBe(text);
  expect(text).not.toMatch(EMOJI);
  expect(text).not.toMatch(/[{}]|undefined|null|NaN|\[object/);
  expect(text).not.toMatch(/ {2}| [,.?!;:]/);
  expect(text).toMatch(/[.?!]$/);
  expect(text).not.toMatch(/diagnos/i);
  expect(text).not.toMatch(/\b(medication|dose|dosage|mg|pills?|tablets?|prescri\w*)\b/i);
}

type Finder = (normalizedText: string) => { id: string } | null;

/** One test per row: the normalised message finds the entry with that id. */
export function itFindsEach(find: Finder, cases: readonly [string, string][]): void {
  it.each<[string, string]>(cases)('%s -> %s', (message, id) => {
    expect(find(normalize(message))?.id).toBe(id);
  });
}

/** One test per message, titled by `title` (with %s for the message): the normalised message finds nothing. */
export function itFindsNothing(find: Finder, title: string, messages: readonly string[]): void {
  it.each(messages)(title, (message) => {
    expect(find(normalize(message))).toBeNull();
  });
}
