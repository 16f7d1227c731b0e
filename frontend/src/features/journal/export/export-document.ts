import type { ExportDateRange, ExportFormat } from '@contracts/journal';
import type { PlainEntry } from '../entry-crypto';
import { moodOption } from '../moods';

export interface ExportChoices {
  format: ExportFormat;
  dateRange: ExportDateRange;
  includeMood: boolean;
  includeTags: boolean;
}

export const DATE_RANGE_LABELS: Record<ExportDateRange, string> = {
  all: 'All time',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisYear: 'This year',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a range as an ISO instant (undefined: everything). "This year" starts on 1 January, local time. */
export function rangeStart(range: ExportDateRange, now: Date): string | undefined {
  switch (range) {
    case 'all':
      return undefined;
    case 'last7':
      return new Date(now.getTime() - 7 * DAY_MS).toISOString();
    case 'last30':
      return new Date(now.getTime() - 30 * DAY_MS).toISOString();
    case 'last90':
      return new Date(now.getTime() - 90 * DAY_MS).toISOString();
    case 'thisYear':
      return new Date(now.getFullYear(), 0, 1).toISOString();
  }
}

/** What every format writes: the same words in the same order. */
export interface ExportDocument {
  title: string;
  /** "Exported … · All time · 3 entries" */
  subtitle: string;
  entries: ExportedEntry[];
}

export interface ExportedEntry {
  id: string;
  createdAt: string;
  updatedAt: string;
  date: string;
  title: string;
  content: string;
  notes: string;
  /** Present only when mood ratings are included. */
  mood?: { value: number; label: string };
  /** Present only when tags are included. */
  tags?: string[];
}

function longDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function exportDocument(entries: PlainEntry[], choices: ExportChoices, now: Date): ExportDocument {
  const count = `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`;
  return {
    title: 'Solace Journal',
    subtitle: `Exported ${now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })} · ${DATE_RANGE_LABELS[choices.dateRange]} · ${count}`,
    entries: entries.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      updatedAt: entry.updatedAt,
      date: longDate(entry.createdAt),
      title: entry.title,
      content: entry.content,
      notes: entry.notes,
      ...(choices.includeMood ? { mood: { value: entry.mood, label: moodOption(entry.mood).label } } : {}),
      ...(choices.includeTags ? { tags: entry.tags } : {}),
    })),
  };
}

/** Lines under an entry's heading: mood and tags as chosen. */
export function entryMeta(entry: ExportedEntry): string[] {
  const lines: string[] = [];
  if (entry.mood) lines.push(`Mood: ${entry.mood.value}/5 (${entry.mood.label})`);
  if (entry.tags && entry.tags.length > 0) lines.push(`Tags: ${entry.tags.join(', ')}`);
  return lines;
}

export function toText(doc: ExportDocument): string {
  const rule = '='.repeat(48);
  const parts = [doc.title, doc.subtitle, ''];
  for (const entry of doc.entries) {
    parts.push(rule, entry.date);
    if (entry.title) parts.push(`Title: ${entry.title}`);
    parts.push(...entryMeta(entry), '', entry.content);
    if (entry.notes) parts.push('', `Notes: ${entry.notes}`);
    parts.push('');
  }
  return `${parts.join('\n')}\n`;
}

export function toJson(doc: ExportDocument, choices: ExportChoices, now: Date): string {
  return `${JSON.stringify(
    {
      exportedAt: now.toISOString(),
      dateRange: choices.dateRange,
      count: doc.entries.length,
      entries: doc.entries.map((entry) => ({
        id: entry.id,
        createdAt: entry.createdAt,
        updatedAt: entry.updatedAt,
        title: entry.title,
        content: entry.content,
        notes: entry.notes,
        ...(entry.mood ? { mood: entry.mood.value } : {}),
        ...(entry.tags ? { tags: entry.tags } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** `solace-journal-2025-11-21.pdf`: a plain name the API accepts. */
export function exportFilename(format: ExportFormat, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `solace-journal-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${format}`;
}
