import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export interface Stat {
  id: string;
  label: string;
  value: ReactNode;
  unit?: string;
  /** Shown before the value. */
  icon?: LucideIcon;
}

interface StatGridProps {
  title: string;
  /** The heading's class: a visible section title, or one only screen readers read. */
  titleClassName: string;
  stats: readonly Stat[];
  /** Each card's test id: this, then the stat's id. */
  testIdPrefix: string;
  /** While the figures are still loading. */
  busy?: boolean;
}

/** A section of figures named by its heading: one card a figure, its label then its value and unit. */
export function StatGrid({ title, titleClassName, stats, testIdPrefix, busy }: StatGridProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <h2 className={titleClassName} id={headingId}>
        {title}
      </h2>
      <dl className="stat-grid">
        {stats.map((stat) => (
          <div key={stat.id} className="stat-card" data-testid={`${testIdPrefix}${stat.id}`}>
            <dt className="stat-card__label">{stat.label}</dt>
            <dd className={stat.icon ? 'stat-card__value stat-card__value--with-icon' : 'stat-card__value'}>
              {stat.icon && <stat.icon aria-hidden="true" size={20} />}
              {stat.value}
              {stat.unit && <span className="stat-card__unit"> {stat.unit}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
