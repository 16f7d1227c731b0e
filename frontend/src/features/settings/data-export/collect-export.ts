/**
 * Reads every item of the account through the API, page by page, as the API returns it: sealed
 * fields stay sealed here and are opened afterwards on the device (lib/solace-export/open-export.ts).
 */
import type { ChatSessionWithMessages } from '@contracts/chat';
import type { KeyMaterial } from '@contracts/encryption';
import type { User, UserSettings } from '@contracts/user';
import type { ExportRecords } from '../../../lib/solace-export/open-export';
import { dataExportApi } from '../api/data-export-api';

/** What has been read so far, for the progress bar: a step and how far into it (0 to 1). */
export type ReadProgress = (step: ReadStep, fraction: number) => void;
export type ReadStep = 'account' | 'moods' | 'journal' | 'coaching' | 'other';

/** Coaching sessions are read one request each; a few at a time keeps a big account quick without flooding the API. */
const SESSION_READS_AT_ONCE = 6;

interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

async function readAll<T>(read: (cursor: string | undefined) => Promise<Page<T>>, onPage?: (count: number) => void): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    onPage?.(all.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>, onDone: (done: number) => void): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
      done += 1;
      onDone(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const DEFAULT_NOTIFICATIONS = { email: true, push: true, reminders: true };

function accountOf(user: User, settings: Partial<UserSettings> | undefined): ExportRecords['account'] {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt,
    profile: { location: user.profile?.location ?? '', bio: user.profile?.bio ?? '', goals: user.profile?.goals ?? [] },
    preferences: user.preferences,
    settings: { notifications: { ...DEFAULT_NOTIFICATIONS, ...settings?.notifications } },
  };
}

function sessionOf(session: ChatSessionWithMessages): ExportRecords['coachingSessions'][number] {
  const { id, persona, startedAt, lastMessageAt, messageCount, memory, messages } = session;
  return { id, persona, startedAt, lastMessageAt, messageCount, memory: memory ?? null, messages };
}

export interface CollectedAccount {
  records: ExportRecords;
  /** The wrapped data key, null when encryption was never set up. */
  keyMaterial: KeyMaterial | null;
}

/** Everything the account holds, as the API returns it. */
export async function collectAccount(onProgress: ReadProgress = () => undefined, signal?: AbortSignal): Promise<CollectedAccount> {
  const o = { signal };
  const [user, settings] = await Promise.all([dataExportApi.me(o), dataExportApi.settings(o)]);
  onProgress('account', 1);

  const moods = await readAll(async (cursor) => {
    const page = await dataExportApi.moodPage(cursor, o);
    return { items: page.moods, nextCursor: page.nextCursor };
  }, () => onProgress('moods', 0.5));
  onProgress('moods', 1);

  let journalTotal = 0;
  const journalEntries = await readAll(
    async (cursor) => {
      const page = await dataExportApi.journalPage(cursor, o);
      journalTotal = page.total;
      return { items: page.entries, nextCursor: page.hasMore ? page.nextCursor : null };
    },
    (count) => onProgress('journal', journalTotal > 0 ? Math.min(1, count / journalTotal) : 1),
  );

  const sessionList = await readAll(async (cursor) => {
    const page = await dataExportApi.sessionPage(cursor, o);
    return { items: page.sessions, nextCursor: page.nextCursor };
  });
  const sessions = await inParallel(
    sessionList,
    SESSION_READS_AT_ONCE,
    async (session) => sessionOf(await dataExportApi.session(session.id, o)),
    (done) => onProgress('coaching', done / sessionList.length),
  );
  onProgress('coaching', 1);

  const checkIns = await readAll(async (cursor) => {
    const page = await dataExportApi.checkInPage(cursor, o);
    return { items: page.checkIns, nextCursor: page.nextCursor };
  });
  const [profile, plan, connections] = await Promise.all([dataExportApi.profile(o), dataExportApi.safetyPlan(o), dataExportApi.connections(o)]);
  onProgress('other', 1);

  return {
    keyMaterial: user.encryption ?? null,
    records: {
      account: accountOf(user, settings),
      subscription: user.subscription,
      moods,
      journalEntries,
      coachingSessions: sessions,
      // A profile never saved reads as the defaults with no date: there is nothing of the person's to export.
      mentalHealthProfile: profile?.updatedAt ? profile : null,
      checkIns,
      safetyPlan: plan?.plan ? { plan: plan.plan, version: plan.version, updatedAt: plan.updatedAt } : null,
      // The populated therapist is kept whole; the format only requires its id and names.
      therapistConnections: (Array.isArray(connections?.connections) ? connections.connections : []) as unknown as ExportRecords['therapistConnections'],
    },
  };
}
