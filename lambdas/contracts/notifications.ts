import * as z from 'zod';

export * from './notification-defaults';

/** How the schedule part of the notification settings is checked (defaults: notification-defaults.ts). */
/** A time of day on the 15-minute grid the notifications run on. */
export const QUARTER_HOUR_TIME = /^([01]\d|2[0-3]):(00|15|30|45)$/;
/** Quiet hours may start and end on any minute. */
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

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
