import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { resolveNotificationSettings, type NotificationKind, type ResolvedNotificationSettings } from '../contracts/notifications';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys, CHECK_IN_PREFIX, JOURNAL_PREFIX, MOOD_PREFIX } from '../shared/db/keys';
import { queryAll } from '../shared/db/query';
import { GSI2 } from '../shared/db/table-definition';
import type { UserRecord } from '../shared/db/users';
import { SLOT_MS, nextReminderSlot, nextWeeklySlot, slotName, slotStart } from './schedule';

/** The stored next mail of one kind of a user (keys.notificationSchedule, on GSI2 by its slot). */
export interface ScheduleRecord {
  PK: string;
  SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'notificationSchedule';
  userId: string;
  kind: NotificationKind;
  /** The UTC slot it is due in (slotName). */
  slot: string;
}

const isConditionFailure = (error: unknown) => (error as Error)?.name === 'ConditionalCheckFailedException';

/** The slot the next mail of `kind` is due in, at or after `afterMs`; null when none is to go. */
export function nextSlotOf(kind: NotificationKind, settings: ResolvedNotificationSettings, afterMs: number): number | null {
  return kind === 'reminder' ? nextReminderSlot(settings, afterMs) : nextWeeklySlot(settings, afterMs);
}

const scheduleItem = (userId: string, kind: NotificationKind, slotMs: number): ScheduleRecord => {
  const slot = slotName(slotMs);
  return {
    ...keys.notificationSchedule(userId, kind),
    ...keys.notificationDueGsi(slot, userId, kind),
    entity: 'notificationSchedule',
    userId,
    kind,
    slot,
  };
};

/**
 * Writes the next slot of each kind from the user's saved settings, or removes the kind's
 * item when it is off. Called whenever the settings are saved; the slot being run now is
 * left to that run, so the next one counts from the following slot.
 */
export async function rescheduleUser(user: Pick<UserRecord, 'id' | 'settings'>, nowMs: number): Promise<void> {
  const settings = resolveNotificationSettings(user.settings?.notifications);
  const after = slotStart(nowMs) + SLOT_MS;
  for (const kind of ['reminder', 'weekly'] as const) {
    const next = nextSlotOf(kind, settings, after);
    if (next === null) {
      await getDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: keys.notificationSchedule(user.id, kind) }));
    } else {
      await getDocumentClient().send(new PutCommand({ TableName: tableName(), Item: scheduleItem(user.id, kind, next) }));
    }
  }
}

/** The scheduled mail due in one slot: one GSI2 partition, never the whole table. */
export function dueInSlot(slotMs: number): Promise<ScheduleRecord[]> {
  return queryAll<ScheduleRecord>({
    IndexName: GSI2,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.notificationDuePartition(slotName(slotMs)) },
  });
}

/**
 * Moves a scheduled item from the slot it was found in to its next one (or removes it), on
 * the condition that it is still in that slot: of two runs reading the same slot only one
 * wins, and only the winner sends.
 */
export async function claimSlot(record: ScheduleRecord, next: number | null): Promise<boolean> {
  const key = keys.notificationSchedule(record.userId, record.kind);
  try {
    if (next === null) {
      await getDocumentClient().send(
        new DeleteCommand({ TableName: tableName(), Key: key, ConditionExpression: 'slot = :slot', ExpressionAttributeValues: { ':slot': record.slot } }),
      );
    } else {
      const moved = scheduleItem(record.userId, record.kind, next);
      await getDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET slot = :next, GSI2PK = :pk, GSI2SK = :sk',
          ConditionExpression: 'slot = :slot',
          ExpressionAttributeValues: { ':next': moved.slot, ':pk': moved.GSI2PK, ':sk': moved.GSI2SK, ':slot': record.slot },
        }),
      );
    }
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Puts a claimed item back in its slot after its mail failed, unless the settings moved it meanwhile. */
export async function releaseSlot(record: ScheduleRecord, claimedNext: number | null): Promise<void> {
  const condition = claimedNext === null ? 'attribute_not_exists(PK)' : 'slot = :next';
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: record,
        ConditionExpression: condition,
        ...(claimedNext === null ? {} : { ExpressionAttributeValues: { ':next': slotName(claimedNext) } }),
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function isSuppressed(email: string): Promise<boolean> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.emailSuppression(email), ConsistentRead: true }));
  return out.Item !== undefined;
}

export type SuppressionReason = 'bounce' | 'complaint';

/** Marks an address as not mailable (SES reported a permanent bounce or a complaint). */
export async function suppressAddress(email: string, reason: SuppressionReason, nowMs: number): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.emailSuppression(email.toLowerCase()), entity: 'emailSuppression', reason, at: new Date(nowMs).toISOString() },
    }),
  );
}

/** How many items of a ULID-keyed kind a user has in a time range: a `Select: COUNT` query, page after page. */
async function countInRange(userId: string, prefix: string, fromMs: number, toMs: number): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :lower AND :upper',
        ExpressionAttributeValues: {
          ':pk': keys.userPartition(userId),
          ':lower': `${prefix}${encodeTime(fromMs, 10)}${'0'.repeat(16)}`,
          ':upper': `${prefix}${encodeTime(toMs - 1, 10)}${'Z'.repeat(16)}`,
        },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return count;
}

export interface WeekCounts {
  moodLogs: number;
  journalEntries: number;
  checkIns: number;
}

/** Counts only: the summary mail never holds what an entry, a mood or a check-in says. */
export async function weekCounts(userId: string, fromMs: number, toMs: number): Promise<WeekCounts> {
  const [moodLogs, journalEntries, checkIns] = await Promise.all([
    countInRange(userId, MOOD_PREFIX, fromMs, toMs),
    countInRange(userId, JOURNAL_PREFIX, fromMs, toMs),
    countInRange(userId, CHECK_IN_PREFIX, fromMs, toMs),
  ]);
  return { moodLogs, journalEntries, checkIns };
}
