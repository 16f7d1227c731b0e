import { cardFingerprint, testCardByToken, type TestCard } from './cards';
import { cardError, invalidParam, invalidRequest, noSuch, type ApiError, type CardDecline } from './errors';
import { newId, randomToken } from './ids';
import type { PaymentsStore, StoredRecord, StripeObject } from './store';
import type { EventType, RequestInfo, WebhookDispatcher } from './webhooks';

/**
 * What the emulator does: customers, cards (Stripe's test cards and tokens), payment
 * intents, one recurring price with its subscriptions and invoices, checkout and
 * billing-portal sessions, and the events of every change. Objects have the shapes of the
 * current API (the SDK's types), plus two fields older API versions had and many
 * integrations still read: `invoice.payment_intent` and the subscription's
 * `current_period_start` / `current_period_end`, kept equal to those of its item.
 * Every method runs to its end without waiting, so two requests never interleave.
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface PlanConfig {
  priceId: string;
  productId: string;
  productName: string;
  /** in the currency's smallest unit (cents) */
  unitAmount: number;
  currency: string;
  interval: Interval;
}

export const DEFAULT_PLAN: PlanConfig = {
  priceId: 'price_solace_premium_monthly',
  productId: 'prod_solace_premium',
  productName: 'Premium Subscription',
  unitAmount: 4999,
  currency: 'usd',
  interval: 'month',
};

type Metadata = Record<string, string>;

export interface CustomerObject extends StripeObject {
  object: 'customer';
  deleted?: true;
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: Metadata;
  invoice_settings: { custom_fields: null; default_payment_method: string | null; footer: null; rendering_options: null };
  invoice_prefix: string;
  next_invoice_sequence: number;
  currency: string | null;
}

export interface PaymentMethodObject extends StripeObject {
  object: 'payment_method';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; [key: string]: unknown };
  billing_details: { name: string | null; email: string | null; [key: string]: unknown };
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface PaymentIntentObject extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  metadata: Metadata;
  payment_method: string | null;
  status: PaymentIntentStatus;
  client_secret: string;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  receipt_email: string | null;
}

export type SubscriptionStatus = 'incomplete' | 'incomplete_expired' | 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

interface SubscriptionItemObject extends StripeObject {
  current_period_start: number;
  current_period_end: number;
  quantity: number;
}

export interface SubscriptionObject extends StripeObject {
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  cancellation_details: { comment: string | null; feedback: string | null; reason: string | null };
  ended_at: number | null;
  billing_cycle_anchor: number;
  current_period_start: number;
  current_period_end: number;
  default_payment_method: string | null;
  description: string | null;
  items: { object: 'list'; data: SubscriptionItemObject[]; has_more: false; total_count: number; url: string };
  latest_invoice: string | null;
  metadata: Metadata;
  payment_settings: { payment_method_options: null; payment_method_types: null; save_default_payment_method: 'off' | 'on_subscription' };
}

export interface InvoiceObject extends StripeObject {
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  payment_intent: string | null;
  status_transitions: { finalized_at: number | null; marked_uncollectible_at: number | null; paid_at: number | null; voided_at: number | null };
  payments: { object: 'list'; data: Record<string, unknown>[]; has_more: false; url: string };
  parent: { type: 'subscription_details'; quote_details: null; subscription_details: { metadata: Metadata; subscription: string } };
}

export interface CheckoutSessionObject extends StripeObject {
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  customer: string | null;
  customer_email: string | null;
  customer_details: Record<string, unknown> | null;
  success_url: string;
  cancel_url: string | null;
  client_reference_id: string | null;
  expires_at: number;
  subscription: string | null;
  invoice: string | null;
  url: string | null;
  amount_total: number;
  currency: string;
  metadata: Metadata;
}

export interface PortalSessionObject extends StripeObject {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
}

export interface CheckoutInternal extends Record<string, unknown> {
  quantity: number;
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

const DAY = 86_400;

/** The end of the k-th period after the anchor; months keep the anchor's day, or the month's last day. */
export function addPeriods(anchor: number, interval: Interval, k: number): number {
  if (interval === 'day') return anchor + k * DAY;
  if (interval === 'week') return anchor + k * 7 * DAY;
  const d = new Date(anchor * 1000);
  const months = d.getUTCMonth() + (interval === 'month' ? k : 12 * k);
  const year = d.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000;
}

const clone = <T>(value: T): T => structuredClone(value);

/** Top-level fields whose value changed, with their old value (an event's `previous_attributes`). */
function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return changed;
}

const emptyAddress = () => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });

type PaymentBehavior = 'allow_incomplete' | 'default_incomplete' | 'error_if_incomplete';

export interface CreateSubscriptionInput {
  customer: string;
  price: string;
  quantity: number;
  metadata: Metadata;
  description: string | null;
  defaultPaymentMethod?: string;
  paymentBehavior: PaymentBehavior;
  saveDefaultPaymentMethod: 'off' | 'on_subscription';
  cancelAtPeriodEnd: boolean;
}

export interface TypedCard {
  card: TestCard;
  expMonth: number;
  expYear: number;
  name: string;
}

export class Billing {
  /** The API request being answered, recorded on the events it causes. */
  request: RequestInfo = { id: null, idempotency_key: null };

  constructor(
    private readonly store: PaymentsStore,
    readonly plan: PlanConfig,
    private readonly webhooks: WebhookDispatcher,
    public publicUrl: string,
    private readonly created = 1_704_067_200,
  ) {}

  private emit(type: EventType, object: StripeObject, previous?: Record<string, unknown>): void {
    this.webhooks.emit(type, object, this.request, previous);
  }

  // ---------------------------------------------------------------- the plan

  product(): StripeObject {
    return {
      id: this.plan.productId,
      object: 'product',
      active: true,
      created: this.created,
      default_price: this.plan.priceId,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: {},
      name: this.plan.productName,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      tax_details: null,
      type: 'service',
      unit_label: null,
      updated: this.created,
      url: null,
    };
  }

  price(): StripeObject {
    return {
      id: this.plan.priceId,
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      created: this.created,
      currency: this.plan.currency,
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: this.plan.productId,
      recurring: { interval: this.plan.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
      tax_behavior: 'unspecified',
      tiers_mode: null,
      transform_quantity: null,
      type: 'recurring',
      unit_amount: this.plan.unitAmount,
      unit_amount_decimal: String(this.plan.unitAmount),
    };
  }

  private planObject(): StripeObject {
    return {
      id: this.plan.priceId,
      object: 'plan',
      active: true,
      amount: this.plan.unitAmount,
      amount_decimal: String(this.plan.unitAmount),
      billing_scheme: 'per_unit',
      created: this.created,
      currency: this.plan.currency,
      interval: this.plan.interval,
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: this.plan.productId,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: 'licensed',
    };
  }

  requirePrice(id: string, param: string): void {
    if (id !== this.plan.priceId) throw noSuch('price', id, param);
  }

  // ---------------------------------------------------------------- customers

  customerRecord(id: string, param = 'customer'): StoredRecord<CustomerObject> {
    const record = this.store.get<CustomerObject>('customers', id);
    if (!record || record.data.deleted) throw noSuch('customer', id, param);
    return record;
  }

  createCustomer(input: {
    email?: string | null;
    name?: string | null;
    description?: string | null;
    phone?: string | null;
    metadata?: Metadata;
    paymentMethod?: string;
    defaultPaymentMethod?: string;
  }): CustomerObject {
    const customer: CustomerObject = {
      id: newId('customer'),
      object: 'customer',
      address: null,
      balance: 0,
      created: nowSeconds(),
      currency: null,
      customer_account: null,
      default_source: null,
      delinquent: false,
      description: input.description ?? null,
      discount: null,
      email: input.email ?? null,
      invoice_prefix: randomToken(8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: input.metadata ?? {},
      name: input.name ?? null,
      next_invoice_sequence: 1,
      phone: input.phone ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    // A card that cannot be attached stops the creation before anything is stored.
    const attached = input.paymentMethod ? this.preparePaymentMethod(input.paymentMethod, customer.id, 'payment_method') : undefined;
    const defaultPm = input.defaultPaymentMethod
      ? input.defaultPaymentMethod === input.paymentMethod && attached
        ? attached
        : this.preparePaymentMethod(input.defaultPaymentMethod, customer.id, 'invoice_settings[default_payment_method]')
      : undefined;
    if (defaultPm) customer.invoice_settings.default_payment_method = defaultPm.data.id;
    if (attached) this.store.put('payment_methods', attached.data, attached.internal);
    if (defaultPm && defaultPm !== attached) this.store.put('payment_methods', defaultPm.data, defaultPm.internal);
    this.store.put('customers', customer);
    return customer;
  }

  updateCustomer(
    id: string,
    input: {
      email?: string | null;
      name?: string | null;
      description?: string | null;
      phone?: string | null;
      metadata?: Metadata;
      defaultPaymentMethod?: string | null;
    },
  ): CustomerObject {
    const customer = clone(this.customerRecord(id, 'id').data);
    if (input.email !== undefined) customer.email = input.email;
    if (input.name !== undefined) customer.name = input.name;
    if (input.description !== undefined) customer.description = input.description;
    if (input.phone !== undefined) customer.phone = input.phone;
    if (input.metadata !== undefined) customer.metadata = input.metadata;
    if (input.defaultPaymentMethod === null) customer.invoice_settings.default_payment_method = null;
    else if (input.defaultPaymentMethod) {
      const pm = this.preparePaymentMethod(input.defaultPaymentMethod, customer.id, 'invoice_settings[default_payment_method]', { mustBeAttached: true });
      this.store.put('payment_methods', pm.data, pm.internal);
      customer.invoice_settings.default_payment_method = pm.data.id;
    }
    this.store.put('customers', customer);
    return customer;
  }

  deleteCustomer(id: string): StripeObject {
    this.customerRecord(id, 'id');
    for (const sub of this.store.all<SubscriptionObject>('subscriptions')) {
      if (sub.data.customer === id && !['canceled', 'incomplete_expired'].includes(sub.data.status)) this.cancelSubscription(sub.data.id, {});
    }
    const stub = { id, object: 'customer', deleted: true as const };
    this.store.put('customers', stub, { deleted: true });
    return stub;
  }

  // ---------------------------------------------------------------- payment methods

  private paymentMethodObject(card: TestCard, expMonth: number, expYear: number, customer: string | null, billing: { name?: string; email?: string | null }): PaymentMethodObject {
    return {
      id: newId('payment_method'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: emptyAddress(), email: billing.email ?? null, name: billing.name ?? null, phone: null, tax_id: null },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        display_brand: card.brand === 'amex' ? 'american_express' : card.brand,
        exp_month: expMonth,
        exp_year: expYear,
        fingerprint: cardFingerprint(card),
        funding: card.funding,
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        regulated_status: 'unregulated',
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: nowSeconds(),
      customer,
      customer_account: null,
      livemode: false,
      metadata: {},
      type: 'card',
    };
  }

  /** A payment method from a typed card (the hosted page); not stored yet. */
  paymentMethodFromCard(typed: TypedCard, customer: string | null, email: string | null): StoredRecord<PaymentMethodObject> {
    const data = this.paymentMethodObject(typed.card, typed.expMonth, typed.expYear, customer, { name: typed.name, email });
    return { seq: 0, data, internal: { card: typed.card } };
  }

  paymentMethodRecord(id: string, param = 'payment_method'): StoredRecord<PaymentMethodObject> {
    const record = this.store.get<PaymentMethodObject>('payment_methods', id);
    if (!record) throw noSuch('PaymentMethod', id, param);
    return record;
  }

  /**
   * The payment method an id or a test token (`pm_card_visa`) names, attached to `customer`
   * when one is given; a token makes a new one. Nothing is stored yet: the caller stores
   * it once the whole request is known to succeed.
   */
  private preparePaymentMethod(
    idOrToken: string,
    customer: string | undefined,
    param: string,
    options: { mustBeAttached?: boolean } = {},
  ): StoredRecord<PaymentMethodObject> {
    const token = testCardByToken(idOrToken);
    let record: StoredRecord<PaymentMethodObject>;
    if (token) {
      const year = new Date().getUTCFullYear() + 3;
      record = { seq: 0, data: this.paymentMethodObject(token, 12, year, null, {}), internal: { card: token } };
    } else {
      record = clone(this.paymentMethodRecord(idOrToken, param));
    }
    if (!customer) return record;
    if (record.data.customer && record.data.customer !== customer) {
      throw invalidRequest(`The payment method you provided has already been attached to another customer.`, { param, code: 'resource_already_exists' });
    }
    if (!record.data.customer) {
      if (options.mustBeAttached && !token) {
        throw invalidRequest(`The customer does not have a payment method with the ID ${record.data.id}. The payment method must be attached to the customer.`, {
          param,
          code: 'resource_missing',
        });
      }
      const card = record.internal.card as TestCard;
      if (card.decline && card.declinesOnAttach) throw cardError(card.decline, { param });
      record.data.customer = customer;
    }
    return record;
  }

  attachPaymentMethod(id: string, customer: string): PaymentMethodObject {
    this.customerRecord(customer);
    const record = this.preparePaymentMethod(id, customer, 'payment_method');
    this.store.put('payment_methods', record.data, record.internal);
    return record.data;
  }

  detachPaymentMethod(id: string): PaymentMethodObject {
    const record = clone(this.paymentMethodRecord(id, 'payment_method'));
    const customerId = record.data.customer;
    if (!customerId) throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', { param: 'payment_method', code: 'payment_method_unexpected_state' });
    record.data.customer = null;
    this.store.put('payment_methods', record.data, record.internal);
    const customer = this.store.get<CustomerObject>('customers', customerId);
    if (customer && !customer.data.deleted && customer.data.invoice_settings.default_payment_method === id) {
      const updated = clone(customer.data);
      updated.invoice_settings.default_payment_method = null;
      this.store.put('customers', updated);
    }
    return record.data;
  }

  // ---------------------------------------------------------------- payment intents

  paymentIntentRecord(id: string, param = 'intent'): StoredRecord<PaymentIntentObject> {
    const record = this.store.get<PaymentIntentObject>('payment_intents', id);
    if (!record) throw noSuch('payment_intent', id, param);
    return record;
  }

  private paymentIntentObject(input: {
    amount: number;
    currency: string;
    customer: string | null;
    description: string | null;
    metadata: Metadata;
    receiptEmail: string | null;
    automaticPaymentMethods: boolean;
  }): PaymentIntentObject {
    const id = newId('payment_intent');
    return {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: null,
      amount: input.amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: input.automaticPaymentMethods ? { allow_redirects: 'always', enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomToken(25)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: input.currency,
      customer: input.customer,
      customer_account: null,
      description: input.description,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: input.metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: input.receiptEmail,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
  }

  createPaymentIntent(input: {
    amount: number;
    currency: string;
    customer?: string;
    description?: string | null;
    metadata?: Metadata;
    receiptEmail?: string | null;
    paymentMethod?: string;
    confirm: boolean;
    automaticPaymentMethods: boolean;
  }): PaymentIntentObject {
    if (input.customer) this.customerRecord(input.customer);
    const pi = this.paymentIntentObject({
      amount: input.amount,
      currency: input.currency,
      customer: input.customer ?? null,
      description: input.description ?? null,
      metadata: input.metadata ?? {},
      receiptEmail: input.receiptEmail ?? null,
      automaticPaymentMethods: input.automaticPaymentMethods,
    });
    const pm = input.paymentMethod ? this.preparePaymentMethod(input.paymentMethod, undefined, 'payment_method') : undefined;
    if (pm) {
      this.checkOwnership(pm, pi.customer);
      this.store.put('payment_methods', pm.data, pm.internal);
      pi.payment_method = pm.data.id;
      pi.status = 'requires_confirmation';
    }
    this.store.put('payment_intents', pi);
    if (input.confirm) return this.confirmPaymentIntent(pi.id, {});
    return pi;
  }

  updatePaymentIntent(id: string, input: { amount?: number; currency?: string; description?: string | null; metadata?: Metadata; receiptEmail?: string | null; paymentMethod?: string; customer?: string }): PaymentIntentObject {
    const record = this.paymentIntentRecord(id);
    const pi = clone(record.data);
    const changesPayment = input.amount !== undefined || input.currency !== undefined || input.paymentMethod !== undefined || input.customer !== undefined;
    if (changesPayment && !['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
      throw invalidRequest(`This PaymentIntent's amount, currency, customer or payment_method could not be updated because it has a status of ${pi.status}.`, {
        code: 'payment_intent_unexpected_state',
      });
    }
    if (record.internal.invoiceId && (input.amount !== undefined || input.currency !== undefined || input.customer !== undefined)) {
      throw invalidRequest('The amount, currency and customer of an invoice payment cannot be changed; they come from the invoice.', { code: 'payment_intent_invalid_parameter' });
    }
    if (input.customer !== undefined) {
      this.customerRecord(input.customer);
      pi.customer = input.customer;
    }
    if (input.amount !== undefined) pi.amount = input.amount;
    if (input.currency !== undefined) pi.currency = input.currency;
    if (input.description !== undefined) pi.description = input.description;
    if (input.metadata !== undefined) pi.metadata = input.metadata;
    if (input.receiptEmail !== undefined) pi.receipt_email = input.receiptEmail;
    if (input.paymentMethod !== undefined) {
      const pm = this.preparePaymentMethod(input.paymentMethod, undefined, 'payment_method');
      this.checkOwnership(pm, pi.customer);
      this.store.put('payment_methods', pm.data, pm.internal);
      pi.payment_method = pm.data.id;
      pi.status = 'requires_confirmation';
    }
    this.store.put('payment_intents', pi, record.internal);
    return pi;
  }

  private checkOwnership(pm: StoredRecord<PaymentMethodObject>, customer: string | null): void {
    if (pm.data.customer && pm.data.customer !== customer) {
      throw invalidRequest(`The provided PaymentMethod ${pm.data.id} belongs to a different customer than the one on this PaymentIntent.`, {
        param: 'payment_method',
        code: 'payment_intent_invalid_parameter',
      });
    }
  }

  /**
   * Confirms with the given or the intent's payment method. A decline is stored (the intent
   * back to `requires_payment_method` with `last_payment_error`, its events sent) and then
   * answered with Stripe's 402 card error.
   */
  confirmPaymentIntent(id: string, input: { paymentMethod?: string }): PaymentIntentObject {
    const record = this.paymentIntentRecord(id);
    const pi = record.data;
    if (pi.status === 'succeeded') {
      throw invalidRequest('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.', {
        code: 'payment_intent_unexpected_state',
      });
    }
    if (pi.status === 'canceled' || pi.status === 'processing') {
      throw invalidRequest(
        `You cannot confirm this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_payment_method, requires_action.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    let pm: StoredRecord<PaymentMethodObject> | undefined;
    if (input.paymentMethod) {
      pm = this.preparePaymentMethod(input.paymentMethod, undefined, 'payment_method');
      this.checkOwnership(pm, pi.customer);
      this.store.put('payment_methods', pm.data, pm.internal);
    } else if (pi.payment_method) {
      pm = this.paymentMethodRecord(pi.payment_method);
    }
    if (!pm) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const outcome = this.charge(record, pm);
    if (outcome.decline) throw outcome.error;
    return outcome.intent;
  }

  cancelPaymentIntent(id: string, reason: string | null): PaymentIntentObject {
    const record = this.paymentIntentRecord(id);
    if (record.internal.invoiceId) {
      throw invalidRequest('You cannot cancel this PaymentIntent because it was created by an invoice.', { code: 'payment_intent_unexpected_state' });
    }
    if (record.data.status === 'succeeded' || record.data.status === 'canceled') {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${record.data.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        { code: 'payment_intent_unexpected_state' },
      );
    }
    const pi = clone(record.data);
    pi.status = 'canceled';
    pi.canceled_at = nowSeconds();
    pi.cancellation_reason = reason;
    this.store.put('payment_intents', pi, record.internal);
    this.emit('payment_intent.canceled', pi);
    return pi;
  }

  /**
   * One charge attempt of an intent with a payment method; stores the charge and the intent,
   * settles the intent's invoice if it has one, and sends the events, in Stripe's order.
   */
  private charge(
    record: StoredRecord<PaymentIntentObject>,
    pm: StoredRecord<PaymentMethodObject>,
    options: { emitSubscriptionChange?: boolean } = {},
  ): { intent: PaymentIntentObject; decline?: CardDecline; error?: ApiError } {
    const pi = clone(record.data);
    const card = pm.internal.card as TestCard;
    const decline = card.decline;
    const now = nowSeconds();
    const chargeId = newId('charge');
    const charge: StripeObject = {
      id: chargeId,
      object: 'charge',
      amount: pi.amount,
      amount_captured: decline ? 0 : pi.amount,
      amount_refunded: 0,
      application: null,
      application_fee: null,
      application_fee_amount: null,
      balance_transaction: null,
      billing_details: pm.data.billing_details,
      calculated_statement_descriptor: 'SOLACE',
      captured: !decline,
      created: now,
      currency: pi.currency,
      customer: pi.customer,
      description: pi.description,
      disputed: false,
      failure_balance_transaction: null,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      fraud_details: {},
      livemode: false,
      metadata: {},
      on_behalf_of: null,
      outcome: decline
        ? { network_status: 'declined_by_network', reason: decline.decline_code ?? decline.code, risk_level: 'normal', seller_message: 'The bank did not return any further details with this decline.', type: 'issuer_declined' }
        : { network_status: 'approved_by_network', reason: null, risk_level: 'normal', seller_message: 'Payment complete.', type: 'authorized' },
      paid: !decline,
      payment_intent: pi.id,
      payment_method: pm.data.id,
      payment_method_details: {
        card: { brand: pm.data.card.brand, country: 'US', exp_month: pm.data.card.exp_month, exp_year: pm.data.card.exp_year, funding: pm.data.card.funding, last4: pm.data.card.last4 },
        type: 'card',
      },
      receipt_email: pi.receipt_email,
      receipt_number: null,
      receipt_url: null,
      refunded: false,
      review: null,
      shipping: null,
      source: null,
      source_transfer: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: decline ? 'failed' : 'succeeded',
      transfer_data: null,
      transfer_group: null,
    };
    this.store.put('charges', charge);
    pi.latest_charge = chargeId;
    if (decline) {
      pi.status = 'requires_payment_method';
      pi.payment_method = null;
      pi.last_payment_error = {
        type: 'card_error',
        code: decline.code,
        ...(decline.decline_code ? { decline_code: decline.decline_code } : {}),
        message: decline.message,
        doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
        charge: chargeId,
        payment_method: clone(pm.data),
      };
    } else {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      pi.payment_method = pm.data.id;
      pi.last_payment_error = null;
    }
    this.store.put('payment_intents', pi, record.internal);
    this.emit(decline ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', pi);
    const invoiceId = record.internal.invoiceId;
    if (typeof invoiceId === 'string') this.settleInvoice(invoiceId, pm.data.id, !decline, options.emitSubscriptionChange ?? true);
    if (!decline) return { intent: pi };
    return {
      intent: pi,
      decline,
      error: cardError(decline, { charge: chargeId, payment_intent: clone(pi), payment_method: clone(pm.data) }),
    };
  }

  // ---------------------------------------------------------------- invoices

  invoiceRecord(id: string, param = 'invoice'): StoredRecord<InvoiceObject> {
    const record = this.store.get<InvoiceObject>('invoices', id);
    if (!record) throw noSuch('invoice', id, param);
    return record;
  }

  /** A finalized invoice for one period of a subscription, with the intent that pays it. */
  private openInvoice(
    sub: SubscriptionObject,
    reason: 'subscription_create' | 'subscription_cycle',
    period: { start: number; end: number },
    /** Stripe's invoice period: the creation time for a first invoice, the period that ended for a renewal */
    invoicePeriod: { start: number; end: number },
  ): { invoice: InvoiceObject; intent: PaymentIntentObject } {
    const customerRecord = this.customerRecord(sub.customer);
    const customer = clone(customerRecord.data);
    const item = sub.items.data[0] as SubscriptionItemObject;
    const amount = this.plan.unitAmount * item.quantity;
    const now = nowSeconds();
    const id = newId('invoice');
    const intent = this.paymentIntentObject({
      amount,
      currency: this.plan.currency,
      customer: customer.id,
      description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
      metadata: {},
      receiptEmail: null,
      automaticPaymentMethods: false,
    });
    const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
    customer.next_invoice_sequence += 1;
    customer.currency ??= this.plan.currency;
    this.store.put('customers', customer);
    const price = this.plan.unitAmount.toFixed(0);
    const invoice: InvoiceObject = {
      id,
      object: 'invoice',
      account_country: 'US',
      account_name: 'Solace',
      account_tax_ids: null,
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amount,
      amount_shipping: 0,
      application: null,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      created: now,
      currency: this.plan.currency,
      custom_fields: null,
      customer: customer.id,
      customer_account: null,
      customer_address: null,
      customer_email: customer.email,
      customer_name: customer.name,
      customer_phone: customer.phone,
      customer_shipping: null,
      customer_tax_exempt: 'none',
      customer_tax_ids: [],
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: null,
      discounts: [],
      due_date: null,
      effective_at: now,
      ending_balance: 0,
      footer: null,
      from_invoice: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      issuer: { type: 'self' },
      last_finalization_error: null,
      latest_revision: null,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('invoice_line'),
            object: 'line_item',
            amount,
            currency: this.plan.currency,
            description: `${item.quantity} × ${this.plan.productName} (at $${(this.plan.unitAmount / 100).toFixed(2)} / ${this.plan.interval})`,
            discount_amounts: [],
            discountable: true,
            discounts: [],
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: sub.id,
                subscription_item: item.id,
              },
              type: 'subscription_item_details',
            },
            period: { end: period.end, start: period.start },
            pretax_credit_amounts: [],
            pricing: { price_details: { price: this.plan.priceId, product: this.plan.productId }, type: 'price_details', unit_amount_decimal: price },
            quantity: item.quantity,
            quantity_decimal: String(item.quantity),
            subscription: sub.id,
            subtotal: amount,
            taxes: [],
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number,
      on_behalf_of: null,
      parent: { quote_details: null, subscription_details: { metadata: clone(sub.metadata), subscription: sub.id }, type: 'subscription_details' },
      payment_intent: intent.id,
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
      payments: {
        object: 'list',
        data: [
          {
            id: newId('invoice_payment'),
            object: 'invoice_payment',
            amount_paid: null,
            amount_requested: amount,
            created: now,
            currency: this.plan.currency,
            invoice: id,
            is_default: true,
            livemode: false,
            payment: { payment_intent: intent.id, type: 'payment_intent' },
            status: 'open',
            status_transitions: { canceled_at: null, paid_at: null },
          },
        ],
        has_more: false,
        url: '/v1/invoice_payments',
      },
      period_end: invoicePeriod.end,
      period_start: invoicePeriod.start,
      post_payment_credit_notes_amount: 0,
      pre_payment_credit_notes_amount: 0,
      receipt_number: null,
      rendering: null,
      shipping_cost: null,
      shipping_details: null,
      starting_balance: 0,
      statement_descriptor: null,
      status: 'open',
      status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      subtotal_excluding_tax: amount,
      test_clock: null,
      total: amount,
      total_discount_amounts: [],
      total_excluding_tax: amount,
      total_pretax_credit_amounts: [],
      total_taxes: [],
      webhooks_delivered_at: now,
    };
    return { invoice, intent };
  }

  /** After a charge attempt of an invoice's intent: the invoice and, on a change, its subscription. */
  private settleInvoice(invoiceId: string, paymentMethod: string, paid: boolean, emitSubscriptionChange: boolean): void {
    const record = this.store.get<InvoiceObject>('invoices', invoiceId);
    if (!record) return;
    const invoice = clone(record.data);
    const now = nowSeconds();
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (paid) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      invoice.status_transitions.paid_at = now;
      const payment = invoice.payments.data[0];
      if (payment) {
        payment.status = 'paid';
        payment.amount_paid = invoice.amount_due;
        payment.status_transitions = { canceled_at: null, paid_at: now };
      }
    }
    this.store.put('invoices', invoice, record.internal);
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);

    const subId = invoice.parent.subscription_details.subscription;
    const subRecord = this.store.get<SubscriptionObject>('subscriptions', subId);
    if (!subRecord) return;
    const before = subRecord.data;
    const sub = clone(before);
    if (paid) {
      if (sub.status === 'incomplete' || sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
      if (sub.payment_settings.save_default_payment_method === 'on_subscription' && !sub.default_payment_method) {
        sub.default_payment_method = paymentMethod;
      }
    } else if (invoice.billing_reason === 'subscription_cycle' && sub.status === 'active') {
      sub.status = 'past_due';
    }
    const changed = previousAttributes(before, sub);
    if (Object.keys(changed).length === 0) return;
    this.store.put('subscriptions', sub, subRecord.internal);
    if (emitSubscriptionChange) this.emit('customer.subscription.updated', sub, changed);
  }

  /** Pays an open invoice now (`invoices.pay`), with the given card or the subscription's or customer's default. */
  payInvoice(id: string, paymentMethod?: string): InvoiceObject {
    const record = this.invoiceRecord(id);
    const invoice = record.data;
    if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid', { code: 'invoice_not_editable' });
    if (invoice.status !== 'open' || !invoice.payment_intent) {
      throw invalidRequest(`This invoice can no longer be paid: its status is ${invoice.status}.`, { code: 'invoice_not_editable' });
    }
    let pm: StoredRecord<PaymentMethodObject> | undefined;
    if (paymentMethod) {
      pm = this.preparePaymentMethod(paymentMethod, invoice.customer, 'payment_method');
      this.store.put('payment_methods', pm.data, pm.internal);
    } else {
      const sub = this.store.get<SubscriptionObject>('subscriptions', invoice.parent.subscription_details.subscription);
      pm = sub ? this.chargeablePaymentMethod(sub.data) : undefined;
    }
    if (!pm) {
      throw invalidRequest('There is no payment method to charge: pass payment_method, or give the customer a default payment method.', {
        code: 'invoice_no_payment_method_types',
      });
    }
    const outcome = this.charge(this.paymentIntentRecord(invoice.payment_intent), pm);
    if (outcome.error) throw outcome.error;
    return this.invoiceRecord(id).data;
  }

  // ---------------------------------------------------------------- subscriptions

  subscriptionRecord(id: string, param = 'subscription_exposed_id'): StoredRecord<SubscriptionObject> {
    const record = this.store.get<SubscriptionObject>('subscriptions', id);
    if (!record) throw noSuch('subscription', id, param);
    return record;
  }

  /** The payment method a subscription charges: its own default, else its customer's. */
  private chargeablePaymentMethod(sub: SubscriptionObject): StoredRecord<PaymentMethodObject> | undefined {
    const customer = this.store.get<CustomerObject>('customers', sub.customer);
    const id = sub.default_payment_method ?? (customer && !customer.data.deleted ? customer.data.invoice_settings.default_payment_method : null);
    return id ? this.store.get<PaymentMethodObject>('payment_methods', id) : undefined;
  }

  private subscriptionObject(input: CreateSubscriptionInput, now: number): SubscriptionObject {
    const id = newId('subscription');
    const periodEnd = addPeriods(now, this.plan.interval, 1);
    const item: SubscriptionItemObject = {
      id: newId('subscription_item'),
      object: 'subscription_item',
      billing_thresholds: null,
      created: now,
      current_period_end: periodEnd,
      current_period_start: now,
      current_trial: null,
      discounts: [],
      metadata: {},
      plan: this.planObject(),
      price: this.price(),
      quantity: input.quantity,
      subscription: id,
      tax_rates: [],
    };
    return {
      id,
      object: 'subscription',
      application: null,
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: now,
      billing_cycle_anchor_config: null,
      billing_mode: { flexible: null, type: 'classic' },
      billing_schedules: [],
      billing_thresholds: null,
      cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
      cancel_at_period_end: input.cancelAtPeriodEnd,
      canceled_at: input.cancelAtPeriodEnd ? now : null,
      cancellation_details: { comment: null, feedback: null, reason: input.cancelAtPeriodEnd ? 'cancellation_requested' : null },
      collection_method: 'charge_automatically',
      created: now,
      currency: this.plan.currency,
      current_period_end: periodEnd,
      current_period_start: now,
      customer: input.customer,
      customer_account: null,
      days_until_due: null,
      default_payment_method: null,
      default_source: null,
      default_tax_rates: [],
      description: input.description,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
      items: { object: 'list', data: [item], has_more: false, total_count: 1, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null,
      livemode: false,
      managed_payments: null,
      metadata: input.metadata,
      next_pending_invoice_item_invoice: null,
      on_behalf_of: null,
      pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: input.saveDefaultPaymentMethod },
      pending_invoice_item_interval: null,
      pending_setup_intent: null,
      pending_update: null,
      plan: this.planObject(),
      quantity: input.quantity,
      schedule: null,
      start_date: now,
      status: 'incomplete',
      test_clock: null,
      transfer_data: null,
      trial_end: null,
      trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
      trial_start: null,
    };
  }

  /**
   * A subscription to the plan and its first invoice. With a working default card (the
   * subscription's or the customer's) it is paid at once and the subscription is `active`;
   * otherwise it is `incomplete` until its invoice's intent is confirmed.
   */
  createSubscription(input: CreateSubscriptionInput, options: { paymentMethod?: StoredRecord<PaymentMethodObject> } = {}): SubscriptionObject {
    this.customerRecord(input.customer);
    this.requirePrice(input.price, 'items[0][price]');
    const now = nowSeconds();
    const sub = this.subscriptionObject(input, now);
    let pm = options.paymentMethod;
    if (!pm && input.defaultPaymentMethod) {
      pm = this.preparePaymentMethod(input.defaultPaymentMethod, input.customer, 'default_payment_method', { mustBeAttached: true });
    }
    if (pm) sub.default_payment_method = pm.data.id;
    const toCharge = input.paymentBehavior === 'default_incomplete' ? undefined : (pm ?? this.chargeablePaymentMethod(sub));
    const decline = toCharge ? (toCharge.internal.card as TestCard).decline : undefined;
    if (decline && input.paymentBehavior === 'error_if_incomplete') throw cardError(decline);

    if (pm) this.store.put('payment_methods', pm.data, pm.internal);
    const { invoice, intent } = this.openInvoice(sub, 'subscription_create', { start: now, end: sub.current_period_end }, { start: now, end: now });
    sub.latest_invoice = invoice.id;
    if (toCharge && !decline) sub.status = 'active';
    this.store.put('subscriptions', sub, { periodIndex: 0 });
    this.store.put('invoices', invoice);
    this.store.put('payment_intents', intent, { invoiceId: invoice.id });
    this.emit('customer.subscription.created', sub);
    if (toCharge) {
      // The subscription's status is already the outcome's, so no second "updated" event.
      this.charge(this.paymentIntentRecord(intent.id), toCharge, { emitSubscriptionChange: false });
    }
    return this.subscriptionRecord(sub.id).data;
  }

  updateSubscription(
    id: string,
    input: {
      cancelAtPeriodEnd?: boolean;
      metadata?: Metadata;
      description?: string | null;
      defaultPaymentMethod?: string | null;
      cancellationComment?: string | null;
      cancellationFeedback?: string | null;
    },
  ): SubscriptionObject {
    const record = this.subscriptionRecord(id);
    const before = record.data;
    const sub = clone(before);
    const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
    if (ended && (input.cancelAtPeriodEnd !== undefined || input.description !== undefined || input.defaultPaymentMethod !== undefined)) {
      throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', { code: 'invalid_canceled_subscription_fields' });
    }
    if (input.metadata !== undefined) sub.metadata = input.metadata;
    if (input.description !== undefined) sub.description = input.description;
    if (input.cancellationComment !== undefined) sub.cancellation_details.comment = input.cancellationComment;
    if (input.cancellationFeedback !== undefined) sub.cancellation_details.feedback = input.cancellationFeedback;
    if (input.defaultPaymentMethod === null) sub.default_payment_method = null;
    else if (input.defaultPaymentMethod !== undefined) {
      const pm = this.preparePaymentMethod(input.defaultPaymentMethod, sub.customer, 'default_payment_method', { mustBeAttached: true });
      this.store.put('payment_methods', pm.data, pm.internal);
      sub.default_payment_method = pm.data.id;
    }
    if (input.cancelAtPeriodEnd !== undefined && input.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      this.setCancelAtPeriodEnd(sub, input.cancelAtPeriodEnd);
    }
    const changed = previousAttributes(before, sub);
    if (Object.keys(changed).length === 0) return sub;
    this.store.put('subscriptions', sub, record.internal);
    this.emit('customer.subscription.updated', sub, changed);
    return sub;
  }

  private setCancelAtPeriodEnd(sub: SubscriptionObject, cancel: boolean): void {
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? sub.current_period_end : null;
    sub.canceled_at = cancel ? nowSeconds() : null;
    sub.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
  }

  /** Ends a subscription now (DELETE). An unpaid first invoice is voided with its intent. */
  cancelSubscription(id: string, input: { comment?: string | null; feedback?: string | null }, reason = 'cancellation_requested'): SubscriptionObject {
    const record = this.subscriptionRecord(id);
    if (record.data.status === 'canceled' || record.data.status === 'incomplete_expired') throw noSuch('subscription', id, 'subscription_exposed_id');
    const sub = clone(record.data);
    const now = nowSeconds();
    if (sub.status === 'incomplete') this.voidOpenInvoice(sub);
    sub.status = 'canceled';
    sub.canceled_at = now;
    sub.ended_at = now;
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    sub.cancellation_details = {
      comment: input.comment ?? sub.cancellation_details.comment,
      feedback: input.feedback ?? sub.cancellation_details.feedback,
      reason,
    };
    this.store.put('subscriptions', sub, record.internal);
    this.emit('customer.subscription.deleted', sub);
    return sub;
  }

  private voidOpenInvoice(sub: SubscriptionObject): void {
    if (!sub.latest_invoice) return;
    const record = this.store.get<InvoiceObject>('invoices', sub.latest_invoice);
    if (!record || record.data.status !== 'open') return;
    const invoice = clone(record.data);
    const now = nowSeconds();
    invoice.status = 'void';
    invoice.amount_remaining = 0;
    invoice.status_transitions.voided_at = now;
    const payment = invoice.payments.data[0];
    if (payment) {
      payment.status = 'canceled';
      payment.status_transitions = { canceled_at: now, paid_at: null };
    }
    this.store.put('invoices', invoice, record.internal);
    const piRecord = invoice.payment_intent ? this.store.get<PaymentIntentObject>('payment_intents', invoice.payment_intent) : undefined;
    if (piRecord && piRecord.data.status !== 'succeeded' && piRecord.data.status !== 'canceled') {
      const pi = clone(piRecord.data);
      pi.status = 'canceled';
      pi.canceled_at = now;
      pi.cancellation_reason = 'void_invoice';
      this.store.put('payment_intents', pi, piRecord.internal);
    }
  }

  /**
   * The test hook: the subscription reaches the end of its current period. One set to
   * cancel at period end ends (`customer.subscription.deleted`); an active one renews: the
   * period moves on and a new invoice is charged to its card (`invoice.paid`), or it becomes
   * `past_due` when that fails (`invoice.payment_failed`). A `past_due` one ends, as with
   * Stripe's default when every retry has failed.
   */
  advanceToPeriodEnd(id: string): SubscriptionObject {
    const record = this.subscriptionRecord(id, 'subscriptionId');
    const before = record.data;
    if (before.status === 'canceled' || before.status === 'incomplete_expired') {
      throw invalidRequest(`The subscription ${id} has already ended.`, { param: 'subscriptionId' });
    }
    if (before.status === 'incomplete') {
      throw invalidRequest(`The subscription ${id} is incomplete: confirm the payment intent of its first invoice, or cancel it.`, { param: 'subscriptionId' });
    }
    if (before.cancel_at_period_end) {
      const sub = clone(before);
      sub.status = 'canceled';
      sub.ended_at = sub.current_period_end;
      this.store.put('subscriptions', sub, record.internal);
      this.emit('customer.subscription.deleted', sub);
      return sub;
    }
    if (before.status === 'past_due' || before.status === 'unpaid') {
      return this.cancelSubscription(id, {}, 'payment_failed');
    }
    const k = Number(record.internal.periodIndex ?? 0) + 1;
    const sub = clone(before);
    const start = addPeriods(sub.billing_cycle_anchor, this.plan.interval, k);
    const end = addPeriods(sub.billing_cycle_anchor, this.plan.interval, k + 1);
    sub.current_period_start = start;
    sub.current_period_end = end;
    for (const item of sub.items.data) {
      item.current_period_start = start;
      item.current_period_end = end;
    }
    const { invoice, intent } = this.openInvoice(
      sub,
      'subscription_cycle',
      { start, end },
      { start: before.current_period_start, end: before.current_period_end },
    );
    sub.latest_invoice = invoice.id;
    this.store.put('subscriptions', sub, { ...record.internal, periodIndex: k });
    this.store.put('invoices', invoice);
    this.store.put('payment_intents', intent, { invoiceId: invoice.id });
    this.emit('customer.subscription.updated', sub, previousAttributes(before, sub));
    const pm = this.chargeablePaymentMethod(sub);
    if (pm) {
      this.charge(this.paymentIntentRecord(intent.id), pm);
    } else {
      // Nothing to charge: the invoice stays open and the subscription falls behind.
      const failed = clone(invoice);
      failed.attempt_count = 1;
      failed.attempted = true;
      this.store.put('invoices', failed);
      this.emit('invoice.payment_failed', failed);
      const late = clone(sub);
      late.status = 'past_due';
      this.store.put('subscriptions', late);
      this.emit('customer.subscription.updated', late, { status: sub.status });
    }
    return this.subscriptionRecord(id).data;
  }

  // ---------------------------------------------------------------- checkout

  checkoutRecord(id: string, param = 'session'): StoredRecord<CheckoutSessionObject> {
    const record = this.store.get<CheckoutSessionObject>('checkout_sessions', id);
    if (!record) throw noSuch('checkout.session', id, param);
    if (record.data.status === 'open' && record.data.expires_at <= nowSeconds()) {
      const expired = clone(record.data);
      expired.status = 'expired';
      expired.url = null;
      return this.store.put('checkout_sessions', expired, record.internal);
    }
    return record;
  }

  createCheckoutSession(input: {
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
  }): CheckoutSessionObject {
    if (input.customer) this.customerRecord(input.customer);
    this.requirePrice(input.price, 'line_items[0][price]');
    const now = nowSeconds();
    const expiresAt = input.expiresAt ?? now + DAY;
    if (expiresAt < now + 30 * 60 || expiresAt > now + DAY) {
      throw invalidParam('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.');
    }
    const id = newId('checkout_session');
    const amount = this.plan.unitAmount * input.quantity;
    const session: CheckoutSessionObject = {
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
      currency: this.plan.currency,
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
      url: `${this.publicUrl}/c/pay/${id}`,
      wallet_options: null,
    };
    const internal: CheckoutInternal = {
      quantity: input.quantity,
      subscriptionMetadata: input.subscriptionMetadata,
      subscriptionDescription: input.subscriptionDescription,
    };
    this.store.put('checkout_sessions', session, internal);
    return session;
  }

  /** Checkout's line items as Stripe lists them (`expand[]=line_items`). */
  checkoutLineItems(record: StoredRecord<CheckoutSessionObject>): StripeObject {
    const quantity = Number(record.internal.quantity ?? 1);
    const amount = this.plan.unitAmount * quantity;
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
          currency: this.plan.currency,
          description: this.plan.productName,
          price: this.price(),
          quantity,
        },
      ],
      has_more: false,
      url: `/v1/checkout/sessions/${record.data.id}/line_items`,
    };
  }

  /** The email the checkout page shows, or undefined when the page must ask for it. */
  checkoutEmail(session: CheckoutSessionObject): string | undefined {
    if (session.customer) {
      const customer = this.store.get<CustomerObject>('customers', session.customer);
      if (customer && !customer.data.deleted && customer.data.email) return customer.data.email;
    }
    return session.customer_email ?? undefined;
  }

  /**
   * Pays a checkout session with a typed card: a declined card changes nothing (the page
   * shows the decline); otherwise the customer (made when the session had none), the
   * subscription and its paid first invoice, then the completed session, with their events.
   */
  completeCheckout(id: string, typed: TypedCard, email: string): { ok: true; session: CheckoutSessionObject } | { ok: false; decline: CardDecline } {
    const record = this.checkoutRecord(id);
    if (record.data.status !== 'open') return { ok: true, session: record.data };
    if (typed.card.decline) return { ok: false, decline: typed.card.decline };
    const internal = record.internal as CheckoutInternal;
    const session = clone(record.data);
    let customerId = session.customer;
    if (customerId) {
      const existing = this.store.get<CustomerObject>('customers', customerId);
      if (!existing || existing.data.deleted) return { ok: false, decline: { code: 'resource_missing', message: 'This checkout session can no longer be paid: its customer was deleted.' } };
    } else {
      customerId = this.createCustomer({ email, name: typed.name }).id;
    }
    const pm = this.paymentMethodFromCard(typed, customerId, email);
    const sub = this.createSubscription(
      {
        customer: customerId,
        price: this.plan.priceId,
        quantity: Number(internal.quantity ?? 1),
        metadata: internal.subscriptionMetadata ?? {},
        description: internal.subscriptionDescription ?? null,
        paymentBehavior: 'allow_incomplete',
        saveDefaultPaymentMethod: 'off',
        cancelAtPeriodEnd: false,
      },
      { paymentMethod: pm },
    );
    session.status = 'complete';
    session.payment_status = sub.status === 'active' ? 'paid' : 'unpaid';
    session.customer = customerId;
    session.customer_details = { address: emptyAddress(), email, name: typed.name, phone: null, tax_exempt: 'none', tax_ids: [] };
    session.subscription = sub.id;
    session.invoice = sub.latest_invoice;
    session.url = null;
    this.store.put('checkout_sessions', session, internal);
    this.emit('checkout.session.completed', session);
    return { ok: true, session };
  }

  // ---------------------------------------------------------------- billing portal

  createPortalSession(input: { customer: string; returnUrl?: string }): PortalSessionObject {
    this.customerRecord(input.customer);
    const id = newId('billing_portal_session');
    const session: PortalSessionObject = {
      id,
      object: 'billing_portal.session',
      configuration: 'bpc_solace_local',
      created: nowSeconds(),
      customer: input.customer,
      customer_account: null,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: input.returnUrl ?? null,
      url: `${this.publicUrl}/p/session/${id}`,
    };
    this.store.put('billing_portal_sessions', session);
    return session;
  }

  portalRecord(id: string): StoredRecord<PortalSessionObject> | undefined {
    return this.store.get<PortalSessionObject>('billing_portal_sessions', id);
  }

  /** The customer's subscriptions the portal shows: all but the ended ones, newest first. */
  portalSubscriptions(customer: string): SubscriptionObject[] {
    return this.store
      .all<SubscriptionObject>('subscriptions')
      .map((r) => r.data)
      .filter((s) => s.customer === customer && !['canceled', 'incomplete_expired'].includes(s.status));
  }

  paymentMethodSummary(sub: SubscriptionObject): string | undefined {
    const pm = this.chargeablePaymentMethod(sub);
    if (!pm) return undefined;
    const brand = pm.data.card.brand === 'amex' ? 'American Express' : pm.data.card.brand === 'mastercard' ? 'Mastercard' : 'Visa';
    return `${brand} ending in ${pm.data.card.last4}`;
  }

  /** Cancel at period end (true) or resume (false) from the portal, for its own customer's subscription. */
  portalSetCancel(sessionId: string, subId: string, cancel: boolean): boolean {
    const portal = this.portalRecord(sessionId);
    const sub = this.store.get<SubscriptionObject>('subscriptions', subId);
    if (!portal || !sub || sub.data.customer !== portal.data.customer) return false;
    if (!['active', 'trialing', 'past_due'].includes(sub.data.status)) return false;
    this.request = { id: null, idempotency_key: null };
    this.updateSubscription(subId, { cancelAtPeriodEnd: cancel });
    return true;
  }
}
