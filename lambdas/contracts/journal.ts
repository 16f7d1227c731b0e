import * as z from 'zod';
import { encryptedFieldSchema, type EncryptedField } from './encryption';
import { JOURNAL_LIMITS } from './journal-limits';
import { FREE_FORM_LIMITS, freeFormObject, storableNumber, type FreeFormLimits } from './storable';

export const MOODS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_MOOD = 3;

const plainText = (max: number, label: string) => z.string().max(max, `${label} is too long (at most ${max} characters)`);
const textOrEncrypted = (max: number, label: string) => z.union([plainText(max, label), encryptedFieldSchema]);

/** Limits of a plain aiAnalysis: it is stored as sent, so it must fit the table. */
export const AI_ANALYSIS_LIMITS: FreeFormLimits = { ...FREE_FORM_LIMITS, maxChars: JOURNAL_LIMITS.aiAnalysisBytes };

/** Plain analysis is any small JSON object; one that claims to be encrypted must be a valid encrypted field. */
const aiAnalysisSchema = z.union([
  encryptedFieldSchema,
  freeFormObject('aiAnalysis', AI_ANALYSIS_LIMITS).refine((value) => !('encrypted' in value) && !('ciphertext' in value), {
    error: 'aiAnalysis is not a valid encrypted field',
  }),
]);

const tagsSchema = z
  .array(z.string().trim().min(1, 'tags must not be empty').max(JOURNAL_LIMITS.tagChars, `a tag has at most ${JOURNAL_LIMITS.tagChars} characters`))
  .max(JOURNAL_LIMITS.tags, `at most ${JOURNAL_LIMITS.tags} tags`);

const moodSchema = z.int('mood must be a whole number from 1 to 5').check(storableNumber('mood')).min(1, 'mood must be from 1 to 5').max(5, 'mood must be from 1 to 5');

/** Content is required: a non-blank text, or an encrypted field. */
const contentSchema = z.union([
  plainText(JOURNAL_LIMITS.contentChars, 'content').refine((s) => s.trim().length > 0, { error: 'content is required' }),
  encryptedFieldSchema,
]);

export const journalEntryCreateBody = z.object({
  title: textOrEncrypted(JOURNAL_LIMITS.titleChars, 'title').optional(),
  content: contentSchema,
  mood: moodSchema.default(DEFAULT_MOOD),
  tags: tagsSchema.default([]),
  notes: textOrEncrypted(JOURNAL_LIMITS.notesChars, 'notes').optional(),
  aiAnalysis: aiAnalysisSchema.optional(),
});

/** An update sends the fields that change; `null` clears an optional field. */
export const journalEntryUpdateBody = z
  .object({
    title: textOrEncrypted(JOURNAL_LIMITS.titleChars, 'title').nullable().optional(),
    content: contentSchema.optional(),
    mood: moodSchema.optional(),
    tags: tagsSchema.optional(),
    notes: textOrEncrypted(JOURNAL_LIMITS.notesChars, 'notes').nullable().optional(),
    aiAnalysis: aiAnalysisSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { error: 'Nothing to update' });

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const entryIdParams = z.object({ id: z.string().regex(ULID, 'Entry not found') });

const cursorSchema = z.string().max(2048).regex(/^[A-Za-z0-9_-]+$/, 'invalid cursor');

export const journalListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(JOURNAL_LIMITS.maxLimit).default(JOURNAL_LIMITS.defaultLimit),
  /** From an earlier answer's nextCursor: the page after it, without counting from the start. */
  cursor: cursorSchema.optional(),
});

export const EXPORT_FORMATS = ['pdf', 'docx', 'txt', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_DELIVERIES = ['download', 'email', 'cloud'] as const;
export const EXPORT_DATE_RANGES = ['all', 'last7', 'last30', 'last90', 'thisYear'] as const;
export type ExportDateRange = (typeof EXPORT_DATE_RANGES)[number];

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** GET /journal/export: every entry in a date range, a page at a time (the browser builds the file). */
export const journalExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS).default('json'),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: cursorSchema.optional(),
});

const exportFileBody = {
  filename: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[\w\- .()]+\.(pdf|docx|txt|json)$/, 'filename must be a plain name ending in .pdf, .docx, .txt or .json'),
  format: z.enum(EXPORT_FORMATS),
  /** The file, base64. The route's body limit bounds it; a file over EXPORT_MAX_FILE_BYTES is a 413 from the operation. */
  data: z.base64(),
};

/** What an emailed file is: a journal export, or the report for a therapist (a PDF) built on the device. */
export const EXPORT_EMAIL_KINDS = ['journal', 'report'] as const;
export type ExportEmailKind = (typeof EXPORT_EMAIL_KINDS)[number];

export const journalExportEmailBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('Please enter an email address')),
    ...exportFileBody,
    kind: z.enum(EXPORT_EMAIL_KINDS, 'kind must be journal or report').default('journal'),
  })
  .refine((body) => body.kind !== 'report' || body.format === 'pdf', { error: 'format: a report is a pdf', path: ['format'] });

export const journalExportCloudBody = z.object(exportFileBody);
export const exportIdParams = z.object({ id: z.string().regex(ULID, 'Export not found') });

/** A journal entry as the API returns it (spec §3). Encrypted fields are as the device sent them. */
export interface JournalEntry {
  id: string;
  title?: string | EncryptedField;
  content: string | EncryptedField;
  mood: number;
  tags: string[];
  notes?: string | EncryptedField;
  aiAnalysis?: Record<string, unknown> | EncryptedField;
  /** True when any field is encrypted on the device. */
  clientEncrypted: boolean;
  created_at: string;
  updated_at: string;
}

export interface JournalListResponse {
  entries: JournalEntry[];
  page: number;
  limit: number;
  /** How many entries the user has in all. */
  total: number;
  hasMore: boolean;
  nextCursor: string | null;
}

export interface JournalExportResponse {
  format: ExportFormat;
  entries: JournalEntry[];
  nextCursor: string | null;
}

export interface CloudExport {
  id: string;
  filename: string;
  format: ExportFormat;
  size: number;
  createdAt: string;
}

export interface CloudExportFile extends CloudExport {
  /** The file, base64. */
  data: string;
}

export type JournalEntryCreateBody = z.input<typeof journalEntryCreateBody>;
export type JournalEntryUpdateBody = z.input<typeof journalEntryUpdateBody>;
