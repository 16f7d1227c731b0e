/**
 * What each route accepts: its zod schemas by route id. The handlers validate with them;
 * types for bodies and queries come from them.
 */
import type * as z from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  profileUpdateBody,
  refreshBody,
  registerBody,
  resetPasswordBody,
  verifyEmailBody,
} from './auth';
import { encryptionSetupBody } from './encryption';
import { importItemsBody } from './imports';
import { unsubscribeQuery } from './notifications';
import {
  entryIdParams,
  exportIdParams,
  journalEntryCreateBody,
  journalEntryUpdateBody,
  journalExportCloudBody,
  journalExportEmailBody,
  journalExportQuery,
  journalListQuery,
} from './journal';
import {
  adminLoginBody,
  auditQuery,
  batchParams,
  codeListQuery,
  codeParams,
  codeSearchQuery,
  generateCodesBody,
  pageQuery,
  updateUserBody,
  userListQuery,
  userParams,
} from './admin';
import { analyticsQuery, moodTrendsQuery } from './analytics';
import { checkInCreateBody, checkInIdParams, checkInListQuery } from './check-ins';
import { chatMemoryBody, chatMessageBody, chatPromptsQuery, chatSessionCreateBody, chatSessionListQuery, chatSessionParams } from './chat';
import { coachReplyBody } from './coach-llm';
import {
  mentalHealthProfileBody,
  moodLogCreateBody,
  moodLogIdParams,
  moodLogListQuery,
  moodLogUpdateBody,
} from './mental-health';
import { cancelSubscriptionBody, createPaymentIntentBody, createSubscriptionBody, customerPortalBody } from './payments';
import type { RouteId } from './routes';
import { safetyPlanPutBody } from './safety-plan';
import {
  connectionParams,
  connectionUpdateBody,
  therapistConnectBody,
  therapistMatchBody,
  therapistParams,
  therapistSearchQuery,
  therapistsConnectBody,
} from './therapists';
import { accountUpdateBody, activateLicenseBody, changePasswordBody, deleteAccountBody, settingsBody } from './user';

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters; a value that does not fit is a 404 (nothing by that id exists). */
  params?: z.ZodType;
}

export const routeSchemas = {
  'auth.register': { body: registerBody },
  'auth.login': { body: loginBody },
  'auth.refresh': { body: refreshBody },
  'auth.updateProfile': { body: profileUpdateBody },
  'auth.forgotPassword': { body: forgotPasswordBody },
  'auth.resetPassword': { body: resetPasswordBody },
  'auth.verifyEmail': { body: verifyEmailBody },
  'user.updateSettings': { body: settingsBody },
  'user.changePassword': { body: changePasswordBody },
  'user.updateAccount': { body: accountUpdateBody },
  'user.deleteAccount': { body: deleteAccountBody },
  'user.setupEncryption': { body: encryptionSetupBody },
  'user.activateLicense': { body: activateLicenseBody },
  'user.unsubscribeLink': { query: unsubscribeQuery },
  'user.unsubscribe': { query: unsubscribeQuery },
  'journal.create': { body: journalEntryCreateBody },
  'journal.list': { query: journalListQuery },
  'journal.update': { params: entryIdParams, body: journalEntryUpdateBody },
  'journal.delete': { params: entryIdParams },
  'journal.export': { query: journalExportQuery },
  'journal.exportEmail': { body: journalExportEmailBody },
  'journal.saveCloudExport': { body: journalExportCloudBody },
  'journal.getCloudExport': { params: exportIdParams },
  'journal.deleteCloudExport': { params: exportIdParams },
  'mentalHealth.createMoodLog': { body: moodLogCreateBody },
  'mentalHealth.listMoodLogs': { query: moodLogListQuery },
  'mentalHealth.updateMoodLog': { params: moodLogIdParams, body: moodLogUpdateBody },
  'mentalHealth.deleteMoodLog': { params: moodLogIdParams },
  'mentalHealth.updateProfile': { body: mentalHealthProfileBody },
  'mentalHealth.createCheckIn': { body: checkInCreateBody },
  'mentalHealth.listCheckIns': { query: checkInListQuery },
  'mentalHealth.deleteCheckIn': { params: checkInIdParams },
  'mentalHealth.putSafetyPlan': { body: safetyPlanPutBody },
  'chat.createSession': { body: chatSessionCreateBody },
  'chat.listSessions': { query: chatSessionListQuery },
  'chat.getSession': { params: chatSessionParams },
  'chat.postMessage': { params: chatSessionParams, body: chatMessageBody },
  'chat.deleteSession': { params: chatSessionParams },
  'chat.putMemory': { params: chatSessionParams, body: chatMemoryBody },
  'chat.prompts': { query: chatPromptsQuery },
  'coach.reply': { body: coachReplyBody },
  'imports.items': { body: importItemsBody },
  'analytics.dashboard': { query: analyticsQuery },
  'analytics.moodTrends': { query: moodTrendsQuery },
  'analytics.activityInsights': { query: analyticsQuery },
  'analytics.progress': { query: analyticsQuery },
  'payments.createPaymentIntent': { body: createPaymentIntentBody },
  'payments.createSubscription': { body: createSubscriptionBody },
  'payments.cancelSubscription': { body: cancelSubscriptionBody },
  'payments.customerPortal': { body: customerPortalBody },
  'therapists.match': { body: therapistMatchBody },
  'therapists.requestConnection': { body: therapistConnectBody },
  'therapists.search': { query: therapistSearchQuery },
  'therapists.connect': { body: therapistsConnectBody },
  'therapists.updateConnection': { params: connectionParams, body: connectionUpdateBody },
  'therapists.get': { params: therapistParams },
  'admin.login': { body: adminLoginBody },
  'admin.generateCodes': { body: generateCodesBody },
  'admin.listCodes': { query: codeListQuery },
  'admin.listBatches': { query: pageQuery },
  'admin.searchCodes': { query: codeSearchQuery },
  'admin.revokeBatch': { params: batchParams },
  'admin.revokeCode': { params: codeParams },
  'admin.listUsers': { query: userListQuery },
  'admin.updateUser': { params: userParams, body: updateUserBody },
  'admin.audit': { query: auditQuery },
} as const satisfies { [Id in RouteId]?: RouteSchemas };

type SchemasOf<Id extends RouteId> = Id extends keyof typeof routeSchemas ? (typeof routeSchemas)[Id] : object;

export function schemasOf(id: RouteId): RouteSchemas {
  return (routeSchemas as Partial<Record<RouteId, RouteSchemas>>)[id] ?? {};
}

/** The body a route accepts, as its schema parses it. */
export type RouteBody<Id extends RouteId> = SchemasOf<Id> extends { body: z.ZodType } ? z.output<SchemasOf<Id>['body']> : undefined;
/** The body a client sends to a route, before parsing. */
export type RouteInput<Id extends RouteId> = SchemasOf<Id> extends { body: z.ZodType } ? z.input<SchemasOf<Id>['body']> : undefined;
export type RouteQuery<Id extends RouteId> = SchemasOf<Id> extends { query: z.ZodType } ? z.output<SchemasOf<Id>['query']> : undefined;
export type RouteParams<Id extends RouteId> = SchemasOf<Id> extends { params: z.ZodType } ? z.output<SchemasOf<Id>['params']> : Record<string, never>;

/** Keys a client must send: those whose input type does not allow undefined. */
type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/**
 * The query a client sends to a route: the values as the schema parses them (numbers,
 * not the strings of the URL), with only the keys that have neither default nor `.optional()` required.
 */
export type RouteQueryInput<Id extends RouteId> = SchemasOf<Id> extends { query: z.ZodType }
  ? Partial<z.output<SchemasOf<Id>['query']>> & Pick<z.output<SchemasOf<Id>['query']>, RequiredKeys<z.input<SchemasOf<Id>['query']>> & keyof z.output<SchemasOf<Id>['query']>>
  : undefined;
