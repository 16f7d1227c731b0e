import type { Billing, CheckoutSessionObject, CustomerObject, SubscriptionStatus } from './billing';
import { invalidParam, invalidRequest, noSuch, unrecognizedUrl } from './errors';
import type { FormObject } from './form';
import { ID_PATTERN } from './ids';
import { Params, readExpand } from './params';
import type { Collection, PaymentsStore, StoredRecord, StripeObject } from './store';
import type { WebhookDispatcher } from './webhooks';

/**
 * The `/v1` routes the emulator answers, and its test hooks under `/__emulator`. Each
 * handler reads its parameters through `Params`, so a wrong or unknown one is refused with
 * Stripe's error before anything changes.
 */
export interface ApiContext {
  billing: Billing;
  store: PaymentsStore;
  webhooks: WebhookDispatcher;
}

export interface ApiResult {
  status?: number;
  body: unknown;
}

type Handler = (ctx: ApiContext, params: Params, ids: string[]) => ApiResult;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

const ID = '([^/]+)';
const route = (method: Route['method'], path: string, handler: Handler): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(/:id/g, ID)}$`),
  handler,
});

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
  if (id === ctx.billing.plan.priceId) return ctx.billing.price();
  if (id === ctx.billing.plan.productId) return ctx.billing.product();
  const entry = PREFIXES.find(([prefix]) => id.startsWith(prefix));
  return entry ? ctx.store.get(entry[1], id)?.data : undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces ids on the given dotted paths by their objects; `data.` paths apply to a list's items. */
function expand(ctx: ApiContext, value: StripeObject, paths: string[]): StripeObject {
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
      node.line_items = ctx.billing.checkoutLineItems(record);
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

/** Stripe's list: newest first, `limit` (1–100, 10 by default), `starting_after` / `ending_before`. */
function list<T extends StripeObject>(ctx: ApiContext, records: StoredRecord<T>[], params: Params, url: string): ApiResult {
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
function one(ctx: ApiContext, params: Params, object: StripeObject): ApiResult {
  const paths = readExpand(params);
  params.done();
  return { body: expand(ctx, object, paths) };
}

function checkId(id: string, kind: string, param = 'id'): string {
  if (!ID_PATTERN.test(id)) throw noSuch(kind, id, param);
  return id;
}

function currency(params: Params, required: boolean): string | undefined {
  const value = params.string('currency', { max: 3, required });
  if (value === undefined) return undefined;
  if (!/^[a-zA-Z]{3}$/.test(value)) throw invalidParam('currency', `Invalid currency: ${value}.`, 'parameter_invalid');
  return value.toLowerCase();
}

function amount(params: Params, currencyCode: string | undefined, required: boolean): number | undefined {
  const value = params.integer('amount', { required, min: 1, max: 99_999_999 });
  if (value !== undefined && currencyCode === 'usd' && value < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', { param: 'amount', code: 'amount_too_small' });
  }
  return value;
}

function cancellationDetails(params: Params): { comment?: string | null; feedback?: string | null } {
  const details = params.object('cancellation_details');
  if (!details) return {};
  const result = {
    comment: details.nullableString('comment', 5000),
    feedback: details.has('feedback')
      ? ((details.string('feedback', { max: 50 }) || null) as string | null)
      : undefined,
  };
  if (result.feedback) {
    const allowed = ['customer_service', 'low_quality', 'missing_features', 'other', 'switched_service', 'too_complex', 'too_expensive', 'unused'];
    if (!allowed.includes(result.feedback)) throw invalidParam(details.name('feedback'), `Invalid cancellation_details[feedback]: must be one of ${allowed.join(', ')}`);
  }
  details.done();
  return result;
}

/** `allowed_payment_method_types` (the current API) or `payment_method_types` (earlier ones): cards only. */
function cardOnly(params: Params): void {
  for (const key of ['allowed_payment_method_types', 'payment_method_types']) {
    const types = params.strings(key);
    if (types && types.some((t) => t !== 'card')) {
      throw invalidParam(key, 'The local payments emulator supports only the card payment method type.', 'payment_method_unsupported_type');
    }
  }
  params.ignore('excluded_payment_method_types');
}

const SUBSCRIPTION_STATUSES: readonly (SubscriptionStatus | 'all' | 'ended')[] = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];

const ROUTES: Route[] = [
  // ------------------------------------------------------------ customers
  route('POST', '/v1/customers', (ctx, p) => {
    const input = {
      email: p.email('email'),
      name: p.nullableString('name', 256),
      description: p.nullableString('description', 350),
      phone: p.nullableString('phone', 20),
      metadata: p.metadata(),
      paymentMethod: p.string('payment_method', { max: 255 }) || undefined,
      defaultPaymentMethod: undefined as string | undefined,
    };
    const settings = p.object('invoice_settings');
    if (settings) {
      input.defaultPaymentMethod = settings.string('default_payment_method', { max: 255 }) || undefined;
      settings.ignore('custom_fields', 'footer', 'rendering_options');
      settings.done();
    }
    const paths = readExpand(p);
    p.ignore('address', 'shipping', 'preferred_locales', 'tax_exempt', 'test_clock');
    p.done();
    return { body: expand(ctx, ctx.billing.createCustomer(input), paths) };
  }),
  route('GET', '/v1/customers', (ctx, p) => {
    const email = p.string('email', { max: 512 });
    p.ignore('created', 'test_clock');
    const records = ctx.store.all<CustomerObject>('customers').filter((r) => !r.data.deleted && (email === undefined || r.data.email === email));
    return list(ctx, records, p, '/v1/customers');
  }),
  route('GET', '/v1/customers/:id', (ctx, p, [id = '']) => {
    const record = ctx.store.get<CustomerObject>('customers', checkId(id, 'customer'));
    if (!record) throw noSuch('customer', id);
    return one(ctx, p, record.data);
  }),
  route('POST', '/v1/customers/:id', (ctx, p, [id = '']) => {
    const current = ctx.billing.customerRecord(checkId(id, 'customer'), 'id').data;
    const input: Parameters<Billing['updateCustomer']>[1] = {
      email: p.email('email'),
      name: p.nullableString('name', 256),
      description: p.nullableString('description', 350),
      phone: p.nullableString('phone', 20),
      metadata: p.metadata('metadata', current.metadata),
    };
    const settings = p.object('invoice_settings');
    if (settings) {
      const pm = settings.string('default_payment_method', { max: 255 });
      if (pm !== undefined) input.defaultPaymentMethod = pm === '' ? null : pm;
      settings.ignore('custom_fields', 'footer', 'rendering_options');
      settings.done();
    }
    const paths = readExpand(p);
    p.ignore('address', 'shipping', 'preferred_locales', 'tax_exempt');
    p.done();
    return { body: expand(ctx, ctx.billing.updateCustomer(id, input), paths) };
  }),
  route('DELETE', '/v1/customers/:id', (ctx, p, [id = '']) => {
    p.done();
    return { body: ctx.billing.deleteCustomer(checkId(id, 'customer')) };
  }),
  route('GET', '/v1/customers/:id/payment_methods', (ctx, p, [id = '']) => {
    ctx.billing.customerRecord(checkId(id, 'customer'), 'customer');
    p.oneOf('type', ['card']);
    p.ignore('allow_redisplay');
    const records = ctx.store.all<StripeObject>('payment_methods').filter((r) => r.data.customer === id);
    return list(ctx, records, p, `/v1/customers/${id}/payment_methods`);
  }),

  // ------------------------------------------------------------ payment methods
  route('GET', '/v1/payment_methods', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    p.oneOf('type', ['card']);
    const records = ctx.store.all<StripeObject>('payment_methods').filter((r) => customer === undefined || r.data.customer === customer);
    return list(ctx, records, p, '/v1/payment_methods');
  }),
  route('GET', '/v1/payment_methods/:id', (ctx, p, [id = '']) => one(ctx, p, ctx.billing.paymentMethodRecord(checkId(id, 'PaymentMethod'), 'payment_method').data)),
  route('POST', '/v1/payment_methods/:id/attach', (ctx, p, [id = '']) => {
    const customer = p.string('customer', { max: 255, required: true }) as string;
    const paths = readExpand(p);
    p.done();
    return { body: expand(ctx, ctx.billing.attachPaymentMethod(checkId(id, 'PaymentMethod', 'payment_method'), customer), paths) };
  }),
  route('POST', '/v1/payment_methods/:id/detach', (ctx, p, [id = '']) => {
    const paths = readExpand(p);
    p.done();
    return { body: expand(ctx, ctx.billing.detachPaymentMethod(checkId(id, 'PaymentMethod', 'payment_method')), paths) };
  }),

  // ------------------------------------------------------------ payment intents
  route('POST', '/v1/payment_intents', (ctx, p) => {
    const code = currency(p, true);
    const automatic = p.object('automatic_payment_methods');
    const automaticEnabled = automatic?.boolean('enabled') ?? false;
    automatic?.ignore('allow_redirects');
    automatic?.done();
    cardOnly(p);
    const input = {
      amount: amount(p, code, true) as number,
      currency: code as string,
      customer: p.string('customer', { max: 255 }) || undefined,
      description: p.nullableString('description', 1000),
      metadata: p.metadata(),
      receiptEmail: p.email('receipt_email'),
      paymentMethod: p.string('payment_method', { max: 255 }) || undefined,
      confirm: p.boolean('confirm') ?? false,
      automaticPaymentMethods: automaticEnabled,
    };
    const paths = readExpand(p);
    p.ignore('return_url', 'off_session', 'setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix', 'payment_method_options', 'capture_method', 'error_on_requires_action', 'use_stripe_sdk');
    p.done();
    return { body: expand(ctx, ctx.billing.createPaymentIntent(input), paths) };
  }),
  route('GET', '/v1/payment_intents', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    p.ignore('created');
    const records = ctx.store.all<StripeObject>('payment_intents').filter((r) => customer === undefined || r.data.customer === customer);
    return list(ctx, records, p, '/v1/payment_intents');
  }),
  route('GET', '/v1/payment_intents/:id', (ctx, p, [id = '']) => {
    const record = ctx.billing.paymentIntentRecord(checkId(id, 'payment_intent', 'intent'));
    const secret = p.string('client_secret', { max: 255 });
    if (secret !== undefined && secret !== record.data.client_secret) {
      throw invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', { param: 'client_secret', code: 'payment_intent_invalid_parameter' });
    }
    return one(ctx, p, record.data);
  }),
  route('POST', '/v1/payment_intents/:id', (ctx, p, [id = '']) => {
    const current = ctx.billing.paymentIntentRecord(checkId(id, 'payment_intent', 'intent')).data;
    const code = currency(p, false);
    const input = {
      amount: amount(p, code ?? current.currency, false),
      currency: code,
      customer: p.string('customer', { max: 255 }) || undefined,
      description: p.nullableString('description', 1000),
      metadata: p.metadata('metadata', current.metadata),
      receiptEmail: p.email('receipt_email'),
      paymentMethod: p.string('payment_method', { max: 255 }) || undefined,
    };
    const paths = readExpand(p);
    cardOnly(p);
    p.ignore('setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix', 'payment_method_options');
    p.done();
    return { body: expand(ctx, ctx.billing.updatePaymentIntent(id, input), paths) };
  }),
  route('POST', '/v1/payment_intents/:id/confirm', (ctx, p, [id = '']) => {
    const paymentMethod = p.string('payment_method', { max: 255 }) || undefined;
    const paths = readExpand(p);
    p.ignore('return_url', 'off_session', 'setup_future_usage', 'receipt_email', 'payment_method_options', 'use_stripe_sdk', 'error_on_requires_action', 'mandate_data', 'client_secret');
    p.done();
    return { body: expand(ctx, ctx.billing.confirmPaymentIntent(checkId(id, 'payment_intent', 'intent'), { paymentMethod }), paths) };
  }),
  route('POST', '/v1/payment_intents/:id/cancel', (ctx, p, [id = '']) => {
    const reason = p.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null;
    const paths = readExpand(p);
    p.done();
    return { body: expand(ctx, ctx.billing.cancelPaymentIntent(checkId(id, 'payment_intent', 'intent'), reason), paths) };
  }),

  // ------------------------------------------------------------ charges
  route('GET', '/v1/charges', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    const intent = p.string('payment_intent', { max: 255 });
    p.ignore('created');
    const records = ctx.store
      .all<StripeObject>('charges')
      .filter((r) => (customer === undefined || r.data.customer === customer) && (intent === undefined || r.data.payment_intent === intent));
    return list(ctx, records, p, '/v1/charges');
  }),
  route('GET', '/v1/charges/:id', (ctx, p, [id = '']) => {
    const record = ctx.store.get('charges', checkId(id, 'charge', 'charge'));
    if (!record) throw noSuch('charge', id, 'charge');
    return one(ctx, p, record.data);
  }),

  // ------------------------------------------------------------ prices and products
  route('GET', '/v1/prices', (ctx, p) => {
    const product = p.string('product', { max: 255 });
    const active = p.boolean('active');
    p.ignore('type', 'currency', 'recurring', 'lookup_keys', 'created');
    const price = ctx.billing.price();
    const matches = (product === undefined || product === ctx.billing.plan.productId) && active !== false;
    return list(ctx, matches ? [{ seq: 1, data: price, internal: {} }] : [], p, '/v1/prices');
  }),
  route('GET', '/v1/prices/:id', (ctx, p, [id = '']) => {
    if (id !== ctx.billing.plan.priceId) throw noSuch('price', id, 'price');
    return one(ctx, p, ctx.billing.price());
  }),
  route('GET', '/v1/products/:id', (ctx, p, [id = '']) => {
    if (id !== ctx.billing.plan.productId) throw noSuch('product', id, 'id');
    return one(ctx, p, ctx.billing.product());
  }),

  // ------------------------------------------------------------ subscriptions
  route('POST', '/v1/subscriptions', (ctx, p) => {
    const customer = p.string('customer', { max: 255, required: true }) as string;
    const items = p.objects('items');
    if (!items || items.length === 0) throw invalidRequest('Missing required param: items.', { param: 'items', code: 'parameter_missing' });
    if (items.length > 1) throw invalidParam('items[1]', 'The local payments emulator has one price; a subscription has exactly one item.');
    const item = items[0] as Params;
    const price = item.string('price', { max: 255, required: true }) as string;
    const quantity = item.integer('quantity', { min: 1, max: 100 }) ?? 1;
    item.ignore('metadata', 'tax_rates', 'discounts');
    item.done();
    const settings = p.object('payment_settings');
    const save = settings?.oneOf('save_default_payment_method', ['off', 'on_subscription'] as const) ?? 'off';
    settings?.ignore('payment_method_types', 'payment_method_options');
    settings?.done();
    p.oneOf('collection_method', ['charge_automatically'] as const);
    const input = {
      customer,
      price,
      quantity,
      metadata: p.metadata() ?? {},
      description: p.nullableString('description', 500) ?? null,
      defaultPaymentMethod: p.string('default_payment_method', { max: 255 }) || undefined,
      paymentBehavior: p.oneOf('payment_behavior', ['allow_incomplete', 'default_incomplete', 'error_if_incomplete'] as const) ?? 'allow_incomplete',
      saveDefaultPaymentMethod: save,
      cancelAtPeriodEnd: p.boolean('cancel_at_period_end') ?? false,
    };
    const paths = readExpand(p);
    p.ignore('off_session', 'proration_behavior', 'automatic_tax', 'currency');
    p.done();
    return { body: expand(ctx, ctx.billing.createSubscription(input), paths) };
  }),
  route('GET', '/v1/subscriptions', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    const price = p.string('price', { max: 255 });
    const status = p.oneOf('status', SUBSCRIPTION_STATUSES);
    p.ignore('created', 'current_period_end', 'current_period_start', 'collection_method', 'test_clock');
    const records = ctx.store.all<StripeObject>('subscriptions').filter((r) => {
      const s = r.data.status as SubscriptionStatus;
      if (customer !== undefined && r.data.customer !== customer) return false;
      if (price !== undefined && price !== ctx.billing.plan.priceId) return false;
      if (status === 'all') return true;
      if (status === 'ended') return s === 'canceled' || s === 'incomplete_expired';
      if (status !== undefined) return s === status;
      return s !== 'canceled' && s !== 'incomplete_expired';
    });
    return list(ctx, records, p, '/v1/subscriptions');
  }),
  route('GET', '/v1/subscriptions/:id', (ctx, p, [id = '']) => one(ctx, p, ctx.billing.subscriptionRecord(checkId(id, 'subscription', 'subscription_exposed_id')).data)),
  route('POST', '/v1/subscriptions/:id', (ctx, p, [id = '']) => {
    const current = ctx.billing.subscriptionRecord(checkId(id, 'subscription', 'subscription_exposed_id')).data;
    const details = cancellationDetails(p);
    const pm = p.string('default_payment_method', { max: 255 });
    const input = {
      cancelAtPeriodEnd: p.boolean('cancel_at_period_end'),
      metadata: p.metadata('metadata', current.metadata),
      description: p.nullableString('description', 500),
      defaultPaymentMethod: pm === undefined ? undefined : pm === '' ? null : pm,
      cancellationComment: details.comment,
      cancellationFeedback: details.feedback,
    };
    const paths = readExpand(p);
    p.ignore('proration_behavior', 'payment_behavior', 'off_session');
    p.done();
    return { body: expand(ctx, ctx.billing.updateSubscription(id, input), paths) };
  }),
  route('DELETE', '/v1/subscriptions/:id', (ctx, p, [id = '']) => {
    const details = cancellationDetails(p);
    const paths = readExpand(p);
    p.ignore('invoice_now', 'prorate');
    p.done();
    return { body: expand(ctx, ctx.billing.cancelSubscription(checkId(id, 'subscription', 'subscription_exposed_id'), details), paths) };
  }),

  // ------------------------------------------------------------ invoices
  route('GET', '/v1/invoices', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    const subscription = p.string('subscription', { max: 255 });
    const status = p.oneOf('status', ['draft', 'open', 'paid', 'uncollectible', 'void'] as const);
    p.ignore('created', 'collection_method', 'due_date');
    const records = ctx.store.all<StripeObject>('invoices').filter((r) => {
      const parent = r.data.parent as { subscription_details?: { subscription?: string } } | null;
      return (
        (customer === undefined || r.data.customer === customer) &&
        (subscription === undefined || parent?.subscription_details?.subscription === subscription) &&
        (status === undefined || r.data.status === status)
      );
    });
    return list(ctx, records, p, '/v1/invoices');
  }),
  route('GET', '/v1/invoices/:id', (ctx, p, [id = '']) => one(ctx, p, ctx.billing.invoiceRecord(checkId(id, 'invoice', 'invoice')).data)),
  route('POST', '/v1/invoices/:id/pay', (ctx, p, [id = '']) => {
    const pm = p.string('payment_method', { max: 255 }) || undefined;
    const paths = readExpand(p);
    p.ignore('off_session', 'forgive', 'paid_out_of_band');
    p.done();
    return { body: expand(ctx, ctx.billing.payInvoice(checkId(id, 'invoice', 'invoice'), pm), paths) };
  }),

  // ------------------------------------------------------------ checkout
  route('POST', '/v1/checkout/sessions', (ctx, p) => {
    const mode = p.oneOf('mode', ['payment', 'setup', 'subscription'] as const, { required: true });
    if (mode !== 'subscription') {
      throw invalidParam('mode', 'The local payments emulator supports Checkout in subscription mode only.');
    }
    // `hosted_page` in the current API; `hosted` in earlier versions.
    const uiMode = p.oneOf('ui_mode', ['hosted_page', 'hosted', 'embedded_page', 'elements', 'form', 'embedded', 'custom'] as const);
    if (uiMode && uiMode !== 'hosted_page' && uiMode !== 'hosted') throw invalidParam('ui_mode', 'The local payments emulator supports hosted Checkout only.');
    const customer = p.string('customer', { max: 255 }) || undefined;
    const customerEmail = p.email('customer_email') ?? undefined;
    if (customer && customerEmail) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email', code: 'parameters_exclusive' });
    }
    const items = p.objects('line_items');
    if (!items || items.length === 0) throw invalidRequest('Missing required param: line_items.', { param: 'line_items', code: 'parameter_missing' });
    if (items.length > 1) throw invalidParam('line_items[1]', 'The local payments emulator has one price; a subscription checkout has exactly one line item.');
    const item = items[0] as Params;
    const price = item.string('price', { max: 255 });
    if (!price) throw invalidRequest('Missing required param: line_items[0][price].', { param: 'line_items[0][price]', code: 'parameter_missing' });
    const quantity = item.integer('quantity', { min: 1, max: 100 }) ?? 1;
    item.ignore('tax_rates', 'dynamic_tax_rates');
    item.done();
    cardOnly(p);
    const subscriptionData = p.object('subscription_data');
    const subscriptionMetadata = subscriptionData?.metadata() ?? {};
    const subscriptionDescription = subscriptionData?.nullableString('description', 500) ?? null;
    subscriptionData?.ignore('proration_behavior', 'billing_cycle_anchor', 'default_tax_rates');
    subscriptionData?.done();
    const input = {
      customer,
      customerEmail,
      price,
      quantity,
      successUrl: p.url('success_url', { required: true }) as string,
      cancelUrl: p.url('cancel_url'),
      clientReferenceId: p.string('client_reference_id', { max: 200 }) || undefined,
      metadata: p.metadata() ?? {},
      subscriptionMetadata,
      subscriptionDescription,
      expiresAt: p.integer('expires_at'),
    };
    const paths = readExpand(p);
    p.ignore(
      'allow_promotion_codes',
      'billing_address_collection',
      'locale',
      'customer_update',
      'payment_method_collection',
      'automatic_tax',
      'tax_id_collection',
      'consent_collection',
      'custom_text',
      'submit_type',
      'payment_method_options',
    );
    p.done();
    return { body: expand(ctx, ctx.billing.createCheckoutSession(input), paths) };
  }),
  route('GET', '/v1/checkout/sessions', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    const subscription = p.string('subscription', { max: 255 });
    const status = p.oneOf('status', ['open', 'complete', 'expired'] as const);
    p.ignore('created');
    const records = ctx.store
      .all<StripeObject>('checkout_sessions')
      .map((r) => ctx.billing.checkoutRecord(r.data.id))
      .filter(
        (r) =>
          (customer === undefined || r.data.customer === customer) &&
          (subscription === undefined || r.data.subscription === subscription) &&
          (status === undefined || r.data.status === status),
      );
    return list(ctx, records, p, '/v1/checkout/sessions');
  }),
  route('GET', '/v1/checkout/sessions/:id', (ctx, p, [id = '']) => one(ctx, p, ctx.billing.checkoutRecord(checkId(id, 'checkout.session', 'session')).data)),
  route('GET', '/v1/checkout/sessions/:id/line_items', (ctx, p, [id = '']) => {
    const record = ctx.billing.checkoutRecord(checkId(id, 'checkout.session', 'session'));
    const lines = ctx.billing.checkoutLineItems(record);
    p.ignore('limit', 'starting_after', 'ending_before');
    return one(ctx, p, lines);
  }),
  route('POST', '/v1/checkout/sessions/:id/expire', (ctx, p, [id = '']) => {
    const record = ctx.billing.checkoutRecord(checkId(id, 'checkout.session', 'session'));
    p.done();
    if (record.data.status !== 'open') {
      throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${record.data.status}".`, {
        code: 'checkout_session_unexpected_state',
      });
    }
    const expired = { ...record.data, status: 'expired' as const, url: null };
    ctx.store.put('checkout_sessions', expired, record.internal);
    return { body: expired };
  }),

  // ------------------------------------------------------------ billing portal
  route('POST', '/v1/billing_portal/sessions', (ctx, p) => {
    const input = {
      customer: p.string('customer', { max: 255, required: true }) as string,
      returnUrl: p.url('return_url'),
    };
    const paths = readExpand(p);
    p.ignore('configuration', 'locale', 'on_behalf_of');
    p.done();
    return { body: expand(ctx, ctx.billing.createPortalSession(input), paths) };
  }),

  // ------------------------------------------------------------ events
  route('GET', '/v1/events', (ctx, p) => {
    const type = p.string('type', { max: 100 });
    const types = p.strings('types', { max: 100, maxItems: 20 });
    p.ignore('created', 'delivery_success');
    const matches = (t: string) => {
      if (types && types.length > 0 && !types.includes(t)) return false;
      if (type === undefined) return true;
      // `type` may end with a wildcard: `customer.subscription.*`
      return type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type;
    };
    const records = ctx.store.all<StripeObject>('events').filter((r) => matches(String(r.data.type)));
    return list(ctx, records, p, '/v1/events');
  }),
  route('GET', '/v1/events/:id', (ctx, p, [id = '']) => {
    const record = ctx.store.get('events', checkId(id, 'event'));
    if (!record) throw noSuch('event', id);
    return one(ctx, p, record.data);
  }),

  // ------------------------------------------------------------ test hooks
  route('POST', '/__emulator/advance', (ctx, p) => {
    const subscriptionId = p.string('subscriptionId', { max: 255, required: true }) as string;
    p.oneOf('to', ['period_end'] as const, { required: true });
    p.done();
    return { body: ctx.billing.advanceToPeriodEnd(checkId(subscriptionId, 'subscription', 'subscriptionId')) };
  }),
  route('POST', '/__emulator/redeliver', (ctx, p) => {
    const eventId = p.string('eventId', { max: 255, required: true }) as string;
    p.done();
    if (!ctx.store.get('events', checkId(eventId, 'event', 'eventId'))) throw noSuch('event', eventId, 'eventId');
    if (!ctx.webhooks.enabled) throw invalidRequest('No webhook URL is configured, so there is nothing to deliver to.', { param: 'eventId' });
    ctx.webhooks.redeliver(eventId);
    return { body: { id: eventId, object: 'event_redelivery', queued: true } };
  }),
];

/** Answers one request; the error thrown by a handler is the caller's to send. */
export function dispatch(ctx: ApiContext, method: string, path: string, values: FormObject): ApiResult {
  for (const r of ROUTES) {
    if (r.method !== method) continue;
    const match = r.pattern.exec(path);
    if (!match) continue;
    const ids = match.slice(1).map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
    return r.handler(ctx, new Params(values), ids);
  }
  throw unrecognizedUrl(method, path);
}
