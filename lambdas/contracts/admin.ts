/**
 * The admin area's calls (spec §7 Admin): access codes, their batches and search, the
 * dashboard, users and the audit trail.
 */
import * as z from 'zod';
import type { Role, User } from './user';
import { emailSchema } from './auth';
import { ADMIN_LIMITS, CODE_PLANS, CODE_STATUSES, type CodePlan, type CodeStatus } from './admin-options';

export { ADMIN_LIMITS, CODE_PLANS, CODE_STATUSES, type CodePlan, type CodeStatus };

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
/** A code's id is the keyed hash the table keeps it by (never the code). */
const CODE_ID = /^[0-9a-f]{64}$/;
const cursorSchema = z.string().max(2048).regex(/^[A-Za-z0-9_-]+$/, 'cursor: invalid cursor');

const pageSchema = z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be 1 or more').max(10_000, 'page is too large').default(1);
const limitSchema = z.coerce
  .number('limit must be a number')
  .int('limit must be a whole number')
  .min(1, 'limit must be 1 or more')
  .max(ADMIN_LIMITS.maxPageSize, `limit must be at most ${ADMIN_LIMITS.maxPageSize}`)
  .default(ADMIN_LIMITS.pageSize);

const statusSchema = z.enum(CODE_STATUSES, `status must be one of ${CODE_STATUSES.join(', ')}`);

export const adminLoginBody = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(256, 'Password is too long'),
});

export const generateCodesBody = z.object({
  count: z
    .number('count must be a number')
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(ADMIN_LIMITS.maxCodesPerBatch, `count must be at most ${ADMIN_LIMITS.maxCodesPerBatch}`),
  plan: z.enum(CODE_PLANS, `plan must be one of ${CODE_PLANS.join(', ')}`),
  durationDays: z
    .number('durationDays must be a number')
    .int('durationDays must be a whole number')
    .min(1, 'durationDays must be at least 1')
    .max(ADMIN_LIMITS.maxDurationDays, `durationDays must be at most ${ADMIN_LIMITS.maxDurationDays}`),
  /** After this instant the codes can no longer be redeemed; must lie in the future. */
  expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be a date and time (ISO 8601)' }).optional(),
  note: z.string('note must be text').trim().max(ADMIN_LIMITS.maxNoteLength, `note must be at most ${ADMIN_LIMITS.maxNoteLength} characters`).optional(),
});

export const codeListQuery = z.object({
  status: statusSchema.default('unused'),
  limit: limitSchema,
  cursor: cursorSchema.optional(),
});

export const pageQuery = z.object({ page: pageSchema, limit: limitSchema });

export const codeSearchQuery = z.object({
  /** A whole code as printed (grouping and case do not matter). */
  code: z.string('code must be text').trim().min(1, 'code must not be empty').max(64, 'code is too long').optional(),
  batchId: z.string('batchId must be text').regex(ULID, 'batchId is not a batch id').optional(),
  /** The address of the account that redeemed the code. */
  redeemedBy: emailSchema.optional(),
  status: statusSchema.optional(),
  limit: limitSchema,
  cursor: cursorSchema.optional(),
});

export const userListQuery = z.object({
  page: pageSchema,
  limit: limitSchema,
  /** Part of an address, any case. */
  search: z.string('search must be text').trim().toLowerCase().max(254, 'search is too long').optional(),
});

export const auditQuery = z.object({ limit: limitSchema, cursor: cursorSchema.optional() });

export const codeParams = z.object({ id: z.string().regex(CODE_ID, 'Code not found') });
export const batchParams = z.object({ id: z.string().regex(ULID, 'Batch not found') });
export const userParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'User not found') });

export const adminSubscriptionBody = z.discriminatedUnion(
  'status',
  [
    z.object({
      status: z.literal('active'),
      plan: z.enum(CODE_PLANS, `plan must be one of ${CODE_PLANS.join(', ')}`).default('monthly'),
      endDate: z.iso.datetime({ offset: true, error: 'endDate must be a date and time (ISO 8601)' }),
    }),
    z.object({ status: z.literal('none') }),
  ],
  'subscription.status must be active or none',
);

export const updateUserBody = z
  .object({
    role: z.enum(['user', 'admin'], 'role must be user or admin').optional(),
    disabled: z.boolean('disabled must be true or false').optional(),
    subscription: adminSubscriptionBody.optional(),
  })
  .refine((b) => b.role !== undefined || b.disabled !== undefined || b.subscription !== undefined, {
    error: 'Nothing to change: send role, disabled or subscription',
  });

export type AdminLoginBody = z.infer<typeof adminLoginBody>;
export type GenerateCodesBody = z.input<typeof generateCodesBody>;
export type UpdateUserBody = z.input<typeof updateUserBody>;
export type AdminSubscriptionBody = z.input<typeof adminSubscriptionBody>;

export interface AdminUserRef {
  id: string;
  email: string | null;
}

/** An access code as admins see it: never the code, only its last four symbols. */
export interface AdminCode {
  id: string;
  lastFour: string;
  batchId: string;
  plan: string;
  durationDays: number;
  status: CodeStatus;
  createdAt: string;
  expiresAt: string | null;
  redeemedBy: AdminUserRef | null;
  redeemedAt: string | null;
  revokedAt: string | null;
}

export interface CodeCounts {
  unused: number;
  redeemed: number;
  expired: number;
  revoked: number;
}

export interface CodeBatch {
  id: string;
  count: number;
  plan: string;
  durationDays: number;
  expiresAt: string | null;
  note: string | null;
  createdAt: string;
  createdBy: AdminUserRef;
  revokedAt: string | null;
  counts: CodeCounts;
}

/** POST /admin/codes/generate: the codes are shown this once and never again. */
export interface GeneratedCodes {
  batch: CodeBatch;
  codes: string[];
}

export interface CodePage {
  codes: AdminCode[];
  nextCursor: string | null;
}

export interface NumberedPage {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface BatchPage extends NumberedPage {
  batches: CodeBatch[];
}

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  role: Role;
  disabled: boolean;
  emailVerified: boolean;
  subscription: User['subscription'];
  /** When the free trial ends (or ended). */
  trialEndsAt: string;
}

export interface UserPage extends NumberedPage {
  users: AdminUser[];
}

export interface UpdatedUser {
  user: AdminUser;
}

export interface RevokedBatch {
  batch: CodeBatch;
  /** How many codes were still unused and are now revoked. */
  revoked: number;
}

export interface AdminDashboard {
  users: {
    total: number;
    admins: number;
    disabled: number;
    activeSubscriptions: number;
    /** Accounts still inside their free trial without a subscription. */
    trials: number;
    /** New accounts per week, oldest first; each week starts on a Monday (UTC). */
    newPerWeek: { weekStart: string; count: number }[];
  };
  codes: CodeCounts;
  recentRedemptions: { code: AdminCode; user: AdminUserRef }[];
}

export const AUDIT_ACTIONS = ['admin.login', 'codes.generate', 'code.revoke', 'batch.revoke', 'user.update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit trail: who did what, when. */
export interface AuditEntry {
  id: string;
  at: string;
  actor: AdminUserRef;
  action: AuditAction;
  /** What it was done to: a batch, a code (last four) or a user. */
  target: string | null;
  /** Plain facts of the action (never a code, a password or anything a user wrote). */
  details: Record<string, string | number | boolean | null>;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}
