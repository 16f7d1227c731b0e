import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TitledSection } from './titled-section';

export interface LinkCardItem {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

interface LinkCardGridProps<T extends LinkCardItem> {
  /** The section's heading. */
  title: string;
  items: readonly T[];
  /** The page's own classes, added to the shared link-card ones: the list, each card, its title and its text. */
  classes: { list: string; card?: string; title: string; text: string };
  iconSize: number;
  /** Each card's test id. */
  testId: string;
  /** What a card shows after its text (a figure). */
  more?: (item: T) => ReactNode;
}

/** A titled grid of cards, each a link to a part of the app: its icon, a level-3 title and a line about it. */
export function LinkCardGrid<T extends LinkCardItem>({ title, items, classes, iconSize, testId, more }: LinkCardGridProps<T>) {
  return (
    <TitledSection title={title}>
      <ul className={`${classes.list} card-grid plain-list`}>
        {items.map((item) => (
          <li key={item.to}>
            <Link className={[classes.card, 'link-card link-card--lift'].filter(Boolean).join(' ')} to={item.to} data-testid={testId}>
              <item.icon className="link-card__icon" aria-hidden="true" size={iconSize} />
              <h3 className={classes.title}>{item.title}</h3>
              <p className={`link-card__text ${classes.text}`}>{item.text}</p>
              {more?.(item)}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
