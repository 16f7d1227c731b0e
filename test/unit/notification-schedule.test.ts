import { resolveNotificationSettings, type NotificationSettings } from '../../lambdas/contracts/notifications';
import {
  SLOT_MS,
  inQuietHours,
  localTimeAt,
  localToInstant,
  nextReminderSlot,
  nextWeeklySlot,
  slotName,
  weeklySummaryTime,
} from '../../lambdas/notifications/schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const settings = (fields: Partial<NotificationSettings>) => resolveNotificationSettings({ email: true, push: true, reminders: true, ...fields });

describe('slots', () => {
  it('names a slot by its UTC start on the 15-minute grid', () => {
    expect(slotName(at('2026-11-29T20:14:59.999Z'))).toBe('2026-11-29T20:00Z');
    expect(slotName(at('2026-11-29T20:15:00Z'))).toBe('2026-11-29T20:15Z');
  });
});

describe('next reminder', () => {
  it('defaults to 20:00 every day in the saved zone', () => {
    expect(iso(nextReminderSlot(settings({}), at('2026-11-29T10:00Z')))).toBe('2026-11-29T20:00:00.000Z');
    expect(iso(nextReminderSlot(settings({ timeZone: 'Europe/Berlin' }), at('2026-11-29T10:00Z')))).toBe('2026-11-29T19:00:00.000Z');
  });

  it('finds the local time in zones behind and ahead of UTC, on the right local day', () => {
    // 08:00 in Los Angeles (UTC-8 in winter) is 16:00 UTC.
    expect(iso(nextReminderSlot(settings({ timeZone: 'America/Los_Angeles', reminderTime: '08:00' }), at('2026-12-01T17:00Z')))).toBe(
      '2026-12-02T16:00:00.000Z',
    );
    // 07:30 in Auckland (UTC+13 in summer) is 18:30 UTC the day before.
    expect(iso(nextReminderSlot(settings({ timeZone: 'Pacific/Auckland', reminderTime: '07:30' }), at('2026-12-01T12:00Z')))).toBe(
      '2026-12-01T18:30:00.000Z',
    );
    // Kathmandu is UTC+5:45: 21:15 there is 15:30 UTC.
    expect(iso(nextReminderSlot(settings({ timeZone: 'Asia/Kathmandu', reminderTime: '21:15' }), at('2026-12-01T00:00Z')))).toBe(
      '2026-12-01T15:30:00.000Z',
    );
  });

  it('keeps the local time across daylight-saving changes', () => {
    const berlin = settings({ timeZone: 'Europe/Berlin', reminderTime: '20:00' });
    // Clocks go forward on 29 March 2026: 20:00 is 19:00 UTC before, 18:00 UTC after.
    expect(iso(nextReminderSlot(berlin, at('2026-03-28T20:00Z')))).toBe('2026-03-29T18:00:00.000Z');
    // Clocks go back on 25 October 2026.
    expect(iso(nextReminderSlot(berlin, at('2026-10-24T19:00Z')))).toBe('2026-10-25T19:00:00.000Z');
    const newYork = settings({ timeZone: 'America/New_York', reminderTime: '07:00' });
    // 8 March 2026, clocks go forward at 02:00: 07:00 EDT is 11:00 UTC.
    expect(iso(nextReminderSlot(newYork, at('2026-03-08T06:00Z')))).toBe('2026-03-08T11:00:00.000Z');
    expect(iso(nextReminderSlot(newYork, at('2026-03-07T11:00Z')))).toBe('2026-03-07T12:00:00.000Z');
  });

  it('gives a time skipped by the change exactly one instant after it, and a repeated one exactly one', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: it is taken as 03:30 CEST.
    expect(iso(localToInstant('Europe/Berlin', 2026, 3, 29, 2, 30))).toBe('2026-03-29T01:30:00.000Z');
    expect(localTimeAt('Europe/Berlin', localToInstant('Europe/Berlin', 2026, 10, 25, 2, 30))).toBe('02:30');
  });

  it('goes out only on the chosen days', () => {
    // 29 November 2026 is a Sunday; Monday and Thursday only.
    const chosen = settings({ reminderDays: [1, 4], reminderTime: '09:00' });
    expect(iso(nextReminderSlot(chosen, at('2026-11-29T00:00Z')))).toBe('2026-11-30T09:00:00.000Z');
    expect(iso(nextReminderSlot(chosen, at('2026-11-30T09:15Z')))).toBe('2026-12-03T09:00:00.000Z');
    expect(nextReminderSlot(settings({ reminderDays: [] }), at('2026-11-29T00:00Z'))).toBeNull();
  });

  it('counts from the given slot on: the slot itself is due, a later start goes to the next day', () => {
    const s = settings({ reminderTime: '20:00' });
    expect(iso(nextReminderSlot(s, at('2026-11-29T20:00Z')))).toBe('2026-11-29T20:00:00.000Z');
    expect(iso(nextReminderSlot(s, at('2026-11-29T20:00Z') + SLOT_MS))).toBe('2026-11-30T20:00:00.000Z');
  });

  it('sends nothing when mail or reminders are off or the time lies in quiet hours', () => {
    expect(nextReminderSlot(settings({ reminders: false }), at('2026-11-29T00:00Z'))).toBeNull();
    expect(nextReminderSlot(settings({ email: false }), at('2026-11-29T00:00Z'))).toBeNull();
    expect(nextReminderSlot(settings({ reminderTime: '23:00', quietHours: { start: '22:00', end: '07:00' } }), at('2026-11-29T00:00Z'))).toBeNull();
    expect(nextReminderSlot(settings({ reminderTime: '21:00', quietHours: { start: '22:00', end: '07:00' } }), at('2026-11-29T00:00Z'))).not.toBeNull();
  });
});

describe('quiet hours', () => {
  it('may run past midnight', () => {
    const night = { start: '22:00', end: '07:00' };
    expect(inQuietHours(night, '23:30')).toBe(true);
    expect(inQuietHours(night, '06:59')).toBe(true);
    expect(inQuietHours(night, '07:00')).toBe(false);
    expect(inQuietHours({ start: '12:00', end: '13:00' }, '12:30')).toBe(true);
    expect(inQuietHours(null, '03:00')).toBe(false);
  });

  it('move the weekly summary to the first quarter hour after they end', () => {
    expect(weeklySummaryTime(null)).toBe('09:00');
    expect(weeklySummaryTime({ start: '22:00', end: '09:40' })).toBe('09:45');
    expect(weeklySummaryTime({ start: '13:00', end: '14:00' })).toBe('09:00');
  });
});

describe('next weekly summary', () => {
  it('goes out on its day at 09:00 local time, Sunday by default', () => {
    expect(iso(nextWeeklySlot(settings({ timeZone: 'Asia/Tokyo' }), at('2026-11-25T00:00Z')))).toBe('2026-11-29T00:00:00.000Z');
    expect(iso(nextWeeklySlot(settings({ timeZone: 'America/Sao_Paulo', weeklySummaryDay: 3 }), at('2026-11-29T00:00Z')))).toBe(
      '2026-12-02T12:00:00.000Z',
    );
    expect(nextWeeklySlot(settings({ weeklySummary: false }), at('2026-11-29T00:00Z'))).toBeNull();
  });
});
