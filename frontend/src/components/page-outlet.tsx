import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from './loader';

/**
 * A layout's main region holding the current route's page; a lazily loaded page shows a loader
 * until it arrives. Focusable by script (tabIndex -1) and named by its id, so the layout's skip
 * link can land on it.
 */
export function PageOutlet({ id, className }: { id: string; className: string }) {
  return (
    <main id={id} className={className} tabIndex={-1}>
      <Suspense fallback={<Loader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
