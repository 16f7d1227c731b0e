import { invalidRequest } from '../errors';
import type { StoredRecord } from '../store';
import { chargeIntent } from './charges';
import { addPeriods } from './clock';
import { clone, previousAttributes, type Billing } from './context';
import { hasEnded, type InvoiceObject, type SubscriptionObject } from './objects';
import { chargeablePaymentMethod } from './payment-methods';
import { cancelSubscription, openInvoice, storeWithInvoice } from './subscriptions';

/**
 * The test hook that moves time on: the subscription reaches the end of its current period.
 * One set to cancel at period end ends (`customer.subscription.deleted`); an active one
 * renews: the period moves on and a new invoice is charged to its card (`invoice.paid`), or
 * it becomes `past_due` when that fails (`invoice.payment_failed`). A `past_due` one ends,
 * as with Stripe's default when every retry has failed.
 */
export function advanceToPeriodEnd(billing: Billing, id: string): SubscriptionObject {
  const record = billing.subscriptionRecord(id, 'subscriptionId');
  const sub = record.data;
  if (hasEnded(sub)) {
    throw invalidRequest(`The subscription ${id} has already ended.`, { param: 'subscriptionId' });
  }
  if (sub.status === 'incomplete') {
    throw invalidRequest(`The subscription ${id} is incomplete: confirm the payment intent of its first invoice, or cancel it.`, { param: 'subscriptionId' });
  }
  if (sub.cancel_at_period_end) return endAtPeriodEnd(billing, record);
  if (sub.status === 'past_due' || sub.status === 'unpaid') return cancelSubscription(billing, id, {}, 'payment_failed');
  renew(billing, record);
  return billing.subscriptionRecord(id).data;
}

function endAtPeriodEnd(billing: Billing, record: StoredRecord<SubscriptionObject>): SubscriptionObject {
  const sub = clone(record.data);
  sub.status = 'canceled';
  sub.ended_at = sub.current_period_end;
  billing.store.put('subscriptions', sub, record.internal);
  billing.emit('customer.subscription.deleted', sub);
  return sub;
}

/** The next period, its invoice, and the charge of that invoice to the subscription's card. */
function renew(billing: Billing, record: StoredRecord<SubscriptionObject>): void {
  const before = record.data;
  const k = Number(record.internal.periodIndex ?? 0) + 1;
  const sub = clone(before);
  const start = addPeriods(sub.billing_cycle_anchor, billing.plan.interval, k);
  const end = addPeriods(sub.billing_cycle_anchor, billing.plan.interval, k + 1);
  sub.current_period_start = start;
  sub.current_period_end = end;
  for (const item of sub.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
  const opened = openInvoice(billing, {
    sub,
    reason: 'subscription_cycle',
    period: { start, end },
    invoicePeriod: { start: before.current_period_start, end: before.current_period_end },
  });
  storeWithInvoice(billing, sub, { ...record.internal, periodIndex: k }, opened);
  billing.emit('customer.subscription.updated', sub, previousAttributes(before, sub));
  const pm = chargeablePaymentMethod(billing, sub);
  if (pm) chargeIntent(billing, billing.paymentIntentRecord(opened.intent.id), pm);
  else fallBehind(billing, sub, opened.invoice);
}

/** Nothing to charge: the invoice stays open and the subscription falls behind. */
function fallBehind(billing: Billing, sub: SubscriptionObject, invoice: InvoiceObject): void {
  const failed = clone(invoice);
  failed.attempt_count = 1;
  failed.attempted = true;
  billing.store.put('invoices', failed);
  billing.emit('invoice.payment_failed', failed);
  const late = clone(sub);
  late.status = 'past_due';
  billing.store.put('subscriptions', late);
  billing.emit('customer.subscription.updated', late, { status: sub.status });
}
