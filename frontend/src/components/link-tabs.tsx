import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './link-tabs.css';

export interface LinkTab {
  to: string;
  title: string;
  icon: LucideIcon;
  text: string;
  /** A line under the text, e.g. a summary of that screen's figures. */
  extra?: ReactNode;
}

/** A hub's tabs (spec §2 /wellness, /community): each is a card linking to its screen. */
export function LinkTabs({ label, tabs, testId }: { label: string; tabs: readonly LinkTab[]; testId?: string }) {
  return (
    <nav className="link-tabs" aria-label={label}>
      <ul className="link-tabs__list card-grid plain-list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link className="link-tab link-card link-card--tint" to={tab.to} data-testid={testId}>
              <span className="link-tab__title">
                <tab.icon className="link-card__icon" aria-hidden="true" size={22} />
                {tab.title}
              </span>
              <span className="link-card__text">{tab.text}</span>
              {tab.extra}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
