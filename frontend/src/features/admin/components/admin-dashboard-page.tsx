import { lazy, Suspense } from 'react';
import type { AdminDashboard } from '@contracts/admin';
import { Loader } from '../../../components/loader';
import { TitledSection } from '../../../components/titled-section';
import { adminApi } from '../api/admin-api';
import { codeLabel, EMPTY, formatCount, formatDateTime, planLabel } from '../format';
import { useAdminData } from '../use-admin-data';
import { ErrorNote } from './error-note';
import { AdminTable } from './admin-table';

// recharts comes with the chart, after the figures are on screen.
const NewUsersChart = lazy(() => import('./new-users-chart').then((m) => ({ default: m.NewUsersChart })));

const LOAD_FAILED = 'Could not load the dashboard. Please try again.';

interface Tile {
  id: string;
  label: string;
  value: number;
}

function Tiles({ title, tiles }: { title: string; tiles: Tile[] }) {
  return (
    <TitledSection title={title} className="stack">
      <dl className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.id} className="stat-card" data-testid={`tile-${tile.id}`}>
            <dt className="stat-card__label">{tile.label}</dt>
            <dd className="stat-card__value">{formatCount(tile.value)}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}

function RecentRedemptions({ rows }: { rows: AdminDashboard['recentRedemptions'] }) {
  return (
    <TitledSection title="Recent redemptions" className="stack">
      {rows.length === 0 ? (
        <p className="admin-empty">No codes have been redeemed yet.</p>
      ) : (
        <AdminTable caption="Recent redemptions" regionLabel="Recent redemptions table" columns={['Code', 'User', 'Plan', 'Redeemed at']}>
          {rows.map(({ code, user }) => (
            <tr key={code.id}>
              <td className="admin-mono">{codeLabel(code.lastFour)}</td>
              <td>{user.email ?? EMPTY}</td>
              <td>{planLabel(code.plan)}</td>
              <td>{code.redeemedAt ? formatDateTime(code.redeemedAt) : EMPTY}</td>
            </tr>
          ))}
        </AdminTable>
      )}
    </TitledSection>
  );
}

function DashboardBody({ dashboard }: { dashboard: AdminDashboard }) {
  const { users, codes } = dashboard;
  const thisWeek = users.newPerWeek.at(-1)?.count ?? 0;
  return (
    <>
      <Tiles
        title="Users"
        tiles={[
          { id: 'total-users', label: 'Total users', value: users.total },
          { id: 'new-this-week', label: 'New this week', value: thisWeek },
          { id: 'active-subscriptions', label: 'Active subscriptions', value: users.activeSubscriptions },
          { id: 'trials', label: 'On free trial', value: users.trials },
        ]}
      />
      <Tiles
        title="Access codes"
        tiles={[
          { id: 'codes-unused', label: 'Unused', value: codes.unused },
          { id: 'codes-redeemed', label: 'Redeemed', value: codes.redeemed },
          { id: 'codes-expired', label: 'Expired', value: codes.expired },
          { id: 'codes-revoked', label: 'Revoked', value: codes.revoked },
        ]}
      />
      <TitledSection title="New users per week" className="stack card">
        <Suspense fallback={<Loader label="Loading chart..." />}>
          <NewUsersChart weeks={users.newPerWeek} />
        </Suspense>
      </TitledSection>
      <RecentRedemptions rows={dashboard.recentRedemptions} />
    </>
  );
}

/** /admin: accounts, subscriptions and access codes at a glance. */
export function AdminDashboardPage() {
  const { loading, data, error, reload } = useAdminData('dashboard', (signal) => adminApi.dashboard(signal), LOAD_FAILED);
  return (
    <div className="page admin-page">
      <h1 className="page__title">Admin dashboard</h1>
      {loading ? <Loader label="Loading the dashboard..." /> : error ? <ErrorNote message={error} onRetry={reload} /> : data && <DashboardBody dashboard={data} />}
    </div>
  );
}
