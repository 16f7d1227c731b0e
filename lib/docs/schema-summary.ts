/**
 * One line per route input, read from the route's zod schemas through JSON Schema, so the API
 * reference shows what the handlers really accept: field names (`?` when optional), defaults,
 * enumerations and numeric ranges. String lengths and patterns stay in the contracts.
 */
import * as z from 'zod';
import type { RouteSchemas } from '../../lambdas/contracts/route-schemas';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

/** An encrypted field object of lambdas/contracts/encryption.ts, named rather than spelled out. */
const isEncryptedField = (s: JsonSchema) => s.type === 'object' && s.properties?.ciphertext !== undefined;

const MAX_ENUM_SHOWN = 6;

function literal(value: unknown): string {
  return typeof value === 'string' && value !== '' ? value : JSON.stringify(value);
}

function range(min: number | undefined, max: number | undefined): string {
  if (min === undefined && max === undefined) return '';
  if (min === undefined) return ` ≤ ${max}`;
  if (max === undefined) return ` ≥ ${min}`;
  return ` ${min}–${max}`;
}

function describe(s: JsonSchema, depth: number): string {
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const shown = variants.filter((v) => v.type !== 'null').map((v) => describe(v, depth));
    const nullable = variants.some((v) => v.type === 'null') ? ' or null' : '';
    return [...new Set(shown)].join(' or ') + nullable;
  }
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) {
    const values = s.enum.map(literal);
    return values.length > MAX_ENUM_SHOWN ? `one of ${values.slice(0, MAX_ENUM_SHOWN).join(', ')}, …` : `one of ${values.join(', ')}`;
  }
  if (isEncryptedField(s)) return 'encrypted field';
  switch (s.type) {
    case 'integer':
    case 'number':
      return `${s.type}${range(s.minimum, s.maximum)}`;
    case 'array': {
      const items = s.items ? describe(s.items, depth) : 'value';
      return `list of (${items})${range(s.minItems, s.maxItems)}`;
    }
    case 'object':
      return depth >= 1 || !s.properties ? 'object' : `{${fields(s, depth + 1).join(', ')}}`;
    case 'string':
      return s.format ? `${s.format} string` : 'string';
    default:
      return s.type ?? 'any';
  }
}

function fields(s: JsonSchema, depth: number): string[] {
  const required = new Set(s.required ?? []);
  return Object.entries(s.properties ?? {}).map(([name, field]) => {
    const optional = required.has(name) || field.default !== undefined ? '' : '?';
    const byDefault = field.default !== undefined ? ` = ${literal(field.default)}` : '';
    return `${name}${optional}${byDefault}: ${describe(field, depth)}`;
  });
}

function summarise(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fields(json, 0).join('; ') || 'nothing';
}

/** "body: …", "query: …" and "path: …" lines of one route; `none` when it takes nothing. */
export function inputSummary(schemas: RouteSchemas): string[] {
  const parts: string[] = [];
  if (schemas.params) parts.push(`path: ${summarise(schemas.params)}`);
  if (schemas.query) parts.push(`query: ${summarise(schemas.query)}`);
  if (schemas.body) parts.push(`body: ${summarise(schemas.body)}`);
  return parts;
}
