import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import type { EncryptionStatus } from '../../../lib/encryption-context';

/** Why the journal cannot be read or written yet, with the step that opens it (nothing for other statuses). */
export function JournalLockedNotice({ status, onUnlock }: { status: EncryptionStatus; onUnlock: () => void }) {
  return (
    <EncryptionLockedNotice
      status={status}
      label="Journal locked"
      unlockLabel="Unlock journal"
      recoveryText="Your journal was encrypted under an earlier password. Enter your recovery key to open it with your current password."
      setupText="Set up encryption to keep your journal private: only you will be able to read it."
      onUnlock={onUnlock}
    />
  );
}
