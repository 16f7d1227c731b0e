import type { StripeObject } from '../store';

/**
 * The shapes of the emulator's objects: those of the current API (the SDK's types), plus
 * two fields older API versions had and many integrations still read:
 * `invoice.payment_intent` and the subscription's `current_period_start` /
 * `current_period_end`, kept equal to those of its item. Only the fields the emulator
 * reads are typed; the others are in the objects all the same.
 */
export type Metadata = Record<string, string>;

export interface CustomerObject extends StripeObject {
  object: 'customer';
  /** the stub an earlier version's `DELETE /v1/customers/:id` left on disk */
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

export interface SubscriptionItemObject extends StripeObject {
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

/** Subscriptions in these states are over: they are listed only when asked for. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export const hasEnded = (sub: { status: SubscriptionStatus }) => ENDED_STATUSES.includes(sub.status);

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

export type InvoiceReason = 'subscription_create' | 'subscription_cycle';

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

/** What a checkout session keeps for the subscription it makes, outside the API's object. */
export interface CheckoutInternal extends Record<string, unknown> {
  quantity: number;
  subscriptionMetadata: Metadata;
  subscriptionDescription: string | null;
}

export interface PortalSessionObject extends StripeObject {
  object: 'billing_portal.session';
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
}
