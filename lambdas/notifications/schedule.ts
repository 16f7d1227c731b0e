/**
 * When the next reminder or weekly summary of a person is due: pure time arithmetic on the
 * 15-minute grid the notifications run on. Local times are turned into instants with `Intl`
 * in the person's IANA zone for each day separately, so a daylight-saving change keeps the
 * chosen local time (20:00 stays 20:00 on both sides of it).
 */
import { formatterFor } from '../shared/zone-formatter';
import { WEEKLY_SUMMARY_TIME, type QuietHours, type ResolvedNotificationSettings } from '../contracts/notifications';

export const SLOT_MS = 15 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the 15-minute slot holding `ms`. */
export const slotStart = (ms: number): number => Math.floor(ms / SLOT_MS) * SLOT_MS;
/** A slot's name in keys: its UTC start to the minute, e.g. `2026-11-29T20:00Z`. */
export const slotName = (ms: number): string => `${new Date(slotStart(ms)).toISOString().slice(0, 16)}Z`;

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading in `zone` at the instant `ms`. */
export function localParts(zone: string, ms: number): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year as number,
    month: parts.month as number,
    day: parts.day as number,
    hour: (parts.hour as number) % 24,
    minute: parts.minute as number,
    second: parts.second as number,
  };
}

/** How far `zone`'s clock is ahead of UTC at the instant `ms`. */
function offsetAt(zone: string, ms: number): number {
  const p = localParts(zone, ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a local date and time happen in `zone`. A time skipped by a change to summer
 * time (02:30 in a night that jumps from 02:00 to 03:00) is taken as the same length past the
 * change (03:30); a time that happens twice when clocks go back is the later one. Either way
 * exactly one instant.
 */
export function localToInstant(zone: string, year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(zone, wall);
  const offset = offsetAt(zone, first);
  const second = wall - offset;
  if (offsetAt(zone, second) === offset) return second;
  return Math.max(first, second);
}

export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a local time of day falls in quiet hours (which may run past midnight). */
export function inQuietHours(quiet: QuietHours | null, time: string): boolean {
  if (!quiet) return false;
  const m = minutesOf(time);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/** The local time of day in `zone` at `ms`, as `HH:MM`. */
export function localTimeAt(zone: string, ms: number): string {
  const p = localParts(zone, ms);
  return timeOf(p.hour * 60 + p.minute);
}

/** The first slot at or after `afterMs` that falls on one of `days` at local `time`; null when there is none. */
function nextLocalOccurrence(zone: string, time: string, days: readonly number[], afterMs: number): number | null {
  if (days.length === 0) return null;
  const today = localParts(zone, afterMs);
  const minutes = minutesOf(time);
  // A week and a day covers every weekday after `afterMs`, including today's when already past.
  for (let i = 0; i <= 8; i += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + i));
    if (!days.includes(date.getUTCDay())) continue;
    const at = localToInstant(zone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), Math.floor(minutes / 60), minutes % 60);
    const slot = slotStart(at);
    if (slot >= afterMs) return slot;
  }
  return null;
}

/**
 * The slot of the next daily reminder at or after `afterMs`, or null when none is to go:
 * mail or reminders are off, no day is chosen, or the chosen time lies in quiet hours.
 */
export function nextReminderSlot(settings: ResolvedNotificationSettings, afterMs: number): number | null {
  if (!settings.email || !settings.reminders) return null;
  if (inQuietHours(settings.quietHours, settings.reminderTime)) return null;
  return nextLocalOccurrence(settings.timeZone, settings.reminderTime, settings.reminderDays, afterMs);
}

/** The local time the weekly summary goes out: 09:00, or the first quarter hour after quiet hours end. */
export function weeklySummaryTime(quiet: QuietHours | null): string {
  if (!inQuietHours(quiet, WEEKLY_SUMMARY_TIME) || !quiet) return WEEKLY_SUMMARY_TIME;
  return timeOf(Math.ceil(minutesOf(quiet.end) / 15) * 15);
}

/** The slot of the next weekly summary at or after `afterMs`, or null when it is off. */
export function nextWeeklySlot(settings: ResolvedNotificationSettings, afterMs: number): number | null {
  if (!settings.email || !settings.weeklySummary) return null;
  return nextLocalOccurrence(settings.timeZone, weeklySummaryTime(settings.quietHours), [settings.weeklySummaryDay], afterMs);
}

/** The week a summary sent at `sentAt` covers: the seven days before it. */
export const summaryWeek = (sentAtMs: number) => ({ fromMs: sentAtMs - 7 * DAY_MS, toMs: sentAtMs });
