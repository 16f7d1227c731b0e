import type { ChatSessionListResponse } from '@contracts/chat';
import { api } from '../../lib/api-client';
import { checkInsApi } from '../../lib/check-ins-api';
import type { SessionKeys } from '../../lib/crypto/key-store';
import { routeUrl } from '../../lib/route-url';
import { decryptCheckIn } from '../check-ins';
import { decryptEntry, journalApi } from '../journal';
import { decryptMoodLog, mentalHealthApi } from '../mental-health';
import { inRange, rangeInstants, type ReportRange } from './report-range';
import type { ReportCheckIn, ReportEntry, ReportInput, ReportMood } from './report-summary';

/** A year of daily logs is two pages of 200; the cap keeps a broken cursor from looping. */
const MAX_PAGES = 50;

async function allPages<T>(load: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>, stop?: (items: T[]) => boolean) {
  const all: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { items, next } = await load(cursor);
    all.push(...items);
    if (!next || stop?.(items)) break;
    cursor = next;
  }
  return all;
}

const olderThan = (range: ReportRange) => (iso: string) => new Date(iso).getTime() < Date.parse(rangeInstants(range).start);

/** Reads every part of the report for the range and opens what is encrypted with the keys in hand. */
export async function loadReportInput(range: ReportRange, keys: SessionKeys | null): Promise<ReportInput> {
  const { start, end } = rangeInstants(range);
  const before = olderThan(range);
  const [moodLogs, profile, checkIns, sessions, entries] = await Promise.all([
    allPages(async (cursor) => {
      const body = await mentalHealthApi.listMoodLogs({ startDate: start, endDate: end, limit: 200, ...(cursor ? { cursor } : {}) });
      return { items: body.moods, next: body.nextCursor };
    }),
    mentalHealthApi.getProfile().catch(() => null),
    allPages(
      async (cursor) => {
        const body = await checkInsApi.list({ limit: 200, ...(cursor ? { cursor } : {}) });
        return { items: body.checkIns, next: body.nextCursor };
      },
      (items) => items.every((c) => before(c.created_at)),
    ),
    allPages(
      async (cursor) => {
        const body = await api.get<ChatSessionListResponse>(routeUrl('chat.listSessions', undefined, { limit: 100, ...(cursor ? { cursor } : {}) }));
        return { items: body.sessions, next: body.nextCursor };
      },
      (items) => items.every((s) => before(s.startedAt)),
    ),
    // The list, not the export route: the report is for every account, and the list is newest first.
    allPages(
      async (cursor) => {
        const body = await journalApi.list({ limit: 100, ...(cursor ? { cursor } : {}) });
        return { items: body.entries, next: body.nextCursor };
      },
      (items) => items.some((e) => before(e.created_at)),
    ),
  ]);

  const openedMoods = await Promise.all(moodLogs.map((log) => decryptMoodLog(log, keys).then((result) => ({ log, result }))));
  const moods: ReportMood[] = openedMoods.map(({ log, result }) => ({
    timestamp: log.timestamp,
    mood: log.mood,
    energy: log.energy,
    stress: log.stress,
    triggers: result.state === 'ready' ? result.log.triggers : [],
    gratitude: result.state === 'ready' ? result.log.gratitude : [],
  }));

  const rangeCheckIns = checkIns.filter((c) => inRange(range, c.created_at));
  const openedCheckIns = await Promise.all(rangeCheckIns.map((c) => decryptCheckIn(c, keys)));
  const readyCheckIns: ReportCheckIn[] = openedCheckIns.flatMap((c) =>
    c.state === 'ready' ? [{ kind: c.checkIn.kind, takenAt: c.checkIn.takenAt, total: c.checkIn.total }] : [],
  );

  const openedEntries = await Promise.all(entries.filter((e) => inRange(range, e.created_at)).map((e) => decryptEntry(e, keys)));
  const readyEntries: ReportEntry[] = openedEntries.flatMap((e) =>
    e.state === 'ready' ? [{ id: e.entry.id, createdAt: e.entry.createdAt, title: e.entry.title, content: e.entry.content }] : [],
  );

  return {
    range,
    moods,
    moodTextLocked: openedMoods.some(({ result }) => result.state === 'locked'),
    profile: profile ? { sleepHours: profile.sleepHours, exerciseFrequency: profile.exerciseFrequency, saved: profile.updatedAt !== null } : null,
    checkIns: readyCheckIns,
    checkInsLocked: openedCheckIns.some((c) => c.state === 'locked'),
    coachingSessions: sessions.filter((s) => inRange(range, s.startedAt)).length,
    entries: readyEntries.sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    entriesLocked: openedEntries.some((e) => e.state === 'locked'),
  };
}
