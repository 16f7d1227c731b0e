import { newId } from '../ids';
import type { StoredRecord } from '../store';
import { nowSeconds } from './clock';
import { NO_REQUEST, type Billing } from './context';
import { hasEnded, type PortalSessionObject, type SubscriptionObject } from './objects';
import { chargeablePaymentMethod } from './payment-methods';
import { updateSubscription } from './subscriptions';

/** Billing-portal sessions, and what their hosted page (`/p/session/<id>`) shows and changes. */
export function createPortalSession(billing: Billing, input: { customer: string; returnUrl?: string }): PortalSessionObject {
  billing.customerRecord(input.customer);
  const id = newId('billing_portal_session');
  const session: PortalSessionObject = {
    id,
    object: 'billing_portal.session',
    configuration: 'bpc_solace_local',
    created: nowSeconds(),
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: null,
    on_behalf_of: null,
    return_url: input.returnUrl ?? null,
    url: `${billing.publicUrl}/p/session/${id}`,
  };
  billing.store.put('billing_portal_sessions', session);
  return session;
}

export function portalRecord(billing: Billing, id: string): StoredRecord<PortalSessionObject> | undefined {
  return billing.store.get<PortalSessionObject>('billing_portal_sessions', id);
}

/** The customer's subscriptions the portal shows: all but the ended ones, newest first. */
export function portalSubscriptions(billing: Billing, customer: string): SubscriptionObject[] {
  return billing.store
    .all<SubscriptionObject>('subscriptions')
    .map((r) => r.data)
    .filter((s) => s.customer === customer && !hasEnded(s));
}

export function paymentMethodSummary(billing: Billing, sub: SubscriptionObject): string | undefined {
  const pm = chargeablePaymentMethod(billing, sub);
  if (!pm) return undefined;
  const brand = pm.data.card.brand === 'amex' ? 'American Express' : pm.data.card.brand === 'mastercard' ? 'Mastercard' : 'Visa';
  return `${brand} ending in ${pm.data.card.last4}`;
}

/** Cancel at period end (true) or resume (false) from the portal, for its own customer's subscription. */
export function portalSetCancel(billing: Billing, sessionId: string, subId: string, cancel: boolean): boolean {
  const portal = portalRecord(billing, sessionId);
  const sub = billing.store.get<SubscriptionObject>('subscriptions', subId);
  if (!portal || !sub || sub.data.customer !== portal.data.customer) return false;
  if (!['active', 'trialing', 'past_due'].includes(sub.data.status)) return false;
  billing.request = NO_REQUEST;
  updateSubscription(billing, subId, { cancelAtPeriodEnd: cancel });
  return true;
}
