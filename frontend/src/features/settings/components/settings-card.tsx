import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import './account-settings.css';

interface SettingsCardProps {
  title: string;
  icon: LucideIcon;
  /** A sentence under the heading about what the section does. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One section of /settings: a card, a region named by its h2 heading. */
export function SettingsCard({ title, icon: Icon, description, className, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section className={['card stack stack--loose settings-card', className ?? ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 className="section-title inline-row" id={headingId}>
        <Icon aria-hidden="true" size={22} />
        {title}
      </h2>
      {description && <p className="settings-card__lead">{description}</p>}
      {children}
    </section>
  );
}
