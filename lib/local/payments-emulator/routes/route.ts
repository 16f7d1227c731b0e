import type { Billing } from '../billing/context';
import type { Params } from '../params';
import type { PaymentsStore } from '../store';
import type { WebhookDispatcher } from '../webhooks';

/**
 * One route of the API: a method, a path with `:id` segments, and its handler. Each handler
 * reads its parameters through `Params`, so a wrong or unknown one is refused with Stripe's
 * error before anything changes.
 */
export interface ApiContext {
  billing: Billing;
  store: PaymentsStore;
  webhooks: WebhookDispatcher;
}

export interface ApiResult {
  status?: number;
  body: unknown;
}

type Handler = (ctx: ApiContext, params: Params, ids: string[]) => ApiResult;

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

const ID = '([^/]+)';

export const route = (method: Route['method'], path: string, handler: Handler): Route => ({
  method,
  pattern: new RegExp(`^${path.replace(/:id/g, ID)}$`),
  handler,
});
