import { MailCheck, Save, UserRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { User } from '@contracts/user';
import { Button } from '../../../components/button';
import { EmailField } from '../../../components/email-field';
import { FormAlert } from '../../../components/form-alert';
import { NameFields } from '../../../components/name-fields';
import { PasswordField } from '../../../components/password-field';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { draftInputs, fieldNamedIn, useFormErrors } from '../../../lib/use-form-errors';
import { checkProfile, emailChanged, profileDraftFrom, profileHasChanges, type ProfileDraft, type ProfileField } from '../account-form';
import { refusalMessage, settingsApi } from '../api/settings-api';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { SettingsCard } from './settings-card';

const PROFILE_PATHS = { firstName: 'firstName', lastName: 'lastName', email: 'email', currentPassword: 'currentPassword' } as const;

/** The field a refused save is about: a taken address, a wrong or missing current password, a named field. */
export function refusedProfileField(error: unknown, message: string): ProfileField | null {
  if (error instanceof ApiError && error.status === 409) return 'email';
  if (message === SETTINGS_MESSAGES.currentPasswordIncorrect || message === SETTINGS_MESSAGES.emailNeedsPassword) return 'currentPassword';
  return fieldNamedIn(message, PROFILE_PATHS);
}

interface ProfileFormProps {
  user: User;
  onSaved: (message: string | undefined) => Promise<void>;
}

function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [draft, setDraft] = useState<ProfileDraft>(() => profileDraftFrom(user));
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<ProfileField>(form);
  const changesEmail = emailChanged(user, draft.email);

  const update = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };
  const input = draftInputs(errors, (name) => draft[name], update);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkProfile(user, draft);
    if (checked.errors) {
      if (!errors.show(checked.errors)) errors.fail(SETTINGS_MESSAGES.profileFailed);
      return;
    }
    errors.reset();
    setSaving(true);
    let message: string | undefined;
    try {
      message = (await settingsApi.updateAccount(checked.body))?.message;
    } catch (error) {
      setSaving(false);
      const refusal = refusalMessage(error);
      errors.fail(refusal ?? SETTINGS_MESSAGES.profileFailed, refusal ? refusedProfileField(error, refusal) : null);
      return;
    }
    // The form is made again from the saved user (the section keys it on the account's fields).
    await onSaved(message);
    setSaving(false);
    // An email change waits for its link (shown above the form): the field shows the address in use.
    setDraft((current) => ({ ...current, email: user.email, currentPassword: '' }));
  };

  return (
    <form ref={form} className="stack stack--loose settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert {...errors.alert} />
      <NameFields className="columns settings-form__row" labels={['First name', 'Last name']} first={input('firstName')} last={input('lastName')} />
      <EmailField
        maxLength={254}
        {...input('email')}
        hint={changesEmail ? 'Your email changes once you open the confirmation link we send to the new address.' : undefined}
      />
      {changesEmail && (
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          required
          maxLength={128}
          {...input('currentPassword')}
          hint="Needed to change your email."
        />
      )}
      <div className="button-row">
        <Button type="submit" busy={saving} disabled={!profileHasChanges(user, draft)}>
          <Save aria-hidden="true" size={16} />
          Save
        </Button>
      </div>
    </form>
  );
}

/** Spec §3 Settings form: first name, last name and email, saved with PUT /user/account. */
export function ProfileSection() {
  const { user, refreshUser } = useAuth();
  const toast = useToast();
  if (!user) return null;

  const onSaved = async (message: string | undefined) => {
    await refreshUser();
    toast.success(SETTINGS_MESSAGES.profileUpdated);
    if (message) toast.info(message);
  };

  return (
    <SettingsCard title="Profile information" icon={UserRound}>
      {user.pendingEmail && (
        <p className="callout callout--info" data-testid="pending-email">
          <MailCheck aria-hidden="true" size={18} />
          <span>
            Waiting for confirmation: we sent a link to <strong>{user.pendingEmail}</strong>. Your email changes to it once you open
            that link; until then you sign in with {user.email}.
          </span>
        </p>
      )}
      <ProfileForm key={`${user.id}|${user.firstName}|${user.lastName}|${user.email}`} user={user} onSaved={onSaved} />
    </SettingsCard>
  );
}
