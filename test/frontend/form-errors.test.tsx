import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES } from '@contracts/password-rules';
import { ResetPasswordPage } from '../../frontend/src/features/auth/components/reset-password-page';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { mockFetch, type FakeAnswer } from './helpers/fetch-mock';
import { STRONG_PASSWORD } from './helpers/fixtures';
import { renderScreen } from './helpers/render-app';
import {
  button,
  description,
  expectErrorTiedToField,
  input,
  LOADED,
  openLogin,
  rulesList,
  signUp,
  submitOf,
  type FormCase,
  type User,
} from './helpers/form-error-cases';

/** A sign-up with every field filled in well. */
const ADA = { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: STRONG_PASSWORD };

/** The full sign-up, refused by the server with `answer`, once its alert shows. */
async function signUpRefused(user: User, answer: FakeAnswer) {
  mockFetch().on('POST /auth/register', answer);
  await signUp(user, ADA);
  await screen.findByRole('alert', {}, LOADED);
}

const CASES: FormCase[] = [
  {
    form: 'sign-in, nothing typed',
    message: 'Please enter an email address',
    refuse: async (user) => {
      mockFetch();
      await openLogin(user);
      await user.click(submitOf('Sign In'));
      return { field: input('Email') };
    },
    fix: async (user, field) => user.type(field, 'ada@example.com'),
  },
  {
    form: 'sign-in, an email without a domain',
    message: 'Please enter a valid email address',
    refuse: async (user) => {
      const server = mockFetch();
      await openLogin(user);
      await user.type(input('Email'), 'ada@example');
      await user.type(input('Password'), 'whatever');
      await user.click(submitOf('Sign In'));
      expect(server.calls).toHaveLength(0);
      return { field: input('Email') };
    },
  },
  {
    form: 'sign-up, no names',
    message: 'Please enter your first name',
    refuse: async (user) => {
      mockFetch();
      await signUp(user, { first: '  ', email: 'ada@example.com', password: STRONG_PASSWORD });
      expect(input('Last Name').getAttribute('aria-invalid')).toBe('true');
      return { field: input('First Name') };
    },
    fix: async (user, field) => user.type(field, 'Ada'),
  },
  {
    form: 'sign-up, a weak password',
    message: 'Please choose a stronger password',
    alert: true,
    refuse: async (user) => {
      const server = mockFetch();
      await signUp(user, { ...ADA, password: 'abc' });
      expect(server.calls).toHaveLength(0);
      return { field: input('Password'), rules: rulesList() };
    },
    fix: async (user, field) => user.type(field, 'Def#2025'),
  },
  {
    form: 'sign-up, an email already taken (server)',
    message: 'Email already exists. Please use a different email.',
    alert: true,
    refuse: async (user) => {
      await signUpRefused(user, { status: 409, body: { message: 'An account with this email already exists' } });
      return { field: input('Email') };
    },
    fix: async (user, field) => user.type(field, 'x'),
  },
  {
    form: 'sign-up, a password the server refuses',
    message: 'Invalid registration data. Please check your information.',
    alert: true,
    refuse: async (user) => {
      await signUpRefused(user, { status: 400, body: { message: 'password: Password does not meet the requirements' } });
      expect(input('Email').getAttribute('aria-invalid')).toBeNull();
      return { field: input('Password'), rules: rulesList() };
    },
  },
  {
    form: 'forgot password, nothing typed',
    message: 'Please enter an email address',
    refuse: async (user) => {
      const server = mockFetch();
      await openLogin(user);
      await user.click(button('Forgot password?'));
      await user.click(button('Send Reset Link'));
      expect(server.calls).toHaveLength(0);
      return { field: input('Email') };
    },
    fix: async (user, field) => user.type(field, 'ada@example.com'),
  },
  {
    // Spec §5: the button stays disabled until both checks hold, so the checks show as the person types.
    form: 'reset password, a password missing rules',
    message: 'Please ensure your password meets all requirements',
    refuse: async (user) => {
      mockFetch();
      renderScreen(`/reset-password?token=${'a'.repeat(43)}`, '/reset-password', <ResetPasswordPage />);
      await user.type(input('New Password'), 'Abcdefgh1');
      expect(button('Reset Password').disabled).toBe(true);
      return { field: input('New Password'), focus: null, rules: rulesList() };
    },
    fix: async (user, field) => user.type(field, '!'),
  },
  {
    form: 'reset password, a confirmation that differs',
    message: 'Passwords do not match',
    refuse: async (user) => {
      mockFetch();
      renderScreen(`/reset-password?token=${'a'.repeat(43)}`, '/reset-password', <ResetPasswordPage />);
      await user.type(input('New Password'), STRONG_PASSWORD);
      await user.type(input('Confirm New Password'), `${STRONG_PASSWORD}?`);
      expect(button('Reset Password').disabled).toBe(true);
      expect(description(input('New Password'))).toContain(PASSWORD_RULES[0]!.label);
      return { field: input('Confirm New Password'), focus: null };
    },
    fix: async (user, field) => user.type(field, '{Backspace}'),
  },
];

beforeEach(() => resetSubscriptionStatus());

describe('form errors are tied to their fields', () => {
  it.each(CASES.map((c) => [c.form, c] as const))('%s', async (_, formCase) => {
    await expectErrorTiedToField(formCase);
  });
});

describe('a refusal of the whole form', () => {
  it('marks no field when the server refuses for no one field', async () => {
    // The same sign-up, refused as a whole (a server failure): no field is marked.
    const server = mockFetch().on('POST /auth/register', { status: 500, body: { message: 'Internal server error' } } satisfies FakeAnswer);
    const user = userEvent.setup();
    await signUp(user, ADA);
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again later.');
    expect(server.callsTo('POST /auth/register')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
