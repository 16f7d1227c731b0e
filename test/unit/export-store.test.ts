import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { FolderExportStore, S3ExportStore } from '../../lambdas/shared/export-store';
import { REQUIRED_ENVIRONMENT } from './helpers/lambda-environment';

const USER = '3f1c2b9a-7d4e-4c1a-9b2f-0a1b2c3d4e5f';
const ID = '01HZY8Q2V5J4K3M6N7P8R9S0TA';
const OTHER_ID = '01HZY8Q2V5J4K3M6N7P8R9S0TB';

describe('FolderExportStore (the local stack)', () => {
  let root: string;
  let store: FolderExportStore;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'solace-exports-'));
    store = new FolderExportStore(path.join(root, 'exports'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps each export at <dir>/<userId>/<id>, creating folders on demand', async () => {
    const bytes = new Uint8Array([0, 1, 2, 250, 255]);
    await store.put(USER, ID, bytes);
    expect(fs.readFileSync(path.join(root, 'exports', USER, ID))).toEqual(Buffer.from(bytes));
    expect(Buffer.from((await store.get(USER, ID))!)).toEqual(Buffer.from(bytes));
    expect(await store.get(USER, OTHER_ID)).toBeUndefined();
    // No temporary file is left behind.
    expect(fs.readdirSync(path.join(root, 'exports', USER))).toEqual([ID]);
  });

  it('deletes one export, then all of a user', async () => {
    await store.put(USER, ID, new Uint8Array([1]));
    await store.put(USER, OTHER_ID, new Uint8Array([2]));
    await store.delete(USER, ID);
    await store.delete(USER, ID);
    expect(await store.get(USER, ID)).toBeUndefined();
    expect(await store.deleteAll(USER)).toBe(1);
    expect(fs.existsSync(path.join(root, 'exports', USER))).toBe(false);
    expect(await store.deleteAll(USER)).toBe(0);
  });

  it.each([
    ['..', ID],
    ['../outside', ID],
    [USER, '../../etc/passwd'],
    [USER, '..'],
    [`${USER}/x`, ID],
    ['', ID],
    [USER, 'lowercase01hzy8q2v5j4k3m6n'],
  ])('refuses user %j and id %j, touching nothing', async (userId, id) => {
    await expect(store.put(userId, id, new Uint8Array([1]))).rejects.toThrow(/Invalid (user|export) id/);
    await expect(store.get(userId, id)).rejects.toThrow(/Invalid/);
    await expect(store.delete(userId, id)).rejects.toThrow(/Invalid/);
    expect(fs.existsSync(path.join(root, 'exports'))).toBe(false);
  });

  it('refuses to delete all of a user id that is a path', async () => {
    await expect(store.deleteAll('..')).rejects.toThrow(/Invalid user id/);
  });
});

describe('S3ExportStore (AWS)', () => {
  const s3 = mockClient(S3Client);
  const store = new S3ExportStore(new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }), 'exports-bucket');

  beforeEach(() => s3.reset());

  it('puts the bytes under exports/<userId>/<id>, encrypted by S3', async () => {
    s3.on(PutObjectCommand).resolves({});
    await store.put(USER, ID, new Uint8Array([1, 2, 3]));
    const input = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(input).toMatchObject({ Bucket: 'exports-bucket', Key: `exports/${USER}/${ID}`, ServerSideEncryption: 'AES256' });
    expect(Buffer.from(input.Body as Uint8Array)).toEqual(Buffer.from([1, 2, 3]));
  });

  it('reads the bytes, and undefined for a missing object', async () => {
    s3.on(GetObjectCommand, { Key: `exports/${USER}/${ID}` }).resolves({
      // The SDK's stream body, reduced to the one method the store uses.
      Body: { transformToByteArray: async () => new Uint8Array([9, 8, 7]) } as never,
    });
    s3.on(GetObjectCommand, { Key: `exports/${USER}/${OTHER_ID}` }).rejects(Object.assign(new Error('gone'), { name: 'NoSuchKey' }));
    expect(Buffer.from((await store.get(USER, ID))!)).toEqual(Buffer.from([9, 8, 7]));
    expect(await store.get(USER, OTHER_ID)).toBeUndefined();
  });

  it('deletes one object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await store.delete(USER, ID);
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({ Bucket: 'exports-bucket', Key: `exports/${USER}/${ID}` });
  });

  it("deletes every object of the user's prefix, page by page", async () => {
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: [{ Key: `exports/${USER}/${ID}` }], IsTruncated: true, NextContinuationToken: 'next' })
      .resolvesOnce({ Contents: [{ Key: `exports/${USER}/${OTHER_ID}` }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({});
    expect(await store.deleteAll(USER)).toBe(2);
    const lists = s3.commandCalls(ListObjectsV2Command).map((c) => c.args[0].input);
    expect(lists).toEqual([
      { Bucket: 'exports-bucket', Prefix: `exports/${USER}/`, ContinuationToken: undefined },
      { Bucket: 'exports-bucket', Prefix: `exports/${USER}/`, ContinuationToken: 'next' },
    ]);
    const deleted = s3.commandCalls(DeleteObjectsCommand).flatMap((c) => c.args[0].input.Delete!.Objects!.map((o) => o.Key));
    expect(deleted).toEqual([`exports/${USER}/${ID}`, `exports/${USER}/${OTHER_ID}`]);
  });

  it('fails when S3 refuses part of a batch delete, so account deletion stops before the items go', async () => {
    s3.on(ListObjectsV2Command).resolves({ Contents: [{ Key: `exports/${USER}/${ID}` }], IsTruncated: false });
    s3.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: `exports/${USER}/${ID}`, Code: 'AccessDenied' }] });
    await expect(store.deleteAll(USER)).rejects.toThrow(/AccessDenied/);
  });

  it('never builds a key outside the exports prefix', async () => {
    await expect(store.put('../x', ID, new Uint8Array())).rejects.toThrow(/Invalid user id/);
    await expect(store.get(USER, '../../secret')).rejects.toThrow(/Invalid export id/);
    expect(s3.calls()).toHaveLength(0);
  });
});

describe('choosing the store', () => {
  const base = REQUIRED_ENVIRONMENT;

  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  /** The module as a fresh Lambda loads it, with this environment (configuration is read on first use). */
  async function freshModule(env: Record<string, string>) {
    jest.resetModules();
    for (const key of ['EXPORTS_BUCKET', 'EXPORTS_DIR']) delete process.env[key];
    Object.assign(process.env, base, env);
    return import('../../lambdas/shared/export-store');
  }

  it('answers 503 when neither a bucket nor a folder is configured', async () => {
    const mod = await freshModule({});
    expect(mod.configuredExportStore()).toBeNull();
    expect(() => mod.getExportStore()).toThrow(expect.objectContaining({ statusCode: 503, message: 'Cloud storage is not configured' }));
  });

  it('uses S3 with EXPORTS_BUCKET and a folder with EXPORTS_DIR', async () => {
    expect((await freshModule({ EXPORTS_BUCKET: 'b' })).getExportStore().constructor.name).toBe('S3ExportStore');
    expect((await freshModule({ EXPORTS_DIR: '/tmp/x' })).getExportStore().constructor.name).toBe('FolderExportStore');
  });
});
