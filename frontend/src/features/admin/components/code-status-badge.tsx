import { Ban, CircleCheck, CircleDot, Clock, type LucideIcon } from 'lucide-react';
import type { CodeStatus } from '@contracts/admin';
import type { BadgeTone } from '../../../components/badge-tone';
import { STATUS_LABELS } from '../format';

const ICONS: Record<CodeStatus, LucideIcon> = { unused: CircleDot, redeemed: CircleCheck, expired: Clock, revoked: Ban };
/** The shared badge tone (styles/badges.css) of each state. */
const TONES: Record<CodeStatus, BadgeTone> = { unused: 'primary', redeemed: 'success', expired: 'warning', revoked: 'danger' };

/** A code's status: colour, icon and word together. */
export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  const Icon = ICONS[status];
  return (
    <span className={`badge badge--outlined badge--${TONES[status]} admin-badge admin-badge--${status}`}>
      <Icon aria-hidden="true" size={14} />
      {STATUS_LABELS[status]}
    </span>
  );
}
