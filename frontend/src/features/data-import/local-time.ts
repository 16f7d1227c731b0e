/** The offset of `zone` from UTC at `instant`, in ms (positive east of Greenwich), from its "GMT+05:30" name. */
function zoneOffset(instant: number, zone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DD`, `HH:mm`) names in an IANA zone. A time the
 * clocks skip (spring forward) lands just after the jump; a repeated one takes the first.
 */
export function zonedInstant(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Two passes settle the offset, also across a change of it.
  let guess = wall - zoneOffset(wall, zone);
  guess = wall - zoneOffset(guess, zone);
  return new Date(guess).toISOString();
}
