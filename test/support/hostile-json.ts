import fc from 'fast-check';

/**
 * JSON values for fuzzing, independent of any schema: a tree of nodes written out as JSON
 * text (so numbers JSON.stringify cannot write and nesting too deep to build survive the
 * trip, and `__proto__` stays an ordinary key), edge and hostile literals, and arbitraries
 * that mix them in. schema-arbitraries.ts builds route bodies from these.
 */

/** JSON text written as is: a number literal or a nesting JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object as ordered entries, so `__proto__` stays a key and never becomes a prototype. */
export class JsonObject {
  constructor(readonly entries: readonly (readonly [string, JsonNode])[]) {}
}

export type JsonNode = null | boolean | number | string | RawJson | JsonObject | readonly JsonNode[];

/** The JSON text of a generated value. Generated trees are shallow; deep ones are RawJson. */
export function toJsonText(node: JsonNode): string {
  if (node instanceof RawJson) return node.text;
  if (node instanceof JsonObject) return `{${node.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`).join(',')}}`;
  if (Array.isArray(node)) return `[${node.map(toJsonText).join(',')}]`;
  if (typeof node === 'number' && !Number.isFinite(node)) return 'null';
  return JSON.stringify(node);
}

/** `levels` nested objects `{"a":{"a":…}}` around `inner`, as text. */
export const deepObjectText = (levels: number, inner = '1') => `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;
/** `levels` nested arrays `[[…]]`, as text. */
export const deepArrayText = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Numbers at and beyond what JSON, JavaScript and DynamoDB hold, as literals. */
export const EDGE_NUMBER_LITERALS = [
  '0',
  '-0',
  '-1',
  '1',
  '0.5',
  '1e-130',
  '1e-131',
  '1e-200',
  '5e-324',
  '1e125',
  '1e126',
  '1e308',
  '1.7976931348623157e308',
  '1e400',
  '-1e400',
  '9007199254740991',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '0.1234567890123456789012345678901234567890',
  '1E2',
  '1.0',
] as const;

/** Numbers JSON carries that DynamoDB or a JavaScript reader cannot hold exactly. */
export const UNSTORABLE_NUMBER_LITERALS = [
  '1e-131',
  '-1e-200',
  '5e-324',
  '9007199254740992',
  '9007199254740993',
  '-9007199254740993',
  '18014398509481984',
  '1e20',
  '1e125',
  '123456789012345678901234567890',
  '1e126',
  '1e308',
  '1e400',
  '-1e400',
] as const;

/** Strings that have broken parsers, stores and logs elsewhere. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '😀',
  '👩‍👩‍👧‍👦'.repeat(50),
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  '\ufeffbom',
  'e\u0301\u0301\u0301',
  '\r\n\t',
  '__proto__',
  'constructor',
  '${jndi:ldap://x}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00%E0%A4%A',
  'null',
  'true',
  '9007199254740993',
  'x'.repeat(5_000),
] as const;

/** Keys that are special to JavaScript objects, plus some that are merely odd. */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', '\u0000', '\ud800', 'k'.repeat(300)] as const;

/** Documents that are not the object a route expects, or not JSON at all. */
export const HOSTILE_DOCUMENTS = [
  '',
  'null',
  'true',
  '0',
  '-0',
  '9007199254740993',
  '1e400',
  '"text"',
  '[]',
  '[{}]',
  '{}',
  '{',
  '{"a":}',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'not json',
  '\u0000',
  deepArrayText(30_000),
  deepObjectText(10_000),
  deepObjectText(40_000),
  `[${'{"a":1},'.repeat(6_000)}{}]`,
] as const;

const raw = (text: string) => new RawJson(text);

export const edgeNumber = fc.constantFrom(...EDGE_NUMBER_LITERALS).map(raw);
export const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));
export const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));

/**
 * Deep nesting as a value: just over DynamoDB's 32 levels, and tens of thousands of levels,
 * deeper than any recursive walk (JSON.stringify's included) survives.
 */
export const deepValue = fc.oneof(
  fc.integer({ min: 17, max: 40 }).map((n) => raw(deepObjectText(n))),
  fc.constantFrom(33, 1_000).map((n) => raw(deepArrayText(n))),
  { weight: 2, arbitrary: fc.constant(raw(deepObjectText(40_000))) },
  { weight: 2, arbitrary: fc.constant(raw(deepArrayText(30_000))) },
);

/** An object holding a number the table cannot hold, a few levels of objects and arrays down. */
const buriedUnstorableNumber = fc
  .tuple(
    fc.constantFrom(...UNSTORABLE_NUMBER_LITERALS).map(raw),
    fc.array(fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constant(null)), { maxLength: 4 }),
    fc.string({ minLength: 1, maxLength: 8 }),
  )
  .map(([n, path, key]) => new JsonObject([[key, path.reduceRight<JsonNode>((inner, k) => (k === null ? [inner] : new JsonObject([[k, inner]])), n)]]));

/** Any JSON value, with edge numbers, hostile strings and hostile keys inside. */
export const anyJson: fc.Arbitrary<JsonNode> = fc.letrec<{ node: JsonNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    edgeNumber,
    hostileString,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.array(fc.tuple(hostileKey, tie('node')), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
  ),
})).node;

/** Ordinary JSON: what a free-form field (`{}` in JSON Schema) usually holds. */
export const plainJson: fc.Arbitrary<JsonNode> = fc.jsonValue({ maxDepth: 3 }).map(function toNode(value: unknown): JsonNode {
  if (Array.isArray(value)) return value.map(toNode);
  if (value !== null && typeof value === 'object') return new JsonObject(Object.entries(value).map(([k, v]) => [k, toNode(v)] as const));
  return value as JsonNode;
});

/** What breaks a free-form field: nesting, numbers and keys the store cannot hold. */
export const freeFormDefect: fc.Arbitrary<JsonNode> = fc.oneof(
  { weight: 2, arbitrary: deepValue },
  { weight: 4, arbitrary: buriedUnstorableNumber },
  { weight: 1, arbitrary: anyJson },
);

/** A value of the wrong kind for anything: a type, a shape or a size no schema fits. */
export const hostileValue: fc.Arbitrary<JsonNode> = fc.oneof(
  { weight: 3, arbitrary: anyJson },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.constant(new JsonObject([])) },
  { weight: 1, arbitrary: fc.constant([] as JsonNode[]) },
);
