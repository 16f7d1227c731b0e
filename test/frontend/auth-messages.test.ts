import { ApiError } from '../../frontend/src/lib/api-client';
import { AUTH_MESSAGES, authErrorField, authErrorMessage, type AuthOperation } from '../../frontend/src/features/auth/api/auth-messages';

const failedFetch = new ApiError('Failed to fetch', 0);
const networkError = new ApiError('Network error', 502);
const status = (code: number, message = `HTTP error! status: ${code}`) => new ApiError(message, code);

describe('auth message replacement', () => {
  const commonCases: [AuthOperation, unknown, string][] = [];
  for (const op of ['login', 'register', 'forgotPassword', 'resetPassword', 'verifyEmail'] as const) {
    commonCases.push([op, failedFetch, AUTH_MESSAGES.connection]);
    commonCases.push([op, networkError, AUTH_MESSAGES.network]);
    commonCases.push([op, status(500, 'Internal server error'), 'Server error. Please try again later.']);
  }

  it.each(commonCases)('%s: %p becomes %p', (operation, error, expected) => {
    expect(authErrorMessage(operation, error)).toBe(expected);
  });

  it.each([
    [status(401, 'Incorrect username or password'), 'Invalid email or password.'],
    [status(403, 'User is disabled'), 'Account access denied.'],
    [status(429, 'Slow down'), 'Too many login attempts. Please try again later.'],
    [status(500), 'Server error. Please try again later.'],
    [new Error('Failed to fetch'), 'Unable to connect to server. Please check your internet connection.'],
    [new Error('Network error'), 'Network error. Please try again.'],
    // Without a status property the code is read from the message text.
    [new Error('HTTP error! status: 401'), 'Invalid email or password.'],
  ])('login: %p becomes %p', (error, expected) => {
    expect(authErrorMessage('login', error)).toBe(expected);
  });

  it('login keeps an unmatched message', () => {
    expect(authErrorMessage('login', status(400, 'Please enter a valid email address'))).toBe('Please enter a valid email address');
  });

  it.each([
    [status(409, 'Conflict'), 'Email already exists. Please use a different email.'],
    [status(422, 'An account with this email Already Exists'), 'Email already exists. Please use a different email.'],
    [status(400, 'Password does not meet the requirements'), 'Invalid registration data. Please check your information.'],
  ])('register: %p becomes %p', (error, expected) => {
    expect(authErrorMessage('register', error)).toBe(expected);
  });

  it('register does not borrow the login texts', () => {
    expect(authErrorMessage('register', status(429, 'Too many requests'))).toBe('Too many requests');
    expect(authErrorMessage('register', status(401, 'Nope'))).toBe('Nope');
  });

  it('profile update replaces only connection and network failures', () => {
    expect(authErrorMessage('updateProfile', failedFetch)).toBe(AUTH_MESSAGES.connection);
    expect(authErrorMessage('updateProfile', networkError)).toBe(AUTH_MESSAGES.network);
    expect(authErrorMessage('updateProfile', status(500, 'Internal server error'))).toBe('Internal server error');
    expect(authErrorMessage('updateProfile', status(400, 'Name is too long'))).toBe('Name is too long');
  });

  it('forgot password: 429', () => {
    expect(authErrorMessage('forgotPassword', status(429, 'x'))).toBe('Too many password reset attempts. Please try again later.');
    expect(authErrorMessage('forgotPassword', status(400, 'Please enter a valid email address'))).toBe(
      'Please enter a valid email address',
    );
  });

  it('reset password: 400', () => {
    expect(authErrorMessage('resetPassword', status(400, 'Invalid token'))).toBe(
      'Invalid or expired reset link. Please request a new one.',
    );
    expect(authErrorMessage('resetPassword', status(429, 'Too many'))).toBe('Too many');
  });

  it('email verification: 400', () => {
    expect(authErrorMessage('verifyEmail', status(400, 'Invalid token'))).toBe('Invalid verification link. It may have expired.');
  });

  it('answers an empty text when nothing is known, so callers use their fallback', () => {
    expect(authErrorMessage('login', undefined)).toBe('');
    expect(authErrorMessage('login', { status: 418 })).toBe('');
  });
});

describe('the field a refusal is about', () => {
  it.each<[AuthOperation, unknown, string | null]>([
    ['register', status(409, 'An account with this email already exists'), 'email'],
    ['register', status(400, 'An account with this email already exists'), 'email'],
    ['register', status(400, 'password: Password does not meet the requirements'), 'password'],
    ['register', status(400, 'Password does not meet the requirements'), 'password'],
    ['register', status(400, 'firstName: Name is required'), 'firstName'],
    ['register', status(400, 'Invalid request'), null],
    ['register', status(500, 'password: oops'), null],
    ['register', failedFetch, null],
    ['updateProfile', status(400, 'profile.bio: Too long'), 'profile.bio'],
    ['login', status(401, 'Incorrect username or password'), null],
    ['login', status(400, 'Password is required'), null],
  ])('%s: %p is about %p', (operation, error, field) => {
    expect(authErrorField(operation, error)).toBe(field);
  });
});
