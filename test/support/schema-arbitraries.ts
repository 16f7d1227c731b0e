import fc from 'fast-check';
import {
  HOSTILE_DOCUMENTS,
  JsonObject,
  RawJson,
  anyJson,
  deepValue,
  edgeNumber,
  freeFormDefect,
  hostileKey,
  hostileString,
  hostileValue,
  plainJson,
  toJsonText,
  type JsonNode,
} from './hostile-json';

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

export interface ArbitraryOptions {
  /** Values that fit a property better than its schema alone says (a valid email, a known id), by property name. */
  hints?: Record<string, fc.Arbitrary<JsonNode>>;
  /**
   * The route's own check of a whole body (its zod schema). Fitting bodies, and the bodies
   * a defect is put into, are drawn from those it accepts, so a defect is the only one.
   */
  accepts?: (body: unknown) => boolean;
}

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
