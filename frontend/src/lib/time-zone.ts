/**
 * The user's time zone and calendar days in it. Analytics count days in the caller's zone
 * (`tz`, an IANA name), so every screen sends the browser's zone.
 */

const ZONE_KEY = 'solace-time-zone';

/** The zone's UTC offsets in January and July (minutes): cheap to read, and they change when the zone does. */
function offsetsNow(now: Date): string {
  const year = now.getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()},${new Date(year, 6, 1).getTimezoneOffset()}`;
}

function detectTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The browser's IANA time zone, or UTC when it cannot tell. Asking Intl for it first loads the
 * browser's time-zone data, a long pause on a slow phone while a page opens; the answer is kept
 * on the device with the zone's offsets, and asked again only when those change (travel, a new
 * system zone). The kept value is a zone name, nothing about the person's health.
 */
export function userTimeZone(now: Date = new Date()): string {
  const offsets = offsetsNow(now);
  try {
    const kept = window.localStorage.getItem(ZONE_KEY)?.split('|');
    if (kept?.length === 2 && kept[0] === offsets && kept[1]) return kept[1];
  } catch {
    // No storage (private mode, a test without a window): ask Intl every time.
  }
  const zone = detectTimeZone();
  try {
    window.localStorage.setItem(ZONE_KEY, `${offsets}|${zone}`);
  } catch {
    // As above: the zone is still right, only not kept.
  }
  return zone;
}

/** Midnight (local time of the browser) `days` days before today, as an ISO instant. */
export function startOfLocalDayAgo(days: number, now: Date = new Date()): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return start.toISOString();
}

/** `YYYY-MM-DDTHH:mm` in local time, the value format of `<input type="datetime-local">`. */
export function toDateTimeLocalValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A short day label ("Mar 4") for a `YYYY-MM-DD` day, without shifting it through UTC. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
}

/** A date and time for lists ("Mar 4, 2025, 9:30 AM"), or the text itself when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
