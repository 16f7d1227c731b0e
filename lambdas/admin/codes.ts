/**
 * Access codes for admins: batches made, listed by status, searched, revoked. The codes
 * themselves exist only in the answer that makes them (lambdas/shared/access-codes.ts).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminCode, BatchPage, CodeBatch, CodeCounts, CodePage, CodeStatus, GeneratedCodes, RevokedBatch } from '../contracts/admin';
import { accessCodeHash, parseAccessCode } from '../shared/access-code-format';
import { codeStatus, createAccessCodes, type AccessCodeRecord, type CodeBatchRecord } from '../shared/access-codes';
import { findEmailRecord } from '../shared/accounts';
import { getDocumentClient, tableName } from '../shared/db/client';
import { getItems } from '../shared/db/get-items';
import { keys, REDEEMED_PREFIX } from '../shared/db/keys';
import { TransactionRefused, tableUpdate, transactWrite } from '../shared/db/transact';
import { BadRequest, Conflict, NotFound } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { getSecret } from '../shared/secrets';
import { actorOf, auditItem, recordAudit } from './audit';
import { countAll, numberedPage, queryAll, queryPage, type PartitionQuery } from './index-query';
import { emailsOf, emptyCounts, toAdminCodes, toCodeBatch } from './views';

export const ADMIN_CODE_MESSAGES = {
  codeNotFound: 'Code not found',
  batchNotFound: 'Batch not found',
  alreadyRedeemed: 'This code has already been redeemed and cannot be revoked',
  alreadyRevoked: 'This code is already revoked',
  batchAlreadyRevoked: 'This batch is already revoked',
  expiryInPast: 'expiresAt must be in the future',
  searchNeedsFilter: 'Search by at least one of code, batchId, redeemedBy or status',
  mistyped: 'code: a symbol is mistyped (the check symbol does not match)',
  notACode: 'code: not an access code (16 symbols, like 7QK3-M9XD-2HRT-V6PB)',
} as const;

/** Where the codes of one status are on GSI1, in the order admins read them. */
function statusQuery(status: CodeStatus, nowIso: string): PartitionQuery {
  switch (status) {
    case 'unused':
      // Sorted by expiry: those still valid are after now, soonest to expire first.
      return { index: 'GSI1', pk: keys.accessCodeStatusPartition('unused'), sk: { op: '>', value: nowIso } };
    case 'expired':
      return { index: 'GSI1', pk: keys.accessCodeStatusPartition('unused'), sk: { op: '<', value: nowIso }, newestFirst: true };
    default:
      return { index: 'GSI1', pk: keys.accessCodeStatusPartition(status), newestFirst: true };
  }
}

/** The codes of a batch, on GSI2, optionally of one status only. */
function batchQuery(batchId: string, nowIso: string, status?: CodeStatus): PartitionQuery {
  const q: PartitionQuery = { index: 'GSI2', pk: keys.accessCodeBatchPartition(batchId) };
  if (!status) return q;
  const names = { '#status': 'status' };
  if (status === 'unused') {
    return { ...q, filter: { expression: '#status = :unused AND (attribute_not_exists(expiresAt) OR expiresAt > :now)', names, values: { ':unused': 'unused', ':now': nowIso } } };
  }
  if (status === 'expired') {
    return { ...q, filter: { expression: '#status = :unused AND expiresAt <= :now', names, values: { ':unused': 'unused', ':now': nowIso } } };
  }
  return { ...q, filter: { expression: '#status = :status', names, values: { ':status': status } } };
}

async function batchCounts(batchId: string, now: number): Promise<CodeCounts> {
  const counts = emptyCounts();
  const codes = await queryAll<Pick<AccessCodeRecord, 'status' | 'expiresAt'>>(batchQuery(batchId, new Date(now).toISOString()), ['status', 'expiresAt']);
  for (const code of codes) counts[codeStatus(code, now)] += 1;
  return counts;
}

/** Every status's count, from GSI1 key ranges (expired is a range of the unused partition). */
export async function codeCounts(now = Date.now()): Promise<CodeCounts> {
  const nowIso = new Date(now).toISOString();
  const [unused, redeemed, expired, revoked] = await Promise.all(
    (['unused', 'redeemed', 'expired', 'revoked'] as const).map((status) => countAll(statusQuery(status, nowIso))),
  );
  return { unused: unused ?? 0, redeemed: redeemed ?? 0, expired: expired ?? 0, revoked: revoked ?? 0 };
}

async function toBatches(records: CodeBatchRecord[], now: number): Promise<CodeBatch[]> {
  const [emails, counts] = await Promise.all([
    emailsOf(records.map((r) => r.createdBy)),
    Promise.all(records.map((r) => batchCounts(r.batchId, now))),
  ]);
  return records.map((r, i) => toCodeBatch(r, counts[i] ?? emptyCounts(), emails));
}

async function getBatch(batchId: string): Promise<CodeBatchRecord | undefined> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.codeBatch(batchId), ConsistentRead: true }));
  return out.Item as CodeBatchRecord | undefined;
}

async function getCode(codeHash: string): Promise<AccessCodeRecord | undefined> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.accessCode(codeHash), ConsistentRead: true }));
  return out.Item as AccessCodeRecord | undefined;
}

export async function generateCodes(ctx: RequestContext<'admin.generateCodes'>): Promise<GeneratedCodes> {
  const now = new Date();
  const { count, plan, durationDays, expiresAt, note } = ctx.body;
  const expiry = expiresAt === undefined ? undefined : new Date(expiresAt);
  if (expiry && expiry.getTime() <= now.getTime()) throw new BadRequest(ADMIN_CODE_MESSAGES.expiryInPast);
  const actor = actorOf(ctx.auth);
  const expiryIso = expiry?.toISOString();
  const made = await createAccessCodes(
    { count, plan, durationDays, expiresAt: expiryIso, note: note || undefined, createdBy: actor.id, createdByEmail: actor.email },
    now,
    // The audit entry names the batch, never its codes.
    (batchId) => [auditItem(actor, 'codes.generate', batchId, { count, plan, durationDays, expiresAt: expiryIso ?? null }, now)],
  );
  ctx.logger.info('access codes generated', { batchId: made.batchId, count });
  const emails = new Map([[actor.id, actor.email]]);
  return { batch: toCodeBatch(made.batch, { ...emptyCounts(), unused: count }, emails), codes: made.codes };
}

export async function listCodes(ctx: RequestContext<'admin.listCodes'>): Promise<CodePage> {
  const now = Date.now();
  const { items, nextCursor } = await queryPage<AccessCodeRecord & Record<string, unknown>>(
    statusQuery(ctx.query.status, new Date(now).toISOString()),
    ctx.query.limit,
    ctx.query.cursor,
  );
  return { codes: await toAdminCodes(items, now), nextCursor };
}

export async function listBatches(ctx: RequestContext<'admin.listBatches'>): Promise<BatchPage> {
  const now = Date.now();
  const all = await queryAll<{ GSI1SK: string }>({ index: 'GSI1', pk: keys.codeBatchListPartition(), newestFirst: true }, ['GSI1SK']);
  const { slice, ...paging } = numberedPage(all, ctx.query.page, ctx.query.limit);
  const records = await getItems<CodeBatchRecord>(slice.map((r) => keys.codeBatch(r.GSI1SK.slice(r.GSI1SK.indexOf('#') + 1))));
  return { batches: await toBatches(records.filter((r): r is CodeBatchRecord => r !== undefined), now), ...paging };
}

export async function searchCodes(ctx: RequestContext<'admin.searchCodes'>): Promise<CodePage> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const { code, batchId, redeemedBy, status, limit, cursor } = ctx.query;
  let redeemerId: string | undefined;
  if (redeemedBy !== undefined) {
    const account = await findEmailRecord(redeemedBy);
    if (!account) return { codes: [], nextCursor: null };
    redeemerId = account.userId;
  }
  const matches = (r: AccessCodeRecord) =>
    (batchId === undefined || r.batchId === batchId) &&
    (status === undefined || codeStatus(r, now) === status) &&
    (redeemerId === undefined || r.redeemedBy === redeemerId);
  const page = async (records: AccessCodeRecord[], nextCursor: string | null): Promise<CodePage> => ({
    codes: await toAdminCodes(records.filter(matches), now),
    nextCursor,
  });

  if (code !== undefined) {
    const parsed = parseAccessCode(code);
    if (!parsed.ok) throw new BadRequest(parsed.reason === 'check' ? ADMIN_CODE_MESSAGES.mistyped : ADMIN_CODE_MESSAGES.notACode);
    const found = await getCode(accessCodeHash(parsed.code, await getSecret('accessCodeKey')));
    return page(found ? [found] : [], null);
  }
  if (redeemerId !== undefined) {
    const markers = await queryPage<{ codeHash: string }>({ pk: keys.userPartition(redeemerId), sk: { op: 'begins_with', value: REDEEMED_PREFIX } }, limit, cursor);
    const records = await getItems<AccessCodeRecord>(markers.items.map((m) => keys.accessCode(m.codeHash)));
    return page(records.filter((r): r is AccessCodeRecord => r !== undefined), markers.nextCursor);
  }
  if (batchId !== undefined) {
    const { items, nextCursor } = await queryPage<AccessCodeRecord & Record<string, unknown>>(batchQuery(batchId, nowIso, status), limit, cursor);
    return page(items, nextCursor);
  }
  if (status !== undefined) {
    const { items, nextCursor } = await queryPage<AccessCodeRecord & Record<string, unknown>>(statusQuery(status, nowIso), limit, cursor);
    return page(items, nextCursor);
  }
  throw new BadRequest(ADMIN_CODE_MESSAGES.searchNeedsFilter);
}

/** Why a code cannot be revoked, or nothing. */
function revokeRefusal(code: AccessCodeRecord | undefined): Error | undefined {
  if (!code) return new NotFound(ADMIN_CODE_MESSAGES.codeNotFound);
  if (code.status === 'redeemed') return new Conflict(ADMIN_CODE_MESSAGES.alreadyRedeemed);
  if (code.status === 'revoked') return new Conflict(ADMIN_CODE_MESSAGES.alreadyRevoked);
  return undefined;
}

/** The update that revokes one code, on condition nobody redeemed it meanwhile. */
function revokeUpdate(codeHash: string, at: string) {
  return {
    TableName: tableName(),
    Key: keys.accessCode(codeHash),
    UpdateExpression: 'SET #status = :revoked, revokedAt = :at, GSI1PK = :gsiPk, GSI1SK = :gsiSk',
    ConditionExpression: '#status = :unused',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':revoked': 'revoked',
      ':unused': 'unused',
      ':at': at,
      ':gsiPk': keys.accessCodeStatusPartition('revoked'),
      ':gsiSk': keys.accessCodeStatusGsi('revoked', at, codeHash).GSI1SK,
    },
  };
}

export async function revokeCode(ctx: RequestContext<'admin.revokeCode'>): Promise<{ code: AdminCode }> {
  const now = new Date();
  const code = await getCode(ctx.params.id);
  const refused = revokeRefusal(code);
  if (refused || !code) throw refused;
  const at = now.toISOString();
  try {
    await transactWrite([
      { Update: revokeUpdate(code.codeHash, at) },
      { Put: { TableName: tableName(), Item: auditItem(actorOf(ctx.auth), 'code.revoke', `…${code.lastFour}`, { batchId: code.batchId }, now) } },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    throw revokeRefusal(await getCode(code.codeHash)) ?? error;
  }
  const [view] = await toAdminCodes([{ ...code, status: 'revoked', revokedAt: at }], now.getTime());
  return { code: view as AdminCode };
}

const SWEEP_CONCURRENCY = 10;

/**
 * Revokes every code of a batch still unused. The batch is marked first, with the audit
 * entry; the codes follow one by one, each on condition it is still unused, so a code
 * redeemed meanwhile stays redeemed. Asking again finishes a sweep that was cut short.
 */
export async function revokeBatch(ctx: RequestContext<'admin.revokeBatch'>): Promise<RevokedBatch> {
  const now = new Date();
  const at = now.toISOString();
  const batch = await getBatch(ctx.params.id);
  if (!batch) throw new NotFound(ADMIN_CODE_MESSAGES.batchNotFound);
  let first = false;
  if (!batch.revokedAt) {
    try {
      await transactWrite([
        tableUpdate({
          Key: keys.codeBatch(batch.batchId),
          UpdateExpression: 'SET revokedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revokedAt)',
          ExpressionAttributeValues: { ':at': at },
        }),
        { Put: { TableName: tableName(), Item: auditItem(actorOf(ctx.auth), 'batch.revoke', batch.batchId, { count: batch.count }, now) } },
      ]);
      first = true;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
    }
  }
  const unused = await queryAll<Pick<AccessCodeRecord, 'codeHash'>>(
    { index: 'GSI2', pk: keys.accessCodeBatchPartition(batch.batchId), filter: { expression: '#status = :unused', names: { '#status': 'status' }, values: { ':unused': 'unused' } } },
    ['codeHash'],
  );
  let revoked = 0;
  for (let i = 0; i < unused.length; i += SWEEP_CONCURRENCY) {
    const results = await Promise.allSettled(
      unused.slice(i, i + SWEEP_CONCURRENCY).map((c) => getDocumentClient().send(new UpdateCommand(revokeUpdate(c.codeHash, at)))),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') revoked += 1;
      else if ((result.reason as Error).name !== 'ConditionalCheckFailedException') throw result.reason;
    }
  }
  if (!first && revoked === 0) throw new Conflict(ADMIN_CODE_MESSAGES.batchAlreadyRevoked);
  // A sweep finished on a later call is recorded too, with what it revoked.
  if (!first) await recordAudit(auditItem(actorOf(ctx.auth), 'batch.revoke', batch.batchId, { revoked, resumed: true }, now));
  const [view] = await toBatches([{ ...batch, revokedAt: batch.revokedAt ?? at }], now.getTime());
  return { batch: view as CodeBatch, revoked };
}
