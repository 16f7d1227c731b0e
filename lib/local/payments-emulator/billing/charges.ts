import { cardError, type ApiError, type CardDecline } from '../errors';
import { newId } from '../ids';
import type { StoredRecord, StripeObject } from '../store';
import { nowSeconds } from './clock';
import { clone, type Billing } from './context';
import { settleInvoice } from './invoices';
import type { PaymentIntentObject, PaymentMethodObject } from './objects';
import { cardOf } from './payment-methods';

/**
 * Charges: one attempt to take an intent's amount from a card. The test card decides the
 * outcome; a declined attempt is stored too, as Stripe keeps failed charges.
 */
function chargeObject(id: string, pi: PaymentIntentObject, pm: PaymentMethodObject, decline: CardDecline | undefined): StripeObject {
  return {
    id,
    object: 'charge',
    amount: pi.amount,
    amount_captured: decline ? 0 : pi.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: pm.billing_details,
    calculated_statement_descriptor: 'SOLACE',
    captured: !decline,
    created: nowSeconds(),
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
    payment_method: pm.id,
    payment_method_details: {
      card: { brand: pm.card.brand, country: 'US', exp_month: pm.card.exp_month, exp_year: pm.card.exp_year, funding: pm.card.funding, last4: pm.card.last4 },
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
}

/** The intent after the attempt: back to `requires_payment_method` with the decline, or succeeded. */
function intentAfterCharge(before: PaymentIntentObject, chargeId: string, pm: PaymentMethodObject, decline: CardDecline | undefined): PaymentIntentObject {
  const pi = clone(before);
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
      payment_method: clone(pm),
    };
  } else {
    pi.status = 'succeeded';
    pi.amount_received = pi.amount;
    pi.payment_method = pm.id;
    pi.last_payment_error = null;
  }
  return pi;
}

/**
 * One charge attempt of an intent with a payment method; stores the charge and the intent,
 * settles the intent's invoice if it has one, and sends the events, in Stripe's order.
 */
export function chargeIntent(
  billing: Billing,
  record: StoredRecord<PaymentIntentObject>,
  pm: StoredRecord<PaymentMethodObject>,
  options: { emitSubscriptionChange?: boolean } = {},
): { intent: PaymentIntentObject; decline?: CardDecline; error?: ApiError } {
  const decline = cardOf(pm).decline;
  const chargeId = newId('charge');
  billing.store.put('charges', chargeObject(chargeId, record.data, pm.data, decline));
  const pi = intentAfterCharge(record.data, chargeId, pm.data, decline);
  billing.store.put('payment_intents', pi, record.internal);
  billing.emit(decline ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', pi);
  const invoiceId = record.internal.invoiceId;
  if (typeof invoiceId === 'string') settleInvoice(billing, invoiceId, pm.data.id, !decline, options.emitSubscriptionChange ?? true);
  if (!decline) return { intent: pi };
  return {
    intent: pi,
    decline,
    error: cardError(decline, { charge: chargeId, payment_intent: clone(pi), payment_method: clone(pm.data) }),
  };
}
