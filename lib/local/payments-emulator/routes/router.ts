import { unrecognizedUrl } from '../errors';
import type { FormObject } from '../form';
import { Params } from '../params';
import { billingPortalRoutes } from './billing-portal';
import { checkoutSessionRoutes } from './checkout-sessions';
import { customerRoutes } from './customers';
import { eventRoutes } from './events';
import { paymentIntentRoutes } from './payment-intents';
import { paymentMethodRoutes } from './payment-methods';
import type { ApiContext, ApiResult, Route } from './route';
import { subscriptionRoutes } from './subscriptions';

/**
 * The `/v1` routes the emulator answers, and its test hooks under `/__emulator`: those the
 * app's lambdas call and those its tests call, no more. Anything else is Stripe's
 * "Unrecognized request URL".
 */
const ROUTES: Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...paymentIntentRoutes,
  ...subscriptionRoutes,
  ...checkoutSessionRoutes,
  ...billingPortalRoutes,
  ...eventRoutes,
];

/** Answers one request; the error thrown by a handler is the caller's to send. */
export function dispatch(ctx: ApiContext, method: string, path: string, values: FormObject): ApiResult {
  for (const r of ROUTES) {
    if (r.method !== method) continue;
    const match = r.pattern.exec(path);
    if (!match) continue;
    const ids = match.slice(1).map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
    return r.handler(ctx, new Params(values), ids);
  }
  throw unrecognizedUrl(method, path);
}

export type { ApiContext } from './route';
