import { accountUpdateBody, changePasswordBody, type AccountUpdateBody, type User } from '@contracts/user';
import { SETTINGS_MESSAGES } from './settings-messages';

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  email: string;
  /** Asked for only when the email changes. */
  currentPassword: string;
}

export type ProfileField = keyof ProfileDraft;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email', 'currentPassword'];

function isProfileField(value: unknown): value is ProfileField {
  return PROFILE_FIELDS.includes(value as ProfileField);
}

export function profileDraftFrom(user: User): ProfileDraft {
  return { firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '', currentPassword: '' };
}

/** True when the typed address is another one than the account's (case and spaces aside). */
export function emailChanged(user: User, email: string): boolean {
  return email.trim().toLowerCase() !== (user.email ?? '').trim().toLowerCase();
}

export function profileHasChanges(user: User, draft: ProfileDraft): boolean {
  return draft.firstName.trim() !== (user.firstName ?? '') || draft.lastName.trim() !== (user.lastName ?? '') || emailChanged(user, draft.email);
}

/**
 * The body of PUT /user/account for the profile form, checked with the shared schema: names
 * always, the email and the current password only when the email changes (the server needs it).
 */
export function checkProfile(user: User, draft: ProfileDraft): { body: AccountUpdateBody; errors?: undefined } | { body?: undefined; errors: ProfileErrors } {
  const changesEmail = emailChanged(user, draft.email);
  const candidate: Record<string, unknown> = { firstName: draft.firstName, lastName: draft.lastName };
  if (changesEmail) {
    candidate.email = draft.email;
    if (draft.currentPassword) candidate.currentPassword = draft.currentPassword;
  }
  const errors: ProfileErrors = {};
  const parsed = accountUpdateBody.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isProfileField(field) && !errors[field]) errors[field] = issue.message;
    }
  }
  if (changesEmail && !draft.currentPassword) errors.currentPassword = SETTINGS_MESSAGES.emailNeedsPassword;
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordField = keyof PasswordDraft;

/**
 * Spec §5 settings rules for a password change: a new password different from the confirmation
 * gives 'New passwords do not match'; one without the current password gives 'Current password
 * is required to change password'; then the shared schema (every password rule).
 */
export function checkPasswordChange(draft: PasswordDraft): { body: { currentPassword: string; newPassword: string }; error?: undefined } | { body?: undefined; error: { field: PasswordField; message: string } } {
  if (!draft.newPassword) return { error: { field: 'newPassword', message: SETTINGS_MESSAGES.newPasswordRequired } };
  if (draft.newPassword !== draft.confirmPassword) return { error: { field: 'confirmPassword', message: SETTINGS_MESSAGES.passwordsMismatch } };
  if (!draft.currentPassword) return { error: { field: 'currentPassword', message: SETTINGS_MESSAGES.currentPasswordRequired } };
  const parsed = changePasswordBody.safeParse({ currentPassword: draft.currentPassword, newPassword: draft.newPassword });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0] === 'currentPassword' ? 'currentPassword' : 'newPassword';
    return { error: { field, message: issue?.message ?? SETTINGS_MESSAGES.passwordFailed } };
  }
  return { body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword } };
}
