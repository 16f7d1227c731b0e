import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A file's permission bits, e.g. 0o600. */
export const fileMode = (file: string) => fs.statSync(file).mode & 0o777;

/**
 * A new empty folder under the OS's temporary folder for each test of the enclosing block,
 * removed after it. Call at the top of a `describe`; read `.dir` inside the tests and hooks.
 */
export function useTempDir(prefix: string): { readonly dir: string } {
  const current = { dir: '' };
  beforeEach(() => {
    current.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(current.dir, { recursive: true, force: true }));
  return current;
}
