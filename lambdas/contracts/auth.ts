import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, meetsAllPasswordRules } from './password-rules';

/** Emails are compared case-insensitively: one address, one account. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A password as typed at sign-in: no rule check, so old passwords still reach the pool. */
export const anyPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/** A new password must meet every rule of spec §5. */
export const newPasswordSchema = anyPasswordSchema.refine(meetsAllPasswordRules, {
  error: 'Password does not meet the requirements',
});

export const nameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(50, 'Name is too long');

/** One-time link tokens are 32 random bytes, base64url: 43 characters. */
export const linkTokenSchema = z
  .string({ error: 'Token is required' })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Invalid token');

export const loginBody = z.object({
  email: emailSchema,
  password: anyPasswordSchema,
});

export const registerBody = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema,
  lastName: nameSchema,
});

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z.object({
  token: linkTokenSchema,
  password: newPasswordSchema,
});

export const verifyEmailBody = z.object({ token: linkTokenSchema });

export const refreshBody = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1).max(8192),
});

export const PERSONAS = ['strategist', 'sage', 'phoenix', 'harmony', 'zenith'] as const;

export const profileUpdateBody = z.object({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  profile: z
    .object({
      location: z.string().trim().max(100).optional(),
      bio: z.string().trim().max(1000).optional(),
      goals: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
    })
    .optional(),
  preferences: z
    .object({
      defaultPersona: z.enum(PERSONAS).optional(),
      encryptionEnabled: z.boolean().optional(),
      notifications: z
        .object({
          dailyReminders: z.boolean().optional(),
          weeklyReports: z.boolean().optional(),
        })
        .optional(),
    })
    .optional(),
});

export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;
