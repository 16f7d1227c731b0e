import { Pencil, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@contracts/admin';
import { ADMIN_LIMITS } from '@contracts/admin-options';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { adminApi } from '../api/admin-api';
import { EMPTY, formatDate, planLabel } from '../format';
import { useAdminData } from '../use-admin-data';
import { Pager } from './pager';
import { UserEditModal } from './user-edit-modal';
import { AdminTable } from './admin-table';
import { AdminListState } from './admin-list-state';

const LOAD_FAILED = 'Could not load the users. Please try again.';

const SUBSCRIPTION_STATUS: Record<AdminUser['subscription']['status'], string> = {
  active: 'Active',
  none: 'None',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

const SOURCES: Record<NonNullable<AdminUser['subscription']['source']>, string> = {
  license: 'Licence key',
  stripe: 'Stripe',
  admin: 'Admin',
};

function SubscriptionCell({ subscription }: { subscription: AdminUser['subscription'] }) {
  const facts = [
    subscription.plan ? planLabel(subscription.plan) : null,
    subscription.source ? SOURCES[subscription.source] : null,
    subscription.endDate ? `ends ${formatDate(subscription.endDate)}` : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <>
      <span className="admin-strong">{SUBSCRIPTION_STATUS[subscription.status] ?? subscription.status}</span>
      {facts.length > 0 && <span className="admin-muted">{facts.join(', ')}</span>}
    </>
  );
}

/** /admin/users: accounts newest first, found by part of the address, each one editable. */
export function UsersPage() {
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const users = useAdminData(
    `users:${page}:${search}`,
    (signal) => adminApi.listUsers({ page, limit: ADMIN_LIMITS.pageSize, search: search || undefined }, signal),
    LOAD_FAILED,
  );
  const [totalPages, setTotalPages] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState('');

  // The pager stays while the next page loads: it keeps the last count of pages it was told.
  if (users.data && users.data.totalPages !== totalPages) setTotalPages(users.data.totalPages);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(draft.trim().toLowerCase());
    setPage(1);
  };

  const onSaved = (saved: AdminUser) => {
    users.update((data) => ({ ...data, users: data.users.map((u) => (u.id === saved.id ? saved : u)) }));
    setNotice(`Saved the changes to ${saved.email}.`);
    setEditing(null);
  };

  const rows = users.data?.users ?? [];
  return (
    <div className="page admin-page">
      <h1 className="page__title">Users</h1>
      <form className="admin-toolbar admin-toolbar--search" role="search" aria-label="Users" noValidate onSubmit={onSearch}>
        <Field label="Search by email" name="search" type="search" autoComplete="off" maxLength={254} value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" size={18} />
          Search
        </Button>
      </form>
      <p className="admin-notice" role="status">
        {notice}
      </p>
      <AdminListState
        load={users}
        loadingLabel="Loading users..."
        empty={rows.length === 0}
        emptyText={search ? 'No users match this search.' : 'No users on this page.'}
      >
        <AdminTable caption="Users" columns={['Email', 'Name', 'Role', 'Status', 'Subscription', 'Trial ends', 'Joined']} actions>
          {rows.map((user) => (
            <tr key={user.id}>
              <td>{user.email}</td>
              <td>{user.name || EMPTY}</td>
              <td>{user.role === 'admin' ? 'Admin' : 'User'}</td>
              <td>
                <span className={user.disabled ? 'badge badge--outlined badge--danger admin-badge' : 'badge badge--outlined badge--success admin-badge'}>
                  {user.disabled ? 'Disabled' : 'Active'}
                </span>
              </td>
              <td className="admin-stack">
                <SubscriptionCell subscription={user.subscription} />
              </td>
              <td>{formatDate(user.trialEndsAt)}</td>
              <td>{formatDate(user.createdAt)}</td>
              <td>
                <Button variant="secondary" className="admin-row-action" onClick={() => setEditing(user)}>
                  <Pencil aria-hidden="true" size={16} />
                  Edit
                  <span className="visually-hidden"> {user.email}</span>
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      {!users.error && <Pager label="Users" page={page} totalPages={totalPages} busy={users.loading} onChange={setPage} />}
      {editing && <UserEditModal user={editing} onSaved={onSaved} onClose={() => setEditing(null)} />}
    </div>
  );
}
