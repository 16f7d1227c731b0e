// Without zod, so the route table can use them.

export const SAFETY_PLAN_LIMITS = {
  /** Base64 of the encrypted plan: seven short lists fit in a small fraction of it. */
  ciphertextChars: 60_000,
  /** The ciphertext and its envelope; larger bodies are refused with 413 before parsing. */
  maxBodyBytes: 64 * 1024,
  maxVersion: 1_000_000_000,
} as const;
