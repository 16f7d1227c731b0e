import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '../../components/loader';
import { Sidebar } from './sidebar';
import { TrialBanner } from './trial-banner';
import './layout.css';

/** The signed-in shell: sidebar, trial banner and the page. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className={menuOpen ? 'app-shell is-menu-open' : 'app-shell'}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="mobile-bar">
        <span className="mobile-bar__brand">Solace</span>
        <button
          type="button"
          className="mobile-bar__toggle"
          aria-controls="app-sidebar"
          aria-expanded={menuOpen}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
        </button>
      </header>
      <Sidebar id="app-sidebar" onNavigate={() => setMenuOpen(false)} />
      {menuOpen && <div className="app-shell__backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <div className="app-main">
        <TrialBanner />
        <main id="main-content" className="app-content" tabIndex={-1}>
          <Suspense fallback={<Loader />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
