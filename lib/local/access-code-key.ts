import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createPrivateDir, writePrivateFileSync } from './private-files';

/**
 * The local stand-in for the stack's access-code key secret: made once, kept owner-only in
 * the data directory, so codes issued on this machine keep working across restarts.
 */
export function accessCodeKey(dataDir: string): string {
  const file = path.join(dataDir, 'access-code-key');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createPrivateDir(dataDir);
  const key = randomBytes(32).toString('base64url');
  writePrivateFileSync(file, key);
  return key;
}
