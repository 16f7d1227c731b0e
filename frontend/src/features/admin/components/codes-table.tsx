import { Ban } from 'lucide-react';
import type { AdminCode } from '@contracts/admin';
import { Button } from '../../../components/button';
import { adminApi } from '../api/admin-api';
import { useConfirmedAction } from '../use-confirmed-action';
import { codeLabel, EMPTY, formatDate, formatDateTime, planLabel } from '../format';
import { CodeStatusBadge } from './code-status-badge';
import { AdminTable } from './admin-table';
import { ConfirmActionDialog } from './confirm-action-dialog';

interface CodesTableProps {
  /** Names the table (its caption) and its scrolling region. */
  caption: string;
  codes: AdminCode[];
  /** A code the server has just revoked, to show in place of the old row. */
  onRevoked: (code: AdminCode) => void;
}

const REVOKE_FAILED = 'Could not revoke the code. Please try again.';

/** Only a code nobody redeemed can be revoked; an expired one may still be, to close it for good. */
const revocable = (code: AdminCode) => code.status === 'unused' || code.status === 'expired';

/** Access codes as admins see them (last four symbols only), each unused one with Revoke. */
export function CodesTable({ caption, codes, onRevoked }: CodesTableProps) {
  const revoking = useConfirmedAction(async (item: AdminCode) => {
    const { code } = await adminApi.revokeCode(item.id);
    onRevoked(code);
    return `Code ${codeLabel(code.lastFour)} revoked.`;
  }, REVOKE_FAILED);
  const { confirming, ask, notice } = revoking;

  return (
    <>
      <p className="admin-notice" role="status">
        {notice}
      </p>
      <AdminTable caption={caption} columns={['Code', 'Status', 'Plan', 'Days', 'Batch id', 'Created', 'Expires', 'Redeemed by', 'Redeemed at']} actions>
        {codes.map((code) => (
          <tr key={code.id}>
            <td className="admin-mono">{codeLabel(code.lastFour)}</td>
            <td>
              <CodeStatusBadge status={code.status} />
            </td>
            <td>{planLabel(code.plan)}</td>
            <td className="admin-num">{code.durationDays}</td>
            <td className="admin-mono">{code.batchId}</td>
            <td>{formatDateTime(code.createdAt)}</td>
            <td>{code.expiresAt ? formatDate(code.expiresAt) : EMPTY}</td>
            <td>{code.redeemedBy?.email ?? EMPTY}</td>
            <td>{code.redeemedAt ? formatDateTime(code.redeemedAt) : EMPTY}</td>
            <td>
              {revocable(code) && (
                <Button variant="secondary" className="admin-row-action" onClick={() => ask(code)}>
                  <Ban aria-hidden="true" size={16} />
                  Revoke
                  <span className="visually-hidden"> code {codeLabel(code.lastFour)}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      {confirming && (
        <ConfirmActionDialog title="Revoke this code?" confirmLabel="Revoke" action={revoking}>
          Code <span className="admin-mono">{codeLabel(confirming.lastFour)}</span> can no longer be redeemed. This cannot be undone.
        </ConfirmActionDialog>
      )}
    </>
  );
}
