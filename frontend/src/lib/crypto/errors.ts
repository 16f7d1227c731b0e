/**
 * The spec's encryption texts (spec §8 and §5), verbatim. Code names a message by its code so
 * callers can branch on the code and show the text unchanged.
 */
export const ENCRYPTION_MESSAGES = {
  plaintextAndKeyRequired: 'Plaintext and key are required for encryption',
  dataAndKeyRequired: 'Encrypted data and key are required for decryption',
  invalidKeyOrCorrupted: 'Invalid key or corrupted data',
  encryptFailed: 'Failed to encrypt data',
  decryptFailed: 'Failed to decrypt data - invalid key or corrupted data',
  journalDecrypt: 'Unable to decrypt journal entry - check your password',
  moodDecrypt: 'Unable to decrypt mood log - check your password',
  keyMissing: 'Encryption key not available. Please re-enter your password.',
  encryptSession: 'Unable to encrypt data. Please check your session.',
  decryptSession: 'Unable to decrypt data. This may indicate corrupted data or an incorrect password.',
  journalLoadBanner: 'Unable to decrypt journal entries. Please refresh and re-enter your password.',
  journalSaveBanner: 'Unable to save encrypted entry. Please refresh and re-enter your password.',
  journalExportBanner: 'Unable to decrypt entries for export. Please refresh and re-enter your password.',
} as const;

export type EncryptionMessageCode = keyof typeof ENCRYPTION_MESSAGES;

export class EncryptionError extends Error {
  readonly code: EncryptionMessageCode;

  constructor(code: EncryptionMessageCode) {
    super(ENCRYPTION_MESSAGES[code]);
    this.name = 'EncryptionError';
    this.code = code;
  }
}
