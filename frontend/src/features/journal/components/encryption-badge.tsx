import type { EncryptionStatus } from '../../../lib/encryption-context';

/** Spec §2: one of three texts, from whether encryption is on and a key is usable. */
export function encryptionBadgeText(status: EncryptionStatus): string {
  if (status === 'unlocked') return 'End-to-end encrypted';
  if (status === 'disabled' || status === 'signed-out') return 'Standard encryption';
  return 'Encryption key needed';
}

export function EncryptionBadge({ status }: { status: EncryptionStatus }) {
  const text = encryptionBadgeText(status);
  const tone = status === 'unlocked' ? 'secure' : status === 'disabled' ? 'standard' : 'warning';
  return (
    <p className={`encryption-badge encryption-badge--${tone}`} data-testid="encryption-badge">
      <span aria-hidden="true">{status === 'unlocked' ? '🔒' : status === 'disabled' ? '🛡' : '🔑'}</span>
      {text}
    </p>
  );
}
