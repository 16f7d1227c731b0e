import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminLoginPage } from '../../frontend/src/features/admin/components/admin-login-page';
import { UserEditModal } from '../../frontend/src/features/admin/components/user-edit-modal';
import { EntryForm } from '../../frontend/src/features/journal/components/entry-form';
import { MoodLogForm } from '../../frontend/src/features/mental-health/components/mood-log-form';
import { ProfileForm as WellnessProfileForm } from '../../frontend/src/features/mental-health/components/profile-form';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { saveSession } from '../../frontend/src/lib/storage';
import { adminServer, makeAdminUser } from './admin/helpers';
import { mockFetch } from './helpers/fetch-mock';
import { makeUser } from './helpers/fixtures';
import { renderApp, renderScreen } from './helpers/render-app';
import { DEFAULT_PROFILE } from './mental-health/helpers';
import { signedIn } from './therapists/helpers';
import { button, description, expectErrorTiedToField, input, type FormCase } from './helpers/form-error-cases';

const CASES: FormCase[] = [
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
  it.each(CASES.map((c) => [c.form, c] as const))('%s', async (_, formCase) => {
    await expectErrorTiedToField(formCase);
  });
});
