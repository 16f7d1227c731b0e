/**
 * The schedule part of the notification settings: when the daily check-in reminder and the
 * weekly summary go out, in the person's own time zone. Every field is optional in storage:
 * accounts saved before these existed read the defaults below. Plain data without zod, so
 * the settings screen can read it.
 */

/** Days of the week as `Date.getUTCDay()` numbers: 0 is Sunday. */
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export const NOTIFICATION_DEFAULTS = {
  reminderTime: '20:00',
  reminderDays: [...ALL_DAYS] as number[],
  quietHours: null as QuietHours | null,
  timeZone: 'UTC',
  weeklySummary: true,
  weeklySummaryDay: 0,
};

/** The local time the weekly summary goes out on its day (moved to the end of quiet hours when inside them). */
export const WEEKLY_SUMMARY_TIME = '09:00';

export interface QuietHours {
  /** No mail from this local time… */
  start: string;
  /** …until this one (may be on the next day: 22:00 to 07:00). */
  end: string;
}

/** The stored notification settings: the original three switches and the schedule. */
export interface NotificationSettings {
  /** Any mail at all about the account beyond sign-in links (the reminder and the weekly summary need it). */
  email: boolean;
  push: boolean;
  /** The daily check-in reminder. */
  reminders: boolean;
  reminderTime?: string;
  reminderDays?: number[];
  quietHours?: QuietHours | null;
  timeZone?: string;
  weeklySummary?: boolean;
  weeklySummaryDay?: number;
}

export type ResolvedNotificationSettings = Required<NotificationSettings>;

/** The settings with every absent field at its default. */
export function resolveNotificationSettings(saved: Partial<NotificationSettings> | undefined): ResolvedNotificationSettings {
  return {
    email: saved?.email ?? true,
    push: saved?.push ?? true,
    reminders: saved?.reminders ?? true,
    reminderTime: saved?.reminderTime ?? NOTIFICATION_DEFAULTS.reminderTime,
    reminderDays: saved?.reminderDays ?? NOTIFICATION_DEFAULTS.reminderDays,
    quietHours: saved?.quietHours ?? NOTIFICATION_DEFAULTS.quietHours,
    timeZone: saved?.timeZone ?? NOTIFICATION_DEFAULTS.timeZone,
    weeklySummary: saved?.weeklySummary ?? NOTIFICATION_DEFAULTS.weeklySummary,
    weeklySummaryDay: saved?.weeklySummaryDay ?? NOTIFICATION_DEFAULTS.weeklySummaryDay,
  };
}

