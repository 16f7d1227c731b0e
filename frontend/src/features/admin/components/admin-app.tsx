import { Route, Routes } from 'react-router-dom';
import { titled } from '../../../lib/page-title';
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
        <Route index element={titled('Admin dashboard', <AdminDashboardPage />)} />
        <Route path="codes/generate" element={titled('Generate access codes', <GenerateCodesPage />)} />
        <Route path="codes" element={titled('Access codes', <CodesPage />)} />
        <Route path="batches" element={titled('Code batches', <BatchesPage />)} />
        <Route path="search" element={titled('Search codes', <SearchCodesPage />)} />
        <Route path="users" element={titled('Users', <UsersPage />)} />
        <Route path="audit" element={titled('Audit log', <AuditLogPage />)} />
        <Route path="*" element={titled('Page not found', <AdminNotFoundPage />)} />
      </Route>
    </Routes>
  );
}
