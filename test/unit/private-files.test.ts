import fs from 'node:fs';
import path from 'node:path';
import { readAdminPasswordFile, writeAdminPasswordFile } from '../../lib/local/admin-password-file';
import { createPrivateDir, writePrivateFile, writePrivateFileSync } from '../../lib/local/private-files';
import { fileMode, useTempDir } from './helpers/temp-dir';

describe('private files of the local stack', () => {
  const tmp = useTempDir('private-files-');
  let umask: number;
  beforeEach(() => {
    // The most permissive umask: the modes must not depend on the user's.
    umask = process.umask(0);
  });
  afterEach(() => process.umask(umask));

  it('creates a data directory, and its missing parents, that only the owner can list', () => {
    const dataDir = path.join(tmp.dir, 'parent', 'data');
    createPrivateDir(dataDir);
    expect(fileMode(dataDir)).toBe(0o700);
    expect(fileMode(path.join(tmp.dir, 'parent'))).toBe(0o700);
  });

  it('leaves the mode of a directory that already existed', () => {
    const chosen = path.join(tmp.dir, 'chosen');
    fs.mkdirSync(chosen, { mode: 0o755 });
    createPrivateDir(chosen);
    expect(fileMode(chosen)).toBe(0o755);
  });

  it('writes files whole with mode 0600, replacing a file others could read', async () => {
    const file = path.join(tmp.dir, 'secret.txt');
    fs.writeFileSync(file, 'old', { mode: 0o644 });
    writePrivateFileSync(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fileMode(file)).toBe(0o600);
    await writePrivateFile(file, 'newer');
    expect(fs.readFileSync(file, 'utf8')).toBe('newer');
    expect(fileMode(file)).toBe(0o600);
    expect(fs.readdirSync(tmp.dir)).toEqual(['secret.txt']);
  });

  it('is never readable by others while it is written', () => {
    const file = path.join(tmp.dir, 'secret.txt');
    const opened: [string, unknown][] = [];
    const open = fs.openSync;
    const spy = jest.spyOn(fs, 'openSync').mockImplementation((target, flags, openMode) => {
      opened.push([String(target), openMode]);
      return open(target, flags, openMode);
    });
    try {
      writePrivateFileSync(file, 'secret');
    } finally {
      spy.mockRestore();
    }
    expect(opened).toHaveLength(1);
    expect(opened[0]?.[1]).toBe(0o600);
  });

  it("keeps the seeded admin's email and password for its owner only", () => {
    const file = path.join(tmp.dir, 'admin-password.txt');
    writeAdminPasswordFile(file, 'admin@solace.local', 'Sol-abc$def/ghi+a1!');
    expect(fileMode(file)).toBe(0o600);
    expect(readAdminPasswordFile(file)).toEqual({ email: 'admin@solace.local', password: 'Sol-abc$def/ghi+a1!' });
    expect(readAdminPasswordFile(path.join(tmp.dir, 'missing.txt'))).toBeUndefined();
  });
});
