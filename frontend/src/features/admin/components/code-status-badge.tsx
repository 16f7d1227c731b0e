import { Ban, CircleCheck, CircleDot, Clock, type LucideIcon } from 'lucide-react';
import type { CodeStatus } from '@contracts/admin';
import { STATUS_LABELS } from '../format';

const ICONS: Record<CodeStatus, LucideIcon> = { unused: CircleDot, redeemed: CircleCheck, expired: Clock, revoked: Ban };

/** A code's status: colour, icon and word together. */
export function CodeStatusBadge({ status }: { status: CodeStatus }) {
  const Icon = ICONS[status];
  return (
    <span className={`badge badge--outlined admin-badge admin-badge--${status}`}>
      <Icon aria-hidden="true" size={14} />
      {STATUS_LABELS[status]}
    </span>
  );
}
