import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminLayout } from './admin-layout';
import { AdminNotFoundPage } from './admin-not-found-page';
import { AuditLogPage } from './audit-log-page';
import { BatchesPage } from './batches-page';
import { CodesPage } from './codes-page';
import { GenerateCodesPage } from './generate-codes-page';
import { SearchCodesPage } from './search-codes-page';
import { UsersPage } from './users-page';

/** The admin area, mounted at /admin/* for admins only (app/app-routes.tsx), loaded as one chunk. */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="codes/generate" element={<GenerateCodesPage />} />
        <Route path="codes" element={<CodesPage />} />
        <Route path="batches" element={<BatchesPage />} />
        <Route path="search" element={<SearchCodesPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="audit" element={<AuditLogPage />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
