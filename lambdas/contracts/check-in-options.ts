// Without zod, so the route table and the browser can use them.

/** The validated questionnaires a person can take: PHQ-9 (depression) and GAD-7 (anxiety). */
export const CHECK_IN_KINDS = ['phq9', 'gad7'] as const;
export type CheckInKind = (typeof CHECK_IN_KINDS)[number];

export const CHECK_IN_LIMITS = {
  /** The answers of one questionnaire are a few hundred bytes once encrypted. */
  maxBodyBytes: 16 * 1024,
  /** Largest ciphertext of one check-in (base64). */
  maxCiphertextChars: 8_000,
  defaultPageSize: 50,
  maxPageSize: 200,
} as const;
