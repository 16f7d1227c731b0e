import { createGroupHandler, type Operations } from '../shared/http';
import { forgotPassword, resendVerification, resetPassword, verifyEmail } from './links';
import { me, updateProfile } from './profile';
import { login, logout, refresh, register } from './sessions';

const operations = {
  'auth.register': register,
  'auth.login': login,
  'auth.refresh': refresh,
  'auth.me': me,
  'auth.logout': logout,
  'auth.updateProfile': updateProfile,
  'auth.forgotPassword': forgotPassword,
  'auth.resetPassword': resetPassword,
  'auth.verifyEmail': verifyEmail,
  'auth.resendVerification': resendVerification,
} satisfies Operations<'auth'>;

export const handler = createGroupHandler('auth', operations);
