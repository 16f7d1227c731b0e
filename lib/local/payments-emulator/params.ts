import { invalidParam, missingParam, unknownParam } from './errors';
import { emptyObject, isFormObject, type FormObject, type FormValue } from './form';

/**
 * Typed reads of a request's parameters, each refusing a wrong value with Stripe's error
 * and the parameter's full name (`items[0][price]`). Parameters nobody reads are refused
 * as unknown, as Stripe does, so a typo in the app shows up here and not in production.
 */
export class Params {
  private readonly seen = new Set<string>();

  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  private raw(key: string): FormValue | undefined {
    this.seen.add(key);
    return Object.prototype.hasOwnProperty.call(this.values, key) ? this.values[key] : undefined;
  }

  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.values, key);
  }

  /** Marks parameters that are accepted and have no effect here. */
  ignore(...keys: string[]): void {
    for (const key of keys) this.seen.add(key);
  }

  /** Refuses what no read or `ignore` accepted. */
  done(): void {
    for (const key of Object.keys(this.values)) {
      if (!this.seen.has(key)) throw unknownParam(this.name(key));
    }
  }

  string(key: string, options: { max?: number; required?: boolean } = {}): string | undefined {
    const value = this.raw(key);
    if (value === undefined) {
      if (options.required) throw missingParam(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)} must be a string.`, 'parameter_invalid_string');
    const max = options.max ?? 5000;
    if (value.length > max) {
      throw invalidParam(this.name(key), `Invalid string: ${this.name(key)} must be at most ${max} characters long.`, 'parameter_invalid_string');
    }
    if (options.required && value.length === 0) {
      throw invalidParam(this.name(key), `You passed an empty string for '${this.name(key)}'. We assume empty values are an attempt to unset a parameter; however '${this.name(key)}' cannot be unset. You should remove '${this.name(key)}' from your request or supply a non-empty value.`, 'parameter_invalid_empty');
    }
    return value;
  }

  /** A string that is null when sent empty (`description=` clears the description). */
  nullableString(key: string, max = 5000): string | null | undefined {
    const value = this.string(key, { max });
    if (value === undefined) return undefined;
    return value === '' ? null : value;
  }

  /** A whole number; refused unless it is a plain decimal within the safe integers. */
  integer(key: string, options: { min?: number; max?: number; required?: boolean } = {}): number | undefined {
    const value = this.string(key, { max: 32, required: options.required });
    if (value === undefined || value === '') {
      if (options.required) throw missingParam(this.name(key));
      return undefined;
    }
    const n = /^-?(0|[1-9][0-9]*)$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(n)) throw invalidParam(this.name(key), `Invalid integer: ${value.slice(0, 32)}`, 'parameter_invalid_integer');
    if (options.min !== undefined && n < options.min) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be at least ${options.min}`, 'parameter_invalid_integer');
    }
    if (options.max !== undefined && n > options.max) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be at most ${options.max}`, 'parameter_invalid_integer');
    }
    return n;
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key, { max: 10 });
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidParam(this.name(key), `Invalid boolean: ${value}`, 'parameter_invalid');
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.string(key, { max: 100, required: options.required });
    if (value === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`, 'parameter_invalid');
    }
    return value as T;
  }

  email(key: string): string | null | undefined {
    const value = this.nullableString(key, 512);
    if (value === undefined || value === null) return value;
    if (!/^[^\s@]+@[^\s@]+$/.test(value)) throw invalidParam(this.name(key), `Invalid email address: ${value.slice(0, 100)}`, 'email_invalid');
    return value;
  }

  /** An absolute http(s) URL. */
  url(key: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.string(key, { max: 5000, required: options.required });
    if (value === undefined) return undefined;
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      throw invalidParam(this.name(key), 'Not a valid URL', 'url_invalid');
    }
    return value;
  }

  /** A nested hash, read with its own Params (its unknown keys refused with full names). */
  object(key: string): Params | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === '') return new Params(emptyObject(), this.name(key));
    if (!isFormObject(value)) throw invalidParam(this.name(key), `Invalid object: ${this.name(key)} must be a hash.`, 'parameter_invalid');
    return new Params(value, this.name(key));
  }

  /** An array of hashes (`items[0][price]`). */
  objects(key: string): Params[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) throw invalidParam(this.name(key), `Invalid array: ${this.name(key)} must be an array.`, 'parameter_invalid');
    return value.map((item, index) => {
      const name = `${this.name(key)}[${index}]`;
      if (!isFormObject(item)) throw invalidParam(name, `Invalid object: ${name} must be a hash.`, 'parameter_invalid');
      return new Params(item, name);
    });
  }

  /** An array of strings (`expand[]=…`, `types[]=…`). */
  strings(key: string, options: { max?: number; maxItems?: number } = {}): string[] | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    if (value === '') return [];
    const items = Array.isArray(value) ? value : isFormObject(value) ? undefined : [value];
    if (!items || items.some((i) => typeof i !== 'string')) {
      throw invalidParam(this.name(key), `Invalid array: ${this.name(key)} must be an array of strings.`, 'parameter_invalid');
    }
    const maxItems = options.maxItems ?? 20;
    if (items.length > maxItems) throw invalidParam(this.name(key), `Invalid array: ${this.name(key)} has more than ${maxItems} items.`, 'parameter_invalid');
    const max = options.max ?? 200;
    for (const item of items as string[]) {
      if (item.length > max) throw invalidParam(this.name(key), `Invalid string in ${this.name(key)}: at most ${max} characters.`, 'parameter_invalid_string');
    }
    return items as string[];
  }

  /**
   * Stripe's metadata: up to 50 keys of at most 40 characters, values of at most 500.
   * `metadata[k]=` removes a key and `metadata=` removes all, when updating `current`.
   */
  metadata(key = 'metadata', current?: Record<string, string>): Record<string, string> | undefined {
    const value = this.raw(key);
    if (value === undefined) return undefined;
    const result = Object.create(null) as Record<string, string>;
    if (value === '') return result;
    if (!isFormObject(value)) throw invalidParam(this.name(key), 'Invalid metadata: must be a hash of strings.', 'parameter_invalid');
    if (current) for (const [k, v] of Object.entries(current)) result[k] = v;
    for (const [k, v] of Object.entries(value)) {
      const name = `${this.name(key)}[${k}]`;
      if (typeof v !== 'string') throw invalidParam(name, `Invalid value for ${name}: metadata values must be strings.`, 'parameter_invalid');
      if (k.length > 40) throw invalidParam(name, 'Metadata keys can have at most 40 characters.', 'parameter_invalid');
      if (v.length > 500) throw invalidParam(name, 'Metadata values can have at most 500 characters.', 'parameter_invalid');
      if (v === '') delete result[k];
      else result[k] = v;
    }
    if (Object.keys(result).length > 50) throw invalidParam(this.name(key), 'Metadata can have at most 50 keys.', 'parameter_invalid');
    return result;
  }
}

/** `expand[]` of a request, checked for shape (the paths themselves are checked when expanding). */
export function readExpand(params: Params): string[] {
  const paths = params.strings('expand', { max: 200, maxItems: 20 }) ?? [];
  for (const p of paths) {
    if (!/^[a-z_]+(\.[a-z_]+){0,3}$/.test(p)) throw invalidParam('expand', `This property cannot be expanded (${p.slice(0, 100)}).`, 'parameter_invalid');
  }
  return paths;
}
