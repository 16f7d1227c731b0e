import { ArrowLeft, Layers, LayoutDashboard, LogOut, ScrollText, Search, ShieldCheck, Ticket, TicketPlus, Users, type LucideIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { PageOutlet } from '../../../components/page-outlet';
import { useAuth } from '../../../lib/auth-context';
import './admin.css';
import './admin-data.css';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/codes/generate', label: 'Generate codes', icon: TicketPlus },
  { to: '/admin/codes', label: 'Codes', icon: Ticket },
  { to: '/admin/batches', label: 'Batches', icon: Layers },
  { to: '/admin/search', label: 'Search', icon: Search },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
];

/** The admin area's own shell: a header with the admin and a side menu; not the app's layout. */
export function AdminLayout() {
  const { user, logout } = useAuth();
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-content">
        Skip to main content
      </a>
      <header className="admin-header">
        <p className="admin-header__brand">
          <ShieldCheck aria-hidden="true" size={24} />
          Solace Admin
        </p>
        <div className="admin-header__user">
          <span className="admin-header__email" title={user?.email}>
            {user?.email}
          </span>
          <Link className="btn btn--ghost" to="/">
            <ArrowLeft aria-hidden="true" size={18} />
            Back to app
          </Link>
          <button type="button" className="btn btn--secondary" onClick={() => void logout()}>
            <LogOut aria-hidden="true" size={18} />
            Sign out
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="Admin">
          <ul className="plain-list">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={({ isActive }) => (isActive ? 'nav-link admin-nav__link is-active' : 'nav-link admin-nav__link')}>
                  <item.icon aria-hidden="true" size={18} />
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <PageOutlet id="admin-content" className="admin-content" />
      </div>
    </div>
  );
}
