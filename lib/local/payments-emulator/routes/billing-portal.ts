import { createPortalSession } from '../billing/billing-portal';
import { expanded } from './responses';
import { route, type Route } from './route';

export const billingPortalRoutes: Route[] = [
  route('POST', '/v1/billing_portal/sessions', (ctx, p) => {
    const input = {
      customer: p.string('customer', { max: 255, required: true }) as string,
      returnUrl: p.url('return_url'),
    };
    p.ignore('configuration', 'locale', 'on_behalf_of');
    return expanded(ctx, p, () => createPortalSession(ctx.billing, input));
  }),
];
