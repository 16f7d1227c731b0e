import { cardFingerprint, testCardByToken, type TestCard } from '../cards';
import { cardError, invalidRequest } from '../errors';
import { newId } from '../ids';
import type { StoredRecord } from '../store';
import { nowSeconds } from './clock';
import { clone, emptyAddress, type Billing } from './context';
import type { CustomerObject, PaymentMethodObject, SubscriptionObject } from './objects';

/** Cards: Stripe's test cards and tokens (`pm_card_visa`), and cards typed on the hosted page. */
export interface TypedCard {
  card: TestCard;
  expMonth: number;
  expYear: number;
  name: string;
}

function paymentMethodObject(card: TestCard, expMonth: number, expYear: number, customer: string | null, billing: { name?: string; email?: string | null }): PaymentMethodObject {
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
export function paymentMethodFromCard(typed: TypedCard, customer: string | null, email: string | null): StoredRecord<PaymentMethodObject> {
  const data = paymentMethodObject(typed.card, typed.expMonth, typed.expYear, customer, { name: typed.name, email });
  return { seq: 0, data, internal: { card: typed.card } };
}

/** The test card behind a payment method (kept outside the API's object). */
export const cardOf = (pm: StoredRecord<PaymentMethodObject>) => pm.internal.card as TestCard;

export function savePaymentMethod(billing: Billing, pm: StoredRecord<PaymentMethodObject>): void {
  billing.store.put('payment_methods', pm.data, pm.internal);
}

/**
 * The payment method an id or a test token (`pm_card_visa`) names, attached to `customer`
 * when one is given; a token makes a new one. Nothing is stored yet: the caller stores
 * it once the whole request is known to succeed.
 */
export function preparePaymentMethod(
  billing: Billing,
  idOrToken: string,
  customer: string | undefined,
  param: string,
  options: { mustBeAttached?: boolean } = {},
): StoredRecord<PaymentMethodObject> {
  const token = testCardByToken(idOrToken);
  let record: StoredRecord<PaymentMethodObject>;
  if (token) {
    const year = new Date().getUTCFullYear() + 3;
    record = { seq: 0, data: paymentMethodObject(token, 12, year, null, {}), internal: { card: token } };
  } else {
    record = clone(billing.paymentMethodRecord(idOrToken, param));
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
    const card = cardOf(record);
    if (card.decline && card.declinesOnAttach) throw cardError(card.decline, { param });
    record.data.customer = customer;
  }
  return record;
}

/** A customer's default card, checked and stored: the one `invoice_settings` or a subscription names. */
export function saveDefaultPaymentMethod(billing: Billing, idOrToken: string, customer: string, param: string): PaymentMethodObject {
  const pm = preparePaymentMethod(billing, idOrToken, customer, param, { mustBeAttached: true });
  savePaymentMethod(billing, pm);
  return pm.data;
}

export function attachPaymentMethod(billing: Billing, id: string, customer: string): PaymentMethodObject {
  billing.customerRecord(customer);
  const record = preparePaymentMethod(billing, id, customer, 'payment_method');
  savePaymentMethod(billing, record);
  return record.data;
}

/** The payment method a subscription charges: its own default, else its customer's. */
export function chargeablePaymentMethod(billing: Billing, sub: SubscriptionObject): StoredRecord<PaymentMethodObject> | undefined {
  const customer = billing.store.get<CustomerObject>('customers', sub.customer);
  const id = sub.default_payment_method ?? (customer && !customer.data.deleted ? customer.data.invoice_settings.default_payment_method : null);
  return id ? billing.store.get<PaymentMethodObject>('payment_methods', id) : undefined;
}
