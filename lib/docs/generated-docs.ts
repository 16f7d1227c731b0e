/** The documents `npm run docs` writes, each from its generator; the docs test compares them. */
import { apiDoc } from './api-doc';
import { dataModelDoc } from './data-model-doc';
import { LOCAL_STACK_DOC, localStackDoc } from './local-stack-doc';

export interface GeneratedDoc {
  /** Relative to the repository root. */
  path: string;
  generate: () => string;
}

export const generatedDocs: GeneratedDoc[] = [
  { path: 'docs/api.md', generate: apiDoc },
  { path: 'docs/data-model.md', generate: dataModelDoc },
  { path: LOCAL_STACK_DOC, generate: () => localStackDoc() },
];
