import { parseCsv } from './csv';
import { cleanActivities, moodLabelsOf, plainNote, type DaylioRow, type DaylioSource, type RowNotice } from './source-rows';

/** `full_date,date,weekday,time,mood,activities,note_title,note` (older exports have no note_title). */
const REQUIRED = ['full_date', 'time', 'mood'] as const;

export class NotDaylioCsvError extends Error {
  constructor() {
    super('This file does not look like a Daylio export: its first line should name the columns full_date, time and mood.');
    this.name = 'NotDaylioCsvError';
  }
}

/** `YYYY-MM-DD` of a real calendar day, or null. */
export function readDate(value: string): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${match[1]}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `HH:mm` from "20:05", "8:05 pm", "8:05 p.m.", "12:00 AM"; null when it is not a time. */
export function readTime(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(?:([ap])\.?\s*m\.?)?$/i.exec(value.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Reads a Daylio CSV export: each row a day entry, or a numbered reason it is left out. */
export function parseDaylioCsv(text: string): DaylioSource {
  const [header, ...records] = parseCsv(text);
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  if (!REQUIRED.every((name) => columns.includes(name))) throw new NotDaylioCsvError();
  const at = (fields: string[], name: string) => {
    const index = columns.indexOf(name);
    return index === -1 ? '' : (fields[index] ?? '');
  };
  const rows: DaylioRow[] = [];
  const skipped: RowNotice[] = [];
  for (const { line, fields } of records) {
    if (fields.every((f) => f.trim() === '')) continue;
    const rawDate = at(fields, 'full_date').trim();
    const date = readDate(rawDate);
    const time = readTime(at(fields, 'time'));
    const moodLabel = at(fields, 'mood').trim();
    let problem: string | null = null;
    if (rawDate === '') problem = 'no date';
    else if (!date) problem = `the date "${rawDate}" is not a calendar date (YYYY-MM-DD)`;
    else if (!time) problem = at(fields, 'time').trim() === '' ? 'no time' : `the time "${at(fields, 'time').trim()}" is not readable`;
    else if (moodLabel === '') problem = 'no mood';
    if (problem || !date || !time) {
      skipped.push({ row: line, message: problem ?? 'not readable' });
      continue;
    }
    rows.push({
      row: line,
      at: { date, time },
      moodLabel,
      activities: cleanActivities(at(fields, 'activities').split(' | ')),
      title: plainNote(at(fields, 'note_title')),
      note: plainNote(at(fields, 'note')),
    });
  }
  return { format: 'daylio-csv', rows, skipped, moodLabels: moodLabelsOf(rows) };
}
