import { createGroupHandler, type Operations } from '../shared/http';
import { changePassword, deleteAccount, getSettings, updateAccount, updateSettings } from './account';

const operations = {
  'user.getSettings': getSettings,
  'user.updateSettings': updateSettings,
  'user.changePassword': changePassword,
  'user.updateAccount': updateAccount,
  'user.deleteAccount': deleteAccount,
} satisfies Operations<'user'>;

export const handler = createGroupHandler('user', operations);
