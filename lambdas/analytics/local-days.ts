/**
 * Local days in the caller's time zone. Pure: instants in, `YYYY-MM-DD` strings, weekdays
 * and hours out. Day arithmetic works on the date strings themselves, so a day is always
 * one calendar day whatever its length (23 or 25 hours on a DST change).
 */

import { formatterFor } from '../shared/zone-formatter';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Zones kept in the offset cache; the cap only guards memory. */
const MAX_ZONES = 500;

export interface LocalTime {
  /** `YYYY-MM-DD` in the zone. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 0–23. */
  hour: number;
}

/** The zone's offset from UTC at an instant (local wall time − UTC), straight from Intl. */
function exactOffset(ms: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(fields.year ?? 1970, (fields.month ?? 1) - 1, fields.day ?? 1, (fields.hour ?? 0) % 24, fields.minute ?? 0, fields.second ?? 0);
  return wall - Math.floor(ms / 1000) * 1000;
}

// Offsets at each UTC midnight, per zone. Formatting costs microseconds per call, and a year
// of items would cost milliseconds; an offset found once serves every instant of that day.
const midnightOffsets = new Map<string, Map<number, number>>();
const MAX_DAYS_PER_ZONE = 20_000;

function offsetAtUtcMidnight(day: number, timeZone: string): number {
  let zone = midnightOffsets.get(timeZone);
  if (!zone) {
    if (midnightOffsets.size >= MAX_ZONES) midnightOffsets.clear();
    zone = new Map();
    midnightOffsets.set(timeZone, zone);
  }
  let offset = zone.get(day);
  if (offset === undefined) {
    if (zone.size >= MAX_DAYS_PER_ZONE) zone.clear();
    offset = exactOffset(day * DAY_MS, timeZone);
    zone.set(day, offset);
  }
  return offset;
}

/**
 * The offset at an instant. When it is the same at the UTC midnights on both sides, it holds
 * for the whole UTC day (zones change offset at most once in a day); on the rare day with a
 * change (DST), each instant is asked exactly.
 */
function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const before = offsetAtUtcMidnight(day, timeZone);
  return before === offsetAtUtcMidnight(day + 1, timeZone) ? before : exactOffset(ms, timeZone);
}

// Date strings by day number: building one is slower than the rest of localTime together.
const dateStrings = new Map<number, string>();
const MAX_DATE_STRINGS = 50_000;

function dateOfDayNumber(n: number): string {
  let date = dateStrings.get(n);
  if (date === undefined) {
    date = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (dateStrings.size >= MAX_DATE_STRINGS) dateStrings.clear();
    dateStrings.set(n, date);
  }
  return date;
}

export function localTime(ms: number, timeZone: string): LocalTime {
  const wall = ms + offsetAt(ms, timeZone);
  const day = Math.floor(wall / DAY_MS);
  return {
    date: dateOfDayNumber(day),
    // 1 January 1970 was a Thursday (4).
    weekday: (((day + 4) % 7) + 7) % 7,
    hour: Math.floor((wall - day * DAY_MS) / HOUR_MS),
  };
}

export const localDate = (ms: number, timeZone: string): string => localTime(ms, timeZone).date;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** The calendar day `n` days after `date` (before, when negative). */
export const addDays = (date: string, n: number): string => dateOfDayNumber(dayNumber(date) + n);

/** Calendar days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

// A day's start in a zone never changes: remembered across requests of a warm function.
const dayStarts = new Map<string, number>();
const MAX_DAY_STARTS = 20_000;

/**
 * The first instant of a local day. Found by bisection rather than from an offset, so a
 * day that starts at 01:00 (a DST change at midnight) or a zone with odd offsets needs no
 * special case: the local date only ever moves forward with time.
 */
export function startOfLocalDay(date: string, timeZone: string): number {
  const cacheKey = `${timeZone} ${date}`;
  const cached = dayStarts.get(cacheKey);
  if (cached !== undefined) return cached;
  const utcMidnight = dayNumber(date) * DAY_MS;
  // UTC offsets lie within −12 h and +14 h: at lo the local day is earlier, at hi it has begun.
  let lo = utcMidnight - 15 * HOUR_MS;
  let hi = utcMidnight + 13 * HOUR_MS;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (localDate(mid, timeZone) >= date) hi = mid;
    else lo = mid;
  }
  if (dayStarts.size >= MAX_DAY_STARTS) dayStarts.clear();
  dayStarts.set(cacheKey, hi);
  return hi;
}

/** The local days `from`..`to` (inclusive) as instants: [startMs, endMs]. */
export interface DayWindow {
  from: string;
  to: string;
  days: number;
  startMs: number;
  /** The last millisecond of `to`. */
  endMs: number;
}

/** The `days` local days ending with `today`. */
export function windowEnding(today: string, days: number, timeZone: string): DayWindow {
  const from = addDays(today, -(days - 1));
  return {
    from,
    to: today,
    days,
    startMs: startOfLocalDay(from, timeZone),
    endMs: startOfLocalDay(addDays(today, 1), timeZone) - 1,
  };
}
