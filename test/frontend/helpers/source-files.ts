import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

/** Every .ts and .tsx file under `dir`, leaving out the folders `skip` names. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(path) ? [] : sourceFiles(path, skip);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A source file's syntax tree, read the way the compiler reads it (TSX for .tsx). */
export function parseSource(path: string): ts.SourceFile {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false, kind);
}
