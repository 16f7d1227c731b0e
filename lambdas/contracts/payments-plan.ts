/**
 * The premium plan, the subscription answers and the payment texts (spec §3 Subscription, §7 User
 * and payments, §9 Premium plan). Without zod, so the first page the browser loads stays small;
 * the request schemas are in payments.ts.
 */
/** Spec §9: the one premium plan. */
export const PREMIUM_PLAN = {
  id: 'monthly',
  name: 'Premium Subscription',
  price: 49.99,
  currency: 'USD',
  interval: 'month',
  features: [
    'Unlimited AI conversations',
    'Advanced mood tracking',
    'Journal export & analytics',
    'Therapist matching',
    'Priority support',
    'Complete mental health toolkit',
  ],
} as const;

/** What the subscription-status call answers with: spec §3 `status` ('none', 'active' or expired), plan, endDate. */
export type SubscriptionState = 'none' | 'active' | 'expired';

export interface SubscriptionView {
  status: SubscriptionState;
  plan?: string;
  /** When the paid period (or the licence's days) ends. */
  endDate?: string;
  /** Where premium comes from: a licence key or a Stripe subscription. */
  source?: 'license' | 'stripe' | 'admin';
  /** A Stripe subscription that ends at `endDate` instead of renewing. */
  cancelAtPeriodEnd?: boolean;
}

export interface SubscriptionStatusResponse {
  success: true;
  subscription: SubscriptionView;
}

/** Spec §5 Payment and subscription texts. */
export const PAYMENT_MESSAGES = {
  intentFailed: 'Failed to create payment intent',
  paymentFailed: 'Payment failed. Please try again.',
  paymentSucceeded: 'Payment successful! Welcome to Premium!',
  portalFailed: 'Failed to open subscription management',
  portalSessionFailed: 'Failed to create customer portal session',
} as const;

export interface PaymentIntentResponse {
  success: true;
  clientSecret: string;
}

/** POST /payments/create-subscription: a hosted checkout page to send the browser to. */
export interface CheckoutResponse {
  success: true;
  url: string;
  sessionId: string;
}

export interface PortalResponse {
  success: true;
  url: string;
}
