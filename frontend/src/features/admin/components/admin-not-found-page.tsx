import { Link } from 'react-router-dom';

/** Any /admin/... path the admin area does not have. */
export function AdminNotFoundPage() {
  return (
    <div className="page admin-page">
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">
        There is nothing at this address in the admin area. <Link to="/admin">Go to the admin dashboard</Link>.
      </p>
    </div>
  );
}
