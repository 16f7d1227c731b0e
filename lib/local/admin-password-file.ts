import fs from 'node:fs';
import path from 'node:path';
import { writePrivateFileSync } from './private-files';

/**
 * The seeded admin's generated password, kept in the data directory in a file only its
 * owner can read, so it never has to be printed or logged.
 */
export const ADMIN_PASSWORD_FILE = 'admin-password.txt';

export const adminPasswordFile = (dataDir: string) => path.resolve(dataDir, ADMIN_PASSWORD_FILE);

export function writeAdminPasswordFile(file: string, email: string, password: string): void {
  writePrivateFileSync(file, `email: ${email}\npassword: ${password}\n`);
}

/** The email and password in the file, or undefined when there is no such file. */
export function readAdminPasswordFile(file: string): { email: string; password: string } | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  const email = /^email: (.+)$/m.exec(text)?.[1];
  const password = /^password: (.+)$/m.exec(text)?.[1];
  return email && password ? { email, password } : undefined;
}
