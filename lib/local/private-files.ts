import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

/**
 * Files and directories only their owner may read: the local pool's store (passwords and
 * refresh tokens), its signing key and the seeded admin's password. A file is written
 * whole to a temporary file created with the private mode, then renamed over the old one,
 * so it is never torn and never readable by others, not even for a moment.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

const temporaryName = (file: string) => `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;

/** The permission bits of a file or directory (mode & 0o777). */
export const permissions = (file: string): number => fs.statSync(file).mode & 0o777;

/**
 * Creates a directory, and any missing parent, that only its owner can list. An existing
 * directory keeps its mode: it may be one the user chose for other things too.
 */
export function createPrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Creates a directory of ours if missing and makes it private even when it existed. */
export function restrictDir(dir: string): void {
  createPrivateDir(dir);
  fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

export function writePrivateFileSync(file: string, data: string): void {
  const temporary = temporaryName(file);
  const fd = fs.openSync(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    // The mode given to open is reduced by the umask; this makes it exactly 0600.
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeFileSync(fd, data);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(temporary, file);
}

export async function writePrivateFile(file: string, data: string): Promise<void> {
  const temporary = temporaryName(file);
  const handle = await fs.promises.open(temporary, 'wx', PRIVATE_FILE_MODE);
  try {
    await handle.chmod(PRIVATE_FILE_MODE);
    await handle.writeFile(data);
  } catch (error) {
    await handle.close();
    await fs.promises.rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.rename(temporary, file);
}
