import { checkoutLineItems } from '../billing/checkout-sessions';
import type { CheckoutSessionObject } from '../billing/objects';
import { priceObject, productObject } from '../billing/plan';
import { invalidParam, noSuch } from '../errors';
import { ID_PATTERN } from '../ids';
import { readExpand, type Params } from '../params';
import type { Collection, StoredRecord, StripeObject } from '../store';
import type { ApiContext, ApiResult } from './route';

/** What the routes answer with: objects expanded as asked, Stripe's lists, checked ids. */

/** Collections an id can be looked up in by its prefix, for `expand`. */
const PREFIXES: [string, Collection][] = [
  ['cus_', 'customers'],
  ['pm_', 'payment_methods'],
  ['pi_', 'payment_intents'],
  ['ch_', 'charges'],
  ['sub_', 'subscriptions'],
  ['in_', 'invoices'],
  ['cs_', 'checkout_sessions'],
  ['evt_', 'events'],
];

function resolve(ctx: ApiContext, id: string): StripeObject | undefined {
  const plan = ctx.billing.plan;
  if (id === plan.priceId) return priceObject(plan);
  if (id === plan.productId) return productObject(plan);
  const entry = PREFIXES.find(([prefix]) => id.startsWith(prefix));
  return entry ? ctx.store.get(entry[1], id)?.data : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces ids on the given dotted paths by their objects; `data.` paths apply to a list's items. */
export function expand(ctx: ApiContext, value: StripeObject, paths: string[]): StripeObject {
  if (paths.length === 0) return value;
  const out = structuredClone(value);
  const cannot = (path: string) => invalidParam('expand', `This property cannot be expanded (${path}).`, 'parameter_invalid');
  const walk = (node: unknown, segments: string[], path: string): void => {
    const [key, ...rest] = segments;
    if (key === undefined || !isObject(node)) return;
    if (node.object === 'list' && key === 'data' && Array.isArray(node.data)) {
      for (const item of node.data) walk(item, rest, path);
      return;
    }
    if (key === 'line_items' && node.object === 'checkout.session') {
      const record = ctx.store.get<CheckoutSessionObject>('checkout_sessions', String(node.id));
      if (!record) throw cannot(path);
      node.line_items = checkoutLineItems(ctx.billing, record);
    } else if (typeof node[key] === 'string') {
      const found = resolve(ctx, node[key]);
      if (!found) throw cannot(path);
      node[key] = structuredClone(found);
    } else if (!(key in node)) {
      throw cannot(path);
    }
    if (rest.length > 0) walk(node[key], rest, path);
  };
  for (const path of paths) walk(out, path.split('.'), path);
  return out;
}

/** A create or an update: the parameters are all read, then the object is made and expanded as asked. */
export function expanded(ctx: ApiContext, params: Params, make: () => StripeObject): ApiResult {
  const paths = readExpand(params);
  params.done();
  return { body: expand(ctx, make(), paths) };
}

/** Stripe's list: newest first, `limit` (1–100, 10 by default), `starting_after` / `ending_before`. */
export function list<T extends StripeObject>(ctx: ApiContext, records: StoredRecord<T>[], params: Params, url: string): ApiResult {
  const limit = params.integer('limit', { min: 1, max: 100 }) ?? 10;
  const after = params.string('starting_after', { max: 255 });
  const before = params.string('ending_before', { max: 255 });
  const paths = readExpand(params);
  params.done();
  const position = (id: string, param: string) => {
    const index = records.findIndex((r) => r.data.id === id);
    if (index === -1) throw noSuch('object', id, param);
    return index;
  };
  let page: StoredRecord<T>[];
  let hasMore: boolean;
  if (after) {
    const start = position(after, 'starting_after') + 1;
    page = records.slice(start, start + limit);
    hasMore = start + limit < records.length;
  } else if (before) {
    const end = position(before, 'ending_before');
    page = records.slice(Math.max(0, end - limit), end);
    hasMore = end - limit > 0;
  } else {
    page = records.slice(0, limit);
    hasMore = limit < records.length;
  }
  const body = { object: 'list', data: page.map((r) => r.data), has_more: hasMore, url };
  return { body: expand(ctx, body as unknown as StripeObject, paths) };
}

/** A retrieve: the object, expanded as asked. */
export const one = (ctx: ApiContext, params: Params, object: StripeObject): ApiResult => expanded(ctx, params, () => object);

export function checkId(id: string, kind: string, param = 'id'): string {
  if (!ID_PATTERN.test(id)) throw noSuch(kind, id, param);
  return id;
}

/** `allowed_payment_method_types` (the current API) or `payment_method_types` (earlier ones): cards only. */
export function cardOnly(params: Params): void {
  for (const key of ['allowed_payment_method_types', 'payment_method_types']) {
    const types = params.strings(key);
    if (types && types.some((t) => t !== 'card')) {
      throw invalidParam(key, 'The local payments emulator supports only the card payment method type.', 'payment_method_unsupported_type');
    }
  }
  params.ignore('excluded_payment_method_types');
}
