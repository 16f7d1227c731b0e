import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { PasswordField } from '../../../components/password-field';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import { DialogError, UNEXPECTED_FAILURE } from './dialog-error';
import './encryption.css';

export type DialogKind = 'unlock' | 'recovery' | 'setup' | 'start-over';

/** What the dialogs ask of the provider; each throws a DialogError with the text to show. */
export interface DialogActions {
  unlock(password: string): Promise<void>;
  recover(recoveryKey: string, password: string | undefined): Promise<void>;
  /** A new key (setup, or start over without the recovery key); `password` when none is held. */
  setUp(password: string | undefined): Promise<void>;
  open(kind: DialogKind): void;
  close(): void;
}

interface DialogProps {
  needsPassword: boolean;
  actions: DialogActions;
}

function messageOf(error: unknown): string {
  return error instanceof DialogError ? error.message : UNEXPECTED_FAILURE;
}

/** One form dialog: submit runs `work`, shows its error, keeps the dialog open on failure. */
function FormDialog({
  title,
  submitLabel,
  danger = false,
  canSubmit = true,
  cancelLabel = 'Cancel',
  onCancel,
  work,
  children,
  extra,
}: {
  title: string;
  submitLabel: string;
  danger?: boolean;
  canSubmit?: boolean;
  cancelLabel?: string;
  onCancel: () => void;
  work: () => Promise<void>;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      onClose={busy ? undefined : onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="encryption-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
        <FormAlert message={error} />
        {extra}
      </form>
    </Modal>
  );
}

/** The account password the journal key is opened or made with (the one signed in with). */
function AccountPasswordField({ label = 'Password', value, onChange }: { label?: string; value: string; onChange: (value: string) => void }) {
  return <PasswordField label={label} name="password" autoComplete="current-password" required value={value} onChange={(e) => onChange(e.target.value)} />;
}

function UnlockDialog({ actions }: DialogProps) {
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      title="Unlock your journal"
      submitLabel="Unlock"
      canSubmit={password.length > 0}
      onCancel={actions.close}
      work={() => actions.unlock(password)}
      extra={
        <p className="encryption-form__aside">
          Reset your password recently?{' '}
          <button type="button" className="link-button" onClick={() => actions.open('recovery')}>
            Use your recovery key
          </button>
        </p>
      }
    >
      <p>{ENCRYPTION_MESSAGES.keyMissing}</p>
      <AccountPasswordField value={password} onChange={setPassword} />
    </FormDialog>
  );
}

function RecoveryDialog({ needsPassword, actions }: DialogProps) {
  const [recoveryKey, setRecoveryKey] = useState('');
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      title="Restore access to your journal"
      submitLabel="Restore access"
      canSubmit={recoveryKey.trim().length > 0 && (!needsPassword || password.length > 0)}
      onCancel={actions.close}
      work={() => actions.recover(recoveryKey, needsPassword ? password : undefined)}
      extra={
        <p className="encryption-form__aside">
          <button type="button" className="link-button" onClick={() => actions.open('start-over')}>
            I lost my recovery key
          </button>
        </p>
      }
    >
      <p>
        Your journal is locked with an earlier password, for example because the password was reset. Enter the recovery key you
        saved when encryption was set up: your journal will then open with your current password again.
      </p>
      <Field
        label="Recovery key"
        name="recoveryKey"
        className="encryption-form__recovery-input"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        placeholder="XXXX-XXXX-XXXX-…"
        value={recoveryKey}
        onChange={(e) => setRecoveryKey(e.target.value)}
      />
      {needsPassword && (
        <AccountPasswordField label="Current password" value={password} onChange={setPassword} />
      )}
    </FormDialog>
  );
}

function SetupDialog({ needsPassword, actions }: DialogProps) {
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      title="Set up encryption"
      submitLabel="Set up encryption"
      canSubmit={!needsPassword || password.length > 0}
      onCancel={actions.close}
      work={() => actions.setUp(needsPassword ? password : undefined)}
    >
      <p>
        Your journal is encrypted on this device with a key that only you hold.{' '}
        {needsPassword ? 'Enter your password to create it.' : 'Create it now to keep writing.'}
      </p>
      {needsPassword && (
        <AccountPasswordField value={password} onChange={setPassword} />
      )}
    </FormDialog>
  );
}

function StartOverDialog({ needsPassword, actions }: DialogProps) {
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  return (
    <FormDialog
      title="Start over with new encryption?"
      submitLabel="Start over with new encryption"
      danger
      canSubmit={understood && (!needsPassword || password.length > 0)}
      cancelLabel="Back"
      onCancel={() => actions.open('recovery')}
      work={() => actions.setUp(needsPassword ? password : undefined)}
    >
      <p>
        Without your recovery key, nobody can decrypt the entries you wrote before: not you, and not Solace. If you start over,
        those entries stay in your journal but <strong>remain unreadable for good</strong>. New entries are encrypted with a new
        key, and you get a new recovery key.
      </p>
      <p>If you might still find your recovery key, go back and keep looking instead. Starting over cannot be undone.</p>
      <label className="checkbox">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        I understand that my earlier encrypted entries will stay unreadable
      </label>
      {needsPassword && (
        <AccountPasswordField label="Current password" value={password} onChange={setPassword} />
      )}
    </FormDialog>
  );
}

/** The prompt of the moment; switching kinds remounts it, so typed secrets do not carry over. */
export function EncryptionDialogs({ kind, needsPassword, actions }: DialogProps & { kind: DialogKind }) {
  const props = { needsPassword, actions };
  switch (kind) {
    case 'unlock':
      return <UnlockDialog key={kind} {...props} />;
    case 'recovery':
      return <RecoveryDialog key={kind} {...props} />;
    case 'setup':
      return <SetupDialog key={kind} {...props} />;
    case 'start-over':
      return <StartOverDialog key={kind} {...props} />;
  }
}
