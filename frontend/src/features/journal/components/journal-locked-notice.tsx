import { Button } from '../../../components/button';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import type { EncryptionStatus } from '../../../lib/encryption-context';

const LOCKED_TEXT: Partial<Record<EncryptionStatus, { text: string; action: string }>> = {
  locked: { text: ENCRYPTION_MESSAGES.keyMissing, action: 'Unlock journal' },
  'recovery-needed': {
    text: 'Your journal was encrypted under an earlier password. Enter your recovery key to open it with your current password.',
    action: 'Enter recovery key',
  },
  'setup-needed': { text: 'Set up encryption to keep your journal private: only you will be able to read it.', action: 'Set up encryption' },
};

/** Why the journal cannot be read or written yet, with the step that opens it (nothing for other statuses). */
export function JournalLockedNotice({ status, onUnlock }: { status: EncryptionStatus; onUnlock: () => void }) {
  const lockedText = LOCKED_TEXT[status];
  if (!lockedText) return null;
  return (
    <section className="card card--warning" aria-label="Journal locked">
      <p>{lockedText.text}</p>
      <Button onClick={onUnlock}>{lockedText.action}</Button>
    </section>
  );
}
