import { screen, within } from '@testing-library/react';
import { ProfilePage } from '../../frontend/src/features/profile/components/profile-page';
import { resetSubscriptionStatus } from '../../frontend/src/features/settings/subscription-status';
import { saveSession } from '../../frontend/src/lib/storage';
import { mockFetch } from './helpers/fetch-mock';
import { STRONG_PASSWORD, makeUser } from './helpers/fixtures';
import { renderScreen } from './helpers/render-app';
import { settingsServer } from './settings/helpers';
import { button, expectErrorTiedToField, input, LOADED, openSettingsSection, type FormCase } from './helpers/form-error-cases';

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
];

beforeEach(() => resetSubscriptionStatus());

describe('form errors are tied to their fields', () => {
  it.each(CASES.map((c) => [c.form, c] as const))('%s', async (_, formCase) => {
    await expectErrorTiedToField(formCase);
  });
});
