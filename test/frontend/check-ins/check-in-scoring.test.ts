import {
  ANSWER_OPTIONS,
  GAD7,
  PHQ9,
  PHQ9_ITEM_9,
  bandOf,
  changeSince,
  describeChange,
  opensCrisisFlow,
  scoreOf,
  type BandId,
} from '../../../frontend/src/features/check-ins/questionnaires';
import { isComplete, questionsToAsk, riskOf, type SafetyAnswers } from '../../../frontend/src/features/check-ins/safety-questions';

/** The published cut-offs, written out total by total. */
function expectedPhq9(total: number): BandId {
  if (total <= 4) return 'minimal';
  if (total <= 9) return 'mild';
  if (total <= 14) return 'moderate';
  if (total <= 19) return 'moderately-severe';
  return 'severe';
}

function expectedGad7(total: number): BandId {
  if (total <= 4) return 'minimal';
  if (total <= 9) return 'mild';
  if (total <= 14) return 'moderate';
  return 'severe';
}

/** Answers with the given total, spread over the items from the first. */
function answersWithTotal(items: number, total: number): number[] {
  const answers = new Array<number>(items).fill(0);
  let left = total;
  for (let i = 0; i < items && left > 0; i += 1) {
    answers[i] = Math.min(3, left);
    left -= answers[i]!;
  }
  return answers;
}

describe('PHQ-9 and GAD-7 scoring', () => {
  it('has the official items, the four options scored 0 to 3, and totals of 0-27 and 0-21', () => {
    expect(PHQ9.items).toHaveLength(9);
    expect(GAD7.items).toHaveLength(7);
    expect(ANSWER_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Not at all', 0],
      ['Several days', 1],
      ['More than half the days', 2],
      ['Nearly every day', 3],
    ]);
    expect(PHQ9.items[PHQ9_ITEM_9]).toBe('Thoughts that you would be better off dead, or of hurting yourself in some way');
    expect(PHQ9.maxTotal).toBe(27);
    expect(GAD7.maxTotal).toBe(21);
  });

  it.each(Array.from({ length: 28 }, (_, total) => total))('PHQ-9 total %i maps to its band', (total) => {
    const answers = answersWithTotal(9, total);
    expect(scoreOf(PHQ9, answers)).toBe(total);
    const band = bandOf(PHQ9, total);
    expect(band.id).toBe(expectedPhq9(total));
    expect(band.meaning.length).toBeGreaterThan(10);
  });

  it.each(Array.from({ length: 22 }, (_, total) => total))('GAD-7 total %i maps to its band', (total) => {
    const answers = answersWithTotal(7, total);
    expect(scoreOf(GAD7, answers)).toBe(total);
    expect(bandOf(GAD7, total).id).toBe(expectedGad7(total));
  });

  it('covers each total exactly once, and refuses totals and answers the questionnaire cannot give', () => {
    for (const q of [PHQ9, GAD7]) {
      const covered = q.bands.flatMap((b) => Array.from({ length: b.max - b.min + 1 }, (_, i) => b.min + i));
      expect(covered).toEqual(Array.from({ length: q.maxTotal + 1 }, (_, i) => i));
      expect(() => bandOf(q, -1)).toThrow(RangeError);
      expect(() => bandOf(q, q.maxTotal + 1)).toThrow(RangeError);
      expect(() => bandOf(q, 2.5)).toThrow(RangeError);
    }
    expect(() => scoreOf(PHQ9, [0, 0, 0])).toThrow(RangeError);
    expect(() => scoreOf(GAD7, [0, 0, 0, 0, 0, 0, 4])).toThrow(RangeError);
    expect(() => scoreOf(GAD7, [0, 0, 0, 0, 0, 0, null])).toThrow(RangeError);
  });

  it('calls out a PHQ-9 change of 5 or more either way, and never for GAD-7', () => {
    expect(changeSince(PHQ9, 10, null)).toBeNull();
    expect(changeSince(PHQ9, 10, 14)).toEqual({ delta: -4, meaningful: false });
    expect(changeSince(PHQ9, 10, 15)).toEqual({ delta: -5, meaningful: true });
    expect(changeSince(PHQ9, 20, 15)).toEqual({ delta: 5, meaningful: true });
    expect(changeSince(GAD7, 20, 5)).toEqual({ delta: 15, meaningful: false });
    expect(describeChange({ delta: -5, meaningful: true })).toBe('5 points lower than last time: a meaningful improvement.');
    expect(describeChange({ delta: 1, meaningful: false })).toBe('1 point higher than last time.');
    expect(describeChange({ delta: 0, meaningful: false })).toBe('The same score as last time.');
  });
});

describe('PHQ-9 item 9', () => {
  it('opens the crisis flow for any answer above 0, whatever the total', () => {
    for (const value of [1, 2, 3]) {
      const answers = [0, 0, 0, 0, 0, 0, 0, 0, value];
      expect(opensCrisisFlow('phq9', answers)).toBe(true);
      expect(bandOf(PHQ9, scoreOf(PHQ9, answers)).id).toBe('minimal');
    }
    expect(opensCrisisFlow('phq9', [3, 3, 3, 3, 3, 3, 3, 3, 0])).toBe(false);
    // Answered before the rest: the flow opens at once.
    expect(opensCrisisFlow('phq9', [null, null, null, null, null, null, null, null, 1])).toBe(true);
    expect(opensCrisisFlow('phq9', [])).toBe(false);
    expect(opensCrisisFlow('gad7', [3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(false);
  });
});

describe('the Columbia-style follow-up', () => {
  const risk = (answers: SafetyAnswers) => riskOf(answers);

  it('asks method, intent, plan and behaviour only after a yes to thoughts of killing oneself', () => {
    expect(questionsToAsk({}).map((q) => q.id)).toEqual(['wish', 'thoughts']);
    expect(questionsToAsk({ wish: true, thoughts: false }).map((q) => q.id)).toEqual(['wish', 'thoughts']);
    expect(questionsToAsk({ thoughts: true }).map((q) => q.id)).toEqual(['wish', 'thoughts', 'method', 'intent', 'plan', 'behaviour']);
    expect(isComplete({ wish: true, thoughts: false })).toBe(true);
    expect(isComplete({ wish: true, thoughts: true, method: false })).toBe(false);
  });

  it('maps to low, moderate and high risk', () => {
    expect(risk({ wish: false, thoughts: false })).toBe('low');
    expect(risk({ wish: true, thoughts: false })).toBe('low');
    expect(risk({ wish: true, thoughts: true, method: false, intent: false, plan: false, behaviour: false })).toBe('low');
    expect(risk({ wish: true, thoughts: true, method: true, intent: false, plan: false, behaviour: false })).toBe('moderate');
    for (const high of ['intent', 'plan', 'behaviour'] as const) {
      expect(risk({ wish: false, thoughts: true, method: false, intent: false, plan: false, behaviour: false, [high]: true })).toBe('high');
      expect(risk({ wish: true, thoughts: true, method: true, intent: false, plan: false, behaviour: false, [high]: true })).toBe('high');
    }
    // Answers left from before "thoughts" became a no are not asked, so they do not count.
    expect(risk({ wish: true, thoughts: false, method: true, plan: true })).toBe('low');
  });
});
