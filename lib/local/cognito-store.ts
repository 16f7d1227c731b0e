import fs from 'node:fs';
import path from 'node:path';
import { hashStoredPasswords, hashUserPasswords } from './cognito-passwords';
import { PRIVATE_FILE_MODE, restrictDir, writePrivateFile } from './private-files';

/**
 * A JSON file store for cognito-local with the same semantics as its own (a live object
 * tree, saved whole), but saved safely: one write at a time, through a temporary file and
 * a rename, so the file is never torn; changes that arrive during a write share the next
 * one. A change is answered only once a write that includes it has finished.
 *
 * The files hold password hashes and refresh tokens, so they and their directory are
 * readable by their owner only, and a user's password is hashed before the tree holds it
 * (cognito-passwords.ts): neither memory nor disk keeps a plaintext password.
 */
type Tree = Record<string, unknown>;

const reviveDates = (key: string, value: unknown) =>
  key.endsWith('Date') && (typeof value === 'string' || typeof value === 'number') ? new Date(value) : value;

export class CoalescingJsonFile {
  private inflight: Promise<void> = Promise.resolve();
  private pending: Promise<void> | undefined;

  constructor(
    readonly file: string,
    readonly state: Tree,
  ) {}

  static open(file: string, defaults: Tree): CoalescingJsonFile {
    restrictDir(path.dirname(file));
    let state: Tree = {};
    if (fs.existsSync(file)) {
      // A file written before the store was private may still be readable by others.
      fs.chmodSync(file, PRIVATE_FILE_MODE);
      const text = fs.readFileSync(file, 'utf8');
      state = text.trim() ? (JSON.parse(text, reviveDates) as Tree) : {};
    }
    for (const [key, value] of Object.entries(defaults)) if (!(key in state)) state[key] = value;
    return new CoalescingJsonFile(file, state);
  }

  save(): Promise<void> {
    if (!this.pending) {
      this.pending = this.inflight.then(() => {
        this.pending = undefined;
        this.inflight = this.write();
        return this.inflight;
      });
    }
    return this.pending;
  }

  private write(): Promise<void> {
    // Dates become ISO strings through Date.toJSON, as cognito-local writes them.
    return writePrivateFile(this.file, JSON.stringify(this.state));
  }
}

const keyPath = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

/** cognito-local's DataStore interface over a CoalescingJsonFile. */
export class SafeDataStore {
  // Changes apply to the tree in the order they were asked for, even when hashing a
  // password makes an earlier one take longer than a later one.
  private changes: Promise<void> = Promise.resolve();

  constructor(private readonly store: CoalescingJsonFile) {}

  /** Hashes the plaintext passwords of a file written before hashing, and saves it. */
  static async open(file: string, defaults: Tree): Promise<SafeDataStore> {
    const store = CoalescingJsonFile.open(file, defaults);
    if ((await hashStoredPasswords(store.state)) > 0) await store.save();
    return new SafeDataStore(store);
  }

  async get(_ctx: unknown, key: string | string[], defaultValue?: unknown): Promise<unknown> {
    let node: unknown = this.store.state;
    for (const k of keyPath(key)) {
      if (node === null || typeof node !== 'object') return defaultValue ?? null;
      node = (node as Tree)[k];
    }
    return node ?? defaultValue ?? null;
  }

  async getRoot(): Promise<unknown> {
    return this.store.state;
  }

  async set(_ctx: unknown, key: string | string[], value: unknown): Promise<void> {
    const keys = keyPath(key);
    await this.change(async () => {
      const stored = await hashUserPasswords(keys, value);
      let node = this.store.state;
      for (const k of keys.slice(0, -1)) {
        if (node[k] === null || typeof node[k] !== 'object') node[k] = {};
        node = node[k] as Tree;
      }
      node[keys[keys.length - 1] as string] = stored;
    });
  }

  async delete(_ctx: unknown, key: string | string[]): Promise<void> {
    const keys = keyPath(key);
    await this.change(async () => {
      let node: unknown = this.store.state;
      for (const k of keys.slice(0, -1)) {
        if (node === null || typeof node !== 'object') return;
        node = (node as Tree)[k];
      }
      if (node !== null && typeof node === 'object') delete (node as Tree)[keys[keys.length - 1] as string];
    });
  }

  private async change(apply: () => Promise<void>): Promise<void> {
    const applied = this.changes.then(apply);
    this.changes = applied.catch(() => undefined);
    await applied;
    await this.store.save();
  }
}

export class SafeDataStoreFactory {
  constructor(private readonly directory: string) {}

  async create(_ctx: unknown, id: string, defaults: object): Promise<SafeDataStore> {
    return SafeDataStore.open(path.join(this.directory, `${id}.json`), defaults as Tree);
  }
}
