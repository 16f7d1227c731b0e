import { createGroupHandler, type Operations } from '../shared/http';
import { importItems } from './items';

const operations = {
  'imports.items': importItems,
} satisfies Operations<'imports'>;

export const handler = createGroupHandler('imports', operations);
