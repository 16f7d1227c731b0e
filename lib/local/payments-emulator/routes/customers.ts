import { createCustomer, updateCustomer } from '../billing/customers';
import type { CustomerObject } from '../billing/objects';
import { noSuch } from '../errors';
import type { Params } from '../params';
import { checkId, expanded, list, one } from './responses';
import { route, type Route } from './route';

/** `invoice_settings[default_payment_method]`: undefined when not given, '' when cleared. */
function defaultPaymentMethod(p: Params): string | undefined {
  const settings = p.object('invoice_settings');
  if (!settings) return undefined;
  const pm = settings.string('default_payment_method', { max: 255 });
  settings.ignore('custom_fields', 'footer', 'rendering_options');
  settings.done();
  return pm;
}

export const customerRoutes: Route[] = [
  route('POST', '/v1/customers', (ctx, p) => {
    const input = {
      email: p.email('email'),
      name: p.nullableString('name', 256),
      description: p.nullableString('description', 350),
      phone: p.nullableString('phone', 20),
      metadata: p.metadata(),
      paymentMethod: p.string('payment_method', { max: 255 }) || undefined,
      defaultPaymentMethod: defaultPaymentMethod(p) || undefined,
    };
    p.ignore('address', 'shipping', 'preferred_locales', 'tax_exempt', 'test_clock');
    return expanded(ctx, p, () => createCustomer(ctx.billing, input));
  }),
  route('GET', '/v1/customers', (ctx, p) => {
    const email = p.string('email', { max: 512 });
    p.ignore('created', 'test_clock');
    const records = ctx.store.all<CustomerObject>('customers').filter((r) => !r.data.deleted && (email === undefined || r.data.email === email));
    return list(ctx, records, p, '/v1/customers');
  }),
  route('GET', '/v1/customers/:id', (ctx, p, [id = '']) => {
    const record = ctx.store.get<CustomerObject>('customers', checkId(id, 'customer'));
    if (!record) throw noSuch('customer', id);
    return one(ctx, p, record.data);
  }),
  route('POST', '/v1/customers/:id', (ctx, p, [id = '']) => {
    const current = ctx.billing.customerRecord(checkId(id, 'customer'), 'id').data;
    const input: Parameters<typeof updateCustomer>[2] = {
      email: p.email('email'),
      name: p.nullableString('name', 256),
      description: p.nullableString('description', 350),
      phone: p.nullableString('phone', 20),
      metadata: p.metadata('metadata', current.metadata),
    };
    const pm = defaultPaymentMethod(p);
    if (pm !== undefined) input.defaultPaymentMethod = pm === '' ? null : pm;
    p.ignore('address', 'shipping', 'preferred_locales', 'tax_exempt');
    return expanded(ctx, p, () => updateCustomer(ctx.billing, id, input));
  }),
];
