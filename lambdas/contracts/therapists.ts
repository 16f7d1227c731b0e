/**
 * The request schemas of therapist matching and connections, both path families (spec §5, §7).
 * Values, limits and answer shapes are in therapist-options.ts.
 */
import * as z from 'zod';
import {
  DEFAULT_SESSION_PREFERENCE,
  DEFAULT_URGENCY,
  ISSUE_IDS,
  type IssueId,
  SESSION_PREFERENCES,
  THERAPIST_LIMITS,
  URGENCY_LEVELS,
} from './therapist-options';

const THERAPIST_ID = /^T[0-9]{4}$/;
const therapistIdSchema = z.string().regex(THERAPIST_ID, 'Therapist not found');
const CONNECTION_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const issueList = z
  .array(z.enum(ISSUE_IDS, `primaryIssues must be issue areas: ${ISSUE_IDS.join(', ')}`))
  .min(1, 'Choose at least one issue area')
  .max(ISSUE_IDS.length)
  .transform((ids) => [...new Set(ids)]);

const urgencySchema = z.enum(URGENCY_LEVELS, `urgencyLevel must be one of ${URGENCY_LEVELS.join(', ')}`);
const sessionPreferenceSchema = z.enum(SESSION_PREFERENCES, `sessionPreference must be one of ${SESSION_PREFERENCES.join(', ')}`);
const budgetSchema = z
  .number('budget must be a whole number of dollars')
  .int('budget must be a whole number of dollars')
  .min(0, 'budget cannot be negative')
  .max(THERAPIST_LIMITS.maxBudget, `budget is at most ${THERAPIST_LIMITS.maxBudget}`);

const messageSchema = (field: string) =>
  z
    .string(`${field} must be text`)
    .max(THERAPIST_LIMITS.connectionMessageChars, `${field} has at most ${THERAPIST_LIMITS.connectionMessageChars} characters`);

/** POST /therapist/match. */
export const therapistMatchBody = z.object({
  primaryIssues: issueList,
  urgencyLevel: urgencySchema.default(DEFAULT_URGENCY),
  sessionPreference: sessionPreferenceSchema.default(DEFAULT_SESSION_PREFERENCE),
  budget: budgetSchema.nullable().optional(),
});

/** GET /therapists/search: the same filters as query parameters (issues comma-separated). */
export const therapistSearchQuery = z.object({
  issues: z
    .string()
    .max(200)
    .transform((value, ctx) => {
      const ids = value.split(',').map((part) => part.trim()).filter(Boolean);
      const unknown = ids.filter((id) => !(ISSUE_IDS as readonly string[]).includes(id));
      if (unknown.length > 0 || ids.length === 0) {
        ctx.addIssue({ code: 'custom', message: `issues must be issue areas: ${ISSUE_IDS.join(', ')}` });
        return z.NEVER;
      }
      return [...new Set(ids)] as IssueId[];
    })
    .optional(),
  sessionType: sessionPreferenceSchema.optional(),
  urgency: urgencySchema.default(DEFAULT_URGENCY),
  maxRate: z.coerce.number().pipe(budgetSchema).optional(),
  state: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'state must be a two-letter US state code')
    .transform((s) => s.toUpperCase())
    .optional(),
  language: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce.number().int().min(1).max(THERAPIST_LIMITS.maxMatches).default(THERAPIST_LIMITS.maxMatches),
});

export const therapistParams = z.object({ id: therapistIdSchema });
export const connectionParams = z.object({ id: z.string().regex(CONNECTION_ID, 'Connection not found') });

/** POST /therapist/connect (the matching screens' form). */
export const therapistConnectBody = z.object({
  therapistId: therapistIdSchema,
  requestMessage: messageSchema('requestMessage').default(''),
  preferredTopics: z.array(z.string().trim().min(1).max(60)).max(ISSUE_IDS.length).default([]),
  urgencyLevel: urgencySchema.default(DEFAULT_URGENCY),
  sessionPreference: sessionPreferenceSchema.default(DEFAULT_SESSION_PREFERENCE),
});

/** POST /therapists/connect (the second client variant: only the therapist and a message). */
export const therapistsConnectBody = z.object({
  therapistId: therapistIdSchema,
  message: messageSchema('message').default(''),
});

/** PUT /therapists/connections/{id}: the user withdraws a request, or edits its message while pending. */
export const connectionUpdateBody = z
  .object({
    status: z.literal('withdrawn', 'status can only be set to withdrawn').optional(),
    message: messageSchema('message').optional(),
  })
  .refine((body) => body.status !== undefined || body.message !== undefined, { error: 'Nothing to update: send status or message' });

export type TherapistMatchBody = z.infer<typeof therapistMatchBody>;
export type TherapistSearchQuery = z.infer<typeof therapistSearchQuery>;
export type TherapistConnectBody = z.infer<typeof therapistConnectBody>;
export type TherapistsConnectBody = z.infer<typeof therapistsConnectBody>;
export type ConnectionUpdateBody = z.infer<typeof connectionUpdateBody>;
