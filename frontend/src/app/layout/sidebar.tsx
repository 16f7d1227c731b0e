import { NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth-context';
import { toggleThemeMode, useThemeSettings } from '../../lib/theme';

interface NavItem {
  to: string;
  label: string;
  icon: string;
  highlight?: boolean;
}

const items: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: '⌂' },
  { to: '/ai-coaching', label: 'AI Coaches', icon: '✦', highlight: true },
  { to: '/wellness', label: 'My Health', icon: '♥' },
  { to: '/support', label: 'Support', icon: '☏' },
  { to: '/profile', label: 'Account', icon: '☺' },
];

interface SidebarProps {
  id: string;
  onNavigate: () => void;
}

export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { user, logout } = useAuth();
  const theme = useThemeSettings();
  const nextMode = theme.mode === 'dark' ? 'light' : 'dark';

  return (
    <aside id={id} className="sidebar">
      <p className="sidebar__brand">
        <span className="sidebar__brand-mark" aria-hidden="true">
          ☾
        </span>
        Solace
      </p>
      <nav className="sidebar__nav" aria-label="Main">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === '/'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  ['nav-link', item.highlight ? 'nav-link--highlight' : '', isActive ? 'is-active' : ''].filter(Boolean).join(' ')
                }
              >
                <span className="nav-link__icon" aria-hidden="true">
                  {item.icon}
                </span>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar__footer">
        <div className="sidebar__user">
          <span className="sidebar__avatar" aria-hidden="true">
            {(user?.firstName.trim() || 'U').charAt(0).toUpperCase()}
          </span>
          <div className="sidebar__user-text">
            <p className="sidebar__user-name">{user?.firstName.trim() || 'User'}</p>
            <p className="sidebar__user-email" title={user?.email}>
              {user?.email}
            </p>
          </div>
        </div>
        <button
          type="button"
          className="sidebar__action"
          title={`Switch to ${nextMode} theme`}
          onClick={toggleThemeMode}
        >
          <span aria-hidden="true">{theme.mode === 'dark' ? '☀' : '☽'}</span>
          {theme.mode === 'dark' ? 'Light mode' : 'Dark mode'}
        </button>
        <button type="button" className="sidebar__action" onClick={() => void logout()}>
          <span aria-hidden="true">⎋</span>
          Logout
        </button>
      </div>
    </aside>
  );
}
