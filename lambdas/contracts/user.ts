import * as z from 'zod';
import { PERSONAS, anyPasswordSchema, emailSchema, nameSchema, newPasswordSchema } from './auth';
import { passwordWrapSchema, type KeyMaterial } from './encryption';
import { notificationScheduleFields, type NotificationSettings } from './notifications';

export type Role = 'user' | 'admin';
export type Persona = (typeof PERSONAS)[number];
export type SubscriptionStatus = 'none' | 'active' | 'expired' | 'cancelled';

/** The user as the API returns it (spec §3 User). */
export interface User {
  id: string;
  email: string;
  /** An address the user asked to move to, until its owner opens the link sent there. */
  pendingEmail: string | null;
  firstName: string;
  lastName: string;
  name: string;
  createdAt: string;
  emailVerified: boolean;
  role: Role;
  profile: {
    firstName: string;
    lastName: string;
    location: string;
    bio: string;
    goals: string[];
  };
  preferences: {
    defaultPersona: Persona;
    encryptionEnabled: boolean;
    notifications: { dailyReminders: boolean; weeklyReports: boolean };
  };
  stats: {
    totalChatSessions: number;
    totalJournalEntries: number;
    journalStreak: number;
    goalsCompleted: number;
    joinDate: string;
  };
  subscription: {
    status: SubscriptionStatus;
    plan?: string;
    endDate?: string;
    /** Where premium comes from: a licence key, a Stripe subscription or an admin. */
    source?: 'license' | 'stripe' | 'admin';
    /** A Stripe subscription that ends at `endDate` instead of renewing. */
    cancelAtPeriodEnd?: boolean;
  };
  /** The wrapped data key of on-device encryption; null until the device sets it up. */
  encryption: KeyMaterial | null;
}

/** POST /auth/login and /auth/register answer this (spec: "token and user"). */
export interface AuthResponse {
  token: string;
  /** Lets the client renew `token` without the password; kept beside it in the same storage. */
  refreshToken: string;
  /** Seconds until `token` expires. */
  expiresIn: number;
  user: User;
}

export interface RefreshResponse {
  token: string;
  expiresIn: number;
}

export interface MessageResponse {
  success: true;
  message: string;
}

/**
 * Server-side settings record (spec §3 Settings form: notifications all default true). The
 * reminder and weekly-summary schedule (contracts/notifications.ts) is optional: absent
 * fields read their defaults.
 */
export interface UserSettings {
  notifications: NotificationSettings;
}

export const settingsBody = z.object({
  notifications: z
    .object({
      email: z.boolean().optional(),
      push: z.boolean().optional(),
      reminders: z.boolean().optional(),
      ...notificationScheduleFields,
    })
    .optional(),
});

export const changePasswordBody = z.object({
  currentPassword: anyPasswordSchema,
  newPassword: newPasswordSchema,
  /** The data key re-wrapped under the new password, stored with the change. */
  encryption: passwordWrapSchema.optional(),
});

/** The settings screen's account form: name, email, notifications and optionally a password change. */
export const accountUpdateBody = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    name: z.string().trim().max(101).optional(),
    email: emailSchema.optional(),
    notifications: settingsBody.shape.notifications,
    currentPassword: anyPasswordSchema.optional(),
    newPassword: newPasswordSchema.optional(),
    encryption: passwordWrapSchema.optional(),
  })
  .refine((b) => !b.newPassword || b.currentPassword, {
    error: 'Current password is required to change password',
    path: ['currentPassword'],
  });

export const deleteAccountBody = z.object({ password: anyPasswordSchema });

/** Spec §5: the trimmed licence key must not be empty. */
export const activateLicenseBody = z.object({
  licenseKey: z.string('Please enter a license key').trim().min(1, 'Please enter a license key').max(64, 'Invalid license key'),
});

/** POST /user/activate-license answers this. */
export interface LicenseActivationResponse {
  success: true;
  message: string;
  subscription: User['subscription'];
}

export type SettingsBody = z.infer<typeof settingsBody>;
export type AccountUpdateBody = z.infer<typeof accountUpdateBody>;
export type ActivateLicenseBody = z.infer<typeof activateLicenseBody>;
