/**
 * Message replacement for auth calls (spec §8), matched on the status code or text in the message.
 * Pure: takes the thrown error, answers the text to show.
 */

export type AuthOperation =
  | 'login'
  | 'adminLogin'
  | 'register'
  | 'updateProfile'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'resendVerification';

export const AUTH_MESSAGES = {
  connection: 'Unable to connect to server. Please check your internet connection.',
  network: 'Network error. Please try again.',
  server: 'Server error. Please try again later.',
  invalidCredentials: 'Invalid email or password.',
  accessDenied: 'Account access denied.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  emailExists: 'Email already exists. Please use a different email.',
  invalidRegistration: 'Invalid registration data. Please check your information.',
  tooManyResets: 'Too many password reset attempts. Please try again later.',
  invalidResetLink: 'Invalid or expired reset link. Please request a new one.',
  invalidVerificationLink: 'Invalid verification link. It may have expired.',
} as const;

interface Rule {
  matches: (status: number | undefined, message: string) => boolean;
  text: string;
}

/** A status is recognised from the error's `status`, or from a message such as 'HTTP error! status: 401'. */
function hasStatus(code: number): Rule['matches'] {
  return (status, message) => status === code || new RegExp(`\\bstatus:? ${code}\\b`).test(message);
}

const connection: Rule = { matches: (_, m) => m.includes('Failed to fetch'), text: AUTH_MESSAGES.connection };
const network: Rule = { matches: (_, m) => m.includes('Network error'), text: AUTH_MESSAGES.network };
const server: Rule = { matches: hasStatus(500), text: AUTH_MESSAGES.server };

const rules: Record<AuthOperation, Rule[]> = {
  login: [
    connection,
    network,
    { matches: hasStatus(401), text: AUTH_MESSAGES.invalidCredentials },
    { matches: hasStatus(403), text: AUTH_MESSAGES.accessDenied },
    { matches: hasStatus(429), text: AUTH_MESSAGES.tooManyLogins },
    server,
  ],
  // The admin door answers every refusal with one message of its own (403), shown as it is.
  adminLogin: [connection, network, server],
  register: [
    connection,
    network,
    { matches: (s, m) => hasStatus(409)(s, m) || m.toLowerCase().includes('already exists'), text: AUTH_MESSAGES.emailExists },
    { matches: hasStatus(400), text: AUTH_MESSAGES.invalidRegistration },
    server,
  ],
  updateProfile: [connection, network],
  forgotPassword: [connection, network, { matches: hasStatus(429), text: AUTH_MESSAGES.tooManyResets }, server],
  resetPassword: [connection, network, { matches: hasStatus(400), text: AUTH_MESSAGES.invalidResetLink }, server],
  verifyEmail: [connection, network, { matches: hasStatus(400), text: AUTH_MESSAGES.invalidVerificationLink }, server],
  // Not in the spec's list: treated like the other signed-in calls.
  resendVerification: [connection, network, server],
};

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** The text to show for a failed auth call: a replacement when a rule matches, else the error's own message ('' if none). */
export function authErrorMessage(operation: AuthOperation, error: unknown): string {
  const status = statusOf(error);
  const message = messageOf(error);
  return rules[operation].find((rule) => rule.matches(status, message))?.text ?? message;
}

const PATH_PREFIX = /^([A-Za-z][\w.]*): /;

/**
 * The request field a failed auth call was refused for, or null when the refusal is not about one
 * field: the API's validation messages start with the field's path ("password: ..."); a sign-up
 * is refused for its email when the address is taken and for its password when the identity
 * service finds it too weak.
 */
export function authErrorField(operation: AuthOperation, error: unknown): string | null {
  const status = statusOf(error);
  const message = messageOf(error);
  if (operation === 'register' && (status === 409 || message.toLowerCase().includes('already exists'))) return 'email';
  if (status !== 400) return null;
  const path = PATH_PREFIX.exec(message)?.[1];
  if (path) return path;
  if (operation === 'register' && /password/i.test(message)) return 'password';
  return null;
}
