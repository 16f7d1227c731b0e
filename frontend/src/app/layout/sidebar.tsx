import { CircleUserRound, Heart, House, LifeBuoy, LogOut, Moon, Sparkles, Sun, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { useAuth } from '../../lib/auth-context';
import { toggleThemeMode, useThemeSettings } from '../../lib/theme';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  highlight?: boolean;
}

const items: NavItem[] = [
  { to: '/', label: 'Dashboard', icon: House },
  { to: '/ai-coaching', label: 'AI Coaches', icon: Sparkles, highlight: true },
  { to: '/wellness', label: 'My Health', icon: Heart },
  { to: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/profile', label: 'Account', icon: CircleUserRound },
];

interface SidebarProps {
  id: string;
  onNavigate: () => void;
}

export function Sidebar({ id, onNavigate }: SidebarProps) {
  const { user, logout } = useAuth();
  const theme = useThemeSettings();
  const nextMode = theme.mode === 'dark' ? 'light' : 'dark';
  const ThemeIcon = theme.mode === 'dark' ? Sun : Moon;

  return (
    <aside id={id} className="sidebar">
      <p className="sidebar__brand">
        <Moon className="sidebar__brand-mark" aria-hidden="true" size={24} />
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
                <item.icon className="nav-link__icon" aria-hidden="true" size={20} />
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
          <ThemeIcon className="sidebar__action-icon" aria-hidden="true" size={18} />
          {theme.mode === 'dark' ? 'Light mode' : 'Dark mode'}
        </button>
        <button type="button" className="sidebar__action" onClick={() => void logout()}>
          <LogOut className="sidebar__action-icon" aria-hidden="true" size={18} />
          Logout
        </button>
      </div>
    </aside>
  );
}
