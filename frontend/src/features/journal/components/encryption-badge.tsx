import { KeyRound, Lock, Shield } from 'lucide-react';
import type { BadgeTone } from '../../../components/badge-tone';
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
  const badgeTone: BadgeTone = status === 'unlocked' ? 'success' : status === 'disabled' ? 'neutral' : 'warning';
  const Icon = status === 'unlocked' ? Lock : status === 'disabled' ? Shield : KeyRound;
  return (
    <p className={`badge badge--${badgeTone} encryption-badge encryption-badge--${tone}`} data-testid="encryption-badge">
      <Icon className="encryption-badge__icon" aria-hidden="true" size={14} />
      {text}
    </p>
  );
}
