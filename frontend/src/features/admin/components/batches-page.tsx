import { Ban, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CodeBatch } from '@contracts/admin';
import { ADMIN_LIMITS } from '@contracts/admin-options';
import { Button } from '../../../components/button';
import { adminApi } from '../api/admin-api';
import { EMPTY, formatCount, formatDate, formatDateTime, planLabel } from '../format';
import { useAdminData } from '../use-admin-data';
import { useConfirmedAction } from '../use-confirmed-action';
import { Pager } from './pager';
import { AdminTable } from './admin-table';
import { AdminListState } from './admin-list-state';
import { ConfirmActionDialog } from './confirm-action-dialog';

const LOAD_FAILED = 'Could not load the batches. Please try again.';
const REVOKE_FAILED = 'Could not revoke the batch. Please try again.';

/** A batch can be revoked while any of its codes are unused (asking again finishes a cut-short sweep). */
const revocable = (batch: CodeBatch) => !batch.revokedAt || batch.counts.unused > 0;

export const searchHref = (batchId: string) => `/admin/search?${new URLSearchParams({ batchId }).toString()}`;

/** /admin/batches: every batch made, newest first, with its codes counted by status. */
export function BatchesPage() {
  const [page, setPage] = useState(1);
  const batches = useAdminData(`batches:${page}`, (signal) => adminApi.listBatches({ page, limit: ADMIN_LIMITS.pageSize }, signal), LOAD_FAILED);
  const [totalPages, setTotalPages] = useState(1);

  // The pager stays while the next page loads: it keeps the last count of pages it was told.
  if (batches.data && batches.data.totalPages !== totalPages) setTotalPages(batches.data.totalPages);

  const revoking = useConfirmedAction(async (item: CodeBatch) => {
    const { batch, revoked } = await adminApi.revokeBatch(item.id);
    batches.update((data) => ({ ...data, batches: data.batches.map((b) => (b.id === batch.id ? batch : b)) }));
    return `Batch ${batch.id} revoked: ${formatCount(revoked)} unused ${revoked === 1 ? 'code' : 'codes'} can no longer be redeemed.`;
  }, REVOKE_FAILED);
  const { confirming, ask, notice } = revoking;

  const rows = batches.data?.batches ?? [];
  return (
    <div className="page admin-page">
      <h1 className="page__title">Code batches</h1>
      <p className="admin-notice" role="status">
        {notice}
      </p>
      <AdminListState
        load={batches}
        loadingLabel="Loading batches..."
        empty={rows.length === 0}
        emptyText={page === 1 ? 'No batches yet.' : 'No batches on this page.'}
      >
        <AdminTable caption="Code batches" columns={['Created', 'Batch id', 'Codes', 'Plan', 'Days', 'Unused', 'Redeemed', 'Expired', 'Revoked', 'Note', 'Created by', 'Batch revoked']} actions>
          {rows.map((batch) => (
            <tr key={batch.id}>
              <td>{formatDateTime(batch.createdAt)}</td>
              <td className="admin-mono">{batch.id}</td>
              <td className="admin-num">{formatCount(batch.count)}</td>
              <td>{planLabel(batch.plan)}</td>
              <td className="admin-num">{batch.durationDays}</td>
              <td className="admin-num">{formatCount(batch.counts.unused)}</td>
              <td className="admin-num">{formatCount(batch.counts.redeemed)}</td>
              <td className="admin-num">{formatCount(batch.counts.expired)}</td>
              <td className="admin-num">{formatCount(batch.counts.revoked)}</td>
              <td className="admin-note-cell">{batch.note || EMPTY}</td>
              <td>{batch.createdBy.email ?? EMPTY}</td>
              <td>{batch.revokedAt ? formatDate(batch.revokedAt) : EMPTY}</td>
              <td>
                <div className="button-row admin-row-actions">
                  <Link className="btn btn--secondary admin-row-action" to={searchHref(batch.id)}>
                    <Search aria-hidden="true" size={16} />
                    View codes
                    <span className="visually-hidden"> of batch {batch.id}</span>
                  </Link>
                  {revocable(batch) && (
                    <Button variant="secondary" className="admin-row-action" onClick={() => ask(batch)}>
                      <Ban aria-hidden="true" size={16} />
                      Revoke batch
                      <span className="visually-hidden"> {batch.id}</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      {!batches.error && <Pager label="Batches" page={page} totalPages={totalPages} busy={batches.loading} onChange={setPage} />}
      {confirming && (
        <ConfirmActionDialog title="Revoke this batch?" confirmLabel="Revoke batch" action={revoking}>
          {`Every unused code of batch ${confirming.id} (${formatCount(confirming.counts.unused)} now) can no longer be redeemed. Codes already redeemed stay redeemed. This cannot be undone.`}
        </ConfirmActionDialog>
      )}
    </div>
  );
}
