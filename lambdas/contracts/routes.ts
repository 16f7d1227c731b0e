/**
 * The one route table. The CDK stack, the local gateway, the group handlers and the
 * frontend all read it; a route exists once, here. It is plain data without zod, so the
 * browser's first load stays small; each route's schemas are in route-schemas.ts.
 */
import { CHECK_IN_LIMITS } from './check-in-options';
import { IMPORT_LIMITS } from './import-limits';
import { COACH_REPLY_LIMITS } from './coach-llm-types';
import { EXPORT_MAX_BODY_BYTES, JOURNAL_LIMITS } from './journal-limits';
import { MENTAL_HEALTH_LIMITS } from './mental-health-options';
import { SAFETY_PLAN_LIMITS } from './safety-plan-limits';

const CHAT_MAX_BODY_BYTES = 64 * 1024;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; user: a signed-in user; admin: a member of the `admin` group. */
export type RouteAuth = 'public' | 'user' | 'admin';

export interface RouteDefinition {
  id: string;
  group: string;
  method: HttpMethod;
  /** API Gateway path syntax, e.g. `/journal/entries/{id}`. */
  path: string;
  auth: RouteAuth;
  /** Bodies above this many bytes are refused with 413 before parsing. */
  maxBodyBytes?: number;
  /** The operation gets the body as sent (a signed webhook), not parsed as JSON. */
  rawBody?: boolean;
  /** Part of Premium: after the free trial, 403 without an active subscription (lambdas/shared/premium.ts). */
  premium?: boolean;
}

export const routes = [
  { id: 'auth.register', group: 'auth', method: 'POST', path: '/auth/register', auth: 'public' },
  { id: 'auth.login', group: 'auth', method: 'POST', path: '/auth/login', auth: 'public' },
  { id: 'auth.refresh', group: 'auth', method: 'POST', path: '/auth/refresh', auth: 'public' },
  { id: 'auth.me', group: 'auth', method: 'GET', path: '/auth/me', auth: 'user' },
  { id: 'auth.logout', group: 'auth', method: 'POST', path: '/auth/logout', auth: 'user' },
  { id: 'auth.updateProfile', group: 'auth', method: 'PUT', path: '/auth/profile', auth: 'user' },
  { id: 'auth.forgotPassword', group: 'auth', method: 'POST', path: '/auth/forgot-password', auth: 'public' },
  { id: 'auth.resetPassword', group: 'auth', method: 'POST', path: '/auth/reset-password', auth: 'public' },
  { id: 'auth.verifyEmail', group: 'auth', method: 'POST', path: '/auth/verify-email', auth: 'public' },
  { id: 'auth.resendVerification', group: 'auth', method: 'POST', path: '/auth/resend-verification', auth: 'user' },

  { id: 'user.getSettings', group: 'user', method: 'GET', path: '/user/settings', auth: 'user' },
  { id: 'user.updateSettings', group: 'user', method: 'PUT', path: '/user/settings', auth: 'user' },
  { id: 'user.changePassword', group: 'user', method: 'PUT', path: '/user/password', auth: 'user' },
  { id: 'user.updateAccount', group: 'user', method: 'PUT', path: '/user/account', auth: 'user' },
  { id: 'user.deleteAccount', group: 'user', method: 'DELETE', path: '/user/account', auth: 'user' },
  { id: 'user.setupEncryption', group: 'user', method: 'PUT', path: '/user/encryption', auth: 'user' },
  // Spec path `/api/user/activate-license`: the client strips `/api`.
  { id: 'user.activateLicense', group: 'user', method: 'POST', path: '/user/activate-license', auth: 'user' },
  // The signed link of a scheduled mail: opened (GET) or posted by the mail client (RFC 8058 one-click, a form body).
  { id: 'user.unsubscribeLink', group: 'user', method: 'GET', path: '/notifications/unsubscribe', auth: 'public' },
  { id: 'user.unsubscribe', group: 'user', method: 'POST', path: '/notifications/unsubscribe', auth: 'public', maxBodyBytes: 1024, rawBody: true },

  { id: 'journal.create', group: 'journal', method: 'POST', path: '/journal/entries', auth: 'user', maxBodyBytes: JOURNAL_LIMITS.maxBodyBytes },
  { id: 'journal.list', group: 'journal', method: 'GET', path: '/journal/entries', auth: 'user' },
  { id: 'journal.update', group: 'journal', method: 'PUT', path: '/journal/entries/{id}', auth: 'user', maxBodyBytes: JOURNAL_LIMITS.maxBodyBytes },
  { id: 'journal.delete', group: 'journal', method: 'DELETE', path: '/journal/entries/{id}', auth: 'user' },
  { id: 'journal.export', group: 'journal', method: 'GET', path: '/journal/export', auth: 'user', premium: true },
  { id: 'journal.exportEmail', group: 'journal', method: 'POST', path: '/journal/export/email', auth: 'user', maxBodyBytes: EXPORT_MAX_BODY_BYTES, premium: true },
  { id: 'journal.saveCloudExport', group: 'journal', method: 'POST', path: '/journal/export/cloud', auth: 'user', maxBodyBytes: EXPORT_MAX_BODY_BYTES, premium: true },
  { id: 'journal.listCloudExports', group: 'journal', method: 'GET', path: '/journal/export/cloud', auth: 'user' },
  { id: 'journal.getCloudExport', group: 'journal', method: 'GET', path: '/journal/export/cloud/{id}', auth: 'user' },
  { id: 'journal.deleteCloudExport', group: 'journal', method: 'DELETE', path: '/journal/export/cloud/{id}', auth: 'user' },

  { id: 'mentalHealth.createMoodLog', group: 'mental-health', method: 'POST', path: '/mental-health/mood-logs', auth: 'user', maxBodyBytes: MENTAL_HEALTH_LIMITS.maxBodyBytes },
  { id: 'mentalHealth.listMoodLogs', group: 'mental-health', method: 'GET', path: '/mental-health/mood-logs', auth: 'user' },
  { id: 'mentalHealth.updateMoodLog', group: 'mental-health', method: 'PUT', path: '/mental-health/mood-logs/{id}', auth: 'user', maxBodyBytes: MENTAL_HEALTH_LIMITS.maxBodyBytes },
  { id: 'mentalHealth.deleteMoodLog', group: 'mental-health', method: 'DELETE', path: '/mental-health/mood-logs/{id}', auth: 'user' },
  { id: 'mentalHealth.getProfile', group: 'mental-health', method: 'GET', path: '/mental-health/profile', auth: 'user' },
  { id: 'mentalHealth.updateProfile', group: 'mental-health', method: 'PUT', path: '/mental-health/profile', auth: 'user' },
  // PHQ-9 and GAD-7 check-ins: the answers are encrypted on the device; the server keeps the kind and the date.
  {
    id: 'mentalHealth.createCheckIn', group: 'mental-health', method: 'POST', path: '/mental-health/check-ins', auth: 'user',
    maxBodyBytes: CHECK_IN_LIMITS.maxBodyBytes,
  },
  { id: 'mentalHealth.listCheckIns', group: 'mental-health', method: 'GET', path: '/mental-health/check-ins', auth: 'user' },
  { id: 'mentalHealth.deleteCheckIn', group: 'mental-health', method: 'DELETE', path: '/mental-health/check-ins/{id}', auth: 'user' },
  { id: 'mentalHealth.getSafetyPlan', group: 'mental-health', method: 'GET', path: '/safety-plan', auth: 'user' },
  {
    id: 'mentalHealth.putSafetyPlan', group: 'mental-health', method: 'PUT', path: '/safety-plan', auth: 'user',
    maxBodyBytes: SAFETY_PLAN_LIMITS.maxBodyBytes,
  },
  { id: 'mentalHealth.deleteSafetyPlan', group: 'mental-health', method: 'DELETE', path: '/safety-plan', auth: 'user' },

  { id: 'chat.createSession', group: 'chat', method: 'POST', path: '/chat/sessions', auth: 'user' },
  { id: 'chat.listSessions', group: 'chat', method: 'GET', path: '/chat/sessions', auth: 'user' },
  { id: 'chat.getSession', group: 'chat', method: 'GET', path: '/chat/sessions/{id}', auth: 'user' },
  { id: 'chat.postMessage', group: 'chat', method: 'POST', path: '/chat/sessions/{id}/messages', auth: 'user', maxBodyBytes: CHAT_MAX_BODY_BYTES },
  { id: 'chat.deleteSession', group: 'chat', method: 'DELETE', path: '/chat/sessions/{id}', auth: 'user' },
  { id: 'chat.putMemory', group: 'chat', method: 'PUT', path: '/chat/sessions/{id}/memory', auth: 'user', maxBodyBytes: CHAT_MAX_BODY_BYTES },
  { id: 'chat.prompts', group: 'chat', method: 'GET', path: '/chat/prompts', auth: 'user' },

  // Optional server-side coaching: 404 unless the stack enables a model (lambdas/coach).
  { id: 'coach.reply', group: 'coach', method: 'POST', path: '/coach/reply', auth: 'user', maxBodyBytes: COACH_REPLY_LIMITS.maxBodyBytes },

  // Both path families of spec §7 Therapists: the matching screens' singular one and the plural one.
  { id: 'therapists.match', group: 'therapists', method: 'POST', path: '/therapist/match', auth: 'user', premium: true },
  { id: 'therapists.requestConnection', group: 'therapists', method: 'POST', path: '/therapist/connect', auth: 'user', premium: true },
  { id: 'therapists.listRequestedConnections', group: 'therapists', method: 'GET', path: '/therapist/connections', auth: 'user' },
  { id: 'therapists.search', group: 'therapists', method: 'GET', path: '/therapists/search', auth: 'user', premium: true },
  { id: 'therapists.connect', group: 'therapists', method: 'POST', path: '/therapists/connect', auth: 'user', premium: true },
  { id: 'therapists.listConnections', group: 'therapists', method: 'GET', path: '/therapists/connections', auth: 'user' },
  { id: 'therapists.updateConnection', group: 'therapists', method: 'PUT', path: '/therapists/connections/{id}', auth: 'user' },
  // Premium, or a therapist the user has a connection with: checked by the operation (lambdas/therapists/handler.ts).
  { id: 'therapists.get', group: 'therapists', method: 'GET', path: '/therapists/{id}', auth: 'user' },

  // Spec §7 User and payments. The webhook is Stripe's: public, signed, read as the raw body.
  { id: 'payments.createPaymentIntent', group: 'payments', method: 'POST', path: '/payments/create-payment-intent', auth: 'user' },
  { id: 'payments.createSubscription', group: 'payments', method: 'POST', path: '/payments/create-subscription', auth: 'user' },
  { id: 'payments.cancelSubscription', group: 'payments', method: 'POST', path: '/payments/cancel-subscription', auth: 'user' },
  { id: 'payments.customerPortal', group: 'payments', method: 'POST', path: '/payments/customer-portal', auth: 'user' },
  { id: 'payments.subscriptionStatus', group: 'payments', method: 'GET', path: '/payments/subscription-status', auth: 'user' },
  { id: 'payments.webhook', group: 'payments', method: 'POST', path: '/payments/webhook', auth: 'public', maxBodyBytes: 256 * 1024, rawBody: true },

  // Spec §7 Admin. Sign-in is open to anyone but answers 403 unless the account is an admin's.
  { id: 'admin.login', group: 'admin', method: 'POST', path: '/admin/login', auth: 'public' },
  { id: 'admin.generateCodes', group: 'admin', method: 'POST', path: '/admin/codes/generate', auth: 'admin' },
  { id: 'admin.listCodes', group: 'admin', method: 'GET', path: '/admin/codes', auth: 'admin' },
  { id: 'admin.listBatches', group: 'admin', method: 'GET', path: '/admin/codes/batches', auth: 'admin' },
  { id: 'admin.searchCodes', group: 'admin', method: 'GET', path: '/admin/codes/search', auth: 'admin' },
  { id: 'admin.revokeBatch', group: 'admin', method: 'POST', path: '/admin/codes/batches/{id}/revoke', auth: 'admin' },
  { id: 'admin.revokeCode', group: 'admin', method: 'POST', path: '/admin/codes/{id}/revoke', auth: 'admin' },
  { id: 'admin.dashboard', group: 'admin', method: 'GET', path: '/admin/dashboard', auth: 'admin' },
  { id: 'admin.listUsers', group: 'admin', method: 'GET', path: '/admin/users', auth: 'admin' },
  { id: 'admin.updateUser', group: 'admin', method: 'PUT', path: '/admin/users/{id}', auth: 'admin' },
  { id: 'admin.audit', group: 'admin', method: 'GET', path: '/admin/audit', auth: 'admin' },

  // Items brought in from Daylio or a Solace export: each keeps its time; its import key makes a second import create nothing.
  { id: 'imports.items', group: 'imports', method: 'POST', path: '/imports/items', auth: 'user', maxBodyBytes: IMPORT_LIMITS.maxBodyBytes },

  { id: 'analytics.dashboard', group: 'analytics', method: 'GET', path: '/analytics/dashboard', auth: 'user' },
  { id: 'analytics.moodTrends', group: 'analytics', method: 'GET', path: '/analytics/mood-trends', auth: 'user' },
  { id: 'analytics.activityInsights', group: 'analytics', method: 'GET', path: '/analytics/activity-insights', auth: 'user' },
  // The figures and achievements of /ai-coaching (spec §2 shows placeholders; these are the person's own).
  { id: 'analytics.progress', group: 'analytics', method: 'GET', path: '/analytics/progress', auth: 'user' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type RouteGroup = Route['group'];
export type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;
export type RouteIdOf<G extends RouteGroup> = Extract<Route, { group: G }>['id'];

/** The groups, each deployed as one Lambda function. */
export const routeGroups = [...new Set(routes.map((r) => r.group))] as RouteGroup[];

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route as RouteOf<Id>;
}

/** Fills `{param}` placeholders: `routePath('x.get', { id })`. Values are URI-encoded. */
export function buildRoutePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
