import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationKind, UnsubscribeResponse } from '../contracts/notifications';
import { rescheduleUser } from '../notifications/schedule-records';
import { verifyUnsubscribe } from '../notifications/unsubscribe-link';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import type { UserRecord } from '../shared/db/users';
import { Forbidden } from '../shared/errors';
import type { RequestContext } from '../shared/http';

/** The setting each kind's link turns off. */
const SWITCH: Record<NotificationKind, 'reminders' | 'weeklySummary'> = { reminder: 'reminders', weekly: 'weeklySummary' };

const DONE: Record<NotificationKind, string> = {
  reminder: 'You will no longer get daily reminders. You can turn them back on in Settings.',
  weekly: 'You will no longer get the weekly summary. You can turn it back on in Settings.',
};

/**
 * Turns one kind of scheduled mail off for the user the signed link names, without signing
 * in. A link can only ever turn mail off; a tampered or foreign one is refused (403).
 */
async function unsubscribeBySignedLink(query: { u: string; k: NotificationKind; s: string }): Promise<UnsubscribeResponse> {
  if (!(await verifyUnsubscribe(query.u, query.k, query.s))) throw new Forbidden('This unsubscribe link is not valid.');
  try {
    const out = await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(query.u),
        UpdateExpression: 'SET #settings.#notifications.#switch = :off, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#settings': 'settings', '#notifications': 'notifications', '#switch': SWITCH[query.k] },
        ExpressionAttributeValues: { ':off': false, ':now': new Date().toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    await rescheduleUser(out.Attributes as UserRecord, Date.now());
  } catch (error) {
    // A deleted account gets no mail anyway.
    if ((error as Error)?.name !== 'ConditionalCheckFailedException') throw error;
  }
  return { success: true, message: DONE[query.k] };
}

export const unsubscribeLink = (ctx: RequestContext<'user.unsubscribeLink'>) => unsubscribeBySignedLink(ctx.query);
export const unsubscribe = (ctx: RequestContext<'user.unsubscribe'>) => unsubscribeBySignedLink(ctx.query);
