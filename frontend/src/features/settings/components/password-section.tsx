import { LockKeyhole } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PasswordWrap } from '@contracts/encryption';
import { PASSWORD_MAX_LENGTH } from '@contracts/password-rules';
import type { DescribedBy } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist, PasswordStrengthMeter, passwordRuleIds } from '../../../components/password-requirements';
import { SubmitRow } from '../../../components/submit-row';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { useEncryption } from '../../../lib/encryption-context';
import { replaceSession } from '../../../lib/storage';
import { draftInputs, fieldNamedIn, useFormErrors } from '../../../lib/use-form-errors';
import { checkPasswordChange, type PasswordDraft, type PasswordField as PasswordFieldName } from '../account-form';
import { refusalMessage, settingsApi } from '../api/settings-api';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { SettingsCard } from './settings-card';

const EMPTY: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

function isWrongSecret(error: unknown): boolean {
  return error instanceof Error && error.name === 'WrongSecretError';
}

/** Each field's label, and what the browser may fill in. */
const FIELDS: Record<PasswordFieldName, { label: string; autoComplete: string }> = {
  currentPassword: { label: 'Current password', autoComplete: 'current-password' },
  newPassword: { label: 'New password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm new password', autoComplete: 'new-password' },
};

const PASSWORD_PATHS = { currentPassword: 'currentPassword', newPassword: 'newPassword' } as const;

/** The field a refused change is about: the current password, or the new one the server found too weak. */
export function refusedPasswordField(message: string): PasswordFieldName | null {
  if (message === SETTINGS_MESSAGES.currentPasswordIncorrect || message === SETTINGS_MESSAGES.currentPasswordRequired) return 'currentPassword';
  if (/^password does not meet/i.test(message)) return 'newPassword';
  return fieldNamedIn(message, PASSWORD_PATHS);
}

/**
 * Spec §5 password change: the new password twice and the current one. The journal's data key is
 * re-wrapped for the new password first and sent with the change, so no entry becomes unreadable;
 * the server ends every session and answers with a new one for this device, kept like any other.
 */
export function PasswordSection() {
  const toast = useToast();
  const { refreshUser } = useAuth();
  const { wrapForNewPassword, status: encryptionStatus } = useEncryption();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<PasswordFieldName>(form);
  const rulesId = useId();

  const update = (field: PasswordFieldName, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };
  const input = draftInputs(errors, (name) => draft[name], update);
  const passwordField = (name: PasswordFieldName, ...more: DescribedBy[]) => (
    <PasswordField {...FIELDS[name]} name={name} maxLength={PASSWORD_MAX_LENGTH} {...input(name, ...more)} />
  );

  const refuse = (field: PasswordFieldName, message: string) => errors.show({ [field]: message });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkPasswordChange(draft);
    if (checked.error) {
      refuse(checked.error.field, checked.error.message);
      return;
    }
    errors.reset();
    setSaving(true);

    let encryption: PasswordWrap | null = null;
    try {
      encryption = await wrapForNewPassword(checked.body.currentPassword, checked.body.newPassword);
    } catch (error) {
      // A wrap made under an earlier password (after a reset) waits for the recovery key, which
      // re-wraps it later: the change goes ahead without one. Otherwise the password is wrong.
      if (!(isWrongSecret(error) && encryptionStatus === 'recovery-needed')) {
        setSaving(false);
        if (isWrongSecret(error)) refuse('currentPassword', SETTINGS_MESSAGES.currentPasswordIncorrect);
        else errors.fail(SETTINGS_MESSAGES.rewrapFailed);
        return;
      }
    }

    try {
      const answer = await settingsApi.changePassword({ ...checked.body, ...(encryption ? { encryption } : {}) });
      if (answer?.token) replaceSession({ token: answer.token, refreshToken: answer.refreshToken });
      setDraft(EMPTY);
      toast.success(answer?.message || SETTINGS_MESSAGES.passwordUpdated);
      // The user record now carries the new wrap.
      void refreshUser();
    } catch (error) {
      const refusal = refusalMessage(error);
      errors.fail(refusal ?? SETTINGS_MESSAGES.passwordFailed, refusal ? refusedPasswordField(refusal) : null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsCard
      title="Change password"
      icon={LockKeyhole}
      description="Changing your password signs you out on your other devices. Your encrypted journal stays readable with the new password."
    >
      <form ref={form} className="stack stack--loose settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <FormAlert {...errors.alert} />
        {passwordField('currentPassword')}
        {passwordField('newPassword', passwordRuleIds(rulesId))}
        {draft.newPassword && <PasswordStrengthMeter password={draft.newPassword} />}
        <PasswordChecklist password={draft.newPassword} id={rulesId} />
        {passwordField('confirmPassword')}
        <SubmitRow className="button-row" busy={saving}>
          Change Password
        </SubmitRow>
      </form>
    </SettingsCard>
  );
}
