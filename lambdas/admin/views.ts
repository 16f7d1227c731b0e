/** What the admin API shows of the stored items: never a code, a password hash or an internal flag. */
import type { AdminCode, AdminUser, AdminUserRef, CodeBatch, CodeCounts } from '../contracts/admin';
import { codeStatus, type AccessCodeRecord, type CodeBatchRecord } from '../shared/access-codes';
import { getItems } from '../shared/db/get-items';
import { keys } from '../shared/db/keys';
import type { UserRecord } from '../shared/db/users';
import { trialEndsAt } from '../shared/premium';

/** The current address of each account, for lists that name who did or redeemed something. */
export async function emailsOf(userIds: (string | undefined)[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds.filter((id): id is string => typeof id === 'string'))];
  const records = await getItems<UserRecord>(ids.map((id) => keys.user(id)));
  return new Map(records.flatMap((r) => (r ? [[r.id, r.email] as const] : [])));
}

const ref = (id: string, emails: Map<string, string>, fallback?: string): AdminUserRef => ({ id, email: emails.get(id) ?? fallback ?? null });

export function toAdminCode(r: AccessCodeRecord, emails: Map<string, string>, now = Date.now()): AdminCode {
  return {
    id: r.codeHash,
    lastFour: r.lastFour,
    batchId: r.batchId,
    plan: r.plan,
    durationDays: r.durationDays,
    status: codeStatus(r, now),
    createdAt: r.createdAt,
    expiresAt: r.expiresAt ?? null,
    redeemedBy: r.redeemedBy ? ref(r.redeemedBy, emails) : null,
    redeemedAt: r.redeemedAt ?? null,
    revokedAt: r.revokedAt ?? null,
  };
}

/** Codes as admins see them, with the address of whoever redeemed each. */
export async function toAdminCodes(records: AccessCodeRecord[], now = Date.now()): Promise<AdminCode[]> {
  const emails = await emailsOf(records.map((r) => r.redeemedBy));
  return records.map((r) => toAdminCode(r, emails, now));
}

export const emptyCounts = (): CodeCounts => ({ unused: 0, redeemed: 0, expired: 0, revoked: 0 });

export function toCodeBatch(r: CodeBatchRecord, counts: CodeCounts, emails: Map<string, string>): CodeBatch {
  return {
    id: r.batchId,
    count: r.count,
    plan: r.plan,
    durationDays: r.durationDays,
    expiresAt: r.expiresAt ?? null,
    note: r.note ?? null,
    createdAt: r.createdAt,
    createdBy: ref(r.createdBy, emails, r.createdByEmail),
    revokedAt: r.revokedAt ?? null,
    counts,
  };
}

export function toAdminUser(r: UserRecord): AdminUser {
  return {
    id: r.id,
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: r.createdAt,
    role: r.role,
    disabled: r.disabled,
    emailVerified: r.emailVerified,
    subscription: r.subscription,
    trialEndsAt: new Date(trialEndsAt(r)).toISOString(),
  };
}
