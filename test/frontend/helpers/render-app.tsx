import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { App } from '../../../frontend/src/app/app';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { AuthProvider } from '../../../frontend/src/features/auth/components/auth-provider';
import { pageHeading } from './page-queries';

/** Renders the current path so tests can see where a redirect went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderApp(path: string) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The app at `path`, once the page's h1 shows; returns a user to act with (set up before the render). */
export async function openPage(path: string, h1: string) {
  const user = userEvent.setup();
  renderApp(path);
  await pageHeading(h1);
  return user;
}

/** One screen inside the real providers, at a path, with a probe route for redirect targets. */
export function renderScreen(path: string, routePath: string, element: ReactElement, { strict = true } = {}) {
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <AuthProvider>
          <Routes>
            <Route path={routePath} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </ToastProvider>
    </MemoryRouter>
  );
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree);
}
