import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RULES } from '@contracts/password-rules';
import { AdminLoginPage } from '../../frontend/src/features/admin/components/admin-login-page';
import { UserEditModal } from '../../frontend/src/features/admin/components/user-edit-modal';
import { LoginPage } from '../../frontend/src/features/auth/components/login-page';
import { ResetPasswordPage } from '../../frontend/src/features/auth/components/reset-password-page';
import { EntryForm } from '../../frontend/src/features/journal/components/entry-form';
import { MoodLogForm } from '../../frontend/src/features/mental-health/components/mood-log-form';
import { ProfileForm as WellnessProfileForm } from '../../frontend/src/features/mental-health/components/profile-form';
import { ProfilePage } from '../../frontend/src/features/profile/components/profile-page';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { saveSession } from '../../frontend/src/lib/storage';
import { adminServer, makeAdminUser } from './admin/helpers';
import { accessibleDescription } from './helpers/accessible-description';
import { mockFetch, type FakeAnswer } from './helpers/fetch-mock';
import { STRONG_PASSWORD, makeUser } from './helpers/fixtures';
import { renderApp, renderScreen } from './helpers/render-app';
import { DEFAULT_PROFILE } from './mental-health/helpers';
import { renderSettings, settingsServer } from './settings/helpers';
import { signedIn } from './therapists/helpers';

type User = ReturnType<typeof userEvent.setup>;

/** What a refused submit left on the screen. */
interface Refused {
  /** The control marked invalid (a radio group is marked as a whole). */
  field: HTMLElement;
  /** Where the focus should be: the field itself unless said otherwise; null when no submit is possible. */
  focus?: HTMLElement | null;
  /** The rules list that describes the field, when it has one. */
  rules?: HTMLElement;
}

interface FormCase {
  form: string;
  /** Renders the form, makes it invalid and submits it (or answers the submit with a server refusal). */
  refuse: (user: User) => Promise<Refused>;
  /** The message the field is described by. */
  message: string;
  /** The message is a form-level alert (a refusal about the whole form, said about this field). */
  alert?: boolean;
  /** Corrects the field: the mark and the message must then be gone. */
  fix?: (user: User, field: HTMLElement) => Promise<void>;
}

const describedByIds = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
/** What a screen reader reads after the field's name. */
const description = (element: HTMLElement) => accessibleDescription(element);
const input = (label: string, within_: HTMLElement = document.body) => within(within_).getByLabelText(label, { selector: 'input, textarea, select' }) as HTMLInputElement;
const rulesList = () => screen.getByRole('list', { name: 'Password requirements' });
const button = (name: string, in_: HTMLElement = document.body) => within(in_).getByRole('button', { name }) as HTMLButtonElement;

async function openLogin(user: User, signUp = false) {
  renderScreen('/login', '/login', <LoginPage />);
  await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
  if (signUp) await user.click(button('Create Account'));
}

/** The form's own submit button (the switch below the form has the same name on sign-up). */
const submitOf = (label: string) => within(screen.getByRole('main').querySelector('form')!).getByRole('button', { name: label });

async function signUp(user: User, fields: { first?: string; last?: string; email?: string; password?: string }) {
  await openLogin(user, true);
  if (fields.first) await user.type(input('First Name'), fields.first);
  if (fields.last) await user.type(input('Last Name'), fields.last);
  if (fields.email) await user.type(input('Email'), fields.email);
  if (fields.password) await user.type(input('Password'), fields.password);
  await user.click(submitOf('Create Account'));
}

/** The settings page reads the user first; a busy machine can take more than a second. */
const LOADED = { timeout: 5000 };

async function openSettingsSection(name: string) {
  renderSettings();
  return screen.findByRole('region', { name }, LOADED);
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
      await signUp(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'abc' });
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
      mockFetch().on('POST /auth/register', { status: 409, body: { message: 'An account with this email already exists' } });
      await signUp(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: STRONG_PASSWORD });
      await screen.findByRole('alert', {}, LOADED);
      return { field: input('Email') };
    },
    fix: async (user, field) => user.type(field, 'x'),
  },
  {
    form: 'sign-up, a password the server refuses',
    message: 'Invalid registration data. Please check your information.',
    alert: true,
    refuse: async (user) => {
      mockFetch().on('POST /auth/register', { status: 400, body: { message: 'password: Password does not meet the requirements' } });
      await signUp(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: STRONG_PASSWORD });
      await screen.findByRole('alert', {}, LOADED);
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
  {
    form: 'profile, a first name emptied',
    message: 'First name is required.',
    refuse: async (user) => {
      saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
      const server = mockFetch().on('GET /auth/me', { body: makeUser() });
      renderScreen('/profile', '/profile', <ProfilePage />);
      await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
      await user.clear(input('First name'));
      await user.click(button('Save'));
      expect(server.callsTo('PUT /auth/profile')).toHaveLength(0);
      return { field: input('First name') };
    },
    fix: async (user, field) => user.type(field, 'Ada'),
  },
  {
    form: 'settings profile, a last name of spaces',
    message: 'Name is required',
    refuse: async (user) => {
      settingsServer();
      const section = await openSettingsSection('Profile information');
      await user.clear(input('Last name', section));
      await user.type(input('Last name', section), '   ');
      await user.click(button('Save', section));
      return { field: input('Last name', section) };
    },
    fix: async (user, field) => user.type(field, 'L'),
  },
  {
    form: 'settings profile, an email already taken (server)',
    message: 'An account with this email already exists',
    alert: true,
    refuse: async (user) => {
      settingsServer().on('PUT /user/account', { status: 409, body: { message: 'An account with this email already exists' } });
      const section = await openSettingsSection('Profile information');
      await user.clear(input('Email', section));
      await user.type(input('Email', section), 'grace@example.com');
      await user.type(input('Current password', section), STRONG_PASSWORD);
      await user.click(button('Save', section));
      await within(section).findByRole('alert', {}, LOADED);
      return { field: input('Email', section) };
    },
    fix: async (user, field) => user.type(field, 'x'),
  },
  {
    form: 'password change, a weak new password',
    message: 'Password does not meet the requirements',
    refuse: async (user) => {
      const server = settingsServer();
      const section = await openSettingsSection('Change password');
      await user.type(input('Current password', section), STRONG_PASSWORD);
      await user.type(input('New password', section), 'abc');
      await user.type(input('Confirm new password', section), 'abc');
      await user.click(button('Change Password', section));
      expect(server.callsTo('PUT /user/password')).toHaveLength(0);
      return { field: input('New password', section), rules: within(section).getByRole('list', { name: 'Password requirements' }) };
    },
    fix: async (user, field) => user.type(field, 'D'),
  },
  {
    form: 'password change, confirmation that differs',
    message: 'New passwords do not match',
    refuse: async (user) => {
      settingsServer();
      const section = await openSettingsSection('Change password');
      await user.type(input('New password', section), STRONG_PASSWORD);
      await user.type(input('Confirm new password', section), 'other');
      await user.click(button('Change Password', section));
      return { field: input('Confirm new password', section) };
    },
    fix: async (user, field) => user.type(field, 'x'),
  },
  {
    form: 'password change, a wrong current password (server)',
    message: 'Current password is incorrect',
    alert: true,
    refuse: async (user) => {
      settingsServer().on('PUT /user/password', { status: 400, body: { message: 'Current password is incorrect' } });
      const section = await openSettingsSection('Change password');
      await user.type(input('Current password', section), 'Wrong#Pass1');
      await user.type(input('New password', section), STRONG_PASSWORD);
      await user.type(input('Confirm new password', section), STRONG_PASSWORD);
      await user.click(button('Change Password', section));
      await within(section).findByRole('alert', {}, LOADED);
      return { field: input('Current password', section) };
    },
    fix: async (user, field) => user.type(field, 'x'),
  },
  {
    form: 'licence key, nothing typed',
    message: 'Please enter a license key',
    refuse: async (user) => {
      settingsServer();
      const section = await openSettingsSection('License key');
      await user.click(button('Activate License', section));
      return { field: input('License key', section) };
    },
    fix: async (user, field) => user.type(field, 'A'),
  },
  {
    form: 'licence key, a key the server refuses',
    message: 'This license key has expired',
    alert: true,
    refuse: async (user) => {
      settingsServer().on('POST /user/activate-license', { status: 400, body: { message: 'This license key has expired' } });
      const section = await openSettingsSection('License key');
      await user.type(input('License key', section), 'ABCD-EFGH-JKMN-PQRS');
      await user.click(button('Activate License', section));
      await within(section).findByRole('alert', {}, LOADED);
      return { field: input('License key', section) };
    },
    fix: async (user, field) => user.type(field, 'A'),
  },
  {
    form: 'journal entry, no content',
    message: 'Please write something in your entry before saving.',
    refuse: async (user) => {
      const onSave = jest.fn(async () => null);
      render(<EntryForm mode="new" initial={{ title: 'A title', content: '', mood: 3, tags: [], notes: '' }} onSave={onSave} onCancel={() => undefined} />);
      await user.click(button('Save Entry'));
      expect(onSave).not.toHaveBeenCalled();
      return { field: input('Content') };
    },
    fix: async (user, field) => user.type(field, 'A quiet day.'),
  },
  {
    form: 'mood log, no mood chosen',
    message: 'Please choose how you are feeling.',
    refuse: async (user) => {
      const onSave = jest.fn(async () => null);
      render(<MoodLogForm onSave={onSave} privacyNote="Private." />);
      await user.click(button('Save Mood'));
      expect(onSave).not.toHaveBeenCalled();
      const group = screen.getByRole('radiogroup', { name: 'How are you feeling?' });
      const first = within(group).getAllByRole('radio')[0]!;
      // The option that takes the focus is read with the message too.
      expect(description(first)).toBe('Please choose how you are feeling.');
      return { field: group, focus: first };
    },
    fix: async (user, group) => user.click(within(group).getAllByRole('radio')[3]!),
  },
  {
    form: 'wellness profile, an age out of range',
    message: 'Age must be a whole number from 13 to 120.',
    refuse: async (user) => {
      saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
      const server = mockFetch().on('GET /auth/me', { body: makeUser() }).on('GET /mental-health/profile', { body: DEFAULT_PROFILE });
      renderScreen('/mental-health', '/mental-health', <WellnessProfileForm />);
      await user.type(await screen.findByLabelText('Age (optional)'), '7');
      await user.click(button('Save Profile'));
      expect(server.callsTo('PUT /mental-health/profile')).toHaveLength(0);
      return { field: input('Age (optional)') };
    },
    fix: async (user, field) => user.type(field, '0'),
  },
  {
    form: 'therapist matching, a budget that is not a number',
    message: 'Enter your budget as a whole number of dollars, for example 120.',
    refuse: async (user) => {
      const server = signedIn();
      renderApp('/therapists');
      await user.click(await screen.findByRole('checkbox', { name: 'Anxiety & Panic' }));
      await user.click(button('Continue'));
      await screen.findByRole('heading', { level: 2, name: 'Your preferences' });
      await user.type(input('Budget per session (optional)'), 'about 100');
      await user.click(button('Find My Matches'));
      expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
      return { field: input('Budget per session (optional)') };
    },
    fix: async (user, field) => {
      await user.clear(field);
      await user.type(field, '100');
    },
  },
  {
    form: 'admin sign-in, nothing typed',
    message: 'Please enter an email address',
    refuse: async (user) => {
      const server = mockFetch();
      renderScreen('/admin', '/admin', <AdminLoginPage />);
      await user.click(await screen.findByRole('button', { name: 'Sign in' }));
      expect(server.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
      expect(input('Password').getAttribute('aria-invalid')).toBe('true');
      return { field: input('Email') };
    },
    fix: async (user, field) => user.type(field, 'admin@example.com'),
  },
  {
    form: 'admin code generation, no count',
    message: 'Enter a whole number of codes from 1 to 1000.',
    refuse: async (user) => {
      const server = adminServer();
      renderApp('/admin/codes/generate');
      await screen.findByRole('heading', { level: 1, name: 'Generate access codes' });
      await user.clear(input('Number of codes'));
      await user.click(button('Generate codes'));
      expect(server.callsTo('POST /admin/codes/generate')).toHaveLength(0);
      return { field: input('Number of codes') };
    },
    fix: async (user, field) => user.type(field, '5'),
  },
  {
    form: 'admin user edit, an end date in the past',
    message: 'The end date must be in the future.',
    refuse: async (user) => {
      const server = mockFetch();
      render(<UserEditModal user={makeAdminUser()} onSaved={() => undefined} onClose={() => undefined} />);
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByLabelText('Active until a date'));
      fireEvent.change(input('Active until', dialog), { target: { value: '2020-01-01' } });
      await user.click(button('Save', dialog));
      expect(server.calls).toHaveLength(0);
      return { field: input('Active until', dialog) };
    },
    fix: async (_, field) => {
      fireEvent.change(field, { target: { value: '2999-01-01' } });
    },
  },
];

beforeEach(() => resetSubscriptionStatus());

describe('form errors are tied to their fields', () => {
  it.each(CASES.map((c) => [c.form, c] as const))('%s', async (_, { refuse, message, alert, fix }) => {
    const user = userEvent.setup();
    const { field, focus = field, rules } = await refuse(user);

    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    // Read with the message first, then any rules (each of them, as the list shows it), then its hint.
    expect(description(field).startsWith(message)).toBe(true);
    const readsRules = () => {
      const read = description(field);
      for (const item of within(rules!).getAllByRole('listitem')) expect(read).toContain(item.textContent);
      expect(read).toContain(PASSWORD_RULES[4]!.label);
    };
    if (rules) readsRules();
    if (alert) {
      const shown = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(shown).toContain(message);
    } else {
      // The form's own check is said under the field, not in an alert or a browser bubble.
      expect(screen.queryAllByRole('alert').map((a) => a.textContent)).not.toContain(message);
      expect(document.getElementById(describedByIds(field)[0]!)?.className).toBe('field__error');
    }
    if (focus) expect(document.activeElement).toBe(focus);
    expect(field.closest('form')?.noValidate).toBe(true);

    if (!fix) return;
    await fix(user, field);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBeNull());
    expect(description(field)).not.toContain(message);
    if (rules) readsRules();
  });
});

describe('a refusal of the whole form', () => {
  it('marks no field when the server refuses for no one field', async () => {
    // The same sign-up, refused as a whole (a server failure): no field is marked.
    const server = mockFetch().on('POST /auth/register', { status: 500, body: { message: 'Internal server error' } } satisfies FakeAnswer);
    const user = userEvent.setup();
    await signUp(user, { first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: STRONG_PASSWORD });
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Please try again later.');
    expect(server.callsTo('POST /auth/register')).toHaveLength(1);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
