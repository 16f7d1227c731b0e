/** The report's date range: whole calendar days in the person's own time zone, written YYYY-MM-DD. */
export interface ReportRange {
  from: string;
  to: string;
}

export type RangePreset = '30d' | '90d' | '1y' | 'custom';

export const RANGE_PRESETS: readonly { id: RangePreset; label: string; days: number }[] = [
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '1y', label: 'Last year', days: 365 },
];

/** Longer than this reads as a history rather than a report, and takes long to build on a phone. */
export const MAX_RANGE_DAYS = 731;

const DAY_MS = 86_400_000;

/** A local calendar date as YYYY-MM-DD. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localDate(date) === text ? date : null;
}

/** The last `days` days, today included. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now = new Date()): ReportRange {
  const days = RANGE_PRESETS.find((p) => p.id === preset)?.days ?? 30;
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { from: localDate(from), to: localDate(now) };
}

/** What is wrong with a range, in words for the form; null when it can be used. */
export function rangeError(range: ReportRange, now = new Date()): { field: 'from' | 'to'; message: string } | null {
  const from = parseDate(range.from);
  const to = parseDate(range.to);
  if (!from) return { field: 'from', message: 'Please choose a start date.' };
  if (!to) return { field: 'to', message: 'Please choose an end date.' };
  const today = localDate(now);
  if (range.to > today) return { field: 'to', message: 'The end date cannot be in the future.' };
  if (range.from > range.to) return { field: 'from', message: 'The start date must be on or before the end date.' };
  if (Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1 > MAX_RANGE_DAYS) {
    return { field: 'from', message: 'A report covers at most 2 years. Please choose a later start date.' };
  }
  return null;
}

/** The range's first and last instants, as ISO date-times for the API. */
export function rangeInstants(range: ReportRange): { start: string; end: string } {
  const from = parseDate(range.from) ?? new Date(0);
  const to = parseDate(range.to) ?? new Date();
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { start: from.toISOString(), end: new Date(end.getTime() - 1).toISOString() };
}

/** Whether an ISO instant falls on a day of the range (in local time). */
export function inRange(range: ReportRange, iso: string): boolean {
  const day = localDate(new Date(iso));
  return day >= range.from && day <= range.to;
}

/** "1 March 2026 to 29 November 2026" */
export function describeRange(range: ReportRange): string {
  const format = (text: string) =>
    (parseDate(text) ?? new Date()).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  return `${format(range.from)} to ${format(range.to)}`;
}
