import { invalidRequest } from '../errors';
import { newId, randomToken } from '../ids';
import type { StoredRecord } from '../store';
import { chargeIntent } from './charges';
import { nowSeconds } from './clock';
import type { Billing } from './context';
import type { Metadata, PaymentIntentObject, PaymentMethodObject } from './objects';
import { preparePaymentMethod, savePaymentMethod } from './payment-methods';

/** Payment intents: made by the API or by an invoice, and paid by confirming them with a card. */
export function paymentIntentObject(input: {
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

/** The payment method an intent is to be paid with, checked against its customer and stored. */
function intentPaymentMethod(billing: Billing, idOrToken: string, customer: string | null): StoredRecord<PaymentMethodObject> {
  const pm = preparePaymentMethod(billing, idOrToken, undefined, 'payment_method');
  if (pm.data.customer && pm.data.customer !== customer) {
    throw invalidRequest(`The provided PaymentMethod ${pm.data.id} belongs to a different customer than the one on this PaymentIntent.`, {
      param: 'payment_method',
      code: 'payment_intent_invalid_parameter',
    });
  }
  savePaymentMethod(billing, pm);
  return pm;
}

export function createPaymentIntent(
  billing: Billing,
  input: {
    amount: number;
    currency: string;
    customer?: string;
    description?: string | null;
    metadata?: Metadata;
    receiptEmail?: string | null;
    paymentMethod?: string;
    confirm: boolean;
    automaticPaymentMethods: boolean;
  },
): PaymentIntentObject {
  if (input.customer) billing.customerRecord(input.customer);
  const pi = paymentIntentObject({
    amount: input.amount,
    currency: input.currency,
    customer: input.customer ?? null,
    description: input.description ?? null,
    metadata: input.metadata ?? {},
    receiptEmail: input.receiptEmail ?? null,
    automaticPaymentMethods: input.automaticPaymentMethods,
  });
  if (input.paymentMethod) {
    pi.payment_method = intentPaymentMethod(billing, input.paymentMethod, pi.customer).data.id;
    pi.status = 'requires_confirmation';
  }
  billing.store.put('payment_intents', pi);
  if (input.confirm) return confirmPaymentIntent(billing, pi.id, {});
  return pi;
}

function checkConfirmable(pi: PaymentIntentObject): void {
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
}

/**
 * Confirms with the given or the intent's payment method. A decline is stored (the intent
 * back to `requires_payment_method` with `last_payment_error`, its events sent) and then
 * answered with Stripe's 402 card error.
 */
export function confirmPaymentIntent(billing: Billing, id: string, input: { paymentMethod?: string }): PaymentIntentObject {
  const record = billing.paymentIntentRecord(id);
  const pi = record.data;
  checkConfirmable(pi);
  let pm: StoredRecord<PaymentMethodObject> | undefined;
  if (input.paymentMethod) pm = intentPaymentMethod(billing, input.paymentMethod, pi.customer);
  else if (pi.payment_method) pm = billing.paymentMethodRecord(pi.payment_method);
  if (!pm) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      { code: 'payment_intent_unexpected_state' },
    );
  }
  const outcome = chargeIntent(billing, record, pm);
  if (outcome.decline) throw outcome.error;
  return outcome.intent;
}
