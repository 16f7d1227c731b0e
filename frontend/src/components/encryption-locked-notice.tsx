import { ENCRYPTION_MESSAGES } from '../lib/crypto/errors';
import type { EncryptionStatus } from '../lib/encryption-context';
import { Button } from './button';

interface EncryptionLockedNoticeProps {
  status: EncryptionStatus;
  /** Names the notice's region. */
  label: string;
  /** The button's words while the keys are locked. */
  unlockLabel: string;
  /** Why a recovery key is asked for: what was encrypted under an earlier password. */
  recoveryText: string;
  /** Why encryption is worth setting up: what it keeps private. */
  setupText: string;
  /** Opens the step the status asks for (unlock, recovery key, set-up). */
  onUnlock: () => void;
}

/** Why a page's private data cannot be read or written yet, with the step that opens it (nothing for other statuses). */
export function EncryptionLockedNotice({ status, label, unlockLabel, recoveryText, setupText, onUnlock }: EncryptionLockedNoticeProps) {
  let notice: { text: string; action: string } | null = null;
  if (status === 'locked') notice = { text: ENCRYPTION_MESSAGES.keyMissing, action: unlockLabel };
  else if (status === 'recovery-needed') notice = { text: recoveryText, action: 'Enter recovery key' };
  else if (status === 'setup-needed') notice = { text: setupText, action: 'Set up encryption' };
  if (!notice) return null;
  return (
    <section className="card card--warning" aria-label={label}>
      <p>{notice.text}</p>
      <Button onClick={onUnlock}>{notice.action}</Button>
    </section>
  );
}
