import fc from 'fast-check';

/**
 * fast-check arbitraries built from a route's JSON schemas (`z.toJSONSchema(schema,
 * { io: 'input' })`): values that fit the schema, mixed with edge and hostile ones. Bodies
 * come out as JSON text, so numbers JSON.stringify cannot write (9007199254740993, 1e400,
 * -0) and nesting too deep to build survive the trip; objects keep `__proto__` and
 * `constructor` as ordinary keys.
 */

/** The part of JSON Schema (draft 2020-12) that zod writes for the route schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  contentEncoding?: string;
  minItems?: number;
  maxItems?: number;
}

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

export interface ArbitraryOptions {
  /** Values that fit a property better than its schema alone says (a valid email, a known id), by property name. */
  hints?: Record<string, fc.Arbitrary<JsonNode>>;
  /**
   * The route's own check of a whole body (its zod schema). Fitting bodies, and the bodies
   * a defect is put into, are drawn from those it accepts, so a defect is the only one.
   */
  accepts?: (body: unknown) => boolean;
}

const raw = (text: string) => new RawJson(text);

const edgeNumber = fc.constantFrom(...EDGE_NUMBER_LITERALS).map(raw);
const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }));
const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 }));

/**
 * Deep nesting as a value: just over DynamoDB's 32 levels, and tens of thousands of levels,
 * deeper than any recursive walk (JSON.stringify's included) survives.
 */
const deepValue = fc.oneof(
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
const freeFormDefect: fc.Arbitrary<JsonNode> = fc.oneof(
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

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);

function numberFits(schema: JsonSchema, integer: boolean): fc.Arbitrary<JsonNode> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? (integer ? -1_000_000 : -1e6);
  const max = schema.maximum ?? schema.exclusiveMaximum ?? (integer ? 1_000_000 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Numbers at, just past and far past the schema's bounds. */
function numberEdges(schema: JsonSchema): fc.Arbitrary<JsonNode> {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter((n): n is number => n !== undefined);
  const near = bounds.flatMap((n) => [n - 1, n + 1, n - 0.5, n + 0.5, n + Number.EPSILON * Math.max(1, Math.abs(n))]);
  return near.length > 0 ? fc.oneof(edgeNumber, fc.constantFrom(...near)) : edgeNumber;
}

function stringFits(schema: JsonSchema): fc.Arbitrary<JsonNode> {
  if (schema.format === 'date-time') return isoDate.map((d) => d.toISOString());
  if (schema.format === 'date') return isoDate.map((d) => d.toISOString().slice(0, 10));
  if (schema.contentEncoding === 'base64') return fc.base64String({ maxLength: 400 });
  // Random text is almost never a URL: fitting objects would be searched for forever.
  if (schema.format === 'uri') return fc.webUrl({ withQueryParameters: true, withFragments: true });
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: schema.maxLength ?? 200 });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, minLength + 80);
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

const isoDate = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date(), noInvalidDate: true });

function stringEdges(schema: JsonSchema): fc.Arbitrary<JsonNode> {
  const lengths = [schema.minLength, schema.maxLength].filter((n): n is number => n !== undefined);
  const sized = lengths.flatMap((n) => ['x'.repeat(n + 1), ...(n > 0 ? ['x'.repeat(n - 1)] : [])]);
  const extra: string[] = [...sized, 'x'.repeat(20_000)];
  if (schema.format === 'date-time' || schema.format === 'date') extra.push('0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1969-12-31T23:59:59Z', '2024-02-30', '2024-13-01T00:00:00Z', '1e400');
  if (schema.enum) extra.push(...schema.enum.filter((v): v is string => typeof v === 'string').map((v) => v.toUpperCase() + ' '));
  return fc.oneof(hostileString, fc.constantFrom(...extra));
}

/**
 * Values for `schema`: mostly ones that fit it, often ones with one defect, sometimes
 * hostile values of any type. `name` is the property the value is for (see hints).
 */
export function valueFor(schema: JsonSchema, options: ArbitraryOptions = {}, name?: string): fc.Arbitrary<JsonNode> {
  return fc.oneof(
    { weight: 5, arbitrary: fitting(schema, options, name) },
    { weight: 2, arbitrary: withDefect(schema, options) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * Values that fit the schema, as far as JSON Schema says: zod writes no refinements into
 * it, so a few still fail (a blank content, an algorithm that does not match its version).
 */
export function fitting(schema: JsonSchema, options: ArbitraryOptions = {}, name?: string): fc.Arbitrary<JsonNode> {
  const hint = name === undefined ? undefined : options.hints?.[name];
  const own = ownFitting(schema, options);
  return hint ? fc.oneof({ weight: 5, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
}

function ownFitting(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<JsonNode> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((s) => fitting(s, options)));
  if (schema.const !== undefined) return fc.constant(schema.const as JsonNode);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as JsonNode[]));
  const types = typesOf(schema);
  if (types.length === 0) return plainJson;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<JsonNode> => {
      switch (type) {
        case 'string':
          return stringFits(schema);
        case 'integer':
          return numberFits(schema, true);
        case 'number':
          return numberFits(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array':
          return fc.array(fitting(schema.items ?? {}, options), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
        case 'object':
          return fittingObject(schema, options);
        default:
          return anyJson;
      }
    }),
  );
}

/** The schema of keys beyond `properties` (a record's values), when there may be such keys. */
const extraValues = (schema: JsonSchema): JsonSchema | undefined =>
  typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;

/** An object of the schema's properties: the required ones and some of the optional ones. */
function fittingObject(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<JsonObject> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, propertySchema]) =>
    fc
      .tuple(required.has(name) ? fc.constant(true) : fc.boolean(), fitting(propertySchema, options, name))
      .map(([keep, value]) => (keep ? [[name, value] as const] : [])),
  );
  const extra = extraValues(schema);
  const extras = extra ? fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), fitting(extra, options)), { maxLength: 4 }) : fc.constant([]);
  return fc.tuple(fc.tuple(...fields), extras).map(([chosen, more]) => new JsonObject([...chosen.flat(), ...more]));
}

/**
 * How likely a defect in this part of a schema reaches storage: free-form values most,
 * then numbers (the table's number range is narrower than JSON's), then the rest.
 */
function riskOf(schema: JsonSchema): number {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return Math.max(...branches.map(riskOf));
  const types = typesOf(schema);
  if (types.length === 0) return 8;
  if (types.includes('number') || types.includes('integer')) return 2;
  const extra = extraValues(schema);
  const children = [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : []), ...(extra ? [extra] : [])];
  return Math.max(1, ...children.map(riskOf));
}

const withEntry = (object: JsonObject, name: string, value: JsonNode) =>
  new JsonObject([...object.entries.filter(([k]) => k !== name), [name, value]]);

/**
 * A value that fits but for one defect: one property (at any depth) out of range, of the
 * wrong type or hostile; a required property missing; unknown or hostile keys added.
 */
export function withDefect(schema: JsonSchema, options: ArbitraryOptions = {}): fc.Arbitrary<JsonNode> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) return fc.oneof(...branches.map((s) => ({ weight: riskOf(s), arbitrary: withDefect(s, options) })));
  const types = typesOf(schema);
  if (types.length === 0) return freeFormDefect;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<JsonNode> => {
      if (type === 'object') return objectWithDefect(schema, options);
      if (type === 'array') return arrayWithDefect(schema, options);
      return fc.oneof({ weight: 3, arbitrary: scalarEdges(schema, type) }, { weight: 1, arbitrary: hostileValue });
    }),
  );
}

function objectWithDefect(schema: JsonSchema, options: ArbitraryOptions, base = fittingObject(schema, options)): fc.Arbitrary<JsonNode> {
  const properties = Object.entries(schema.properties ?? {});
  const defects: fc.Arbitrary<JsonNode>[] = [
    fc.tuple(base, fc.array(fc.tuple(hostileKey, anyJson), { minLength: 1, maxLength: 3 })).map(([o, extra]) => new JsonObject([...o.entries, ...extra])),
    fc.constantFrom<JsonNode>(new JsonObject([]), [], null),
    deepValue,
  ];
  if (properties.length > 0) {
    const broken = fc.oneof(
      ...properties.map(([name, propertySchema]) => ({
        weight: riskOf(propertySchema),
        arbitrary: fc
          .tuple(base, fc.oneof({ weight: 4, arbitrary: withDefect(propertySchema, options) }, { weight: 1, arbitrary: hostileValue }))
          .map(([o, v]) => withEntry(o, name, v)),
      })),
    );
    // A broken property is the defect most likely to get past the schema and reach a handler.
    defects.unshift(...Array.from({ length: 8 }, () => broken));
  }
  const extra = extraValues(schema);
  if (extra) {
    const brokenExtra = fc
      .tuple(base, fc.string({ minLength: 1, maxLength: 12 }), fc.oneof({ weight: 4, arbitrary: withDefect(extra, options) }, { weight: 1, arbitrary: hostileValue }))
      .map(([o, key, v]) => withEntry(o, key, v));
    defects.unshift(...Array.from({ length: riskOf(extra) }, () => brokenExtra));
  }
  const required = schema.required ?? [];
  if (required.length > 0) {
    defects.push(fc.tuple(base, fc.constantFrom(...required)).map(([o, name]) => new JsonObject(o.entries.filter(([k]) => k !== name))));
  }
  return fc.oneof(...defects);
}

function arrayWithDefect(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<JsonNode> {
  const items = schema.items ?? {};
  const tooMany = (schema.maxItems ?? 20) + 1;
  return fc.oneof(
    fc.tuple(fc.array(fitting(items, options), { maxLength: 3 }), withDefect(items, options)).map(([list, bad]) => [...list, bad]),
    fc.array(fitting(items, options), { minLength: tooMany, maxLength: tooMany + 1 }),
    fc.array(hostileValue, { minLength: 1, maxLength: 3 }),
    fc.constantFrom<JsonNode>(new JsonObject([]), 'list', null),
  );
}

/** Edge values of a scalar type: bounds, lengths, numbers the table cannot hold. */
function scalarEdges(schema: JsonSchema, type: string): fc.Arbitrary<JsonNode> {
  switch (type) {
    case 'string':
      return stringEdges(schema);
    case 'integer':
    case 'number':
      return numberEdges(schema);
    case 'boolean':
      return fc.constantFrom<JsonNode>('true', 0, 1, null);
    default:
      return hostileValue;
  }
}

/**
 * A request body as JSON text: an object that fits, one with a defect, a hostile value, or
 * a document of the wrong shape, invalid JSON or nesting thousands of levels deep.
 */
export function bodyText(schema: JsonSchema | undefined, options: ArbitraryOptions = {}): fc.Arbitrary<string> {
  const documents = fc.constantFrom(...HOSTILE_DOCUMENTS);
  if (!schema) return fc.oneof({ weight: 3, arbitrary: fc.oneof(fc.constant(new JsonObject([])), anyJson).map(toJsonText) }, { weight: 1, arbitrary: documents });
  const { accepts } = options;
  const isObject = typesOf(schema).includes('object') && schema.properties !== undefined;
  // Only refinements refuse a fitting object (a third to all of them pass), so the filter retries little.
  const accepted = accepts && isObject ? fittingObject(schema, options).filter((o) => accepts(JSON.parse(toJsonText(o)))) : undefined;
  return fc.oneof(
    { weight: 2, arbitrary: (accepted ?? fitting(schema, options)).map(toJsonText) },
    { weight: 7, arbitrary: (accepted ? objectWithDefect(schema, options, accepted) : withDefect(schema, options)).map(toJsonText) },
    { weight: 1, arbitrary: hostileValue.map(toJsonText) },
    { weight: 1, arbitrary: documents },
  );
}

const MAX_QUERY_VALUE_CHARS = 200;

/** Query-string fragments that are malformed or surprising, already encoded. */
export const RAW_QUERY_FRAGMENTS = ['%E0%A4%A', '%', '%zz', '%00', '+', '%2B', '=', '==', '&', 'a=%ED%A0%80', '%F0%9F%98%80=%F0%9F%98%80'] as const;

/**
 * A query string (with its `?`, or empty) for the query schema: fitting values, edge and
 * hostile ones, duplicate keys, unknown keys and malformed percent-encoding. Values are
 * text, as API Gateway passes them.
 */
export function queryText(schema: JsonSchema | undefined, options: ArbitraryOptions & { hostileKeys?: readonly string[] } = {}): fc.Arbitrary<string> {
  const properties = Object.entries(schema?.properties ?? {});
  // Values are cut short so a URL stays within what an HTTP server reads as a request line.
  const asText = (node: JsonNode): string => (typeof node === 'string' ? node : node instanceof RawJson ? node.text : toJsonText(node)).slice(0, MAX_QUERY_VALUE_CHARS);
  const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, (c, i: number, s: string) => (isPaired(s, i) ? c : '\ufffd')));
  const pair = (name: string, value: fc.Arbitrary<JsonNode>) => value.map((v) => `${encode(name)}=${encode(asText(v))}`);
  const known = properties.map(([name, propertySchema]) => pair(name, valueFor(propertySchema, options, name)));
  const keys = [...(options.hostileKeys ?? []), 'unknown', 'limit', 'page', 'cursor'];
  const unknown = fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), hostileString).map(([k, v]) => `${encode(k)}=${encode(asText(v))}`);
  const piece = fc.oneof(
    ...(known.length > 0 ? [{ weight: 6, arbitrary: fc.oneof(...known) }] : []),
    { weight: 1, arbitrary: unknown },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_FRAGMENTS) },
  );
  return fc.array(piece, { maxLength: 5 }).map((pieces) => (pieces.length === 0 ? '' : `?${pieces.join('&')}`));
}

function isPaired(s: string, i: number): boolean {
  const code = s.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = s.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  const previous = s.charCodeAt(i - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}

/** A path segment, percent-encoded: unicode, long, odd and (when asked) malformed encodings. */
export function pathSegment(fits: fc.Arbitrary<string>, options: { malformed?: readonly string[] } = {}): fc.Arbitrary<string> {
  const encoded = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd'));
  const odd = fc.constantFrom('0', '%20', '%2F', 'a%2Fb', '%2E%2E', '..', '.', '%00', 'x'.repeat(2_000), '01arz3ndektsv4rrffq69g5fav', '01ARZ3NDEKTSV4RRFFQ69G5FAVX', '%F0%9F%98%80');
  return fc.oneof(
    { weight: 4, arbitrary: fits.map(encoded) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encoded) },
    { weight: 2, arbitrary: odd },
    ...(options.malformed && options.malformed.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...options.malformed) }] : []),
  );
}
