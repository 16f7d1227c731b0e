/** A failure whose message is meant for the user, shown in the dialog that asked. */
export class DialogError extends Error {
  override name = 'DialogError';
}

export const WRONG_PASSWORD = 'That password is not correct. Please try again.';
export const MATERIAL_CHANGED = 'Your encryption settings changed on another device. Please refresh the page and try again.';
export const SETUP_FAILED = 'Encryption could not be set up. Please try again.';
export const UNEXPECTED_FAILURE = 'Something went wrong. Please try again.';
export const ENCRYPTION_RESTORED = 'Your journal is unlocked.';
