import type {
  CloudExport,
  CloudExportFile,
  ExportFormat,
  JournalEntry,
  JournalEntryCreateBody,
  JournalEntryUpdateBody,
  JournalExportResponse,
  JournalListResponse,
} from '@contracts/journal';
import { buildRoutePath, routeById, type RouteId } from '@contracts/routes';
import { api } from '../../../lib/api-client';

// Types only from the journal contract: its zod schemas stay out of the browser bundle.
const path = (id: RouteId, params?: Record<string, string>) => buildRoutePath(routeById(id).path, params);

function withQuery(base: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

export interface ExportFileBody {
  filename: string;
  format: ExportFormat;
  /** The file, base64. */
  data: string;
}

/** The cloud list answers `{ exports }`; a bare array is read the same way. */
function cloudList(body: unknown): CloudExport[] {
  if (Array.isArray(body)) return body as CloudExport[];
  const exports = (body as { exports?: unknown } | undefined)?.exports;
  return Array.isArray(exports) ? (exports as CloudExport[]) : [];
}

export const journalApi = {
  list: (query: { limit: number; cursor?: string }) => api.get<JournalListResponse>(withQuery(path('journal.list'), query)),
  create: (body: JournalEntryCreateBody) => api.post<JournalEntry>(path('journal.create'), body),
  update: (id: string, body: JournalEntryUpdateBody) => api.put<JournalEntry>(path('journal.update', { id }), body),
  remove: (id: string) => api.delete<unknown>(path('journal.delete', { id })),

  exportPage: (query: { format: ExportFormat; from?: string; to?: string; cursor?: string }) =>
    api.get<JournalExportResponse>(withQuery(path('journal.export'), query)),
  emailExport: (body: ExportFileBody & { email: string }) => api.post<unknown>(path('journal.exportEmail'), body),
  saveCloudExport: (body: ExportFileBody) => api.post<unknown>(path('journal.saveCloudExport'), body),
  listCloudExports: async () => cloudList(await api.get<unknown>(path('journal.listCloudExports'))),
  getCloudExport: (id: string) => api.get<CloudExportFile>(path('journal.getCloudExport', { id })),
  deleteCloudExport: (id: string) => api.delete<unknown>(path('journal.deleteCloudExport', { id })),
};
