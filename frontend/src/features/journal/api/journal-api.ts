import type {
  CloudExport,
  CloudExportFile,
  JournalEntry,
  JournalEntryCreateBody,
  JournalEntryUpdateBody,
  JournalExportResponse,
  JournalListResponse,
} from '@contracts/journal';
import type { RouteInput, RouteQueryInput } from '@contracts/route-schemas';
import { api } from '../../../lib/api-client';
import { routeUrl as path } from '../../../lib/route-url';

// Types only from the journal contract: its zod schemas stay out of the browser bundle.

/** A finished export file (the data base64), as a cloud save or an email sends it. */
export type ExportFileBody = RouteInput<'journal.saveCloudExport'>;

/** The cloud list answers `{ exports }`; a bare array is read the same way. */
function cloudList(body: unknown): CloudExport[] {
  if (Array.isArray(body)) return body as CloudExport[];
  const exports = (body as { exports?: unknown } | undefined)?.exports;
  return Array.isArray(exports) ? (exports as CloudExport[]) : [];
}

export const journalApi = {
  list: (query: RouteQueryInput<'journal.list'>) => api.get<JournalListResponse>(path('journal.list', undefined, query)),
  create: (body: JournalEntryCreateBody) => api.post<JournalEntry>(path('journal.create'), body),
  update: (id: string, body: JournalEntryUpdateBody) => api.put<JournalEntry>(path('journal.update', { id }), body),
  remove: (id: string) => api.delete<unknown>(path('journal.delete', { id })),

  exportPage: (query: RouteQueryInput<'journal.export'>) =>
    api.get<JournalExportResponse>(path('journal.export', undefined, query)),
  emailExport: (body: RouteInput<'journal.exportEmail'>) => api.post<unknown>(path('journal.exportEmail'), body),
  saveCloudExport: (body: ExportFileBody) => api.post<unknown>(path('journal.saveCloudExport'), body),
  listCloudExports: async () => cloudList(await api.get<unknown>(path('journal.listCloudExports'))),
  getCloudExport: (id: string) => api.get<CloudExportFile>(path('journal.getCloudExport', { id })),
  deleteCloudExport: (id: string) => api.delete<unknown>(path('journal.deleteCloudExport', { id })),
};
