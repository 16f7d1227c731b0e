import { newId, randomToken } from '../ids';
import { nowSeconds } from './clock';
import { clone, type Billing } from './context';
import type { CustomerObject, Metadata } from './objects';
import { preparePaymentMethod, saveDefaultPaymentMethod, savePaymentMethod } from './payment-methods';

interface CustomerFields {
  email?: string | null;
  name?: string | null;
  description?: string | null;
  phone?: string | null;
  metadata?: Metadata;
}

function customerObject(input: CustomerFields): CustomerObject {
  return {
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
}

export function createCustomer(billing: Billing, input: CustomerFields & { paymentMethod?: string; defaultPaymentMethod?: string }): CustomerObject {
  const customer = customerObject(input);
  // A card that cannot be attached stops the creation before anything is stored.
  const attached = input.paymentMethod ? preparePaymentMethod(billing, input.paymentMethod, customer.id, 'payment_method') : undefined;
  const defaultPm = input.defaultPaymentMethod
    ? input.defaultPaymentMethod === input.paymentMethod && attached
      ? attached
      : preparePaymentMethod(billing, input.defaultPaymentMethod, customer.id, 'invoice_settings[default_payment_method]')
    : undefined;
  if (defaultPm) customer.invoice_settings.default_payment_method = defaultPm.data.id;
  if (attached) savePaymentMethod(billing, attached);
  if (defaultPm && defaultPm !== attached) savePaymentMethod(billing, defaultPm);
  billing.store.put('customers', customer);
  return customer;
}

export function updateCustomer(billing: Billing, id: string, input: CustomerFields & { defaultPaymentMethod?: string | null }): CustomerObject {
  const customer = clone(billing.customerRecord(id, 'id').data);
  if (input.email !== undefined) customer.email = input.email;
  if (input.name !== undefined) customer.name = input.name;
  if (input.description !== undefined) customer.description = input.description;
  if (input.phone !== undefined) customer.phone = input.phone;
  if (input.metadata !== undefined) customer.metadata = input.metadata;
  if (input.defaultPaymentMethod === null) customer.invoice_settings.default_payment_method = null;
  else if (input.defaultPaymentMethod) {
    customer.invoice_settings.default_payment_method = saveDefaultPaymentMethod(billing, input.defaultPaymentMethod, customer.id, 'invoice_settings[default_payment_method]').id;
  }
  billing.store.put('customers', customer);
  return customer;
}
