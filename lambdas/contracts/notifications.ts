import * as z from 'zod';

/**
 * The schedule part of the notification settings: when the daily check-in reminder and the
 * weekly summary go out, in the person's own time zone. Every field is optional in storage:
 * accounts saved before these existed read the defaults below.
 */

/** A time of day on the 15-minute grid the notifications run on. */
export const QUARTER_HOUR_TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
/** Quiet hours may start and end on any minute. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

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

/** An IANA zone this runtime knows (`Intl` refuses others). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayOfWeek = z.number().int().min(0).max(6);

export const notificationScheduleFields = {
  reminderTime: z.string().regex(QUARTER_HOUR_TIME, 'Choose a time on the quarter hour').optional(),
  reminderDays: z
    .array(dayOfWeek)
    .max(7)
    .transform((days) => [...new Set(days)].sort())
    .optional(),
  quietHours: z
    .object({ start: z.string().regex(TIME_OF_DAY), end: z.string().regex(TIME_OF_DAY) })
    .refine((q) => q.start !== q.end, { error: 'Quiet hours must start and end at different times' })
    .nullable()
    .optional(),
  timeZone: z.string().max(64).refine(isTimeZone, { error: 'Unknown time zone' }).optional(),
  weeklySummary: z.boolean().optional(),
  weeklySummaryDay: dayOfWeek.optional(),
};

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

/** The kinds of scheduled mail; each has its own unsubscribe link. */
export const NOTIFICATION_KINDS = ['reminder', 'weekly'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The one-click unsubscribe link's query (signed: lambdas/notifications/unsubscribe-link.ts). */
export const unsubscribeQuery = z.object({
  u: z.string().min(1).max(64),
  k: z.enum(NOTIFICATION_KINDS),
  s: z.string().min(1).max(128),
});

export interface UnsubscribeResponse {
  success: true;
  message: string;
}
