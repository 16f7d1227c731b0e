import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, ulid } from 'ulid';
import {
  EXPORT_CONTENT_TYPES,
  type CloudExport,
  type CloudExportFile,
  type ExportEmailKind,
  type ExportFormat,
} from '../contracts/journal';
import { EXPORT_MAX_FILE_BYTES } from '../contracts/journal-limits';
import type { MessageResponse } from '../contracts/user';
import { getConfig } from '../shared/config';
import { getDocumentClient, tableName } from '../shared/db/client';
import { EXPORT_PREFIX, keys, type Key } from '../shared/db/keys';
import { queryNewestFirst, ulidRange } from '../shared/db/query';
import { transactWrite, TransactionRefused } from '../shared/db/transact';
import { BadRequest, Conflict, Forbidden, NotFound, PayloadTooLarge, TooManyRequests } from '../shared/errors';
import { getExportStore } from '../shared/export-store';
import { reply, type RequestContext } from '../shared/http';
import { consumeAttempt } from '../shared/rate-limit';
import { buildExportEmail, sendRawEmail } from './export-email';
import { isFileOfFormat } from './export-file-types';

/** Most cloud exports a user keeps at once. */
export const MAX_CLOUD_EXPORTS = 50;

export const EXPORT_NOT_FOUND = 'Export not found';
const STORAGE_FULL = 'Your cloud storage is full. Delete an older export first.';

/** Metadata of a cloud export (PK USER#<sub>, SK EXPORT#<ulid>); the bytes are in the export store. */
interface CloudExportRecord extends Key {
  entity: 'export';
  id: string;
  filename: string;
  format: ExportFormat;
  size: number;
  createdAt: string;
}

const toCloudExport = (r: CloudExportRecord): CloudExport => ({
  id: r.id,
  filename: r.filename,
  format: r.format,
  size: r.size,
  createdAt: r.createdAt,
});

/** The file of an export request: its name matches its format, its bytes are of that format, it fits the limit. */
function exportFile(body: { filename: string; format: ExportFormat; data: string }): Buffer {
  if (!body.filename.toLowerCase().endsWith(`.${body.format}`)) {
    throw new BadRequest(`filename must end in .${body.format} for a ${body.format} export`);
  }
  const bytes = Buffer.from(body.data, 'base64');
  if (bytes.byteLength > EXPORT_MAX_FILE_BYTES) throw new PayloadTooLarge('The export is too large (at most 4 MB)');
  if (bytes.byteLength === 0) throw new BadRequest('data: the export is empty');
  if (!isFileOfFormat(body.format, bytes)) throw new BadRequest(`data: the file is not a ${body.format} file`);
  return bytes;
}

/** The name an emailed export carries: the product's own, never one the request chose. */
const emailedFilename = (format: ExportFormat, kind: ExportEmailKind, now = new Date()) =>
  `solace-${kind}-${now.toISOString().slice(0, 10)}.${format}`;

/**
 * POST /journal/export/email: the file the browser built, as an attachment, to the
 * account's own verified address only: the product's sender never carries a user's file to
 * anyone else.
 */
export async function emailExport(ctx: RequestContext<'journal.exportEmail'>): Promise<MessageResponse> {
  const { user, userId } = ctx.auth;
  if (ctx.body.email !== user.email) {
    throw new Forbidden('Journal exports can be emailed only to your own account email address.');
  }
  if (!user.emailVerified) {
    throw new Forbidden('Please verify your email address first: exports are emailed only to a verified address.');
  }
  const file = exportFile(ctx.body);
  if (await consumeAttempt('export-email', userId, getConfig().rateLimits.exportEmailPerUser)) {
    throw new TooManyRequests('Too many export emails. Please try again later.');
  }
  const from = getConfig().emailFrom;
  const raw = await buildExportEmail({
    from,
    to: ctx.body.email,
    owner: { firstName: user.firstName },
    filename: emailedFilename(ctx.body.format, ctx.body.kind),
    contentType: EXPORT_CONTENT_TYPES[ctx.body.format],
    file,
    kind: ctx.body.kind,
  });
  await sendRawEmail(ctx.body.email, from, raw);
  ctx.logger.info('journal export emailed', { userId, kind: ctx.body.kind, bytes: file.byteLength });
  const sent = ctx.body.kind === 'report' ? 'Your report has been sent to' : 'Journal export has been sent to';
  return { success: true, message: `${sent} ${ctx.body.email}` };
}

/** The counter of stored exports on the user item moves with each metadata item. */
function exportCounterUpdate(userId: string, by: 1 | -1) {
  const limited = by > 0;
  return {
    Update: {
      TableName: tableName(),
      Key: keys.user(userId),
      UpdateExpression: 'ADD cloudExportCount :by',
      ConditionExpression: limited
        ? 'attribute_exists(PK) AND (attribute_not_exists(cloudExportCount) OR cloudExportCount < :max)'
        : 'attribute_exists(PK)',
      ExpressionAttributeValues: limited ? { ':by': by, ':max': MAX_CLOUD_EXPORTS } : { ':by': by },
    },
  };
}

/** POST /journal/export/cloud: the bytes first, then the metadata item (with the counter). */
export async function saveCloudExport(ctx: RequestContext<'journal.saveCloudExport'>) {
  const { user, userId } = ctx.auth;
  const store = getExportStore();
  const file = exportFile(ctx.body);
  if ((user.cloudExportCount ?? 0) >= MAX_CLOUD_EXPORTS) throw new Conflict(STORAGE_FULL);
  if (await consumeAttempt('cloud-export', userId, getConfig().rateLimits.cloudExportPerUser)) {
    throw new TooManyRequests('Too many exports saved. Please try again later.');
  }
  const id = ulid();
  const record: CloudExportRecord = {
    ...keys.cloudExport(userId, id),
    entity: 'export',
    id,
    filename: ctx.body.filename,
    format: ctx.body.format,
    size: file.byteLength,
    createdAt: new Date(decodeTime(id)).toISOString(),
  };
  await store.put(userId, id, file);
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: record, ConditionExpression: 'attribute_not_exists(PK)' } },
      exportCounterUpdate(userId, 1),
    ]);
  } catch (error) {
    // Without its item the file would be unreachable: take it away again.
    await store.delete(userId, id).catch((cleanup: Error) =>
      ctx.logger.error('export file left without its item', { userId, exportId: id, error: cleanup.name }),
    );
    if (error instanceof TransactionRefused && error.failed[1]) throw new Conflict(STORAGE_FULL);
    throw error;
  }
  ctx.logger.info('journal export saved', { userId, exportId: id, bytes: file.byteLength });
  return reply(201, { export: toCloudExport(record), message: 'Journal export has been saved to your cloud storage' });
}

/** GET /journal/export/cloud: newest first (at most MAX_CLOUD_EXPORTS exist). */
export async function listCloudExports(ctx: RequestContext<'journal.listCloudExports'>): Promise<{ exports: CloudExport[] }> {
  getExportStore();
  const { records } = await queryNewestFirst<CloudExportRecord>(keys.userPartition(ctx.auth.userId), ulidRange(EXPORT_PREFIX), MAX_CLOUD_EXPORTS);
  return { exports: records.map(toCloudExport) };
}

async function getCloudExportRecord(userId: string, exportId: string): Promise<CloudExportRecord | undefined> {
  const out = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.cloudExport(userId, exportId), ConsistentRead: true }),
  );
  return out.Item as CloudExportRecord | undefined;
}

/** GET /journal/export/cloud/{id}: the file, base64. Another user's id is simply not there. */
export async function getCloudExport(ctx: RequestContext<'journal.getCloudExport'>): Promise<CloudExportFile> {
  const { userId } = ctx.auth;
  const store = getExportStore();
  const record = await getCloudExportRecord(userId, ctx.params.id);
  if (!record) throw new NotFound(EXPORT_NOT_FOUND);
  const bytes = await store.get(userId, record.id);
  if (!bytes) {
    ctx.logger.warn('export item without its file', { userId, exportId: record.id });
    throw new NotFound(EXPORT_NOT_FOUND);
  }
  return { ...toCloudExport(record), data: Buffer.from(bytes).toString('base64') };
}

/** DELETE /journal/export/cloud/{id}: the item first (nothing lists it any more), then the file. */
export async function deleteCloudExport(ctx: RequestContext<'journal.deleteCloudExport'>): Promise<{ success: true }> {
  const { userId } = ctx.auth;
  const store = getExportStore();
  try {
    await transactWrite([
      { Delete: { TableName: tableName(), Key: keys.cloudExport(userId, ctx.params.id), ConditionExpression: 'attribute_exists(PK)' } },
      exportCounterUpdate(userId, -1),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.failed[0]) throw new NotFound(EXPORT_NOT_FOUND);
    throw error;
  }
  await store.delete(userId, ctx.params.id);
  return { success: true };
}
