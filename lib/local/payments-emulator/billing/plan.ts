import { noSuch } from '../errors';
import type { StripeObject } from '../store';

/**
 * The one recurring price the emulator sells, with its product: the premium plan. Neither
 * is stored; both are made from the configuration whenever they are asked for.
 */
export type Interval = 'day' | 'week' | 'month' | 'year';

export interface PlanConfig {
  priceId: string;
  productId: string;
  productName: string;
  /** in the currency's smallest unit (cents) */
  unitAmount: number;
  currency: string;
  interval: Interval;
}

export const DEFAULT_PLAN: PlanConfig = {
  priceId: 'price_solace_premium_monthly',
  productId: 'prod_solace_premium',
  productName: 'Premium Subscription',
  unitAmount: 4999,
  currency: 'usd',
  interval: 'month',
};

/** When the product and price say they were made: fixed, so they are the same on every run. */
const CREATED = 1_704_067_200;

export function productObject(plan: PlanConfig): StripeObject {
  return {
    id: plan.productId,
    object: 'product',
    active: true,
    created: CREATED,
    default_price: plan.priceId,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: plan.productName,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: CREATED,
    url: null,
  };
}

export function priceObject(plan: PlanConfig): StripeObject {
  return {
    id: plan.priceId,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: CREATED,
    currency: plan.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: plan.productId,
    recurring: { interval: plan.interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: plan.unitAmount,
    unit_amount_decimal: String(plan.unitAmount),
  };
}

/** The price as the older `plan` object that subscriptions and their items still carry. */
export function planObject(plan: PlanConfig): StripeObject {
  return {
    id: plan.priceId,
    object: 'plan',
    active: true,
    amount: plan.unitAmount,
    amount_decimal: String(plan.unitAmount),
    billing_scheme: 'per_unit',
    created: CREATED,
    currency: plan.currency,
    interval: plan.interval,
    interval_count: 1,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: null,
    product: plan.productId,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

export function requirePrice(plan: PlanConfig, id: string, param: string): void {
  if (id !== plan.priceId) throw noSuch('price', id, param);
}
