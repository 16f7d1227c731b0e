import { useState } from 'react';
import type { AdminCode } from '@contracts/admin';
import { ADMIN_LIMITS, type CodeStatus } from '@contracts/admin-options';
import { adminApi } from '../api/admin-api';
import { STATUS_LABELS } from '../format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { adminListFailure } from '../use-admin-data';
import { CodeStatusField } from './code-fields';
import { CodesTable } from './codes-table';
import { LoadMore } from '../../../components/load-more';
import { AdminListState } from './admin-list-state';

const LOAD_FAILED = 'Could not load the codes. Please try again.';

/** /admin/codes: the codes of one status, newest (or, unused, soonest to expire) first. */
export function CodesPage() {
  const [status, setStatus] = useState<CodeStatus>('unused');
  const list = useCursorList<AdminCode>({
    key: `codes:${status}`,
    loadPage: (cursor, signal) =>
      adminApi.listCodes({ status, limit: ADMIN_LIMITS.pageSize, cursor }, signal).then((page) => ({ items: page.codes, nextCursor: page.nextCursor })),
    failure: adminListFailure(LOAD_FAILED),
  });
  const { setItems } = list;
  const replace = (code: AdminCode) => setItems((codes) => codes.map((c) => (c.id === code.id ? code : c)));

  return (
    <div className="page admin-page">
      <h1 className="page__title">Access codes</h1>
      <div className="admin-toolbar">
        <CodeStatusField value={status} onChange={setStatus} />
      </div>
      <AdminListState
        load={list}
        loadingLabel="Loading codes..."
        empty={list.items.length === 0}
        emptyText={`No ${STATUS_LABELS[status].toLowerCase()} codes.`}
      >
        <>
          <CodesTable caption={`${STATUS_LABELS[status]} access codes`} codes={list.items} onRevoked={replace} />
          <LoadMore className="admin-load-more" list={list} />
        </>
      </AdminListState>
    </div>
  );
}
