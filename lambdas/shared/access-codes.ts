/**
 * Access codes (licence keys) in the table: made in batches, kept only as a keyed hash and the
 * last four symbols, and redeemed once — the code's status and the user's subscription change
 * in one transaction, on condition the code is still unused, so of many simultaneous attempts
 * exactly one succeeds. The admin area and `POST /user/activate-license` share this module.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { CodeStatus } from '../contracts/admin-options';
import type { SubscriptionStatus } from '../contracts/user';
import { accessCodeHash, generateAccessCode, lastFour, parseAccessCode } from './access-code-format';
import { getDocumentClient, tableName } from './db/client';
import { keys, NO_EXPIRY } from './db/keys';
import { putItems } from './db/partition';
import { TransactionRefused, tableUpdate, transactWrite } from './db/transact';
import { getUserRecord } from './db/users';
import { BadRequest, Conflict, NotFound } from './errors';
import { extendedEndDate } from './premium';
import { getSecret } from './secrets';

/** Stored statuses: `expired` is read from `expiresAt`, not written. */
export type StoredCodeStatus = 'unused' | 'redeemed' | 'revoked';

/** Spec §8 and what the settings screen shows for each refusal. */
export const LICENSE_MESSAGES = {
  invalid: 'Invalid license key',
  used: 'This license key has already been used',
  expired: 'This license key has expired',
  activated: 'License activated successfully!',
} as const;


export interface AccessCodeRecord {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  type: 'access-code';
  codeHash: string;
  lastFour: string;
  batchId: string;
  plan: string;
  durationDays: number;
  status: StoredCodeStatus;
  createdAt: string;
  createdBy: string;
  /** After this instant the code can no longer be redeemed. */
  expiresAt?: string;
  redeemedBy?: string;
  redeemedAt?: string;
  revokedAt?: string;
}

export interface CodeBatchRecord {
  PK: string;
  SK: string;
  type: 'code-batch';
  batchId: string;
  count: number;
  plan: string;
  durationDays: number;
  createdAt: string;
  createdBy: string;
  createdByEmail?: string;
  expiresAt?: string;
  note?: string;
  revokedAt?: string;
}

/** The status a code shows: an unused code past its expiry is `expired`. */
export function codeStatus(code: Pick<AccessCodeRecord, 'status' | 'expiresAt'>, now = Date.now()): CodeStatus {
  if (code.status === 'unused' && code.expiresAt && Date.parse(code.expiresAt) <= now) return 'expired';
  return code.status;
}

export interface NewCodeBatch {
  count: number;
  plan: string;
  durationDays: number;
  expiresAt?: string;
  note?: string;
  createdBy: string;
  createdByEmail?: string;
}

/**
 * Makes a batch; the codes themselves are returned once, here, and never stored. Items of
 * `alsoPut` (an audit entry naming the batch) are written with the batch.
 */
export async function createAccessCodes(
  batch: NewCodeBatch,
  now = new Date(),
  alsoPut: (batchId: string) => Record<string, unknown>[] = () => [],
): Promise<{ batchId: string; codes: string[]; batch: CodeBatchRecord }> {
  const secret = await getSecret('accessCodeKey');
  const batchId = ulid(now.getTime());
  const createdAt = now.toISOString();
  const codes = Array.from({ length: batch.count }, () => generateAccessCode());
  const items: Record<string, unknown>[] = codes.map((code) => {
    const canonical = code.replace(/-/g, '');
    const codeHash = accessCodeHash(canonical, secret);
    const record: AccessCodeRecord = {
      ...keys.accessCode(codeHash),
      ...keys.accessCodeStatusGsi('unused', batch.expiresAt ?? NO_EXPIRY, codeHash),
      ...keys.accessCodeBatchGsi(batchId, codeHash),
      type: 'access-code',
      codeHash,
      lastFour: lastFour(canonical),
      batchId,
      plan: batch.plan,
      durationDays: batch.durationDays,
      status: 'unused',
      createdAt,
      createdBy: batch.createdBy,
      ...(batch.expiresAt ? { expiresAt: batch.expiresAt } : {}),
    };
    return { ...record };
  });
  const batchRecord: CodeBatchRecord = {
    ...keys.codeBatch(batchId),
    type: 'code-batch',
    batchId,
    count: batch.count,
    plan: batch.plan,
    durationDays: batch.durationDays,
    createdAt,
    createdBy: batch.createdBy,
    ...(batch.createdByEmail ? { createdByEmail: batch.createdByEmail } : {}),
    ...(batch.expiresAt ? { expiresAt: batch.expiresAt } : {}),
    ...(batch.note ? { note: batch.note } : {}),
  };
  // The codes first and their batch last: a batch in the list always has all of its codes.
  await putItems(items);
  await putItems([{ ...batchRecord, ...keys.codeBatchListGsi(createdAt, batchId) }, ...alsoPut(batchId)]);
  return { batchId, codes, batch: batchRecord };
}

async function findCode(input: string): Promise<AccessCodeRecord> {
  const parsed = parseAccessCode(input);
  if (!parsed.ok) throw new BadRequest(LICENSE_MESSAGES.invalid);
  const codeHash = accessCodeHash(parsed.code, await getSecret('accessCodeKey'));
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.accessCode(codeHash), ConsistentRead: true }));
  if (!out.Item) throw new BadRequest(LICENSE_MESSAGES.invalid);
  return out.Item as AccessCodeRecord;
}

function refusal(code: AccessCodeRecord, now: Date): Error | undefined {
  if (code.status === 'revoked') return new BadRequest(LICENSE_MESSAGES.invalid);
  if (code.status === 'redeemed') return new Conflict(LICENSE_MESSAGES.used);
  if (code.expiresAt && Date.parse(code.expiresAt) <= now.getTime()) return new BadRequest(LICENSE_MESSAGES.expired);
  return undefined;
}

export interface ActiveSubscription {
  status: SubscriptionStatus;
  plan: string;
  endDate: string;
  source: 'license';
}

/**
 * Redeems a code for a user: their subscription becomes active for the code's days, counted
 * from the end of a subscription still running, else from now.
 */
export async function redeemAccessCode(userId: string, input: string, now = new Date()): Promise<ActiveSubscription> {
  const code = await findCode(input);
  const refused = refusal(code, now);
  if (refused) throw refused;
  const user = await getUserRecord(userId);
  if (!user) throw new NotFound('User not found');

  const current = user.subscription;
  const subscription: ActiveSubscription = {
    status: 'active',
    plan: code.plan,
    endDate: extendedEndDate(current, code.durationDays, now.getTime()),
    source: 'license',
  };
  const redeemedAt = now.toISOString();
  // Still unused and unexpired when written: a code is redeemed once.
  const markRedeemed = tableUpdate({
    Key: keys.accessCode(code.codeHash),
    UpdateExpression: 'SET #status = :redeemed, redeemedBy = :user, redeemedAt = :at, GSI1PK = :pk, GSI1SK = :sk',
    ConditionExpression: '#status = :unused AND (attribute_not_exists(expiresAt) OR expiresAt > :at)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':redeemed': 'redeemed',
      ':unused': 'unused',
      ':user': userId,
      ':at': redeemedAt,
      ...Object.fromEntries(
        Object.entries(keys.accessCodeStatusGsi('redeemed', redeemedAt, code.codeHash)).map(([k, v]) => [k === 'GSI1PK' ? ':pk' : ':sk', v]),
      ),
    },
  });
  const extendSubscription = tableUpdate({
    Key: keys.user(userId),
    UpdateExpression: 'SET subscription = :subscription, updatedAt = :at',
    // The subscription read above is still the one there: two changes never overwrite each other.
    ConditionExpression: 'attribute_exists(PK) AND subscription = :current',
    ExpressionAttributeValues: { ':subscription': subscription, ':current': current, ':at': redeemedAt },
  });
  // Codes by who redeemed them, for the admin search.
  const byRedeemer = {
    Put: { TableName: tableName(), Item: { ...keys.redeemedCode(userId, code.codeHash), type: 'redeemed-code', codeHash: code.codeHash, redeemedAt } },
  };
  try {
    await transactWrite([markRedeemed, extendSubscription, byRedeemer]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.failed[0]) {
      // Someone else redeemed it (or it expired) meanwhile: say which.
      const again = await findCode(input);
      throw refusal(again, now) ?? new Conflict(LICENSE_MESSAGES.used);
    }
    throw new Conflict('Your subscription changed meanwhile: please try again');
  }
  return subscription;
}
