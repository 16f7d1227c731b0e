import type { AuditAction, CodeStatus } from '@contracts/admin';
import { formatDateTime } from '../../lib/time-zone';

export { formatDateTime };

/** What an empty cell shows. */
export const EMPTY = '-';

/** A calendar date for lists ("Mar 4, 2025"), or the text itself when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A code as admins see it: its last four symbols only. */
export const codeLabel = (lastFour: string) => `…${lastFour}`;

export const STATUS_LABELS: Record<CodeStatus, string> = {
  unused: 'Unused',
  redeemed: 'Redeemed',
  expired: 'Expired',
  revoked: 'Revoked',
};

const PLAN_LABELS: Record<string, string> = { monthly: 'Monthly', annual: 'Annual' };

export const planLabel = (plan: string | undefined) => (plan ? (PLAN_LABELS[plan] ?? plan) : EMPTY);

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.login': 'Signed in',
  'codes.generate': 'Generated codes',
  'code.revoke': 'Revoked a code',
  'batch.revoke': 'Revoked a batch',
  'user.update': 'Changed a user',
};

/** Whole numbers with the reader's grouping ("1,234"). */
export const formatCount = (n: number) => n.toLocaleString();
