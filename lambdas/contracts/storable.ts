import * as z from 'zod';

/**
 * What the table can hold, checked before a handler runs so a client's value is a 400 and
 * never a failed write. DynamoDB keeps numbers that are 0 or of magnitude 1e-130 to
 * 9.99e125 and documents up to 32 levels deep; the document client refuses numbers beyond
 * Number.MAX_SAFE_INTEGER, which JavaScript could not read back exactly anyway.
 */
export const STORABLE_NUMBER_LIMITS = { maxMagnitude: Number.MAX_SAFE_INTEGER, minMagnitude: 1e-130 } as const;

const TOO_LARGE = `must be finite and at most ${STORABLE_NUMBER_LIMITS.maxMagnitude} in size`;
const TOO_SMALL = `must be 0 or at least ${STORABLE_NUMBER_LIMITS.minMagnitude} in size`;

/** What is wrong with a number the table cannot hold (`must be …`), or undefined. */
export function numberProblem(value: number): string | undefined {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size > STORABLE_NUMBER_LIMITS.maxMagnitude) return TOO_LARGE;
  if (size !== 0 && size < STORABLE_NUMBER_LIMITS.minMagnitude) return TOO_SMALL;
  return undefined;
}

export const isStorableNumber = (value: number): boolean => numberProblem(value) === undefined;

/** The number rule as a zod check: `z.number().check(storableNumber('sleepHours'))`. */
export function storableNumber(field: string): z.core.$ZodCheck<number> {
  return z.superRefine((value: number, ctx) => {
    const problem = numberProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${field} ${problem}`, input: value });
  });
}

export interface FreeFormLimits {
  /** Levels of objects and arrays; a scalar is level 0, `{}` level 1. */
  maxDepth: number;
  /** Objects, arrays and scalars, counted together. */
  maxValues: number;
  /** Length of the value as JSON text. */
  maxChars: number;
}

/** Well inside DynamoDB's 32 levels, and more than any analysis a device sends needs. */
export const FREE_FORM_LIMITS: FreeFormLimits = { maxDepth: 16, maxValues: 2_000, maxChars: 20_000 };

const isContainer = (value: unknown): value is object => value !== null && typeof value === 'object';

function childrenOf(value: object): unknown[] {
  return Array.isArray(value) ? value : Object.values(value);
}

/**
 * Depth and value count, walked with an explicit stack so that no input can overflow the
 * call stack. Depth is checked on each container before its children are counted, so a
 * deep chain is refused after at most maxDepth steps.
 */
function shapeProblem(value: unknown, field: string, limits: FreeFormLimits): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let count = 0;
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    count += 1;
    if (count > limits.maxValues) return `${field} has too many values (at most ${limits.maxValues})`;
    if (!isContainer(next.value)) continue;
    const depth = next.depth + 1;
    if (depth > limits.maxDepth) return `${field} is nested too deeply (at most ${limits.maxDepth} levels)`;
    for (const child of childrenOf(next.value)) pending.push({ value: child, depth });
  }
  return undefined;
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/**
 * Keys, scalars and the size as JSON text, once the shape is known to be bounded. The size
 * is summed as JSON.stringify would write it, without building the text.
 */
function contentProblem(value: unknown, field: string, limits: FreeFormLimits): string | undefined {
  const pending: unknown[] = [value];
  let chars = 0;
  const tooLarge = `${field} is too large (at most ${limits.maxChars} characters as JSON)`;
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === null || typeof next === 'boolean') {
      chars += String(next).length;
    } else if (typeof next === 'number') {
      const problem = numberProblem(next);
      if (problem) return `numbers ${problem}`;
      chars += String(next).length;
    } else if (typeof next === 'string') {
      chars += JSON.stringify(next).length;
    } else if (Array.isArray(next)) {
      chars += 2 + Math.max(0, next.length - 1);
      for (const item of next) pending.push(item);
    } else if (isContainer(next) && isPlainObject(next)) {
      const entries = Object.entries(next);
      chars += 2 + Math.max(0, entries.length - 1);
      for (const [key, item] of entries) {
        if (key === '') return 'keys must not be empty';
        // A `__proto__` key would become the prototype of the object it is copied into.
        if (key === '__proto__') return '__proto__ is not allowed as a key';
        chars += JSON.stringify(key).length + 1;
        pending.push(item);
      }
    } else {
      return `${field} must hold only JSON values`;
    }
    if (chars > limits.maxChars) return tooLarge;
  }
  return undefined;
}

/**
 * Why a free-form JSON value cannot be stored, or undefined when it can. Depth and value
 * count first, in a walk that stops at the first container too deep before looking inside
 * it; then keys, numbers (the same rule as every stored number) and size. Never recursive.
 */
export function freeFormProblem(value: unknown, field: string, limits: FreeFormLimits = FREE_FORM_LIMITS): string | undefined {
  return shapeProblem(value, field, limits) ?? contentProblem(value, field, limits);
}

/**
 * A free-form JSON object (not an array) kept as sent, within `limits`. The value reaches
 * the check unchanged, so nothing is lost or reshaped before it is inspected.
 */
export function freeFormObject(field: string, limits: FreeFormLimits = FREE_FORM_LIMITS) {
  return z
    .custom<Record<string, unknown>>((value) => isContainer(value) && !Array.isArray(value) && isPlainObject(value), {
      error: `${field} must be an object`,
    })
    .check(
      z.superRefine((value: Record<string, unknown>, ctx) => {
        const problem = freeFormProblem(value, field, limits);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
      }),
    );
}
