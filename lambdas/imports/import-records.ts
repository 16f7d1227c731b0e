import type { RouteBody } from '../contracts/route-schemas';
import type { CheckInRecord } from '../mental-health/check-ins';
import { moodTime, newMoodRecord } from '../mental-health/mood-records';
import { newEntryRecord, type JournalEntryRecord } from '../journal/entry-records';
import { newMessageRecord } from '../chat/session-records';
import { keys } from '../shared/db/keys';
import type { ChatMessageRecord, ChatSessionRecord, MoodLogRecord, StatsCounter } from '../shared/db/records';
import { BadRequest } from '../shared/errors';
import { importedId, importedMessageId } from './import-ids';

export type ImportItemBody = RouteBody<'imports.items'>['items'][number];

/** What one imported item writes: its item, the counter it moves (if any), and a session's messages. */
export type ImportPlan =
  | { type: 'mood'; record: MoodLogRecord; counter: StatsCounter }
  | { type: 'journal'; record: JournalEntryRecord; counter: StatsCounter }
  | { type: 'checkIn'; record: CheckInRecord }
  | { type: 'chatSession'; record: ChatSessionRecord; counter: StatsCounter; messages: ChatMessageRecord[] };

/** The item's instant with the create routes' rules (not ahead of now, not before 1970), naming the item on error. */
function timeOf(timestamp: string, index: number, now: number): number {
  try {
    return moodTime(timestamp, now);
  } catch (error) {
    if (error instanceof BadRequest) throw new BadRequest(`items.${index}.timestamp: ${error.message.replace(/^timestamp: /, '')}`);
    throw error;
  }
}

function sessionPlan(userId: string, item: Extract<ImportItemBody, { type: 'chatSession' }>, at: number, index: number, now: number): ImportPlan {
  const id = importedId(at, item.importKey);
  const messages = item.data.messages.map((m, n) => {
    const sentAt = timeOf(m.timestamp, index, now);
    const messageId = importedMessageId(sentAt, item.importKey, n);
    const record = newMessageRecord(userId, id, { message: m.message, sender: m.sender }, now);
    return { ...record, ...keys.chatMessage(userId, id, messageId), id: messageId, createdAt: new Date(sentAt).toISOString() };
  });
  const startedAt = new Date(at).toISOString();
  const lastMessageAt = messages.reduce((last, m) => (m.createdAt > last ? m.createdAt : last), startedAt);
  const record: ChatSessionRecord = {
    ...keys.chatSession(userId, id),
    entity: 'chat',
    id,
    persona: item.data.persona,
    startedAt,
    lastMessageAt,
    messageCount: messages.length,
  };
  return { type: 'chatSession', record, counter: 'totalChatSessions', messages };
}

/**
 * The items an imported item becomes, built with the create routes' own record builders and
 * then given the id its import key fixes. Every item of a request is planned before anything
 * is written, so a bad one (400) leaves the account as it was.
 */
export function planImport(userId: string, item: ImportItemBody, index: number, now = Date.now()): ImportPlan {
  const at = timeOf(item.timestamp, index, now);
  const id = importedId(at, item.importKey);
  const timestamp = new Date(at).toISOString();
  switch (item.type) {
    case 'mood': {
      const built = newMoodRecord(userId, { ...item.data, timestamp }, now);
      return { type: 'mood', record: { ...built, ...keys.moodLog(userId, id), id }, counter: 'totalMoodLogs' };
    }
    case 'journal': {
      const built = newEntryRecord(userId, item.data, now);
      // An entry's date is its creation: the imported one was written then.
      const record = { ...built, ...keys.journalEntry(userId, id), id, createdAt: timestamp, updatedAt: timestamp };
      return { type: 'journal', record, counter: 'totalJournalEntries' };
    }
    case 'checkIn': {
      const { kind, answers } = item.data;
      const record: CheckInRecord = { ...keys.checkIn(userId, id), entity: 'checkIn', id, kind, answers, createdAt: timestamp };
      return { type: 'checkIn', record };
    }
    case 'chatSession':
      return sessionPlan(userId, item, at, index, now);
  }
}
