import { cardError, invalidRequest, noSuch } from '../errors';
import { newId } from '../ids';
import type { StoredRecord } from '../store';
import { chargeIntent } from './charges';
import { addPeriods, nowSeconds } from './clock';
import { clone, previousAttributes, type Billing } from './context';
import { invoiceObject, takeInvoiceNumber, voidOpenInvoice, type InvoiceDraft } from './invoices';
import { hasEnded, type InvoiceObject, type Metadata, type PaymentIntentObject, type PaymentMethodObject, type SubscriptionItemObject, type SubscriptionObject } from './objects';
import { paymentIntentObject } from './payment-intents';
import { cardOf, chargeablePaymentMethod, preparePaymentMethod, saveDefaultPaymentMethod, savePaymentMethod } from './payment-methods';
import { planObject, priceObject, requirePrice, type PlanConfig } from './plan';

/** Subscriptions to the plan: made by the API or a paid checkout, changed, cancelled. */
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

function subscriptionItem(plan: PlanConfig, subscription: string, quantity: number, now: number, periodEnd: number): SubscriptionItemObject {
  return {
    id: newId('subscription_item'),
    object: 'subscription_item',
    billing_thresholds: null,
    created: now,
    current_period_end: periodEnd,
    current_period_start: now,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planObject(plan),
    price: priceObject(plan),
    quantity,
    subscription,
    tax_rates: [],
  };
}

function subscriptionObject(plan: PlanConfig, input: CreateSubscriptionInput, now: number): SubscriptionObject {
  const id = newId('subscription');
  const periodEnd = addPeriods(now, plan.interval, 1);
  const item = subscriptionItem(plan, id, input.quantity, now, periodEnd);
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
    currency: plan.currency,
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
    plan: planObject(plan),
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

/** A finalized invoice for one period of a subscription, with the intent that pays it. */
export function openInvoice(billing: Billing, draft: InvoiceDraft): { invoice: InvoiceObject; intent: PaymentIntentObject } {
  const { customer, number } = takeInvoiceNumber(billing, draft.sub.customer);
  const item = draft.sub.items.data[0] as SubscriptionItemObject;
  const intent = paymentIntentObject({
    amount: billing.plan.unitAmount * item.quantity,
    currency: billing.plan.currency,
    customer: customer.id,
    description: draft.reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    metadata: {},
    receiptEmail: null,
    automaticPaymentMethods: false,
  });
  return { invoice: invoiceObject(billing.plan, draft, customer, number, intent), intent };
}

/** Stores a subscription with its new latest invoice and that invoice's intent, in this order. */
export function storeWithInvoice(billing: Billing, sub: SubscriptionObject, internal: Record<string, unknown>, opened: { invoice: InvoiceObject; intent: PaymentIntentObject }): void {
  sub.latest_invoice = opened.invoice.id;
  billing.store.put('subscriptions', sub, internal);
  billing.store.put('invoices', opened.invoice);
  billing.store.put('payment_intents', opened.intent, { invoiceId: opened.invoice.id });
}

/**
 * A subscription to the plan and its first invoice. With a working default card (the
 * subscription's or the customer's) it is paid at once and the subscription is `active`;
 * otherwise it is `incomplete` until its invoice's intent is confirmed.
 */
export function createSubscription(billing: Billing, input: CreateSubscriptionInput, options: { paymentMethod?: StoredRecord<PaymentMethodObject> } = {}): SubscriptionObject {
  billing.customerRecord(input.customer);
  requirePrice(billing.plan, input.price, 'items[0][price]');
  const now = nowSeconds();
  const sub = subscriptionObject(billing.plan, input, now);
  let pm = options.paymentMethod;
  if (!pm && input.defaultPaymentMethod) {
    pm = preparePaymentMethod(billing, input.defaultPaymentMethod, input.customer, 'default_payment_method', { mustBeAttached: true });
  }
  if (pm) sub.default_payment_method = pm.data.id;
  const toCharge = input.paymentBehavior === 'default_incomplete' ? undefined : (pm ?? chargeablePaymentMethod(billing, sub));
  const decline = toCharge ? cardOf(toCharge).decline : undefined;
  if (decline && input.paymentBehavior === 'error_if_incomplete') throw cardError(decline);

  if (pm) savePaymentMethod(billing, pm);
  const opened = openInvoice(billing, { sub, reason: 'subscription_create', period: { start: now, end: sub.current_period_end }, invoicePeriod: { start: now, end: now } });
  if (toCharge && !decline) sub.status = 'active';
  storeWithInvoice(billing, sub, { periodIndex: 0 }, opened);
  billing.emit('customer.subscription.created', sub);
  if (toCharge) {
    // The subscription's status is already the outcome's, so no second "updated" event.
    chargeIntent(billing, billing.paymentIntentRecord(opened.intent.id), toCharge, { emitSubscriptionChange: false });
  }
  return billing.subscriptionRecord(sub.id).data;
}

function setCancelAtPeriodEnd(sub: SubscriptionObject, cancel: boolean): void {
  sub.cancel_at_period_end = cancel;
  sub.cancel_at = cancel ? sub.current_period_end : null;
  sub.canceled_at = cancel ? nowSeconds() : null;
  sub.cancellation_details.reason = cancel ? 'cancellation_requested' : null;
}

export function updateSubscription(
  billing: Billing,
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
  const record = billing.subscriptionRecord(id);
  const before = record.data;
  const sub = clone(before);
  if (hasEnded(sub) && (input.cancelAtPeriodEnd !== undefined || input.description !== undefined || input.defaultPaymentMethod !== undefined)) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.', { code: 'invalid_canceled_subscription_fields' });
  }
  if (input.metadata !== undefined) sub.metadata = input.metadata;
  if (input.description !== undefined) sub.description = input.description;
  if (input.cancellationComment !== undefined) sub.cancellation_details.comment = input.cancellationComment;
  if (input.cancellationFeedback !== undefined) sub.cancellation_details.feedback = input.cancellationFeedback;
  if (input.defaultPaymentMethod === null) sub.default_payment_method = null;
  else if (input.defaultPaymentMethod !== undefined) {
    sub.default_payment_method = saveDefaultPaymentMethod(billing, input.defaultPaymentMethod, sub.customer, 'default_payment_method').id;
  }
  if (input.cancelAtPeriodEnd !== undefined && input.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
    setCancelAtPeriodEnd(sub, input.cancelAtPeriodEnd);
  }
  const changed = previousAttributes(before, sub);
  if (Object.keys(changed).length === 0) return sub;
  billing.store.put('subscriptions', sub, record.internal);
  billing.emit('customer.subscription.updated', sub, changed);
  return sub;
}

/** Ends a subscription now (DELETE). An unpaid first invoice is voided with its intent. */
export function cancelSubscription(billing: Billing, id: string, input: { comment?: string | null; feedback?: string | null }, reason = 'cancellation_requested'): SubscriptionObject {
  const record = billing.subscriptionRecord(id);
  if (hasEnded(record.data)) throw noSuch('subscription', id, 'subscription_exposed_id');
  const sub = clone(record.data);
  const now = nowSeconds();
  if (sub.status === 'incomplete') voidOpenInvoice(billing, sub);
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
  billing.store.put('subscriptions', sub, record.internal);
  billing.emit('customer.subscription.deleted', sub);
  return sub;
}
