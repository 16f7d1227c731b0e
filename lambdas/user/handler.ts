import { createGroupHandler, type Operations } from '../shared/http';
import { changePassword, deleteAccount, getSettings, updateAccount, updateSettings } from './account';
import { setupEncryption } from './encryption';
import { activateLicense } from './license';
import { unsubscribe, unsubscribeLink } from './unsubscribe';

const operations = {
  'user.getSettings': getSettings,
  'user.updateSettings': updateSettings,
  'user.changePassword': changePassword,
  'user.updateAccount': updateAccount,
  'user.deleteAccount': deleteAccount,
  'user.setupEncryption': setupEncryption,
  'user.activateLicense': activateLicense,
  'user.unsubscribeLink': unsubscribeLink,
  'user.unsubscribe': unsubscribe,
} satisfies Operations<'user'>;

export const handler = createGroupHandler('user', operations);
