import { createGroupHandler, type Operations } from '../shared/http';
import { changePassword, deleteAccount, getSettings, updateAccount, updateSettings } from './account';
import { setupEncryption } from './encryption';
import { activateLicense } from './license';

const operations = {
  'user.getSettings': getSettings,
  'user.updateSettings': updateSettings,
  'user.changePassword': changePassword,
  'user.updateAccount': updateAccount,
  'user.deleteAccount': deleteAccount,
  'user.setupEncryption': setupEncryption,
  'user.activateLicense': activateLicense,
} satisfies Operations<'user'>;

export const handler = createGroupHandler('user', operations);
