import fs from 'node:fs';
import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getConfig } from './config';
import { ServiceUnavailable } from './errors';

/**
 * Where the bytes of cloud exports live: S3 on AWS, a folder locally. Their metadata is a
 * table item (`EXPORT#<ulid>`); callers write the bytes before the item and delete the item
 * before the bytes, so an item never points at nothing that matters.
 */
export interface ExportStore {
  put(userId: string, id: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or undefined when there are none. */
  get(userId: string, id: string): Promise<Uint8Array | undefined>;
  delete(userId: string, id: string): Promise<void>;
  /** Deletes every export of the user; returns how many files went. */
  deleteAll(userId: string): Promise<number>;
}

// Ids reach paths and object keys: only pool subs and ULIDs, never a separator or a dot.
const USER_ID = /^[A-Za-z0-9-]{1,128}$/;
const EXPORT_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function checkIds(userId: string, id?: string): void {
  if (!USER_ID.test(userId)) throw new Error('Invalid user id for the export store');
  if (id !== undefined && !EXPORT_ID.test(id)) throw new Error('Invalid export id for the export store');
}

const errorName = (error: unknown) => (error as { name?: string }).name ?? '';

/** `exports/<userId>/<id>` in a private bucket, encrypted at rest by S3 (SSE-S3). */
export class S3ExportStore implements ExportStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  private prefix(userId: string): string {
    checkIds(userId);
    return `exports/${userId}/`;
  }

  private key(userId: string, id: string): string {
    checkIds(userId, id);
    return `${this.prefix(userId)}${id}`;
  }

  async put(userId: string, id: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.key(userId, id),
        Body: bytes,
        ContentType: 'application/octet-stream',
        ServerSideEncryption: 'AES256',
      }),
    );
  }

  async get(userId: string, id: string): Promise<Uint8Array | undefined> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(userId, id) }));
      return out.Body ? await out.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(userId, id) }));
  }

  async deleteAll(userId: string): Promise<number> {
    const prefix = this.prefix(userId);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (objects.length > 0) {
        const out = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        if (out.Errors && out.Errors.length > 0) {
          throw new Error(`S3 refused to delete ${out.Errors.length} export(s): ${out.Errors[0]?.Code ?? 'unknown'}`);
        }
        deleted += objects.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }
}

/** `<dir>/<userId>/<id>`, for the local stack. Writes go through a temporary file and a rename. */
export class FolderExportStore implements ExportStore {
  private readonly root: string;

  constructor(dir: string) {
    this.root = path.resolve(dir);
  }

  private folder(userId: string): string {
    checkIds(userId);
    return this.inside(path.join(this.root, userId));
  }

  private file(userId: string, id: string): string {
    checkIds(userId, id);
    return this.inside(path.join(this.folder(userId), id));
  }

  /** A second guard besides the id patterns: nothing outside the root is ever touched. */
  private inside(target: string): string {
    const resolved = path.resolve(target);
    if (!resolved.startsWith(this.root + path.sep)) throw new Error('Export path outside the export folder');
    return resolved;
  }

  async put(userId: string, id: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(userId, id);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, file);
  }

  async get(userId: string, id: string): Promise<Uint8Array | undefined> {
    try {
      return await fs.promises.readFile(this.file(userId, id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    await fs.promises.rm(this.file(userId, id), { force: true });
  }

  async deleteAll(userId: string): Promise<number> {
    const folder = this.folder(userId);
    let count = 0;
    try {
      count = (await fs.promises.readdir(folder)).filter((name) => EXPORT_ID.test(name)).length;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    await fs.promises.rm(folder, { recursive: true, force: true });
    return count;
  }
}

let store: ExportStore | null | undefined;

/** The configured store, or null when neither EXPORTS_BUCKET nor EXPORTS_DIR is set. */
export function configuredExportStore(): ExportStore | null {
  if (store === undefined) {
    const config = getConfig();
    if (config.exports.bucket) store = new S3ExportStore(new S3Client({ region: config.region }), config.exports.bucket);
    else if (config.exports.dir) store = new FolderExportStore(config.exports.dir);
    else store = null;
  }
  return store;
}

/** The configured store; 503 when cloud storage is not configured. */
export function getExportStore(): ExportStore {
  const configured = configuredExportStore();
  if (!configured) throw new ServiceUnavailable('Cloud storage is not configured');
  return configured;
}
