import fs from 'node:fs';
import path from 'node:path';

/**
 * A JSON file store for cognito-local with the same semantics as its own (a live object
 * tree, saved whole), but saved safely: one write at a time, through a temporary file and
 * a rename, so the file is never torn; changes that arrive during a write share the next
 * one. A change is answered only once a write that includes it has finished.
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
    fs.mkdirSync(path.dirname(file), { recursive: true });
    let state: Tree = {};
    if (fs.existsSync(file)) {
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

  private async write(): Promise<void> {
    const temporary = `${this.file}.${process.pid}.tmp`;
    // Dates become ISO strings through Date.toJSON, as cognito-local writes them.
    await fs.promises.writeFile(temporary, JSON.stringify(this.state));
    await fs.promises.rename(temporary, this.file);
  }
}

const keyPath = (key: string | string[]) => (Array.isArray(key) ? key : [key]);

/** cognito-local's DataStore interface over a CoalescingJsonFile. */
export class SafeDataStore {
  constructor(private readonly store: CoalescingJsonFile) {}

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
    let node = this.store.state;
    for (const k of keys.slice(0, -1)) {
      if (node[k] === null || typeof node[k] !== 'object') node[k] = {};
      node = node[k] as Tree;
    }
    node[keys[keys.length - 1] as string] = value;
    await this.store.save();
  }

  async delete(_ctx: unknown, key: string | string[]): Promise<void> {
    const keys = keyPath(key);
    let node: unknown = this.store.state;
    for (const k of keys.slice(0, -1)) {
      if (node === null || typeof node !== 'object') return;
      node = (node as Tree)[k];
    }
    if (node !== null && typeof node === 'object') delete (node as Tree)[keys[keys.length - 1] as string];
    await this.store.save();
  }
}

export class SafeDataStoreFactory {
  constructor(private readonly directory: string) {}

  async create(_ctx: unknown, id: string, defaults: object): Promise<SafeDataStore> {
    return new SafeDataStore(CoalescingJsonFile.open(path.join(this.directory, `${id}.json`), defaults as Tree));
  }
}
