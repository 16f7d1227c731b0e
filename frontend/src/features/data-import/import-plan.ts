import { JOURNAL_LIMITS } from '@contracts/journal-limits';
import { MENTAL_HEALTH_LIMITS } from '@contracts/mental-health-options';
import type { ImportKind } from '@contracts/import-limits';
import type { MentalHealthProfileBody } from '@contracts/mental-health';
import { zonedInstant } from './local-time';
import type { DaylioRow, DaylioSource, RowNotice } from './source-rows';

/** What one imported item holds before it is sealed on the device: plain text never leaves as it is. */
export type PlainData =
  | { type: 'mood'; mood: number; energy?: number; stress?: number; notes?: string; triggers: string[]; gratitude?: string[] }
  | { type: 'journal'; title: string; content: string; mood: number; tags: string[]; notes?: string; aiAnalysis?: Record<string, unknown> }
  | { type: 'checkIn'; kind: 'phq9' | 'gad7'; answers: string }
  | { type: 'chatSession'; persona: 'sage' | 'phoenix' | 'harmony' | 'zenith'; messages: { sender: 'user' | 'ai'; text: string; timestamp: string }[] };

export interface PlannedItem {
  row: number;
  /** What identifies the source row: its import key is the HMAC of this. */
  source: string;
  timestamp: string;
  data: PlainData;
}

/** One-of-a-kind parts of a Solace export, restored through their own routes after the items. */
export interface PlanExtras {
  profile?: MentalHealthProfileBody;
  safetyPlan?: unknown;
}

export interface ImportPlan {
  items: PlannedItem[];
  skipped: RowNotice[];
  /** Rows imported with a change the person should know of (a long note split, activities cut to the limit). */
  adjusted: RowNotice[];
  extras?: PlanExtras;
}

export type MoodMapping = Record<string, number>;

export const countByKind = (items: PlannedItem[]): Record<ImportKind, number> => {
  const counts: Record<ImportKind, number> = { mood: 0, journal: 0, checkIn: 0, chatSession: 0 };
  for (const item of items) counts[item.data.type]++;
  return counts;
};

/** The mapping step's starting point: each name's suggestion, when it has one. */
export function suggestedMapping(source: DaylioSource): MoodMapping {
  const mapping: MoodMapping = {};
  for (const { label, suggested } of source.moodLabels) if (suggested !== null) mapping[label] = suggested;
  return mapping;
}

export const unmappedLabels = (source: DaylioSource, mapping: MoodMapping): string[] =>
  source.moodLabels.map((m) => m.label).filter((label) => !(mapping[label]! >= 1 && mapping[label]! <= 5));

/** Text in pieces of at most `size` characters (not splitting a surrogate pair). */
function pieces(text: string, size: number): string[] {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

const identity = (row: DaylioRow, when: string) => [when, row.moodLabel, row.activities.join(' | '), row.title, row.note].join('\n');

function journalItems(row: DaylioRow, key: string, timestamp: string, mood: number, adjusted: RowNotice[]): PlannedItem[] {
  const tags = row.activities.map((a) => Array.from(a).slice(0, JOURNAL_LIMITS.tagChars).join('')).slice(0, JOURNAL_LIMITS.tags);
  if (row.activities.length > JOURNAL_LIMITS.tags) adjusted.push({ row: row.row, message: `only the first ${JOURNAL_LIMITS.tags} activities became tags` });
  // A title alone is the entry's text: an entry always has content.
  const body = row.note || row.title;
  const title = row.note ? row.title : '';
  const parts = pieces(body, JOURNAL_LIMITS.contentChars);
  if (parts.length > 1) adjusted.push({ row: row.row, message: `the note is long, so it became ${parts.length} journal entries` });
  const shortTitle = Array.from(title).slice(0, JOURNAL_LIMITS.titleChars - 12).join('');
  return parts.map((content, i) => ({
    row: row.row,
    source: `daylio|journal|${key}${parts.length > 1 ? `|part ${i + 1}` : ''}`,
    timestamp,
    data: {
      type: 'journal',
      title: parts.length > 1 ? `${shortTitle || 'Note'} (${i + 1} of ${parts.length})` : Array.from(title).slice(0, JOURNAL_LIMITS.titleChars).join(''),
      content,
      mood,
      tags,
    },
  }));
}

/**
 * Daylio rows as Solace items: a mood log for each (activities as its triggers), and a
 * journal entry for each with a note or a title (activities as its tags), dated at the row's
 * time in the person's zone. A row that repeats an earlier one is left out: it would be the
 * same item.
 */
export function planDaylio(source: DaylioSource, mapping: MoodMapping, zone: string, now = Date.now()): ImportPlan {
  const items: PlannedItem[] = [];
  const skipped: RowNotice[] = [...source.skipped];
  const adjusted: RowNotice[] = [];
  const seen = new Map<string, number>();
  for (const row of source.rows) {
    const timestamp = 'instant' in row.at ? row.at.instant : zonedInstant(row.at.date, row.at.time, zone);
    const mood = mapping[row.moodLabel];
    const key = identity(row, 'instant' in row.at ? row.at.instant : `${row.at.date} ${row.at.time}`);
    const earlier = seen.get(key);
    if (Date.parse(timestamp) > now) skipped.push({ row: row.row, message: 'the date is in the future' });
    else if (mood === undefined) skipped.push({ row: row.row, message: `the mood "${row.moodLabel}" has no place on the 1–5 scale yet` });
    else if (earlier !== undefined) skipped.push({ row: row.row, message: `the same as row ${earlier}` });
    else {
      seen.set(key, row.row);
      const triggers = row.activities.map((a) => Array.from(a).slice(0, MENTAL_HEALTH_LIMITS.listItemChars).join('')).slice(0, MENTAL_HEALTH_LIMITS.listItems);
      items.push({ row: row.row, source: `daylio|mood|${key}`, timestamp, data: { type: 'mood', mood, triggers } });
      if (row.note || row.title) items.push(...journalItems(row, key, timestamp, mood, adjusted));
    }
  }
  skipped.sort((a, b) => a.row - b.row);
  return { items, skipped, adjusted };
}
