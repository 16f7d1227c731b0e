import { checkoutRecord, createCheckoutSession } from '../billing/checkout-sessions';
import { invalidParam, invalidRequest } from '../errors';
import type { Params } from '../params';
import { cardOnly, checkId, expanded, one } from './responses';
import { route, type Route } from './route';

/** Subscription mode on the hosted page only: `hosted_page` in the current API, `hosted` in earlier versions. */
function checkHostedSubscription(p: Params): void {
  const mode = p.oneOf('mode', ['payment', 'setup', 'subscription'] as const, { required: true });
  if (mode !== 'subscription') {
    throw invalidParam('mode', 'The local payments emulator supports Checkout in subscription mode only.');
  }
  const uiMode = p.oneOf('ui_mode', ['hosted_page', 'hosted', 'embedded_page', 'elements', 'form', 'embedded', 'custom'] as const);
  if (uiMode && uiMode !== 'hosted_page' && uiMode !== 'hosted') throw invalidParam('ui_mode', 'The local payments emulator supports hosted Checkout only.');
}

/** The one line item of a subscription checkout: the plan's price, and how many. */
function onlyLineItem(p: Params): { price: string; quantity: number } {
  const items = p.objects('line_items');
  if (!items || items.length === 0) throw invalidRequest('Missing required param: line_items.', { param: 'line_items', code: 'parameter_missing' });
  if (items.length > 1) throw invalidParam('line_items[1]', 'The local payments emulator has one price; a subscription checkout has exactly one line item.');
  const item = items[0] as Params;
  const price = item.string('price', { max: 255 });
  if (!price) throw invalidRequest('Missing required param: line_items[0][price].', { param: 'line_items[0][price]', code: 'parameter_missing' });
  const quantity = item.integer('quantity', { min: 1, max: 100 }) ?? 1;
  item.ignore('tax_rates', 'dynamic_tax_rates');
  item.done();
  return { price, quantity };
}

/** `subscription_data`: what the subscription the checkout makes is to carry. */
function subscriptionData(p: Params) {
  const data = p.object('subscription_data');
  const subscriptionMetadata = data?.metadata() ?? {};
  const subscriptionDescription = data?.nullableString('description', 500) ?? null;
  data?.ignore('proration_behavior', 'billing_cycle_anchor', 'default_tax_rates');
  data?.done();
  return { subscriptionMetadata, subscriptionDescription };
}

const IGNORED = [
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
];

export const checkoutSessionRoutes: Route[] = [
  route('POST', '/v1/checkout/sessions', (ctx, p) => {
    checkHostedSubscription(p);
    const customer = p.string('customer', { max: 255 }) || undefined;
    const customerEmail = p.email('customer_email') ?? undefined;
    if (customer && customerEmail) {
      throw invalidRequest('You may only specify one of these parameters: customer, customer_email.', { param: 'customer_email', code: 'parameters_exclusive' });
    }
    const { price, quantity } = onlyLineItem(p);
    cardOnly(p);
    const { subscriptionMetadata, subscriptionDescription } = subscriptionData(p);
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
    p.ignore(...IGNORED);
    return expanded(ctx, p, () => createCheckoutSession(ctx.billing, input));
  }),
  route('GET', '/v1/checkout/sessions/:id', (ctx, p, [id = '']) => one(ctx, p, checkoutRecord(ctx.billing, checkId(id, 'checkout.session', 'session')).data)),
];
