/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` with bracketed keys,
 * `items[0][price]=…&metadata[userId]=…&expand[]=…`, turned into nested values. Every
 * object is made with `Object.create(null)`, so a key such as `__proto__` is only a key.
 * Limits keep a hostile body from costing much: the number of pairs, the length of keys
 * and values, the nesting depth and the array indexes.
 */

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export const FORM_LIMITS = {
  /** key=value pairs in one body or query string */
  maxPairs: 1000,
  /** characters of one decoded key, brackets included */
  maxKeyLength: 200,
  /** characters of one decoded value */
  maxValueLength: 20_000,
  /** bracket levels below the top key: `a[b][c][d][e][f]` is 5 */
  maxDepth: 5,
  /** highest array index, `items[99]` */
  maxIndex: 99,
};

/** A body or query string that cannot be read; answered with a 400. */
export class FormError extends Error {
  constructor(
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const emptyObject = (): FormObject => Object.create(null) as FormObject;

export const isFormObject = (value: unknown): value is FormObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    throw new FormError('The request could not be read: it has a malformed percent-encoding.');
  }
}

/** `a[b][]` → ['a', 'b', ''], or undefined when the brackets do not pair up. */
function splitKey(key: string): string[] | undefined {
  const open = key.indexOf('[');
  if (open === -1) return key.includes(']') ? undefined : [key];
  if (open === 0) return undefined;
  const segments = [key.slice(0, open)];
  let rest = key.slice(open);
  while (rest.length > 0) {
    const match = /^\[([^[\]]*)\]/.exec(rest);
    if (!match) return undefined;
    segments.push(match[1] ?? '');
    rest = rest.slice(match[0].length);
  }
  return segments;
}

/** Containers filled by index (`[0]`, `[]`) are kept as objects with a marker until the end. */
const ARRAY_MARK = Symbol('array');
type Container = FormObject & { [ARRAY_MARK]?: true };

function child(parent: Container, segment: string, asArray: boolean, fullKey: string): Container {
  const existing = parent[segment];
  if (existing === undefined) {
    const created = emptyObject() as Container;
    if (asArray) created[ARRAY_MARK] = true;
    parent[segment] = created;
    return created;
  }
  if (typeof existing === 'string') {
    throw new FormError(`Invalid value for ${fullKey}: it is given both as a value and as a hash or array.`, fullKey);
  }
  const container = existing as Container;
  if (Boolean(container[ARRAY_MARK]) !== asArray) {
    throw new FormError(`Invalid value for ${fullKey}: it is given both as an array and as a hash.`, fullKey);
  }
  return container;
}

const INDEX = /^(0|[1-9][0-9]*)$/;

function assign(root: Container, segments: string[], value: string, fullKey: string): void {
  let node = root;
  for (let i = 0; i < segments.length; i += 1) {
    const segment = segments[i] ?? '';
    const last = i === segments.length - 1;
    const next = segments[i + 1];
    const nextIsArray = next !== undefined && (next === '' || INDEX.test(next));
    let key = segment;
    if (node[ARRAY_MARK]) {
      if (segment === '') {
        key = String(Object.keys(node).length);
      } else if (!INDEX.test(segment)) {
        throw new FormError(`Invalid array index in ${fullKey}.`, fullKey);
      }
      if (Number(key) > FORM_LIMITS.maxIndex) {
        throw new FormError(`Invalid array index in ${fullKey}: at most ${FORM_LIMITS.maxIndex + 1} items are accepted.`, fullKey);
      }
    } else if (segment === '') {
      throw new FormError(`Invalid key ${fullKey}: an empty name.`, fullKey);
    }
    if (last) {
      const existing = node[key];
      if (existing !== undefined && typeof existing !== 'string') {
        throw new FormError(`Invalid value for ${fullKey}: it is given both as a value and as a hash or array.`, fullKey);
      }
      node[key] = value;
      return;
    }
    node = child(node, key, nextIsArray, fullKey);
  }
}

/** Turns the marked containers into arrays, in index order. */
function finish(value: FormValue | Container): FormValue {
  if (typeof value === 'string') return value;
  const container = value as Container;
  if (container[ARRAY_MARK]) {
    return Object.keys(container)
      .sort((a, b) => Number(a) - Number(b))
      .map((k) => finish(container[k] as FormValue));
  }
  const out = emptyObject();
  for (const key of Object.keys(container)) out[key] = finish(container[key] as FormValue);
  return out;
}

/** Parses a form-encoded body or a query string (without the `?`). */
export function parseForm(text: string): FormObject {
  const root = emptyObject() as Container;
  if (text.length === 0) return root;
  const pairs = text.split('&');
  if (pairs.length > FORM_LIMITS.maxPairs) {
    throw new FormError(`The request has too many parameters (more than ${FORM_LIMITS.maxPairs}).`);
  }
  for (const pair of pairs) {
    if (pair.length === 0) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    // Checked before decoding too: decoding only ever shortens.
    if (rawKey.length > FORM_LIMITS.maxKeyLength * 3) throw new FormError('A parameter name is too long.');
    const key = decode(rawKey);
    if (key.length === 0) throw new FormError('A parameter has an empty name.');
    if (key.length > FORM_LIMITS.maxKeyLength) throw new FormError(`A parameter name is too long (more than ${FORM_LIMITS.maxKeyLength} characters).`);
    const value = decode(rawValue);
    if (value.length > FORM_LIMITS.maxValueLength) {
      throw new FormError(`The value of ${key} is too long (more than ${FORM_LIMITS.maxValueLength} characters).`, key);
    }
    const segments = splitKey(key);
    if (!segments) throw new FormError(`Invalid parameter name ${key}: its brackets do not pair up.`, key);
    if (segments.length - 1 > FORM_LIMITS.maxDepth) {
      throw new FormError(`Invalid parameter name ${key}: nested more than ${FORM_LIMITS.maxDepth} levels deep.`, key);
    }
    assign(root, segments, value, key);
  }
  return finish(root) as FormObject;
}

/** Reads a JSON body into the same shape (strings, objects, arrays); numbers and booleans become strings. */
export function formFromJson(text: string): FormObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FormError('The request body is not valid JSON.');
  }
  const convert = (value: unknown, depth: number): FormValue => {
    if (depth > FORM_LIMITS.maxDepth + 1) throw new FormError('The request body is nested too deeply.');
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (value === null) return '';
    if (Array.isArray(value)) {
      if (value.length > FORM_LIMITS.maxIndex + 1) throw new FormError('An array in the request body is too long.');
      return value.map((v) => convert(v, depth + 1));
    }
    if (typeof value === 'object') {
      const out = emptyObject();
      for (const [k, v] of Object.entries(value)) out[k] = convert(v, depth + 1);
      return out;
    }
    throw new FormError('The request body has a value of an unknown kind.');
  };
  const result = convert(parsed ?? {}, 0);
  if (!isFormObject(result)) throw new FormError('The request body must be a JSON object.');
  return result;
}
