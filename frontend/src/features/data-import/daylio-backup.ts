import { cleanActivities, moodLabelsOf, plainNote, type DaylioRow, type DaylioSource, type RowNotice } from './source-rows';

/**
 * A `.daylio` backup: a ZIP holding `backup.daylio`, the base64 of a JSON with `dayEntries`
 * (datetime in ms, a custom mood id, note, note_title, tag ids), `customMoods` (id,
 * predefined_name_id and mood_group_id from 1 = best to 5, custom_name) and `tags` (id, name).
 */
interface BackupJson {
  dayEntries?: unknown;
  customMoods?: unknown;
  tags?: unknown;
}

export class NotDaylioBackupError extends Error {
  constructor(detail: string) {
    super(`This file does not look like a Daylio backup (${detail}).`);
    this.name = 'NotDaylioBackupError';
  }
}

const PREDEFINED_NAMES = ['rad', 'good', 'meh', 'bad', 'awful'];

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A mood group (1 best … 5 worst) as Solace's 1–5 (5 best). */
export const moodFromGroup = (group: unknown): number | null =>
  typeof group === 'number' && Number.isInteger(group) && group >= 1 && group <= 5 ? 6 - group : null;

interface MoodInfo {
  label: string;
  suggested: number | null;
}

function moodsById(customMoods: unknown): Map<unknown, MoodInfo> {
  const moods = new Map<unknown, MoodInfo>();
  for (const raw of list(customMoods)) {
    const m = record(raw);
    const group = m.mood_group_id ?? m.predefined_name_id;
    const predefined = typeof m.predefined_name_id === 'number' ? PREDEFINED_NAMES[m.predefined_name_id - 1] : undefined;
    const label = text(m.custom_name).trim() || predefined || `mood ${String(m.id)}`;
    moods.set(m.id, { label, suggested: moodFromGroup(group) });
  }
  return moods;
}

/** The backup's JSON, already decoded: each day entry a row, or a numbered reason it is left out. */
export function readDaylioBackupJson(json: BackupJson): DaylioSource {
  if (!Array.isArray(json.dayEntries)) throw new NotDaylioBackupError('no list of day entries');
  const moods = moodsById(json.customMoods);
  const tagNames = new Map(list(json.tags).map((t) => [record(t).id, text(record(t).name)]));
  const rows: DaylioRow[] = [];
  const skipped: RowNotice[] = [];
  json.dayEntries.forEach((raw, index) => {
    const entry = record(raw);
    const row = index + 1;
    const ms = entry.datetime;
    const mood = moods.get(entry.mood);
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) skipped.push({ row, message: 'no date' });
    else if (!mood) skipped.push({ row, message: `mood ${String(entry.mood)} is not one of the backup's moods` });
    else {
      rows.push({
        row,
        at: { instant: new Date(ms).toISOString() },
        moodLabel: mood.label,
        activities: cleanActivities(list(entry.tags).map((id) => tagNames.get(id) ?? '')),
        title: plainNote(text(entry.note_title)),
        note: plainNote(text(entry.note)),
      });
    }
  });
  const suggestions = new Map([...moods.values()].map((m) => [m.label, m.suggested]));
  return { format: 'daylio-backup', rows, skipped, moodLabels: moodLabelsOf(rows, (label) => suggestions.get(label) ?? null) };
}

/** Base64 (possibly wrapped in lines) to UTF-8 text. */
function decodeBase64Text(value: string): string {
  const binary = atob(value.replace(/\s+/g, ''));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Opens a `.daylio` file; JSZip is loaded only now, for this file. */
export async function parseDaylioBackup(bytes: ArrayBuffer | Uint8Array): Promise<DaylioSource> {
  const { default: JSZip } = await import('jszip');
  let zip: Awaited<ReturnType<typeof JSZip.loadAsync>>;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new NotDaylioBackupError('it is not a ZIP file');
  }
  const inner = zip.file('backup.daylio');
  if (!inner) throw new NotDaylioBackupError('backup.daylio is missing');
  let json: BackupJson;
  try {
    json = JSON.parse(decodeBase64Text(await inner.async('string'))) as BackupJson;
  } catch {
    throw new NotDaylioBackupError('backup.daylio could not be read');
  }
  return readDaylioBackupJson(record(json));
}
