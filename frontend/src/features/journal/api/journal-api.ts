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
import { api } from '../../../lib/api-client';
import { routeUrl as path } from '../../../lib/route-url';

// Types only from the journal contract: its zod schemas stay out of the browser bundle.

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
  list: (query: { limit: number; cursor?: string }) => api.get<JournalListResponse>(path('journal.list', undefined, query)),
  create: (body: JournalEntryCreateBody) => api.post<JournalEntry>(path('journal.create'), body),
  update: (id: string, body: JournalEntryUpdateBody) => api.put<JournalEntry>(path('journal.update', { id }), body),
  remove: (id: string) => api.delete<unknown>(path('journal.delete', { id })),

  exportPage: (query: { format: ExportFormat; from?: string; to?: string; cursor?: string }) =>
    api.get<JournalExportResponse>(path('journal.export', undefined, query)),
  emailExport: (body: ExportFileBody & { email: string }) => api.post<unknown>(path('journal.exportEmail'), body),
  saveCloudExport: (body: ExportFileBody) => api.post<unknown>(path('journal.saveCloudExport'), body),
  listCloudExports: async () => cloudList(await api.get<unknown>(path('journal.listCloudExports'))),
  getCloudExport: (id: string) => api.get<CloudExportFile>(path('journal.getCloudExport', { id })),
  deleteCloudExport: (id: string) => api.delete<unknown>(path('journal.deleteCloudExport', { id })),
};
