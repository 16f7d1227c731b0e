/**
 * The coaches' sentences are data (voices/<coach>.json, coach-moves.json, shared-lines.json,
 * topic-lines.json): a pool left empty or a misspelt placeholder would only show up in a chat, so
 * every pool and placeholder is checked here, with the flow ids the voices point at.
 */
import { COACH_IDS, COACHES } from '@contracts/coaches';
import coachMoves from '../../../frontend/src/features/ai-coaching/engine/coach-moves.json';
import { SHARED_LINES, TOPIC_LINES, movesOf } from '../../../frontend/src/features/ai-coaching/engine/coach-lines';
import { flowById } from '../../../frontend/src/features/ai-coaching/engine/flows';
import { FEELING_IDS, TOPIC_IDS, type FeelingGroup } from '../../../frontend/src/features/ai-coaching/engine/lexicon';
import { findAnswer } from '../../../frontend/src/features/ai-coaching/engine/library';
import sharedLines from '../../../frontend/src/features/ai-coaching/engine/shared-lines.json';
import topicLines from '../../../frontend/src/features/ai-coaching/engine/topic-lines.json';
import type { MoodCheckIn } from '../../../frontend/src/features/ai-coaching/engine/types';
import { VOICES } from '../../../frontend/src/features/ai-coaching/engine/voices';
import harmony from '../../../frontend/src/features/ai-coaching/engine/voices/harmony.json';
import phoenix from '../../../frontend/src/features/ai-coaching/engine/voices/phoenix.json';
import sage from '../../../frontend/src/features/ai-coaching/engine/voices/sage.json';
import { VOICE_PLACEHOLDERS, type VoiceLines } from '../../../frontend/src/features/ai-coaching/engine/voices/voice';
import zenith from '../../../frontend/src/features/ai-coaching/engine/voices/zenith.json';

const VOICE_JSON: Readonly<Record<string, unknown>> = { sage, phoenix, harmony, zenith };

// Every key of VoiceLines, spelt out: the compiler rejects a missing or extra one.
const FLAT_POOLS = {
  greetings: 1, welcomeBack: 1, mirror: 1, selfCritical: 1, questionMirror: 1, feeling: 1, topicAck: 1, acknowledge: 1,
  questionReply: 1, hello: 1, howAreYou: 1, help: 1, thanks: 1, bye: 1, yes: 1, no: 1, unsure: 1,
  empty: 1, declineOffer: 1, exitFlow: 1, exitIdle: 1, stepAck: 1, unsureAck: 1, clarify: 1, flowResume: 1, nudge: 1,
  themeCheckIn: 1, moodPrompt: 1, identity: 1, medication: 1, diagnosis: 1, offerRelated: 1,
} satisfies Record<Exclude<keyof VoiceLines, 'validate' | 'lens' | 'mood' | 'reflective'>, 1>;
const GROUPS: readonly FeelingGroup[] = ['activated', 'angry', 'heavy', 'drained', 'unclear', 'bright'];
const MOODS: readonly MoodCheckIn[] = ['great', 'okay', 'not-good'];
const NESTED_POOLS: Readonly<Record<'validate' | 'lens' | 'mood' | 'reflective', readonly string[]>> = {
  validate: GROUPS,
  lens: [...GROUPS, 'none'],
  mood: MOODS,
  reflective: ['opener'],
};

// What the shared lines' callers fill in (see coach-lines.ts and their callers).
const SHARED_PLACEHOLDERS = ['name', 'title', 'event', 'pet', 'person', 'technique', 'for', 'topic', 'who', 'what', 'when', 'other', 'feel', 'label', 'own'];

/** Every pool under `value` with its path; fails on anything that is not a pool or a table of pools. */
function poolsOf(value: unknown, path: string): [string, unknown[]][] {
  if (Array.isArray(value)) return [[path, value]];
  expect(typeof value === 'object' && value !== null).toBe(true);
  return Object.entries(value as object).flatMap(([key, inner]) => poolsOf(inner, `${path}.${key}`));
}

function expectPool(path: string, pool: unknown[], placeholders: readonly string[]): void {
  expect({ path, size: pool.length > 0 }).toEqual({ path, size: true });
  for (const line of pool) {
    expect({ path, type: typeof line }).toEqual({ path, type: 'string' });
    expect({ path, line, trimmed: (line as string).trim().length > 0 }).toEqual({ path, line, trimmed: true });
    for (const [, key] of (line as string).matchAll(/\{(\w*)\}/g)) {
      expect({ path, line, key }).toEqual({ path, line, key: placeholders.find((p) => p === key) });
    }
    expect({ path, line, braces: (line as string).replace(/\{\w+\}/g, '').match(/[{}]/g) }).toEqual({ path, line, braces: null });
  }
}

describe.each(COACH_IDS)('%s voice data', (coachId) => {
  const data = VOICE_JSON[coachId] as Record<string, unknown>;

  const { moodOffer, offers, ...lines } = data;

  it('has every pool of the Voice type, and nothing else', () => {
    expect(Object.keys(lines).sort()).toEqual([...Object.keys(FLAT_POOLS), ...Object.keys(NESTED_POOLS)].sort());
    for (const [key, inner] of Object.entries(NESTED_POOLS)) expect(Object.keys(data[key] as object).sort()).toEqual([...inner].sort());
  });

  it('has no empty pool and only placeholders the engine fills', () => {
    for (const [path, pool] of poolsOf(lines, coachId)) expectPool(path, pool, VOICE_PLACEHOLDERS);
  });

  it("offers only the coach's own flows, for feelings and topics the engine knows", () => {
    const voice = VOICES[coachId];
    expect(voice.moodOffer).toBe(moodOffer);
    expect(voice.offers).toBe(offers);
    expect(Object.keys(voice.moodOffer).sort()).toEqual(['flow', 'line']);
    for (const rule of voice.offers) {
      expect(Object.keys(rule).filter((key) => !['feelings', 'groups', 'topics', 'flow', 'line'].includes(key))).toEqual([]);
      for (const feeling of rule.feelings ?? []) expect(FEELING_IDS).toContain(feeling);
      for (const group of rule.groups ?? []) expect(GROUPS).toContain(group);
      for (const topic of rule.topics ?? []) expect(TOPIC_IDS).toContain(topic);
    }
    const flows = [voice.moodOffer.flow, ...voice.offers.map((rule) => rule.flow), ...voice.unpromptedOffers.map(([, flow]) => flow)];
    for (const flow of flows) expect({ flow, known: flowById(coachId, flow) !== undefined }).toEqual({ flow, known: true });
    for (const line of [voice.moodOffer.line, ...voice.offers.map((rule) => rule.line)]) expectPool('offer', [line], []);
  });

  it("reads a yes as starting a flow only for the coach's own unprompted lines", () => {
    for (const [pattern] of VOICES[coachId].unpromptedOffers) {
      expect({ pattern: pattern.source, matches: COACHES[coachId].unpromptedMessages.some((text) => pattern.test(text)) }).toEqual({
        pattern: pattern.source,
        matches: true,
      });
    }
  });
});

describe('shared coach lines', () => {
  it('has the moves of every coach, each pool filled', () => {
    expect(Object.keys(coachMoves).sort()).toEqual([...COACH_IDS].sort());
    for (const coachId of COACH_IDS) {
      for (const [path, pool] of poolsOf(movesOf(coachId), coachId)) expectPool(path, pool, SHARED_PLACEHOLDERS);
    }
  });

  it('has no empty pool and only placeholders the engine fills', () => {
    expect(SHARED_LINES).toBe(sharedLines);
    for (const [path, pool] of poolsOf(sharedLines, 'shared')) expectPool(path, pool, SHARED_PLACEHOLDERS);
  });

  it('looks up an answer that exists for every heavy topic', () => {
    expect(TOPIC_LINES).toBe(topicLines);
    for (const [topic, { ack, ask, lookup }] of Object.entries(topicLines)) {
      expectPool(`${topic}.ack`, ack, SHARED_PLACEHOLDERS);
      expectPool(`${topic}.ask`, ask, SHARED_PLACEHOLDERS);
      expect({ topic, found: findAnswer(lookup) !== null }).toEqual({ topic, found: true });
    }
  });
});
