// Without zod, so the route table and the browser can use them.

/** What one import request may carry. */
export const IMPORT_LIMITS = {
  itemsPerRequest: 25,
  /** A coaching session's messages are written before the session that makes them visible. */
  messagesPerSession: 500,
  /** Under a Lambda's 6 MB request; a device splits a batch well before this. */
  maxBodyBytes: 5 * 1024 * 1024,
} as const;

export const IMPORT_KINDS = ['mood', 'journal', 'checkIn', 'chatSession'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
