/** What a file read on the device becomes before anything is sent: rows, and rows left out with why. */

export type SourceFormat = 'daylio-csv' | 'daylio-backup' | 'solace-export';

/** One day entry of a Daylio file, as the person wrote it. */
export interface DaylioRow {
  /** Where it is in the file: the CSV line, or the place in the backup's list (1-based). */
  row: number;
  /** The instant it was logged (ISO, UTC), or the local date and time to place in the person's zone. */
  at: { instant: string } | { date: string; time: string };
  /** The person's own name of the mood (Daylio lets them rename every mood). */
  moodLabel: string;
  activities: string[];
  title: string;
  note: string;
}

export interface RowNotice {
  row: number;
  message: string;
  /** What the notice is about when it is not a numbered row (a section of a Solace export). */
  label?: string;
}

/** A mood name found in the file, how many rows use it, and the 1–5 it suggests (the default names, or the backup's mood group). */
export interface MoodLabel {
  label: string;
  count: number;
  suggested: number | null;
}

export interface DaylioSource {
  format: 'daylio-csv' | 'daylio-backup';
  rows: DaylioRow[];
  skipped: RowNotice[];
  moodLabels: MoodLabel[];
}

/** Daylio's default mood names, best first: rad 5 … awful 1. */
export const DAYLIO_DEFAULT_MOODS: Readonly<Record<string, number>> = { rad: 5, good: 4, meh: 3, bad: 2, awful: 1 };

export const suggestMood = (label: string): number | null => DAYLIO_DEFAULT_MOODS[label.trim().toLowerCase()] ?? null;

/** The distinct mood names in first-seen order, with their counts. */
export function moodLabelsOf(rows: DaylioRow[], suggest: (label: string) => number | null = suggestMood): MoodLabel[] {
  const byLabel = new Map<string, MoodLabel>();
  for (const { moodLabel } of rows) {
    const found = byLabel.get(moodLabel);
    if (found) found.count++;
    else byLabel.set(moodLabel, { label: moodLabel, count: 1, suggested: suggest(moodLabel) });
  }
  return [...byLabel.values()];
}

/** Daylio keeps line breaks in notes as `<br>` in some versions: the journal shows plain lines. */
export const plainNote = (text: string): string => text.replace(/<br\s*\/?>/gi, '\n').replace(/\r\n?/g, '\n').trim();

/** Activities without blanks or repeats, in the file's order. */
export function cleanActivities(names: string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}
