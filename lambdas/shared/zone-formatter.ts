/**
 * One `Intl.DateTimeFormat` per IANA zone that reads every wall-clock field (24-hour), shared
 * by the analytics' local days and the scheduled mail's local times.
 */

// Formatters are costly to build and the zones in use are few; the cap only guards memory.
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_ZONES = 500;

export function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size >= MAX_ZONES) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
