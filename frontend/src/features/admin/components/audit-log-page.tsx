import type { AuditEntry } from '@contracts/admin';
import { ADMIN_LIMITS } from '@contracts/admin-options';
import { adminApi } from '../api/admin-api';
import { AUDIT_ACTION_LABELS, EMPTY, formatDateTime } from '../format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { adminListFailure } from '../use-admin-data';
import { LoadMore } from '../../../components/load-more';
import { AdminTable } from './admin-table';
import { AdminListState } from './admin-list-state';

const LOAD_FAILED = 'Could not load the audit log. Please try again.';

function detailValue(value: AuditEntry['details'][string]): string {
  if (value === null) return EMPTY;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function Details({ details }: { details: AuditEntry['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <>{EMPTY}</>;
  return (
    <ul className="admin-details plain-list">
      {entries.map(([key, value]) => (
        <li key={key}>
          <span className="admin-details__key">{key}</span>: {detailValue(value)}
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: every admin action, newest first. */
export function AuditLogPage() {
  const list = useCursorList<AuditEntry>({
    key: 'audit',
    loadPage: (cursor, signal) =>
      adminApi.audit({ limit: ADMIN_LIMITS.pageSize, cursor }, signal).then((page) => ({ items: page.entries, nextCursor: page.nextCursor })),
    failure: adminListFailure(LOAD_FAILED),
  });
  return (
    <div className="page admin-page">
      <h1 className="page__title">Audit log</h1>
      <AdminListState
        load={list}
        loadingLabel="Loading the audit log..."
        empty={list.items.length === 0}
        emptyText="Nothing has been recorded yet."
      >
        <>
          <AdminTable caption="Audit log" columns={['When', 'Admin', 'Action', 'Target', 'Details']}>
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at)}</td>
                <td>{entry.actor.email ?? EMPTY}</td>
                <td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</td>
                <td className="admin-mono">{entry.target ?? EMPTY}</td>
                <td>
                  <Details details={entry.details} />
                </td>
              </tr>
            ))}
          </AdminTable>
          <LoadMore className="admin-load-more" list={list} />
        </>
      </AdminListState>
    </div>
  );
}
