/** Accounts for admins: listed (newest first, by part of the address) and changed. */
import type { AuditEntry, UpdatedUser, UserPage } from '../contracts/admin';
import { getItems } from '../shared/db/get-items';
import { keys } from '../shared/db/keys';
import { TransactionRefused, transactWrite } from '../shared/db/transact';
import { getUserRecord, sessionEpochAfter, type UserRecord } from '../shared/db/users';
import { tableName } from '../shared/db/client';
import { BadRequest, Conflict, NotFound } from '../shared/errors';
import type { RequestContext } from '../shared/http';
import { addToGroup, globalSignOut, removeFromGroup, setIdentityEnabled } from '../shared/identity';
import { isRunning } from '../shared/premium';
import { actorOf, auditItem } from './audit';
import { numberedPage, queryAll } from './index-query';
import { toAdminUser } from './views';

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  notYourself: 'You cannot remove your own admin access or disable your own account',
  endInPast: 'subscription.endDate must be in the future',
  paidThroughStripe: 'This subscription is paid through Stripe: cancel or change it in Stripe, not here',
  changedMeanwhile: 'This account changed meanwhile: reload it and try again',
} as const;

const ADMIN_GROUP = 'admin';

export async function listUsers(ctx: RequestContext<'admin.listUsers'>): Promise<UserPage> {
  const { page, limit, search } = ctx.query;
  const all = await queryAll<{ GSI1SK: string }>(
    {
      index: 'GSI1',
      pk: keys.userListPartition(),
      newestFirst: true,
      ...(search ? { filter: { expression: 'contains(email, :search)', values: { ':search': search } } } : {}),
    },
    ['GSI1SK'],
  );
  const { slice, ...paging } = numberedPage(all, page, limit);
  const records = await getItems<UserRecord>(slice.map((r) => keys.user(r.GSI1SK.slice(r.GSI1SK.indexOf('#') + 1))));
  return { users: records.filter((r): r is UserRecord => r !== undefined).map(toAdminUser), ...paging };
}

/**
 * PUT /admin/users/{id}: role, disabled, subscription. Disabling or a new role moves the
 * session epoch in the same write, so every token of the account is refused from that moment on.
 */
export async function updateUser(ctx: RequestContext<'admin.updateUser'>): Promise<UpdatedUser> {
  const now = new Date();
  const target = await getUserRecord(ctx.params.id);
  if (!target) throw new NotFound(ADMIN_USER_MESSAGES.notFound);
  const { role, disabled, subscription } = ctx.body;
  if (target.id === ctx.auth.userId && (role === 'user' || disabled === true)) throw new Conflict(ADMIN_USER_MESSAGES.notYourself);

  const sets: string[] = [];
  const values: Record<string, unknown> = {};
  const details: AuditEntry['details'] = {};
  // Tokens carry the pool's groups: after a role change (and when disabled) every session ends,
  // so the next sign-in gets tokens that match the account.
  let endSessions = false;
  if (role !== undefined && role !== target.role) {
    sets.push('#role = :role');
    values[':role'] = role;
    details.role = role;
    endSessions = true;
  }
  if (disabled !== undefined && disabled !== target.disabled) {
    sets.push('disabled = :disabled');
    values[':disabled'] = disabled;
    details.disabled = disabled;
    if (disabled) endSessions = true;
  }
  if (endSessions) {
    sets.push('tokensValidFrom = :epoch');
    values[':epoch'] = sessionEpochAfter(now.getTime());
  }
  if (subscription !== undefined) {
    // Stripe's webhooks would write their own state over an override.
    if (target.subscription.source === 'stripe' && isRunning(target.subscription, now.getTime())) throw new Conflict(ADMIN_USER_MESSAGES.paidThroughStripe);
    if (subscription.status === 'active') {
      const endDate = new Date(subscription.endDate);
      if (endDate.getTime() <= now.getTime()) throw new BadRequest(ADMIN_USER_MESSAGES.endInPast);
      values[':subscription'] = { status: 'active', plan: subscription.plan ?? 'monthly', endDate: endDate.toISOString(), source: 'admin' };
      details.subscription = 'active';
      details.endDate = endDate.toISOString();
    } else {
      values[':subscription'] = { status: 'none' };
      details.subscription = 'none';
    }
    sets.push('subscription = :subscription');
  }
  if (sets.length === 0) return { user: toAdminUser(target) };

  // A new admin needs the pool's group for the claim; both must agree before admin routes open.
  const promoting = role === 'admin' && target.role !== 'admin';
  if (promoting) await addToGroup(target.cognitoUsername, ADMIN_GROUP);
  sets.push('updatedAt = :now');
  values[':now'] = now.toISOString();
  values[':was'] = target.updatedAt;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: keys.user(target.id),
          UpdateExpression: `SET ${sets.join(', ')}`,
          // Nothing else changed the account since it was read: no change is overwritten unseen.
          ConditionExpression: 'attribute_exists(PK) AND updatedAt = :was',
          ...(role !== undefined && role !== target.role ? { ExpressionAttributeNames: { '#role': 'role' } } : {}),
          ExpressionAttributeValues: values,
        },
      },
      { Put: { TableName: tableName(), Item: auditItem(actorOf(ctx.auth), 'user.update', target.email, details, now) } },
    ]);
  } catch (error) {
    // Nothing was written: the pool's group goes back to what the table says.
    if (promoting) await removeFromGroup(target.cognitoUsername, ADMIN_GROUP);
    if (error instanceof TransactionRefused) throw new Conflict(ADMIN_USER_MESSAGES.changedMeanwhile);
    throw error;
  }
  ctx.logger.info('account changed by an admin', { userId: target.id, changes: Object.keys(details) });

  // The table already refuses the account; the pool follows.
  if (role === 'user' && target.role === 'admin') await removeFromGroup(target.cognitoUsername, ADMIN_GROUP);
  if (disabled !== undefined && disabled !== target.disabled) await setIdentityEnabled(target.cognitoUsername, !disabled);
  if (endSessions) {
    try {
      await globalSignOut(target.cognitoUsername);
    } catch (error) {
      ctx.logger.warn('pool sign-out failed; the session epoch still refuses old tokens', { userId: target.id, error: (error as Error).name });
    }
  }
  const updated = await getUserRecord(target.id);
  if (!updated) throw new NotFound(ADMIN_USER_MESSAGES.notFound);
  return { user: toAdminUser(updated) };
}
