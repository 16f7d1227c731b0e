import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '@contracts/password-rules';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useAuth } from '../../../lib/auth-context';
import { useFormErrors } from '../../../lib/use-form-errors';
import { refusalMessage, settingsApi } from '../api/settings-api';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { SettingsCard } from './settings-card';

type Field = 'password';

const WHAT_GOES =
  'Deletes your journal, mood logs, check-ins, coaching chats, safety plan, exports and sign-in from Solace for good. ' +
  'Download a data export first if you want to keep a copy.';

/**
 * Deleting the account (DELETE /user/account with the password): the password first, then a
 * confirmation that says what goes, then the session on this device ends. A wrong password or a
 * failure leaves everything as it was and says so.
 */
export function DeleteAccountSection() {
  const { endSession } = useAuth();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<Field>(form);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      errors.show({ password: SETTINGS_MESSAGES.deletePasswordRequired });
      return;
    }
    errors.reset();
    setConfirming(true);
  };

  const remove = async () => {
    setDeleting(true);
    try {
      await settingsApi.deleteAccount(password);
      setConfirming(false);
      endSession(SETTINGS_MESSAGES.accountDeleted);
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      const refusal = refusalMessage(error);
      errors.fail(refusal ?? SETTINGS_MESSAGES.deleteFailed, refusal === SETTINGS_MESSAGES.deletePasswordIncorrect ? 'password' : null);
    }
  };

  return (
    <SettingsCard
      title="Delete account"
      icon={Trash2}
      description={WHAT_GOES}
    >
      <form ref={form} className="stack stack--loose settings-form" onSubmit={ask} noValidate>
        <FormAlert {...errors.alert} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            errors.clear('password');
          }}
          {...errors.field('password')}
        />
        <div className="button-row">
          <Button type="submit" variant="danger" busy={deleting}>
            Delete my account
          </Button>
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title="Delete your account?"
          message="Everything you have written and tracked in Solace is deleted, and you are signed out. This cannot be undone."
          confirmLabel="Delete account"
          danger
          busy={deleting}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </SettingsCard>
  );
}
