import { confirmPaymentIntent, createPaymentIntent } from '../billing/payment-intents';
import { invalidParam, invalidRequest } from '../errors';
import type { Params } from '../params';
import { cardOnly, checkId, expanded, one } from './responses';
import { route, type Route } from './route';

function currency(params: Params): string {
  const value = params.string('currency', { max: 3, required: true }) as string;
  if (!/^[a-zA-Z]{3}$/.test(value)) throw invalidParam('currency', `Invalid currency: ${value}.`, 'parameter_invalid');
  return value.toLowerCase();
}

function amount(params: Params, currencyCode: string): number {
  const value = params.integer('amount', { required: true, min: 1, max: 99_999_999 }) as number;
  if (currencyCode === 'usd' && value < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', { param: 'amount', code: 'amount_too_small' });
  }
  return value;
}

export const paymentIntentRoutes: Route[] = [
  route('POST', '/v1/payment_intents', (ctx, p) => {
    const code = currency(p);
    const automatic = p.object('automatic_payment_methods');
    const automaticEnabled = automatic?.boolean('enabled') ?? false;
    automatic?.ignore('allow_redirects');
    automatic?.done();
    cardOnly(p);
    const input = {
      amount: amount(p, code),
      currency: code,
      customer: p.string('customer', { max: 255 }) || undefined,
      description: p.nullableString('description', 1000),
      metadata: p.metadata(),
      receiptEmail: p.email('receipt_email'),
      paymentMethod: p.string('payment_method', { max: 255 }) || undefined,
      confirm: p.boolean('confirm') ?? false,
      automaticPaymentMethods: automaticEnabled,
    };
    p.ignore('return_url', 'off_session', 'setup_future_usage', 'statement_descriptor', 'statement_descriptor_suffix', 'payment_method_options', 'capture_method', 'error_on_requires_action', 'use_stripe_sdk');
    return expanded(ctx, p, () => createPaymentIntent(ctx.billing, input));
  }),
  route('GET', '/v1/payment_intents/:id', (ctx, p, [id = '']) => {
    const record = ctx.billing.paymentIntentRecord(checkId(id, 'payment_intent', 'intent'));
    const secret = p.string('client_secret', { max: 255 });
    if (secret !== undefined && secret !== record.data.client_secret) {
      throw invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', { param: 'client_secret', code: 'payment_intent_invalid_parameter' });
    }
    return one(ctx, p, record.data);
  }),
  route('POST', '/v1/payment_intents/:id/confirm', (ctx, p, [id = '']) => {
    const paymentMethod = p.string('payment_method', { max: 255 }) || undefined;
    p.ignore('return_url', 'off_session', 'setup_future_usage', 'receipt_email', 'payment_method_options', 'use_stripe_sdk', 'error_on_requires_action', 'mandate_data', 'client_secret');
    return expanded(ctx, p, () => confirmPaymentIntent(ctx.billing, checkId(id, 'payment_intent', 'intent'), { paymentMethod }));
  }),
];
