import { attachPaymentMethod } from '../billing/payment-methods';
import { checkId, expanded } from './responses';
import { route, type Route } from './route';

export const paymentMethodRoutes: Route[] = [
  route('POST', '/v1/payment_methods/:id/attach', (ctx, p, [id = '']) => {
    const customer = p.string('customer', { max: 255, required: true }) as string;
    return expanded(ctx, p, () => attachPaymentMethod(ctx.billing, checkId(id, 'PaymentMethod', 'payment_method'), customer));
  }),
];
