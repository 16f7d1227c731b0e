/**
 * A small JSON Schema (draft 2020-12) checker for the keywords zod's `toJSONSchema` writes: enough to
 * prove a document matches a generated schema without a validator dependency. `format` is not checked
 * (the patterns zod writes beside it carry the same rule). Answers the first few problems found.
 */
type Schema = Record<string, unknown> | boolean;

export interface SchemaProblem {
  path: string;
  message: string;
}

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const matchesType = (value: unknown, type: string) => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

export function checkJsonSchema(root: Record<string, unknown>, value: unknown, limit = 5): SchemaProblem[] {
  const defs = (root.$defs ?? {}) as Record<string, Schema>;

  const check = (schema: Schema, data: unknown, path: string): SchemaProblem[] => {
    if (schema === true) return [];
    if (schema === false) return [{ path, message: 'no value is allowed here' }];
    const s = schema;
    const problems: SchemaProblem[] = [];
    const fail = (message: string) => problems.push({ path, message });

    if (typeof s.$ref === 'string') {
      const name = s.$ref.replace(/^#\/\$defs\//, '');
      const target = s.$ref === '#' ? root : defs[name];
      if (target === undefined) return [{ path, message: `unknown $ref ${s.$ref}` }];
      problems.push(...check(target, data, path));
    }
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      if (!types.some((t) => matchesType(data, t))) return [{ path, message: `expected ${types.join(' or ')}, got ${typeOf(data)}` }];
    }
    if ('const' in s && JSON.stringify(s.const) !== JSON.stringify(data)) fail(`expected ${JSON.stringify(s.const)}`);
    if (Array.isArray(s.enum) && !s.enum.some((option) => JSON.stringify(option) === JSON.stringify(data))) fail(`not one of ${JSON.stringify(s.enum)}`);
    if (Array.isArray(s.anyOf) && !s.anyOf.some((option) => check(option as Schema, data, path).length === 0)) fail('matches none of anyOf');
    if (Array.isArray(s.oneOf)) {
      const matching = s.oneOf.filter((option) => check(option as Schema, data, path).length === 0).length;
      if (matching !== 1) fail(`matches ${matching} of oneOf, not exactly one`);
    }
    if (Array.isArray(s.allOf)) for (const part of s.allOf) problems.push(...check(part as Schema, data, path));

    if (typeof data === 'number') {
      if (typeof s.minimum === 'number' && data < s.minimum) fail(`below ${s.minimum}`);
      if (typeof s.maximum === 'number' && data > s.maximum) fail(`above ${s.maximum}`);
    }
    if (typeof data === 'string') {
      if (typeof s.minLength === 'number' && [...data].length < s.minLength) fail(`shorter than ${s.minLength}`);
      if (typeof s.maxLength === 'number' && [...data].length > s.maxLength) fail(`longer than ${s.maxLength}`);
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(data)) fail(`does not match ${s.pattern}`);
    }
    if (Array.isArray(data)) {
      if (typeof s.minItems === 'number' && data.length < s.minItems) fail(`fewer than ${s.minItems} items`);
      if (typeof s.maxItems === 'number' && data.length > s.maxItems) fail(`more than ${s.maxItems} items`);
      if (s.items !== undefined) data.forEach((item, i) => problems.push(...check(s.items as Schema, item, `${path}/${i}`)));
    }
    if (typeOf(data) === 'object') {
      const object = data as Record<string, unknown>;
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      for (const key of (s.required ?? []) as string[]) if (!(key in object)) fail(`missing ${key}`);
      for (const [key, child] of Object.entries(object)) {
        if (key in properties) problems.push(...check(properties[key] as Schema, child, `${path}/${key}`));
        else if (s.additionalProperties !== undefined) problems.push(...check(s.additionalProperties as Schema, child, `${path}/${key}`));
        if (s.propertyNames !== undefined) problems.push(...check(s.propertyNames as Schema, key, `${path}/${key} (name)`));
      }
    }
    return problems;
  };

  return check(root, value, '').slice(0, limit);
}
