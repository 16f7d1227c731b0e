import type { CheckInKind } from '@contracts/check-in-options';
import { bandOf, QUESTIONNAIRES } from '../check-ins';
import { localDate, type ReportRange } from './report-range';

/** What one mood log brings to the report, once opened on the device. */
export interface ReportMood {
  timestamp: string;
  mood: number;
  energy: number;
  stress: number;
  triggers: string[];
  gratitude: string[];
}

export interface ReportCheckIn {
  kind: CheckInKind;
  takenAt: string;
  total: number;
}

/** A journal entry of the range as the person reads it. */
export interface ReportEntry {
  id: string;
  createdAt: string;
  title: string;
  content: string;
}

/** Everything the report shows, gathered and opened on the device. */
export interface ReportInput {
  range: ReportRange;
  moods: ReportMood[];
  /** Some mood logs' triggers and gratitude are sealed and no key is usable: themes leave them out. */
  moodTextLocked: boolean;
  profile: { sleepHours: number; exerciseFrequency: string; saved: boolean } | null;
  checkIns: ReportCheckIn[];
  checkInsLocked: boolean;
  coachingSessions: number;
  entries: ReportEntry[];
  entriesLocked: boolean;
}

export interface MoodPoint {
  /** The first day of the period (a day, or a week for long ranges). */
  date: string;
  mood: number;
  energy: number;
  stress: number;
}

export interface Theme {
  name: string;
  count: number;
}

export interface ReportSummary {
  moodCount: number;
  averages: { mood: number; energy: number; stress: number } | null;
  /** Daily averages, or weekly ones over 92 days, oldest first. */
  points: MoodPoint[];
  pointPeriod: 'day' | 'week';
  triggers: Theme[];
  gratitude: Theme[];
  checkIns: (ReportCheckIn & { name: string; band: string })[];
}

/** How many excerpt characters each ticked entry shows. */
export const EXCERPT_CHARS = 600;

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

function periodStart(iso: string, period: 'day' | 'week'): string {
  const date = new Date(iso);
  if (period === 'week') date.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  return localDate(date);
}

/** The most named items, counted once per log, case and spacing aside (shown as first written). */
export function topThemes(lists: readonly string[][], limit = 5): Theme[] {
  const counts = new Map<string, Theme>();
  for (const list of lists) {
    const seen = new Set<string>();
    for (const raw of list) {
      const name = raw.trim().replace(/\s+/g, ' ');
      const key = name.toLocaleLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      const theme = counts.get(key) ?? { name, count: 0 };
      theme.count += 1;
      counts.set(key, theme);
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, limit);
}

export function summarise(input: ReportInput): ReportSummary {
  const moods = [...input.moods].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const days = (Date.parse(input.range.to) - Date.parse(input.range.from)) / 86_400_000 + 1;
  const pointPeriod = days > 92 ? 'week' : 'day';
  const groups = new Map<string, ReportMood[]>();
  for (const log of moods) {
    const key = periodStart(log.timestamp, pointPeriod);
    groups.set(key, [...(groups.get(key) ?? []), log]);
  }
  const points = [...groups.entries()].map(([date, logs]) => ({
    date,
    mood: round1(mean(logs.map((l) => l.mood))),
    energy: round1(mean(logs.map((l) => l.energy))),
    stress: round1(mean(logs.map((l) => l.stress))),
  }));
  const averages =
    moods.length === 0
      ? null
      : { mood: round1(mean(moods.map((l) => l.mood))), energy: round1(mean(moods.map((l) => l.energy))), stress: round1(mean(moods.map((l) => l.stress))) };
  const checkIns = [...input.checkIns]
    .sort((a, b) => a.takenAt.localeCompare(b.takenAt))
    .map((c) => ({ ...c, name: QUESTIONNAIRES[c.kind].name, band: bandOf(QUESTIONNAIRES[c.kind], c.total).label }));
  return {
    moodCount: moods.length,
    averages,
    points,
    pointPeriod,
    triggers: topThemes(moods.map((l) => l.triggers)),
    gratitude: topThemes(moods.map((l) => l.gratitude)),
    checkIns,
  };
}

/** The first ~600 characters of an entry, cut at a word where one is near. */
export function excerpt(content: string, limit = EXCERPT_CHARS): string {
  const text = content.trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const formatDay = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
