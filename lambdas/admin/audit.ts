/**
 * The audit trail: every admin action is an entry (who, what, when), written with the
 * action itself where the action is one write, and never changed afterwards.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { AuditAction, AuditEntry, AuditPage } from '../contracts/admin';
import type { AuthContext } from '../shared/auth';
import { getDocumentClient, tableName } from '../shared/db/client';
import { AUDIT_PREFIX, keys } from '../shared/db/keys';
import type { RequestContext } from '../shared/http';
import { queryPage } from './index-query';

export interface Actor {
  id: string;
  email: string;
}

export const actorOf = (auth: AuthContext): Actor => ({ id: auth.userId, email: auth.user.email });

type AuditRecord = {
  PK: string;
  SK: string;
  type: 'audit';
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: AuditAction;
  target: string | null;
  details: AuditEntry['details'];
};

export function auditItem(actor: Actor, action: AuditAction, target: string | null, details: AuditEntry['details'] = {}, now = new Date()): AuditRecord {
  const id = ulid(now.getTime());
  return { ...keys.auditEntry(id), type: 'audit', id, at: now.toISOString(), actorId: actor.id, actorEmail: actor.email, action, target, details };
}

/** For an action that is not one write of its own (a sign-in). */
export async function recordAudit(item: AuditRecord): Promise<void> {
  await getDocumentClient().send(new PutCommand({ TableName: tableName(), Item: item }));
}

export async function listAudit(limit: number, cursor?: string): Promise<AuditPage> {
  const { items, nextCursor } = await queryPage<AuditRecord & Record<string, unknown>>(
    { pk: keys.auditPartition(), sk: { op: 'begins_with', value: AUDIT_PREFIX }, newestFirst: true },
    limit,
    cursor,
  );
  return {
    entries: items.map((r) => ({ id: r.id, at: r.at, actor: { id: r.actorId, email: r.actorEmail }, action: r.action, target: r.target, details: r.details })),
    nextCursor,
  };
}

export const listAuditTrail = (ctx: RequestContext<'admin.audit'>): Promise<AuditPage> => listAudit(ctx.query.limit, ctx.query.cursor);
