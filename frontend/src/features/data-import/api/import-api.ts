import type { ImportItemsBody, ImportItemsResponse } from '@contracts/imports';
import { api } from '../../../lib/api-client';
import { routeUrl as path } from '../../../lib/route-url';

// Types only from the imports contract: its zod schemas stay out of the browser bundle.

export const importApi = {
  importItems: (body: ImportItemsBody) => api.post<ImportItemsResponse>(path('imports.items'), body),
};
