import { addDays, daysBetween, localTime, startOfLocalDay, windowEnding } from '../../lambdas/analytics/local-days';

const ms = (iso: string) => Date.parse(iso);

describe('local days', () => {
  it('dates, weekdays and hours an instant in the zone', () => {
    // 07:30 UTC on Wednesday 20 Nov is 23:30 on Tuesday 19 Nov in Los Angeles (UTC−8).
    expect(localTime(ms('2024-11-20T07:30:00Z'), 'America/Los_Angeles')).toEqual({ date: '2024-11-19', weekday: 2, hour: 23 });
    expect(localTime(ms('2024-11-20T07:30:00Z'), 'UTC')).toEqual({ date: '2024-11-20', weekday: 3, hour: 7 });
    // 18:45 UTC is 00:15 the next day in Kolkata (UTC+5:30).
    expect(localTime(ms('2024-11-18T18:45:00Z'), 'Asia/Kolkata')).toEqual({ date: '2024-11-19', weekday: 2, hour: 0 });
    // Midnight is hour 0, never 24.
    expect(localTime(ms('2024-01-01T00:00:00Z'), 'UTC')).toEqual({ date: '2024-01-01', weekday: 1, hour: 0 });
  });

  it('agrees with Intl minute by minute around offset changes in many zones', () => {
    const zones = [
      ['Europe/Berlin', '2024-03-31T00:00:00Z'], // DST starts at 01:00Z
      ['America/Los_Angeles', '2024-11-03T08:00:00Z'], // DST ends at 09:00Z
      ['America/Santiago', '2024-09-08T03:00:00Z'], // skips its midnight
      ['Australia/Lord_Howe', '2024-10-05T15:00:00Z'], // half-hour DST at 15:30Z
      ['Australia/Adelaide', '2024-04-06T16:00:00Z'], // +10:30 → +9:30 at 16:30Z
      ['Pacific/Chatham', '2024-09-28T13:00:00Z'], // +12:45 → +13:45 at 14:00Z
      ['Asia/Kathmandu', '2024-06-15T00:00:00Z'], // +5:45, no DST
      ['Pacific/Kiritimati', '2024-06-15T00:00:00Z'], // +14
    ] as const;
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    for (const [zone, around] of zones) {
      const reference = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        weekday: 'short',
        hourCycle: 'h23',
      });
      for (let t = ms(around) - 30 * 3_600_000; t <= ms(around) + 30 * 3_600_000; t += 7 * 60_000 + 13_000) {
        const parts = Object.fromEntries(reference.formatToParts(t).map((p) => [p.type, p.value]));
        const expected = { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: weekdays.indexOf(parts.weekday as string), hour: Number(parts.hour) };
        expect([zone, t, localTime(t, zone)]).toEqual([zone, t, expected]);
      }
    }
  });

  it('counts calendar days across month, year and leap-day boundaries', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-06-15', -29)).toBe('2024-05-17');
    expect(daysBetween('2024-03-18', '2024-06-15')).toBe(89);
  });

  it('finds the first instant of a local day', () => {
    expect(startOfLocalDay('2024-11-20', 'UTC')).toBe(ms('2024-11-20T00:00:00Z'));
    expect(startOfLocalDay('2024-11-20', 'America/Los_Angeles')).toBe(ms('2024-11-20T08:00:00Z'));
    expect(startOfLocalDay('2024-11-20', 'Asia/Kolkata')).toBe(ms('2024-11-19T18:30:00Z'));
  });

  it('gives DST change days their real length', () => {
    // Europe/Berlin: 31 March 2024 has 23 hours (02:00 CET → 03:00 CEST), 27 October 25 hours.
    const march31 = startOfLocalDay('2024-03-31', 'Europe/Berlin');
    const april1 = startOfLocalDay('2024-04-01', 'Europe/Berlin');
    expect(march31).toBe(ms('2024-03-30T23:00:00Z'));
    expect(april1).toBe(ms('2024-03-31T22:00:00Z'));
    expect((april1 - march31) / 3_600_000).toBe(23);
    const oct27 = startOfLocalDay('2024-10-27', 'Europe/Berlin');
    const oct28 = startOfLocalDay('2024-10-28', 'Europe/Berlin');
    expect((oct28 - oct27) / 3_600_000).toBe(25);
  });

  it('starts a day at 01:00 where the clocks skip midnight', () => {
    // America/Santiago moved from 00:00 −04 to 01:00 −03 on 8 September 2024.
    expect(startOfLocalDay('2024-09-08', 'America/Santiago')).toBe(ms('2024-09-08T04:00:00Z'));
    expect(localTime(ms('2024-09-08T04:00:00Z'), 'America/Santiago')).toEqual({ date: '2024-09-08', weekday: 0, hour: 1 });
  });

  it('makes a window of whole local days ending today', () => {
    expect(windowEnding('2024-04-01', 3, 'Europe/Berlin')).toEqual({
      from: '2024-03-30',
      to: '2024-04-01',
      days: 3,
      startMs: ms('2024-03-29T23:00:00Z'),
      endMs: ms('2024-04-01T21:59:59.999Z'),
    });
  });
});
