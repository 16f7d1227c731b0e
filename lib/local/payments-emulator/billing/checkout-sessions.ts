import { invalidParam, noSuch, type CardDecline } from '../errors';
import { newId } from '../ids';
import type { StoredRecord, StripeObject } from '../store';
import { DAY, nowSeconds } from './clock';
import { clone, emptyAddress, type Billing } from './context';
import { createCustomer } from './customers';
import type { CheckoutInternal, CheckoutSessionObject, CustomerObject, Metadata } from './objects';
import { paymentMethodFromCard, type TypedCard } from './payment-methods';
import { priceObject, requirePrice } from './plan';
import { createSubscription } from './subscriptions';

/** Checkout sessions in subscription mode, paid on the hosted page (`/c/pay/<id>`). */
export interface CheckoutInput {
  customer?: string;
  customerEmail?: string;
  price: string;
  quantity: number;
  successUrl: string;
  cancelUrl?: string;
  clientReferenceId?: string;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
  expiresAt?: number;
}

/** The session, expired first when its time is up. */
export function checkoutRecord(billing: Billing, id: string, param = 'session'): StoredRecord<CheckoutSessionObject> {
  const record = billing.store.get<CheckoutSessionObject>('checkout_sessions', id);
  if (!record) throw noSuch('checkout.session', id, param);
  if (record.data.status === 'open' && record.data.expires_at <= nowSeconds()) {
    const expired = clone(record.data);
    expired.status = 'expired';
    expired.url = null;
    return billing.store.put('checkout_sessions', expired, record.internal);
  }
  return record;
}

function checkoutSessionObject(billing: Billing, input: CheckoutInput, now: number, expiresAt: number): CheckoutSessionObject {
  const id = newId('checkout_session');
  const amount = billing.plan.unitAmount * input.quantity;
  return {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl ?? null,
    client_reference_id: input.clientReferenceId ?? null,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: now,
    currency: billing.plan.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer ?? null,
    customer_account: null,
    customer_creation: input.customer ? null : 'always',
    customer_details: input.customerEmail ? { address: null, email: input.customerEmail, name: null, phone: null, tax_exempt: 'none', tax_ids: null } : null,
    customer_email: input.customerEmail ?? null,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: { allow_redisplay_filters: ['always'], payment_method_remove: 'disabled', payment_method_save: null },
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${billing.publicUrl}/c/pay/${id}`,
    wallet_options: null,
  };
}

export function createCheckoutSession(billing: Billing, input: CheckoutInput): CheckoutSessionObject {
  if (input.customer) billing.customerRecord(input.customer);
  requirePrice(billing.plan, input.price, 'line_items[0][price]');
  const now = nowSeconds();
  const expiresAt = input.expiresAt ?? now + DAY;
  if (expiresAt < now + 30 * 60 || expiresAt > now + DAY) {
    throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
  }
  const session = checkoutSessionObject(billing, input, now, expiresAt);
  const internal: CheckoutInternal = {
    quantity: input.quantity,
    subscriptionMetadata: input.subscriptionMetadata,
    subscriptionDescription: input.subscriptionDescription,
  };
  billing.store.put('checkout_sessions', session, internal);
  return session;
}

/** Checkout's line items as Stripe lists them (`expand[]=line_items`). */
export function checkoutLineItems(billing: Billing, record: StoredRecord<CheckoutSessionObject>): StripeObject {
  const quantity = Number(record.internal.quantity ?? 1);
  const amount = billing.plan.unitAmount * quantity;
  return {
    id: `${record.data.id}_lines`,
    object: 'list',
    data: [
      {
        id: `li_${record.data.id.slice(-24)}`,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: billing.plan.currency,
        description: billing.plan.productName,
        price: priceObject(billing.plan),
        quantity,
      },
    ],
    has_more: false,
    url: `/v1/checkout/sessions/${record.data.id}/line_items`,
  };
}

/** The email the checkout page shows, or undefined when the page must ask for it. */
export function checkoutEmail(billing: Billing, session: CheckoutSessionObject): string | undefined {
  if (session.customer) {
    const customer = billing.store.get<CustomerObject>('customers', session.customer);
    if (customer && !customer.data.deleted && customer.data.email) return customer.data.email;
  }
  return session.customer_email ?? undefined;
}

/**
 * Pays a checkout session with a typed card: a declined card changes nothing (the page
 * shows the decline); otherwise the customer (made when the session had none), the
 * subscription and its paid first invoice, then the completed session, with their events.
 */
export function completeCheckout(
  billing: Billing,
  id: string,
  typed: TypedCard,
  email: string,
): { ok: true; session: CheckoutSessionObject } | { ok: false; decline: CardDecline } {
  const record = checkoutRecord(billing, id);
  if (record.data.status !== 'open') return { ok: true, session: record.data };
  if (typed.card.decline) return { ok: false, decline: typed.card.decline };
  const internal = record.internal as CheckoutInternal;
  const session = clone(record.data);
  let customerId = session.customer;
  if (customerId) {
    const existing = billing.store.get<CustomerObject>('customers', customerId);
    if (!existing || existing.data.deleted) return { ok: false, decline: { code: 'resource_missing', message: 'This checkout session can no longer be paid: its customer was deleted.' } };
  } else {
    customerId = createCustomer(billing, { email, name: typed.name }).id;
  }
  const sub = createSubscription(
    billing,
    {
      customer: customerId,
      price: billing.plan.priceId,
      quantity: Number(internal.quantity ?? 1),
      metadata: internal.subscriptionMetadata ?? {},
      description: internal.subscriptionDescription ?? null,
      paymentBehavior: 'allow_incomplete',
      saveDefaultPaymentMethod: 'off',
      cancelAtPeriodEnd: false,
    },
    { paymentMethod: paymentMethodFromCard(typed, customerId, email) },
  );
  session.status = 'complete';
  session.payment_status = sub.status === 'active' ? 'paid' : 'unpaid';
  session.customer = customerId;
  session.customer_details = { address: emptyAddress(), email, name: typed.name, phone: null, tax_exempt: 'none', tax_ids: [] };
  session.subscription = sub.id;
  session.invoice = sub.latest_invoice;
  session.url = null;
  billing.store.put('checkout_sessions', session, internal);
  billing.emit('checkout.session.completed', session);
  return { ok: true, session };
}
