import fs from 'node:fs';
import path from 'node:path';
import { restrictDir, writePrivateFileSync } from '../private-files';

/**
 * The emulator's objects, one JSON file each under `<dataDir>/payments/<collection>/<id>.json`,
 * readable only by their owner and written whole (temporary file, then rename), so a file
 * is never torn. Everything is also held in memory; a write goes to disk before the request
 * that made it is answered. Each record keeps a sequence number (lists are newest first and
 * events are delivered in creation order) and fields of the emulator's own, outside the
 * object the API returns.
 */
export const COLLECTIONS = [
  'customers',
  'payment_methods',
  'payment_intents',
  'charges',
  'subscriptions',
  'invoices',
  'checkout_sessions',
  'billing_portal_sessions',
  'events',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}

export interface StoredRecord<T extends StripeObject = StripeObject> {
  seq: number;
  data: T;
  internal: Record<string, unknown>;
}

const FILE_NAME = /^[A-Za-z0-9_]{1,255}\.json$/;

export class PaymentsStore {
  private readonly records = new Map<Collection, Map<string, StoredRecord>>();
  private seq = 0;

  constructor(
    readonly dir: string,
    private readonly log: (line: string) => void,
  ) {
    for (const collection of COLLECTIONS) this.records.set(collection, new Map());
  }

  /** Creates the directories (owner only) and reads what an earlier run left. */
  load(): void {
    restrictDir(this.dir);
    for (const collection of COLLECTIONS) {
      const dir = path.join(this.dir, collection);
      restrictDir(dir);
      for (const name of fs.readdirSync(dir)) {
        const file = path.join(dir, name);
        if (name.endsWith('.tmp')) {
          // Left by a run that stopped in the middle of a write; the old file is intact.
          fs.rmSync(file, { force: true });
          continue;
        }
        if (!FILE_NAME.test(name)) continue;
        const record = this.readRecord(file, name.slice(0, -'.json'.length));
        if (!record) continue;
        this.map(collection).set(record.data.id, record);
        this.seq = Math.max(this.seq, record.seq);
      }
    }
  }

  private readRecord(file: string, id: string): StoredRecord | undefined {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<StoredRecord>;
      const data = parsed.data;
      if (
        typeof parsed.seq !== 'number' ||
        !Number.isSafeInteger(parsed.seq) ||
        typeof data !== 'object' ||
        data === null ||
        data.id !== id ||
        typeof data.object !== 'string'
      ) {
        throw new Error('unexpected shape');
      }
      const internal = typeof parsed.internal === 'object' && parsed.internal !== null ? parsed.internal : {};
      return { seq: parsed.seq, data, internal };
    } catch (error) {
      this.log(`skipped unreadable record ${file}: ${(error as Error).message}`);
      return undefined;
    }
  }

  private map(collection: Collection): Map<string, StoredRecord> {
    const map = this.records.get(collection);
    if (!map) throw new Error(`unknown collection ${collection}`);
    return map;
  }

  get<T extends StripeObject>(collection: Collection, id: string): StoredRecord<T> | undefined {
    return this.map(collection).get(id) as StoredRecord<T> | undefined;
  }

  /** Stores a new object, or the changed one, and writes its file. */
  put<T extends StripeObject>(collection: Collection, data: T, internal?: Record<string, unknown>): StoredRecord<T> {
    const map = this.map(collection);
    const existing = map.get(data.id);
    const record: StoredRecord<T> = {
      seq: existing?.seq ?? ++this.seq,
      data,
      internal: internal ?? existing?.internal ?? {},
    };
    writePrivateFileSync(path.join(this.dir, collection, `${data.id}.json`), JSON.stringify(record));
    map.set(data.id, record as StoredRecord);
    return record;
  }

  /** Newest first. */
  all<T extends StripeObject>(collection: Collection): StoredRecord<T>[] {
    return [...this.map(collection).values()].sort((a, b) => b.seq - a.seq) as StoredRecord<T>[];
  }
}
