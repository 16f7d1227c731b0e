import * as z from 'zod';
import { encryptedFieldSchema, type EncryptedField } from './encryption';
import { MENTAL_HEALTH_LIMITS, PROFILE_DEFAULTS, PROFILE_OPTIONS } from './mental-health-options';
import { storableNumber } from './storable';

export { EXERCISE_FREQUENCIES, MENTAL_HEALTH_LIMITS, PROFILE_OPTIONS } from './mental-health-options';

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const scale = (min: number, max: number, name: string) =>
  z
    .int(`${name} must be a whole number from ${min} to ${max}`)
    .check(storableNumber(name))
    .min(min, `${name} must be from ${min} to ${max}`)
    .max(max, `${name} must be from ${min} to ${max}`);

const textList = (name: string) =>
  z
    .array(z.string().trim().min(1, `${name} must not be empty`).max(MENTAL_HEALTH_LIMITS.listItemChars, `each of ${name} has at most ${MENTAL_HEALTH_LIMITS.listItemChars} characters`))
    .max(MENTAL_HEALTH_LIMITS.listItems, `at most ${MENTAL_HEALTH_LIMITS.listItems} ${name}`);

/** Notes, triggers and gratitude are encrypted on the device when a key is usable (spec §9). */
const notesSchema = z.union([z.string().max(MENTAL_HEALTH_LIMITS.notesChars, `notes has at most ${MENTAL_HEALTH_LIMITS.notesChars} characters`), encryptedFieldSchema]);
const listOrEncrypted = (name: string) => z.union([textList(name), encryptedFieldSchema]);

/** An ISO 8601 date-time; stored normalised to UTC with milliseconds. */
const timestampSchema = z.iso.datetime({ offset: true, error: 'timestamp must be an ISO 8601 date-time' });

export const moodLogCreateBody = z.object({
  mood: scale(1, 5, 'mood'),
  energy: scale(1, 10, 'energy').default(5),
  stress: scale(1, 10, 'stress').default(3),
  /** Defaults to now; may not lie in the future (a minute of clock skew is allowed). */
  timestamp: timestampSchema.optional(),
  notes: notesSchema.optional(),
  triggers: listOrEncrypted('triggers').optional(),
  gratitude: listOrEncrypted('gratitude').optional(),
});

/** An update sends what changes; `null` clears notes, triggers or gratitude. */
export const moodLogUpdateBody = z
  .object({
    mood: scale(1, 5, 'mood').optional(),
    energy: scale(1, 10, 'energy').optional(),
    stress: scale(1, 10, 'stress').optional(),
    timestamp: timestampSchema.optional(),
    notes: notesSchema.nullable().optional(),
    triggers: listOrEncrypted('triggers').nullable().optional(),
    gratitude: listOrEncrypted('gratitude').nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to update' });

export const moodLogIdParams = z.object({ id: z.string().regex(ULID, 'Mood log not found') });

const cursorSchema = z.string().max(2048).regex(/^[A-Za-z0-9_-]+$/, 'invalid cursor');

export const moodLogListQuery = z.object({
  startDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  endDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
  limit: z.coerce.number().int().min(1).max(MENTAL_HEALTH_LIMITS.maxPageSize).default(MENTAL_HEALTH_LIMITS.defaultPageSize),
  cursor: cursorSchema.optional(),
});

/** A mood log as the API returns it (spec §3). The id's time is the log's timestamp. */
export interface MoodLog {
  id: string;
  mood: number;
  energy: number;
  stress: number;
  timestamp: string;
  notes?: string | EncryptedField;
  triggers?: string[] | EncryptedField;
  gratitude?: string[] | EncryptedField;
  clientEncrypted: boolean;
  created_at: string;
  updated_at: string;
}

export interface MoodLogListResponse {
  moods: MoodLog[];
  nextCursor: string | null;
}

const option = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.array(z.enum(values, `${name}: choose from the listed options`)).max(values.length);

export const mentalHealthProfileBody = z.object({
  age: z.int('age must be a whole number').check(storableNumber('age')).min(13, 'age must be at least 13').max(120, 'age must be at most 120').nullable().optional(),
  goals: option(PROFILE_OPTIONS.goals, 'goals').optional(),
  mentalHealthConditions: textList('mentalHealthConditions').optional(),
  medications: textList('medications').optional(),
  therapyHistory: z.boolean().optional(),
  stressors: option(PROFILE_OPTIONS.stressors, 'stressors').optional(),
  copingMechanisms: option(PROFILE_OPTIONS.copingMechanisms, 'copingMechanisms').optional(),
  sleepHours: z.number('sleepHours must be a number').check(storableNumber('sleepHours')).min(0, 'sleepHours must be from 0 to 24').max(24, 'sleepHours must be from 0 to 24').optional(),
  exerciseFrequency: z.enum(PROFILE_OPTIONS.exerciseFrequency, 'exerciseFrequency: choose from the listed options').optional(),
});

/** The mental health profile (spec §3), with its defaults when nothing is saved yet. */
export interface MentalHealthProfile {
  age: number | null;
  goals: string[];
  mentalHealthConditions: string[];
  medications: string[];
  therapyHistory: boolean;
  stressors: string[];
  copingMechanisms: string[];
  sleepHours: number;
  exerciseFrequency: (typeof PROFILE_OPTIONS.exerciseFrequency)[number];
  updatedAt: string | null;
}

/** Spec §3/§9: the profile before anything is saved. */
export const DEFAULT_PROFILE: Readonly<MentalHealthProfile> = {
  age: null,
  goals: [],
  mentalHealthConditions: [],
  medications: [],
  therapyHistory: false,
  stressors: [],
  copingMechanisms: [],
  sleepHours: PROFILE_DEFAULTS.sleepHours,
  exerciseFrequency: PROFILE_DEFAULTS.exerciseFrequency,
  updatedAt: null,
};

export type MoodLogCreateBody = z.input<typeof moodLogCreateBody>;
export type MoodLogUpdateBody = z.input<typeof moodLogUpdateBody>;
export type MentalHealthProfileBody = z.input<typeof mentalHealthProfileBody>;
