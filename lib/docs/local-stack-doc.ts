/**
 * docs/local-stack.md is written by hand except its environment table, which is generated from
 * the one list of variables between two marker comments.
 */
import fs from 'node:fs';
import path from 'node:path';
import { environmentTable } from './environment-table';

export const LOCAL_STACK_DOC = 'docs/local-stack.md';
const START = /<!-- environment table: generated[^>]*-->\n/;
const END = '<!-- end of environment table -->';

/** The document with its environment table regenerated; the rest as committed. */
export function localStackDoc(root = path.resolve(__dirname, '../..')): string {
  const text = fs.readFileSync(path.join(root, LOCAL_STACK_DOC), 'utf8');
  const start = START.exec(text);
  const end = text.indexOf(END);
  if (!start || end < start.index) throw new Error(`${LOCAL_STACK_DOC} lost its environment table markers`);
  const afterStart = start.index + start[0].length;
  return `${text.slice(0, afterStart)}${environmentTable()}\n${text.slice(end)}`;
}
