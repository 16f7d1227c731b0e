import fc from 'fast-check';
import * as z from 'zod';
import { journalEntryCreateBody } from '../../lambdas/contracts/journal';
import { mentalHealthProfileBody } from '../../lambdas/contracts/mental-health';
import {
  FREE_FORM_LIMITS,
  freeFormObject,
  freeFormProblem,
  isStorableNumber,
  numberProblem,
  storableNumber,
  type FreeFormLimits,
} from '../../lambdas/contracts/storable';
import { explainIssue } from '../../lambdas/shared/http';

const deepObject = (levels: number): unknown => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);
const deepArray = (levels: number): unknown => JSON.parse(`${'['.repeat(levels)}${']'.repeat(levels)}`);

/** The message the request pipeline answers with for the first issue. */
function messageOf(schema: z.ZodType, input: unknown): string {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a failure');
  const { path, message } = explainIssue(parsed.error.issues[0]!);
  return path ? `${path}: ${message}` : message;
}

describe('the number rule', () => {
  it.each([0, -0, 1, -1, 0.5, 24, 1e-130, -1e-130, 1.5e-130, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 123_456.789])('keeps %p', (n) => {
    expect(numberProblem(n)).toBeUndefined();
    expect(isStorableNumber(n)).toBe(true);
  });

  it.each([Number.NaN, Infinity, -Infinity, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e125, 1e308, Number.MAX_VALUE])('refuses %p as too large', (n) => {
    expect(numberProblem(n)).toBe('must be finite and at most 9007199254740991 in size');
  });

  it.each([1e-131, -1e-131, 1e-200, 5e-324, -Number.MIN_VALUE])('refuses %p as too small', (n) => {
    expect(numberProblem(n)).toBe('must be 0 or at least 1e-130 in size');
  });

  it('agrees with its definition for any double', () => {
    fc.assert(
      fc.property(fc.double(), (n) => {
        const size = Math.abs(n);
        const expected = Number.isFinite(n) && size <= Number.MAX_SAFE_INTEGER && (size === 0 || size >= 1e-130);
        expect(isStorableNumber(n)).toBe(expected);
      }),
      { seed: 20_240_611, numRuns: 2_000 },
    );
  });

  it('names the field in a schema', () => {
    const schema = z.object({ hours: z.number().check(storableNumber('hours')) });
    expect(messageOf(schema, { hours: 1e-200 })).toBe('hours: hours must be 0 or at least 1e-130 in size');
    expect(messageOf(schema, { hours: 2 ** 60 })).toBe('hours: hours must be finite and at most 9007199254740991 in size');
    expect(schema.parse({ hours: 7.5 })).toEqual({ hours: 7.5 });
  });

  it('guards every stored number of the mental health profile', () => {
    expect(messageOf(mentalHealthProfileBody, { sleepHours: 1e-200 })).toBe('sleepHours: sleepHours must be 0 or at least 1e-130 in size');
    expect(mentalHealthProfileBody.parse({ sleepHours: 0, age: 13 })).toEqual({ sleepHours: 0, age: 13 });
  });
});

describe('the free-form JSON inspector', () => {
  it('refuses a value 40,000 levels deep without recursing', () => {
    const object = deepObject(40_000);
    const array = deepArray(40_000);
    // Deep enough to overflow any recursive walk, as JSON.stringify's.
    expect(() => JSON.stringify(object)).toThrow(RangeError);
    expect(freeFormProblem(object, 'aiAnalysis')).toBe('aiAnalysis is nested too deeply (at most 16 levels)');
    expect(freeFormProblem(array, 'aiAnalysis')).toBe('aiAnalysis is nested too deeply (at most 16 levels)');
  });

  it('keeps 16 levels and refuses 17', () => {
    expect(freeFormProblem(deepObject(16), 'x')).toBeUndefined();
    expect(freeFormProblem(deepArray(16), 'x')).toBeUndefined();
    expect(freeFormProblem(deepObject(17), 'x')).toBe('x is nested too deeply (at most 16 levels)');
    expect(freeFormProblem(deepArray(17), 'x')).toBe('x is nested too deeply (at most 16 levels)');
  });

  it('checks depth before anything else', () => {
    const deepAndHuge = { big: 2 ** 60, text: 'x'.repeat(50_000), deep: deepObject(20) };
    expect(freeFormProblem(deepAndHuge, 'x')).toBe('x is nested too deeply (at most 16 levels)');
  });

  it('refuses too many values', () => {
    const limit = FREE_FORM_LIMITS.maxValues;
    expect(freeFormProblem(Array.from({ length: limit - 1 }, () => 0), 'x')).toBeUndefined();
    expect(freeFormProblem(Array.from({ length: limit }, () => 0), 'x')).toBe(`x has too many values (at most ${limit})`);
  });

  it('refuses every number the rule refuses, wherever it is', () => {
    expect(freeFormProblem(JSON.parse('{"a":[1,{"b":9007199254740993}]}'), 'x')).toBe('numbers must be finite and at most 9007199254740991 in size');
    expect(freeFormProblem([[[1e-200]]], 'x')).toBe('numbers must be 0 or at least 1e-130 in size');
    expect(freeFormProblem({ n: Infinity }, 'x')).toBe('numbers must be finite and at most 9007199254740991 in size');
    expect(freeFormProblem({ n: 0, m: -2.5, list: [1e-130, Number.MAX_SAFE_INTEGER] }, 'x')).toBeUndefined();
  });

  it('refuses keys that are empty or would become a prototype, and keeps other odd keys', () => {
    expect(freeFormProblem({ '': 1 }, 'x')).toBe('keys must not be empty');
    expect(freeFormProblem(JSON.parse('{"a":{"__proto__":{"polluted":true}}}'), 'x')).toBe('__proto__ is not allowed as a key');
    expect(freeFormProblem({ constructor: 1, prototype: { toString: 2 } }, 'x')).toBeUndefined();
  });

  it('refuses what JSON cannot hold', () => {
    for (const value of [{ a: undefined }, [new Date(0)], { f: () => 1 }, { n: BigInt(1) }, new Map()]) {
      expect(freeFormProblem(value, 'x')).toBe('x must hold only JSON values');
    }
  });

  it('measures the size as the length of the JSON text', () => {
    const unlimited: FreeFormLimits = { maxDepth: 16, maxValues: Number.MAX_SAFE_INTEGER, maxChars: Number.MAX_SAFE_INTEGER };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (value) => {
        fc.pre(freeFormProblem(value, 'x', unlimited) === undefined);
        const length = JSON.stringify(value).length;
        expect(freeFormProblem(value, 'x', { ...unlimited, maxChars: length })).toBeUndefined();
        expect(freeFormProblem(value, 'x', { ...unlimited, maxChars: length - 1 })).toBe(`x is too large (at most ${length - 1} characters as JSON)`);
      }),
      { seed: 20_240_611, numRuns: 500 },
    );
  });

  it('walks a cyclic value to the depth limit and stops', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(freeFormProblem(cyclic, 'x')).toBe('x is nested too deeply (at most 16 levels)');
  });
});

describe('free-form objects in a schema', () => {
  const schema = z.object({ extra: freeFormObject('extra').optional() });

  it('keeps the object as sent', () => {
    const extra = { constructor: 'kept', nested: { list: [1, 'two', null, true] } };
    expect(schema.parse({ extra }).extra).toBe(extra);
  });

  it('refuses what is not a plain object', () => {
    for (const extra of [[1], 'text', 3, null, new Date(0)]) expect(messageOf(schema, { extra })).toBe('extra: extra must be an object');
  });

  it('answers the three requests that used to fail with a 500 with a 400 message', () => {
    expect(messageOf(journalEntryCreateBody, JSON.parse('{"content":"c","aiAnalysis":{"summary":9007199254740993}}'))).toBe(
      'aiAnalysis: numbers must be finite and at most 9007199254740991 in size',
    );
    expect(messageOf(journalEntryCreateBody, { content: 'c', aiAnalysis: deepObject(40_000) })).toBe('aiAnalysis: aiAnalysis is nested too deeply (at most 16 levels)');
    expect(messageOf(mentalHealthProfileBody, JSON.parse('{"sleepHours":1e-200}'))).toBe('sleepHours: sleepHours must be 0 or at least 1e-130 in size');
  });

  it('still tells a malformed encrypted aiAnalysis from a plain one', () => {
    expect(messageOf(journalEntryCreateBody, { content: 'c', aiAnalysis: { encrypted: true } })).toBe('aiAnalysis: aiAnalysis is not a valid encrypted field');
    expect(messageOf(journalEntryCreateBody, { content: 'c', aiAnalysis: { text: 'x'.repeat(20_000) } })).toBe(
      'aiAnalysis: aiAnalysis is too large (at most 20000 characters as JSON)',
    );
  });
});
