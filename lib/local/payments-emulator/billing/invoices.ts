import { newId } from '../ids';
import { nowSeconds } from './clock';
import { clone, previousAttributes, type Billing } from './context';
import type { CustomerObject, InvoiceObject, InvoiceReason, PaymentIntentObject, SubscriptionItemObject, SubscriptionObject } from './objects';
import type { PlanConfig } from './plan';

/**
 * A subscription's invoices: one per period, finalized at once with the payment intent
 * that pays it (`invoice.payment_intent`), then paid or failed by that intent's charges,
 * or voided when the subscription ends before its first one is paid.
 */
export interface InvoiceDraft {
  sub: SubscriptionObject;
  reason: InvoiceReason;
  /** the period of the subscription the invoice bills */
  period: { start: number; end: number };
  /** Stripe's invoice period: the creation time for a first invoice, the period that ended for a renewal */
  invoicePeriod: { start: number; end: number };
}

/** The customer's next invoice number (`<prefix>-0001`); the customer is stored with its sequence moved on. */
export function takeInvoiceNumber(billing: Billing, customerId: string): { customer: CustomerObject; number: string } {
  const customer = clone(billing.customerRecord(customerId).data);
  const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  customer.currency ??= billing.plan.currency;
  billing.store.put('customers', customer);
  return { customer, number };
}

/** The invoice's one line: the subscription's item for the billed period. */
function invoiceLine(plan: PlanConfig, invoiceId: string, draft: InvoiceDraft, item: SubscriptionItemObject, amount: number) {
  return {
    id: newId('invoice_line'),
    object: 'line_item',
    amount,
    currency: plan.currency,
    description: `${item.quantity} × ${plan.productName} (at $${(plan.unitAmount / 100).toFixed(2)} / ${plan.interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoiceId,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: draft.sub.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: { end: draft.period.end, start: draft.period.start },
    pretax_credit_amounts: [],
    pricing: { price_details: { price: plan.priceId, product: plan.productId }, type: 'price_details', unit_amount_decimal: plan.unitAmount.toFixed(0) },
    quantity: item.quantity,
    quantity_decimal: String(item.quantity),
    subscription: draft.sub.id,
    subtotal: amount,
    taxes: [],
  };
}

/** The invoice's payment by its intent, open until the intent is charged. */
function invoicePayment(plan: PlanConfig, invoiceId: string, intent: PaymentIntentObject, now: number) {
  return {
    id: newId('invoice_payment'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: intent.amount,
    created: now,
    currency: plan.currency,
    invoice: invoiceId,
    is_default: true,
    livemode: false,
    payment: { payment_intent: intent.id, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

/** A finalized invoice of one period of a subscription, to be paid by `intent`. */
export function invoiceObject(plan: PlanConfig, draft: InvoiceDraft, customer: CustomerObject, number: string, intent: PaymentIntentObject): InvoiceObject {
  const id = newId('invoice');
  const amount = intent.amount;
  const now = nowSeconds();
  const item = draft.sub.items.data[0] as SubscriptionItemObject;
  return {
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
    billing_reason: draft.reason,
    collection_method: 'charge_automatically',
    confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
    created: now,
    currency: plan.currency,
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
    lines: { object: 'list', data: [invoiceLine(plan, id, draft, item, amount)], has_more: false, total_count: 1, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number,
    on_behalf_of: null,
    parent: { quote_details: null, subscription_details: { metadata: clone(draft.sub.metadata), subscription: draft.sub.id }, type: 'subscription_details' },
    payment_intent: intent.id,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    payments: { object: 'list', data: [invoicePayment(plan, id, intent, now)], has_more: false, url: '/v1/invoice_payments' },
    period_end: draft.invoicePeriod.end,
    period_start: draft.invoicePeriod.start,
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
}

/** The invoice after one charge attempt of its intent. */
function attempted(before: InvoiceObject, paid: boolean): InvoiceObject {
  const invoice = clone(before);
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (!paid) return invoice;
  const now = nowSeconds();
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
  return invoice;
}

/** A paid invoice makes its subscription active; a failed renewal makes an active one past due. */
function subscriptionAfterPayment(billing: Billing, invoice: InvoiceObject, paymentMethod: string, paid: boolean, emitChange: boolean): void {
  const subRecord = billing.store.get<SubscriptionObject>('subscriptions', invoice.parent.subscription_details.subscription);
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
  billing.store.put('subscriptions', sub, subRecord.internal);
  if (emitChange) billing.emit('customer.subscription.updated', sub, changed);
}

/** After a charge attempt of an invoice's intent: the invoice and, on a change, its subscription. */
export function settleInvoice(billing: Billing, invoiceId: string, paymentMethod: string, paid: boolean, emitSubscriptionChange: boolean): void {
  const record = billing.store.get<InvoiceObject>('invoices', invoiceId);
  if (!record) return;
  const invoice = attempted(record.data, paid);
  billing.store.put('invoices', invoice, record.internal);
  billing.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  subscriptionAfterPayment(billing, invoice, paymentMethod, paid, emitSubscriptionChange);
}

/** The subscription's latest invoice, when still open, voided with its intent. */
export function voidOpenInvoice(billing: Billing, sub: SubscriptionObject): void {
  if (!sub.latest_invoice) return;
  const record = billing.store.get<InvoiceObject>('invoices', sub.latest_invoice);
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
  billing.store.put('invoices', invoice, record.internal);
  const piRecord = invoice.payment_intent ? billing.store.get<PaymentIntentObject>('payment_intents', invoice.payment_intent) : undefined;
  if (piRecord && piRecord.data.status !== 'succeeded' && piRecord.data.status !== 'canceled') {
    const pi = clone(piRecord.data);
    pi.status = 'canceled';
    pi.canceled_at = now;
    pi.cancellation_reason = 'void_invoice';
    billing.store.put('payment_intents', pi, piRecord.internal);
  }
}
