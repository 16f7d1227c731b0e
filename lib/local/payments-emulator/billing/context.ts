import { noSuch } from '../errors';
import type { PaymentsStore, StoredRecord, StripeObject } from '../store';
import type { EventType, RequestInfo, WebhookDispatcher } from '../webhooks';
import type { CustomerObject, PaymentIntentObject, PaymentMethodObject, SubscriptionObject } from './objects';
import type { PlanConfig } from './plan';

/**
 * What every resource module of the emulator works on: the store, the plan, the events of
 * every change, and the look-ups that answer Stripe's 404. The resource modules are plain
 * functions of this context; each runs to its end without waiting, so two requests never
 * interleave.
 */
export const NO_REQUEST: RequestInfo = Object.freeze({ id: null, idempotency_key: null });

export class Billing {
  /** The API request being answered, recorded on the events it causes. */
  request: RequestInfo = NO_REQUEST;

  constructor(
    readonly store: PaymentsStore,
    readonly plan: PlanConfig,
    private readonly webhooks: WebhookDispatcher,
    public publicUrl: string,
  ) {}

  emit(type: EventType, object: StripeObject, previous?: Record<string, unknown>): void {
    this.webhooks.emit(type, object, this.request, previous);
  }

  customerRecord(id: string, param = 'customer'): StoredRecord<CustomerObject> {
    const record = this.store.get<CustomerObject>('customers', id);
    if (!record || record.data.deleted) throw noSuch('customer', id, param);
    return record;
  }

  paymentMethodRecord(id: string, param = 'payment_method'): StoredRecord<PaymentMethodObject> {
    const record = this.store.get<PaymentMethodObject>('payment_methods', id);
    if (!record) throw noSuch('PaymentMethod', id, param);
    return record;
  }

  paymentIntentRecord(id: string, param = 'intent'): StoredRecord<PaymentIntentObject> {
    const record = this.store.get<PaymentIntentObject>('payment_intents', id);
    if (!record) throw noSuch('payment_intent', id, param);
    return record;
  }

  subscriptionRecord(id: string, param = 'subscription_exposed_id'): StoredRecord<SubscriptionObject> {
    const record = this.store.get<SubscriptionObject>('subscriptions', id);
    if (!record) throw noSuch('subscription', id, param);
    return record;
  }
}

export const clone = <T>(value: T): T => structuredClone(value);

/** Top-level fields whose value changed, with their old value (an event's `previous_attributes`). */
export function previousAttributes(before: StripeObject, after: StripeObject): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return changed;
}

export const emptyAddress = () => ({ city: null, country: null, line1: null, line2: null, postal_code: null, state: null });
