import { CircleUserRound, ClipboardList, Heart, House, LifeBuoy, LogOut, Moon, Settings, ShieldCheck, Sparkles, Sun, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { trapTab } from '../../components/modal';
import { useAuth } from '../../lib/auth-context';
import { toggleThemeMode } from '../../lib/theme/theme-store';
import { useThemeSettings } from '../../lib/theme/use-theme-settings';

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
  { to: '/check-ins', label: 'Check-ins', icon: ClipboardList },
  { to: '/support', label: 'Support', icon: LifeBuoy },
  { to: '/profile', label: 'Account', icon: CircleUserRound },
];

interface SidebarProps {
  id: string;
  /** On phones the sidebar is a menu over the page; open, it is a modal dialog. */
  menuOpen: boolean;
  /** Escape or the menu's close button. */
  onClose: () => void;
  /** A link was followed (the menu closes). */
  onNavigate: () => void;
}

export function Sidebar({ id, menuOpen, onClose, onNavigate }: SidebarProps) {
  const { user, logout } = useAuth();
  const theme = useThemeSettings();
  const nextMode = theme.mode === 'dark' ? 'light' : 'dark';
  const ThemeIcon = theme.mode === 'dark' ? Sun : Moon;
  const sidebarRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // The menu opens with focus on its close button, the first thing in it.
  useEffect(() => {
    if (menuOpen) closeRef.current?.focus();
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!menuOpen || !sidebarRef.current) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(sidebarRef.current, event);
  };

  return (
    <aside
      ref={sidebarRef}
      id={id}
      className="sidebar"
      role={menuOpen ? 'dialog' : undefined}
      aria-modal={menuOpen || undefined}
      aria-label={menuOpen ? 'Menu' : undefined}
      tabIndex={menuOpen ? -1 : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="sidebar__top">
        <p className="sidebar__brand">
          <Moon className="sidebar__brand-mark" aria-hidden="true" size={24} />
          Solace
        </p>
        <button ref={closeRef} type="button" className="sidebar__close" aria-label="Close menu" onClick={onClose}>
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <nav className="sidebar__nav" aria-label="Main">
        <ul className="plain-list">
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
      {/* Apart from the main items: the person's own plan for hard moments, one tap from anywhere. */}
      <nav className="sidebar__nav sidebar__safety" aria-label="Safety">
        <NavLink to="/safety-plan" onClick={onNavigate} className={({ isActive }) => (isActive ? 'nav-link is-active' : 'nav-link')}>
          <ShieldCheck className="nav-link__icon" aria-hidden="true" size={20} />
          My Safety Plan
        </NavLink>
      </nav>
      <div className="sidebar__footer">
        {/* The account card opens the account's settings. */}
        <NavLink
          to="/settings"
          onClick={onNavigate}
          className={({ isActive }) => (isActive ? 'sidebar__user is-active' : 'sidebar__user')}
        >
          <span className="sidebar__avatar" aria-hidden="true">
            {(user?.firstName.trim() || 'U').charAt(0).toUpperCase()}
          </span>
          <span className="sidebar__user-text">
            <span className="sidebar__user-name">{user?.firstName.trim() || 'User'}</span>{' '}
            <span className="sidebar__user-email" title={user?.email}>
              {user?.email}
            </span>{' '}
            <span className="visually-hidden">Account Settings</span>
          </span>
          <Settings className="sidebar__user-icon" aria-hidden="true" size={18} />
        </NavLink>
        <button
          type="button"
          className="inline-row inline-row--loose sidebar__action"
          title={`Switch to ${nextMode} theme`}
          onClick={toggleThemeMode}
        >
          <ThemeIcon className="sidebar__action-icon" aria-hidden="true" size={18} />
          {theme.mode === 'dark' ? 'Light mode' : 'Dark mode'}
        </button>
        <button type="button" className="inline-row inline-row--loose sidebar__action" onClick={() => void logout()}>
          <LogOut className="sidebar__action-icon" aria-hidden="true" size={18} />
          Logout
        </button>
      </div>
    </aside>
  );
}
