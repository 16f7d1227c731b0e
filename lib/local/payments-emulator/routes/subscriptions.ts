import { ENDED_STATUSES, type SubscriptionObject, type SubscriptionStatus } from '../billing/objects';
import { advanceToPeriodEnd } from '../billing/renewals';
import { cancelSubscription, createSubscription, updateSubscription } from '../billing/subscriptions';
import { invalidParam, invalidRequest } from '../errors';
import type { Params } from '../params';
import { checkId, expanded, list, one } from './responses';
import { route, type Route } from './route';

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

const FEEDBACK = ['customer_service', 'low_quality', 'missing_features', 'other', 'switched_service', 'too_complex', 'too_expensive', 'unused'];

function cancellationDetails(params: Params): { comment?: string | null; feedback?: string | null } {
  const details = params.object('cancellation_details');
  if (!details) return {};
  const result = {
    comment: details.nullableString('comment', 5000),
    feedback: details.has('feedback')
      ? ((details.string('feedback', { max: 50 }) || null) as string | null)
      : undefined,
  };
  if (result.feedback && !FEEDBACK.includes(result.feedback)) {
    throw invalidParam(details.name('feedback'), `Invalid cancellation_details[feedback]: must be one of ${FEEDBACK.join(', ')}`);
  }
  details.done();
  return result;
}

/** The one item of a new subscription: the plan's price, and how many. */
function onlyItem(p: Params): { price: string; quantity: number } {
  const items = p.objects('items');
  if (!items || items.length === 0) throw invalidRequest('Missing required param: items.', { param: 'items', code: 'parameter_missing' });
  if (items.length > 1) throw invalidParam('items[1]', 'The local payments emulator has one price; a subscription has exactly one item.');
  const item = items[0] as Params;
  const price = item.string('price', { max: 255, required: true }) as string;
  const quantity = item.integer('quantity', { min: 1, max: 100 }) ?? 1;
  item.ignore('metadata', 'tax_rates', 'discounts');
  item.done();
  return { price, quantity };
}

/** Whether a subscription is listed for `status`: without one, all but the ended ones. */
function listedFor(status: (typeof SUBSCRIPTION_STATUSES)[number] | undefined, s: SubscriptionStatus): boolean {
  if (status === 'all') return true;
  if (status === 'ended') return ENDED_STATUSES.includes(s);
  if (status !== undefined) return s === status;
  return !ENDED_STATUSES.includes(s);
}

export const subscriptionRoutes: Route[] = [
  route('POST', '/v1/subscriptions', (ctx, p) => {
    const customer = p.string('customer', { max: 255, required: true }) as string;
    const { price, quantity } = onlyItem(p);
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
    p.ignore('off_session', 'proration_behavior', 'automatic_tax', 'currency');
    return expanded(ctx, p, () => createSubscription(ctx.billing, input));
  }),
  route('GET', '/v1/subscriptions', (ctx, p) => {
    const customer = p.string('customer', { max: 255 });
    const price = p.string('price', { max: 255 });
    const status = p.oneOf('status', SUBSCRIPTION_STATUSES);
    p.ignore('created', 'current_period_end', 'current_period_start', 'collection_method', 'test_clock');
    const records = ctx.store
      .all<SubscriptionObject>('subscriptions')
      .filter(
        (r) =>
          (customer === undefined || r.data.customer === customer) &&
          (price === undefined || price === ctx.billing.plan.priceId) &&
          listedFor(status, r.data.status),
      );
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
    p.ignore('proration_behavior', 'payment_behavior', 'off_session');
    return expanded(ctx, p, () => updateSubscription(ctx.billing, id, input));
  }),
  route('DELETE', '/v1/subscriptions/:id', (ctx, p, [id = '']) => {
    const details = cancellationDetails(p);
    p.ignore('invoice_now', 'prorate');
    return expanded(ctx, p, () => cancelSubscription(ctx.billing, checkId(id, 'subscription', 'subscription_exposed_id'), details));
  }),

  // The test hook that moves a subscription to the end of its period.
  route('POST', '/__emulator/advance', (ctx, p) => {
    const subscriptionId = p.string('subscriptionId', { max: 255, required: true }) as string;
    p.oneOf('to', ['period_end'] as const, { required: true });
    p.done();
    return { body: advanceToPeriodEnd(ctx.billing, checkId(subscriptionId, 'subscription', 'subscriptionId')) };
  }),
];
