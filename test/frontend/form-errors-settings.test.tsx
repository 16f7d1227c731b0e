import { screen, within } from '@testing-library/react';
import { ProfilePage } from '../../frontend/src/features/profile/components/profile-page';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { saveSession } from '../../frontend/src/lib/storage';
import { mockFetch } from './helpers/fetch-mock';
import { STRONG_PASSWORD, makeUser } from './helpers/fixtures';
import { renderScreen } from './helpers/render-app';
import { settingsServer } from './settings/helpers';
import { button, expectErrorTiedToField, input, LOADED, openSettingsSection, type FormCase } from './helpers/form-error-cases';

/** A settings section refused on submit; the section is found by its name once the page has loaded. */
interface SectionRefusal {
  form: string;
  message: string;
  section: string;
  /** What the person does: clears these fields, types into these (in order), then presses `submit`. */
  steps: { cleared?: string[]; typed: [label: string, text: string][]; submit: string };
  /** The server refuses the submit with this status and the case's message, shown as an alert in the section. */
  refusedBy?: [route: string, status: number];
  /** A call that the form's own check keeps from going out. */
  unsent?: string;
  /** The field the message is about. */
  field: string;
  /** The field is described by the password rules list. */
  rules?: boolean;
  /** Typed into the field to correct it. */
  fix: string;
}

function sectionCase({ form, message, section: name, steps, refusedBy, unsent, field, rules, fix }: SectionRefusal): FormCase {
  return {
    form,
    message,
    alert: refusedBy !== undefined,
    refuse: async (user) => {
      const server = settingsServer();
      if (refusedBy) server.on(refusedBy[0], { status: refusedBy[1], body: { message } });
      const section = await openSettingsSection(name);
      for (const label of steps.cleared ?? []) await user.clear(input(label, section));
      for (const [label, text] of steps.typed) await user.type(input(label, section), text);
      await user.click(button(steps.submit, section));
      if (refusedBy) await within(section).findByRole('alert', {}, LOADED);
      if (unsent) expect(server.callsTo(unsent)).toHaveLength(0);
      return { field: input(field, section), rules: rules ? within(section).getByRole('list', { name: 'Password requirements' }) : undefined };
    },
    fix: async (user, element) => user.type(element, fix),
  };
}

const CASES: FormCase[] = [
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
  sectionCase({
    form: 'settings profile, a last name of spaces',
    message: 'Name is required',
    section: 'Profile information',
    steps: { cleared: ['Last name'], typed: [['Last name', '   ']], submit: 'Save' },
    field: 'Last name',
    fix: 'L',
  }),
  sectionCase({
    form: 'settings profile, an email already taken (server)',
    message: 'An account with this email already exists',
    section: 'Profile information',
    refusedBy: ['PUT /user/account', 409],
    steps: { cleared: ['Email'], typed: [['Email', 'grace@example.com'], ['Current password', STRONG_PASSWORD]], submit: 'Save' },
    field: 'Email',
    fix: 'x',
  }),
  sectionCase({
    form: 'password change, a weak new password',
    message: 'Password does not meet the requirements',
    section: 'Change password',
    steps: { typed: [['Current password', STRONG_PASSWORD], ['New password', 'abc'], ['Confirm new password', 'abc']], submit: 'Change Password' },
    unsent: 'PUT /user/password',
    field: 'New password',
    rules: true,
    fix: 'D',
  }),
  sectionCase({
    form: 'password change, confirmation that differs',
    message: 'New passwords do not match',
    section: 'Change password',
    steps: { typed: [['New password', STRONG_PASSWORD], ['Confirm new password', 'other']], submit: 'Change Password' },
    field: 'Confirm new password',
    fix: 'x',
  }),
  sectionCase({
    form: 'password change, a wrong current password (server)',
    message: 'Current password is incorrect',
    section: 'Change password',
    refusedBy: ['PUT /user/password', 400],
    steps: {
      typed: [['Current password', 'Wrong#Pass1'], ['New password', STRONG_PASSWORD], ['Confirm new password', STRONG_PASSWORD]],
      submit: 'Change Password',
    },
    field: 'Current password',
    fix: 'x',
  }),
  sectionCase({
    form: 'licence key, nothing typed',
    message: 'Please enter a license key',
    section: 'License key',
    steps: { typed: [], submit: 'Activate License' },
    field: 'License key',
    fix: 'A',
  }),
  sectionCase({
    form: 'licence key, a key the server refuses',
    message: 'This license key has expired',
    section: 'License key',
    refusedBy: ['POST /user/activate-license', 400],
    steps: { typed: [['License key', 'ABCD-EFGH-JKMN-PQRS']], submit: 'Activate License' },
    field: 'License key',
    fix: 'A',
  }),
];

beforeEach(() => resetSubscriptionStatus());

describe('form errors are tied to their fields', () => {
  it.each(CASES.map((c) => [c.form, c] as const))('%s', async (_, formCase) => {
    await expectErrorTiedToField(formCase);
  });
});
