/** The engine's timing rules, determinism, mood check-in, unprompted check-ins and greeting. */
import { COACH_IDS, COACHES, type CoachId } from '@contracts/coaches';
import {
  MOOD_CHECK_IN_MS,
  PROGRESS_FULL_AT_MESSAGES,
  REFLECTIVE_AFTER_USER_MESSAGES,
  REFLECTIVE_CHANCE,
  TYPING_DELAY_MS,
  createCoachEngine,
  seededRandom,
  unpromptedDelayMs,
  type MoodCheckIn,
} from '../../../frontend/src/features/ai-coaching/engine';
import { expectWellFormed, PLAIN } from './engine-helpers';

describe('constants', () => {
  it('match the product rules the chat screen schedules by', () => {
    expect(TYPING_DELAY_MS).toBe(1_500);
    expect(MOOD_CHECK_IN_MS).toBe(120_000);
    expect(REFLECTIVE_AFTER_USER_MESSAGES).toBe(5);
    expect(REFLECTIVE_CHANCE).toBe(0.3);
    expect(PROGRESS_FULL_AT_MESSAGES).toBe(10);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed, differs between seeds and stays in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 1_000 }, () => a());
    expect(Array.from({ length: 1_000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 10 }, () => c())).not.toEqual(first.slice(0, 10));
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first.map((x) => Math.floor(x * 10))).size).toBe(10);
  });
});

describe('unpromptedDelayMs', () => {
  it('is uniform between 30 and 60 seconds, ends included', () => {
    expect(unpromptedDelayMs(() => 0)).toBe(30_000);
    expect(unpromptedDelayMs(() => 0.5)).toBe(45_000);
    expect(unpromptedDelayMs(() => 0.999_999_9)).toBe(60_000);
    const random = seededRandom(7);
    const delays = Array.from({ length: 2_000 }, () => unpromptedDelayMs(random));
    expect(delays.every((d) => Number.isInteger(d) && d >= 30_000 && d <= 60_000)).toBe(true);
    expect(Math.min(...delays)).toBeLessThan(31_000);
    expect(Math.max(...delays)).toBeGreaterThan(59_000);
  });

  it('stays in range for a misbehaving Random', () => {
    for (const value of [1, 1.5, -1, Number.NaN]) {
      const delay = unpromptedDelayMs(() => value);
      expect(delay).toBeGreaterThanOrEqual(30_000);
      expect(delay).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('determinism', () => {
  const script = (coachId: CoachId, seed: number) => {
    const engine = createCoachEngine(coachId, seededRandom(seed));
    const out = [engine.greeting().text];
    for (const message of ["I'm anxious about my exam tomorrow", 'hi', 'work has been a lot', ...PLAIN]) out.push(engine.reply(message).text);
    out.push(engine.moodCheckInPrompt(), engine.moodReply('okay').text, engine.unprompted().text, engine.reply(COACHES[coachId].quickStart).text);
    return out;
  };

  it.each(COACH_IDS)('%s: the same seed and inputs give the same outputs', (coachId) => {
    expect(script(coachId, 1234)).toEqual(script(coachId, 1234));
  });

  it('another seed changes some wording', () => {
    expect(script('harmony', 1)).not.toEqual(script('harmony', 2));
  });
});

describe('mood check-in', () => {
  const moods: MoodCheckIn[] = ['great', 'okay', 'not-good'];

  it('gives the user lines the screen shows', () => {
    const engine = createCoachEngine('sage', seededRandom(1));
    expect(moods.map((m) => engine.moodUserLine(m))).toEqual(["I'm feeling great", "I'm feeling okay", "I'm not feeling good"]);
  });

  it('asks in each coach’s own words', () => {
    const prompts = COACH_IDS.map((coachId) => createCoachEngine(coachId, seededRandom(1)).moodCheckInPrompt());
    expect(new Set(prompts).size).toBe(4);
    for (const prompt of prompts) expect(prompt.endsWith('?')).toBe(true);
  });

  it('replies differently for each mood and each coach (12 distinct texts)', () => {
    const texts = COACH_IDS.flatMap((coachId) => moods.map((mood) => createCoachEngine(coachId, seededRandom(1)).moodReply(mood)));
    expect(texts.every((r) => r.kind === 'mood')).toBe(true);
    expect(new Set(texts.map((r) => r.text)).size).toBe(12);
    for (const r of texts) expectWellFormed(r.text);
  });

  it('offers the coach’s technique when the user is not feeling good, and a yes starts it', () => {
    const expected: Record<CoachId, string> = { sage: 'box-breathing', phoenix: 'thought-record', harmony: 'emotion-naming', zenith: 'motivation' };
    for (const coachId of COACH_IDS) {
      const engine = createCoachEngine(coachId, seededRandom(1));
      expect(engine.moodReply('not-good').text).toMatch(/\?$/);
      expect(engine.reply('ok').kind).toBe('technique');
      expect(engine.snapshot().flow?.id).toBe(expected[coachId]);
    }
  });

  it('does not count as a user message', () => {
    const engine = createCoachEngine('zenith', seededRandom(1));
    engine.reply('hello');
    engine.moodReply('great');
    expect(engine.snapshot().userMessages).toBe(1);
  });
});

describe('unprompted check-ins', () => {
  it.each(COACH_IDS)('%s: vary, never repeat back to back, and come from the coach', (coachId) => {
    const engine = createCoachEngine(coachId, seededRandom(21));
    const lines = Array.from({ length: 9 }, () => engine.unprompted());
    expect(lines.every((r) => r.kind === 'unprompted')).toBe(true);
    for (const { text } of lines) expect(COACHES[coachId].unpromptedMessages).toContain(text);
    for (let i = 1; i < lines.length; i++) expect(lines[i]?.text).not.toBe(lines[i - 1]?.text);
    expect(new Set(lines.map((r) => r.text)).size).toBe(COACHES[coachId].unpromptedMessages.length);
  });

  it('can come back to a topic the user raised', () => {
    const engine = createCoachEngine('harmony', seededRandom(21));
    engine.reply('Things with my sister have been tense');
    const texts = Array.from({ length: 5 }, () => engine.unprompted().text);
    expect(texts.some((t) => t.includes('your family'))).toBe(true);
  });

  it('nudges the technique in progress without moving it on', () => {
    const engine = createCoachEngine('zenith', seededRandom(21));
    engine.reply('Help me set one achievable goal for this week.');
    engine.reply('Read 10 pages a day');
    const before = engine.snapshot().flow;
    const nudges = [engine.unprompted().text, engine.unprompted().text];
    expect(nudges[0]).not.toBe(nudges[1]);
    expect(nudges.join(' ')).toMatch(/measure it/);
    expect(engine.snapshot().flow).toEqual(before);
  });

  it('a yes to an invitation starts the technique it invites', () => {
    const engine = createCoachEngine('sage', seededRandom(21));
    let line = '';
    for (let i = 0; i < 3 && !/slow breath/.test(line); i++) line = engine.unprompted().text;
    expect(line).toMatch(/slow breath/);
    expect(engine.reply('yes').kind).toBe('technique');
    expect(engine.snapshot().flow?.id).toBe('box-breathing');
  });
});

describe('greeting', () => {
  it.each(COACH_IDS)('%s: introduces the coach by name, with no emoji', (coachId) => {
    const greeting = createCoachEngine(coachId, seededRandom(1)).greeting();
    expect(greeting.kind).toBe('greeting');
    expect(greeting.text).toContain(COACHES[coachId].name);
    expectWellFormed(greeting.text);
  });
});
