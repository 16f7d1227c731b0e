// Without zod, so the browser's crypto module can use them without loading zod.

export const ENCRYPTION_VERSIONS = ['1.0', '2.0'] as const;
export type EncryptionVersion = (typeof ENCRYPTION_VERSIONS)[number];

export const ALGORITHM_BY_VERSION = { '1.0': 'AES-256-CBC', '2.0': 'AES-256-GCM' } as const;

/** PBKDF2-SHA256 iterations that wrap the data key (OWASP 2023 guidance for PBKDF2-HMAC-SHA256). */
export const KEY_WRAP_MIN_ITERATIONS = 600_000;
