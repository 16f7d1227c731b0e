import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageOutlet } from '../../components/page-outlet';
import { Sidebar } from './sidebar';
import { TrialBanner } from './trial-banner';
import './layout.css';

/** Where the sidebar becomes a menu over the page (layout.css uses the same width). */
const PHONE_LAYOUT = '(max-width: 768px)';

/** The signed-in shell: sidebar, trial banner and the page. */
export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const closeMenu = () => {
    returnFocus.current = true;
    setMenuOpen(false);
  };

  // Closed, the menu gives focus back to its button (once the page behind is usable again);
  // a link followed then moves it on to the new page's heading (app/route-focus.ts).
  useEffect(() => {
    if (menuOpen || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [menuOpen]);

  // Wider than a phone the sidebar is beside the page again: no menu stays open over it.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(PHONE_LAYOUT);
    const onChange = () => {
      if (!phone.matches) setMenuOpen(false);
    };
    phone.addEventListener('change', onChange);
    return () => phone.removeEventListener('change', onChange);
  }, [menuOpen]);

  return (
    <div className={menuOpen ? 'app-shell is-menu-open' : 'app-shell'}>
      {/* While the menu is open, everything else is out of reach (inert), as behind any modal dialog. */}
      <a className="skip-link" href="#main-content" inert={menuOpen}>
        Skip to main content
      </a>
      <header className="mobile-bar" inert={menuOpen}>
        <span className="mobile-bar__brand">Solace</span>
        <button
          ref={toggleRef}
          type="button"
          className="mobile-bar__toggle"
          aria-controls="app-sidebar"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          aria-label="Open menu"
          onClick={() => setMenuOpen(true)}
        >
          <Menu aria-hidden="true" size={22} />
        </button>
      </header>
      <Sidebar
        id="app-sidebar"
        menuOpen={menuOpen}
        onClose={closeMenu}
        onNavigate={() => {
          if (menuOpen) closeMenu();
        }}
      />
      {menuOpen && <div className="app-shell__backdrop" aria-hidden="true" onClick={closeMenu} />}
      <div className="app-main" inert={menuOpen}>
        <TrialBanner />
        <PageOutlet id="main-content" className="app-content" />
      </div>
    </div>
  );
}
