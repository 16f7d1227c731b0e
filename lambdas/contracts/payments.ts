/**
 * Subscription and payments (spec §3 Subscription, §7 User and payments, §9 Premium plan): the
 * request schemas. The plan, the answers and the texts are in payments-plan.ts (without zod).
 */
import * as z from 'zod';
import { PREMIUM_PLAN } from './payments-plan';

export * from './payments-plan';

const planId = z.literal(PREMIUM_PLAN.id, `planId must be ${PREMIUM_PLAN.id}`);
/** Only addresses of the app itself: a portal or checkout never sends anyone elsewhere (checked against APP_URL). */
const returnUrl = z.url('returnUrl must be a URL').max(2048);

/** Spec: `{planId, userId}`; the user always comes from the token, a `userId` in the body is ignored. */
export const createPaymentIntentBody = z.object({ planId, userId: z.unknown().optional() });
export const createSubscriptionBody = z.object({ planId: planId.default(PREMIUM_PLAN.id), returnUrl: returnUrl.optional() });
export const customerPortalBody = z.object({ returnUrl });
export const cancelSubscriptionBody = z.object({ atPeriodEnd: z.boolean().default(true) });

export type CreateSubscriptionBody = z.infer<typeof createSubscriptionBody>;
