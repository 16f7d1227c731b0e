import { createGroupHandler, type Operations } from '../shared/http';
import { createEntry, exportEntries, listEntries, removeEntry, updateEntry } from './entries';
import { deleteCloudExport, emailExport, getCloudExport, listCloudExports, saveCloudExport } from './exports';

const operations = {
  'journal.create': createEntry,
  'journal.list': listEntries,
  'journal.update': updateEntry,
  'journal.delete': removeEntry,
  'journal.export': exportEntries,
  'journal.exportEmail': emailExport,
  'journal.saveCloudExport': saveCloudExport,
  'journal.listCloudExports': listCloudExports,
  'journal.getCloudExport': getCloudExport,
  'journal.deleteCloudExport': deleteCloudExport,
} satisfies Operations<'journal'>;

export const handler = createGroupHandler('journal', operations);
