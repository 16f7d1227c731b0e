import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { prefetchSignedInPageData, preloadSignedInPage } from './app/app-routes';
import { startSessionCheck } from './features/auth/session-check';
import { loadConfig } from './lib/config';
import { applyTheme } from './lib/theme/apply-theme';
import { getThemeSettings } from './lib/theme/theme-store';
import './styles/base.css';
import './styles/components.css';

applyTheme(getThemeSettings());
preloadSignedInPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
// index.html already shows the loading screen; the root replaces it with its first render.
const root = createRoot(container);

loadConfig()
  .then(() => {
    startSessionCheck();
    prefetchSignedInPageData(window.location.pathname);
    // A transition: rendered in slices, so the first render never blocks the main thread long.
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main className="startup-error">
        <h1>Solace is unavailable</h1>
        <p>The app could not load its configuration. Please refresh the page in a moment.</p>
      </main>,
    );
  });
