/**
 * The complete export of a Solace account (docs/export-format.md): one ZIP built on the device, whose
 * `solace-export.json` follows the schema below. The import reads the same schema, so this file is the
 * one definition of the format; the JSON Schema placed in the ZIP is generated from it, never written by hand.
 *
 * Versioning: additions that an older reader can ignore (a new optional field, a new CSV file) keep
 * version 1; anything that changes or removes a field, or changes what a field means, is version 2.
 */
import * as z from 'zod';
import { CHECK_IN_KINDS } from './check-in-options';
import { encryptedFieldSchema, keyMaterialSchema } from './encryption';

export const EXPORT_FORMAT = 'solace-export';
export const EXPORT_FORMAT_VERSION = 1;

/** The entities that also get a CSV file, for spreadsheets. */
export const EXPORT_CSV_ENTITIES = ['moods', 'journal-entries', 'coaching-messages', 'check-ins', 'therapist-connections'] as const;
export type ExportCsvEntity = (typeof EXPORT_CSV_ENTITIES)[number];

/** The files inside the ZIP. */
export const EXPORT_FILES = {
  json: 'solace-export.json',
  jsonSchema: 'solace-export.schema.json',
  readme: 'README.txt',
  csv: (entity: ExportCsvEntity) => `csv/${entity}.csv`,
} as const;

/** Whether encrypted fields were opened on the device, or kept as the API returned them with the wrapped key. */
export const EXPORT_ENCRYPTIONS = ['decrypted', 'encrypted'] as const;
export type ExportEncryption = (typeof EXPORT_ENCRYPTIONS)[number];

const timestamp = z.iso.datetime({ offset: true });
const id = z.string().min(1);

/**
 * Each record is built twice: once with its sealed fields as plaintext (a 'decrypted' export), once
 * with each sealed field either as the API returned it (`encryptedFieldSchema`) or plain, for data
 * written before encryption was set up (an 'encrypted' export).
 */
type Sealed<E extends ExportEncryption, T extends z.ZodType> = E extends 'encrypted' ? z.ZodUnion<[T, typeof encryptedFieldSchema]> : T;

function sealable<E extends ExportEncryption, T extends z.ZodType>(encryption: E, plain: T): Sealed<E, T> {
  return (encryption === 'encrypted' ? z.union([plain, encryptedFieldSchema]) : plain) as Sealed<E, T>;
}

/** A field sealed as a whole (check-in answers, the safety plan): its opened form, or the encrypted field alone. */
function sealedOnly<E extends ExportEncryption, T extends z.ZodType>(encryption: E, plain: T): E extends 'encrypted' ? typeof encryptedFieldSchema : T {
  return (encryption === 'encrypted' ? encryptedFieldSchema : plain) as E extends 'encrypted' ? typeof encryptedFieldSchema : T;
}

/** A check-in's sealed answers, opened (frontend/src/features/check-ins/check-in-crypto.ts). */
export const checkInAnswersSchema = z.object({
  items: z.array(z.int().min(0).max(3)),
  /** 0-3, or null when not answered (only the PHQ-9 asks). */
  difficulty: z.int().min(0).max(3).nullable(),
  total: z.int().min(0),
});

const planContact = z.object({ name: z.string(), phone: z.string() });

/** The safety plan's sealed content, opened (frontend/src/features/safety-plan/plan-model.ts). */
export const safetyPlanContentSchema = z.object({
  warningSigns: z.array(z.string()),
  copingStrategies: z.array(z.string()),
  distractions: z.array(z.string()),
  helpContacts: z.array(planContact),
  professionals: z.array(planContact),
  environment: z.array(z.string()),
  reasonsForLiving: z.array(z.string()),
});

const notificationSettings = z.object({
  email: z.boolean(),
  push: z.boolean(),
  reminders: z.boolean(),
  reminderTime: z.string().optional(),
  reminderDays: z.array(z.int().min(0).max(6)).optional(),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
  timeZone: z.string().optional(),
  weeklySummary: z.boolean().optional(),
  weeklySummaryDay: z.int().min(0).max(6).optional(),
});

/** contracts/user.ts User: who the account is and how it is set up. */
const accountSchema = z.object({
  /** The account's id when exported: 1.0 fields of an 'encrypted' export open with the password and this id. */
  id: z.string().optional(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: timestamp,
  /** The profile page's fields beside the names. */
  profile: z.object({ location: z.string(), bio: z.string(), goals: z.array(z.string()) }).partial().optional(),
  preferences: z.object({
    defaultPersona: z.string(),
    encryptionEnabled: z.boolean(),
    notifications: z.object({ dailyReminders: z.boolean(), weeklyReports: z.boolean() }).partial().optional(),
  }),
  settings: z.object({ notifications: notificationSettings }),
});

/** contracts/user.ts User['subscription']. */
const subscriptionSchema = z.object({
  status: z.enum(['none', 'active', 'expired', 'cancelled']),
  plan: z.string().optional(),
  endDate: timestamp.optional(),
  source: z.enum(['license', 'stripe', 'admin']).optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
});

const scale = (min: number, max: number) => z.int().min(min).max(max);

/** contracts/mental-health.ts MentalHealthProfile. */
const mentalHealthProfileSchema = z.object({
  age: z.int().nullable().optional(),
  goals: z.array(z.string()).optional(),
  mentalHealthConditions: z.array(z.string()).optional(),
  medications: z.array(z.string()).optional(),
  therapyHistory: z.boolean().optional(),
  stressors: z.array(z.string()).optional(),
  copingMechanisms: z.array(z.string()).optional(),
  sleepHours: z.number().optional(),
  exerciseFrequency: z.string().optional(),
  updatedAt: timestamp.nullable().optional(),
});

/** contracts/therapist-options.ts Therapist, as populated in a connection; only the names are required. */
const therapistSchema = z.looseObject({
  _id: id,
  profile: z.object({ firstName: z.string(), lastName: z.string() }),
  therapistProfile: z.looseObject({ licenseType: z.string().optional() }).optional(),
});

/** contracts/therapist-options.ts TherapistConnection (plain: connection messages are not encrypted). */
const therapistConnectionSchema = z.object({
  _id: id,
  therapistId: z.union([id, therapistSchema]),
  status: z.string(),
  requestMessage: z.string(),
  preferredTopics: z.array(z.string()),
  urgencyLevel: z.string(),
  sessionPreference: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

function buildExport<E extends ExportEncryption>(encryption: E) {
  const field = <T extends z.ZodType>(plain: T) => sealable(encryption, plain);

  /** contracts/mental-health.ts MoodLog. */
  const moodLog = z.object({
    id,
    mood: scale(1, 5),
    energy: scale(1, 10),
    stress: scale(1, 10),
    timestamp,
    notes: field(z.string()).optional(),
    triggers: field(z.array(z.string())).optional(),
    gratitude: field(z.array(z.string())).optional(),
    clientEncrypted: z.boolean().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  });

  /** contracts/journal.ts JournalEntry. */
  const journalEntry = z.object({
    id,
    title: field(z.string()).optional(),
    content: field(z.string()),
    mood: scale(1, 5),
    tags: z.array(z.string()),
    notes: field(z.string()).optional(),
    aiAnalysis: field(z.record(z.string(), z.unknown())).optional(),
    clientEncrypted: z.boolean().optional(),
    created_at: timestamp,
    updated_at: timestamp,
  });

  /** contracts/chat.ts ChatMessage. */
  const chatMessage = z.object({
    id,
    sessionId: id,
    sender: z.enum(['user', 'ai']),
    message: field(z.string()),
    clientEncrypted: z.boolean().optional(),
    createdAt: timestamp,
  });

  /** contracts/chat.ts ChatSessionWithMessages. */
  const coachingSession = z.object({
    id,
    persona: z.string(),
    startedAt: timestamp,
    lastMessageAt: timestamp,
    messageCount: z.int().min(0),
    memory: field(z.string()).nullable().optional(),
    messages: z.array(chatMessage),
  });

  /** contracts/check-ins.ts CheckIn. */
  const checkIn = z.object({
    id,
    kind: z.enum(CHECK_IN_KINDS),
    answers: sealedOnly(encryption, checkInAnswersSchema),
    created_at: timestamp,
  });

  /** contracts/safety-plan.ts SafetyPlanResponse, when a plan is saved. */
  const safetyPlan = z.object({
    plan: sealedOnly(encryption, safetyPlanContentSchema),
    version: z.int().min(0),
    updatedAt: timestamp.nullable(),
  });

  return z.object({
    format: z.literal(EXPORT_FORMAT),
    version: z.literal(EXPORT_FORMAT_VERSION),
    exportedAt: timestamp,
    encryption: z.literal(encryption),
    account: accountSchema,
    subscription: subscriptionSchema,
    moods: z.array(moodLog),
    journalEntries: z.array(journalEntry),
    coachingSessions: z.array(coachingSession),
    mentalHealthProfile: mentalHealthProfileSchema.nullable(),
    checkIns: z.array(checkIn),
    safetyPlan: safetyPlan.nullable(),
    therapistConnections: z.array(therapistConnectionSchema),
  });
}

export const decryptedExportSchema = buildExport('decrypted');
export const encryptedExportSchema = buildExport('encrypted').extend({
  /** The wrapped data key exactly as the encryption routes return it: with the password or the recovery key, it opens every sealed field. */
  keyMaterial: keyMaterialSchema,
});

/** `solace-export.json`: a 'decrypted' or an 'encrypted' export. */
export const solaceExport = z.discriminatedUnion('encryption', [decryptedExportSchema, encryptedExportSchema]);

export type SolaceExport = z.infer<typeof solaceExport>;
export type DecryptedExport = z.infer<typeof decryptedExportSchema>;
export type EncryptedExport = z.infer<typeof encryptedExportSchema>;

/**
 * The two fields a reader checks before anything else, so that a file that is not an export, or an
 * export from a newer Solace, gets its own clear message instead of a list of schema errors.
 */
export const exportHeaderSchema = z.object({ format: z.string(), version: z.number() });

export type ExportHeaderCheck = { ok: true } | { ok: false; reason: 'not-an-export' | 'newer-version'; message: string };

export function checkExportHeader(json: unknown): ExportHeaderCheck {
  const header = exportHeaderSchema.safeParse(json);
  if (!header.success || header.data.format !== EXPORT_FORMAT) {
    return { ok: false, reason: 'not-an-export', message: 'This file is not a Solace export.' };
  }
  if (header.data.version > EXPORT_FORMAT_VERSION) {
    return {
      ok: false,
      reason: 'newer-version',
      message: `This export was made by a newer version of Solace (format version ${header.data.version}); this one reads version ${EXPORT_FORMAT_VERSION}.`,
    };
  }
  return { ok: true };
}

/** The JSON Schema placed in the ZIP as `solace-export.schema.json`, generated from `solaceExport`. */
export function exportJsonSchema(): Record<string, unknown> {
  return {
    $id: `https://solace.app/schemas/${EXPORT_FORMAT}/v${EXPORT_FORMAT_VERSION}.json`,
    title: `Solace export, format version ${EXPORT_FORMAT_VERSION}`,
    ...z.toJSONSchema(solaceExport, { io: 'input', unrepresentable: 'any', reused: 'ref' }),
  };
}
