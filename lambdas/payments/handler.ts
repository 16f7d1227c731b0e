import { createGroupHandler, type Operations } from '../shared/http';
import { cancelSubscription, createPaymentIntent, createSubscription, customerPortal, subscriptionStatus } from './operations';
import { webhook } from './webhook';

const operations = {
  'payments.createPaymentIntent': createPaymentIntent,
  'payments.createSubscription': createSubscription,
  'payments.cancelSubscription': cancelSubscription,
  'payments.customerPortal': customerPortal,
  'payments.subscriptionStatus': subscriptionStatus,
  'payments.webhook': webhook,
} satisfies Operations<'payments'>;

export const handler = createGroupHandler('payments', operations);
