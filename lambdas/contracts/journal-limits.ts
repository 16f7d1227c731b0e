/** Spec §3/§5 journal entry rules, and the sizes that keep an entry within one table item. */
// Without zod, so the route table can use them.
export const JOURNAL_LIMITS = {
  titleChars: 200,
  contentChars: 20_000,
  notesChars: 5_000,
  tags: 20,
  tagChars: 40,
  aiAnalysisBytes: 20_000,
  /** Page size: default 20, at most 100 (spec §7); the journal screen asks for 50. */
  defaultLimit: 20,
  maxLimit: 100,
  /** A request body above this is refused with 413. */
  maxBodyBytes: 256 * 1024,
} as const;

/** Exported files travel base64-encoded; 4 MB of file is the most one request carries. */
export const EXPORT_MAX_FILE_BYTES = 4 * 1024 * 1024;
export const EXPORT_MAX_BODY_BYTES = Math.ceil(EXPORT_MAX_FILE_BYTES / 3) * 4 + 16 * 1024;
