import type {
  AdminCode,
  AdminDashboard,
  AuditPage,
  BatchPage,
  CodePage,
  GenerateCodesBody,
  GeneratedCodes,
  RevokedBatch,
  UpdatedUser,
  UpdateUserBody,
  UserPage,
} from '@contracts/admin';
import type { RouteQueryInput } from '@contracts/route-schemas';
import { ApiError, api, serverMessage } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

/** The filters of GET /admin/codes/search; at least one must be set. */
export type CodeSearch = Omit<RouteQueryInput<'admin.searchCodes'>, 'limit' | 'cursor'>;

/** The admin area's calls (sign-in is the auth feature's: features/auth/api/auth-api.ts). */
export const adminApi = {
  dashboard: (signal?: AbortSignal) => api.get<AdminDashboard>(routeUrl('admin.dashboard'), { signal }),
  /** The codes are in this answer only: they are never shown again. */
  generateCodes: (body: GenerateCodesBody) => api.post<GeneratedCodes>(routeUrl('admin.generateCodes'), body),
  listCodes: (query: RouteQueryInput<'admin.listCodes'>, signal?: AbortSignal) =>
    api.get<CodePage>(routeUrl('admin.listCodes', undefined, { ...query }), { signal }),
  listBatches: (query: RouteQueryInput<'admin.listBatches'>, signal?: AbortSignal) =>
    api.get<BatchPage>(routeUrl('admin.listBatches', undefined, { ...query }), { signal }),
  searchCodes: (query: RouteQueryInput<'admin.searchCodes'>, signal?: AbortSignal) =>
    api.get<CodePage>(routeUrl('admin.searchCodes', undefined, { ...query }), { signal }),
  revokeCode: (id: string) => api.post<{ code: AdminCode }>(routeUrl('admin.revokeCode', { id })),
  revokeBatch: (id: string) => api.post<RevokedBatch>(routeUrl('admin.revokeBatch', { id })),
  listUsers: (query: RouteQueryInput<'admin.listUsers'>, signal?: AbortSignal) =>
    api.get<UserPage>(routeUrl('admin.listUsers', undefined, { ...query }), { signal }),
  updateUser: (id: string, body: UpdateUserBody) => api.put<UpdatedUser>(routeUrl('admin.updateUser', { id }), body),
  audit: (query: RouteQueryInput<'admin.audit'>, signal?: AbortSignal) => api.get<AuditPage>(routeUrl('admin.audit', undefined, { ...query }), { signal }),
};

export const CONNECTION_FAILED = 'Unable to connect to the server. Check your connection and try again.';

/**
 * The text to show for a failed admin call: the server's own words for a refusal (400, 403,
 * 404, 409, 429), a connection note when no answer came, else `fallback`. A 401 is the API
 * client's to handle (refresh, or back to sign-in), so it gets the fallback too.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return CONNECTION_FAILED;
  if (error.status < 400 || error.status >= 500 || error.status === 401) return fallback;
  return serverMessage(error) ?? fallback;
}
