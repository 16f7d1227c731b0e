import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { OptionCardRadio } from '../../../components/option-card-radio';

/* The building blocks of the theme settings panel: its sections, groups and controls. */

interface NamedSectionProps {
  /** h2 for the panel, h3 for a part of it; the icon is sized to match. */
  level: 2 | 3;
  className: string;
  titleClassName: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A section named by its heading, an icon then the title. */
export function NamedSection({ level, className, titleClassName, icon: Icon, title, children }: NamedSectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading className={titleClassName} id={headingId}>
        <Icon aria-hidden="true" size={level === 2 ? 22 : 18} />
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function Group({ legend, icon: Icon, children, className }: { legend: string; icon: LucideIcon; children: ReactNode; className?: string }) {
  return (
    <fieldset className={['theme-panel__group', className ?? ''].filter(Boolean).join(' ')}>
      <legend className="theme-panel__legend">
        <Icon aria-hidden="true" size={18} />
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** One of a group of radio cards (a mode, a colour scheme), marked while it is selected. */
export function ThemeOption({ name, value, checked, onSelect, children }: { name: string; value: string; checked: boolean; onSelect: () => void; children: ReactNode }) {
  return (
    <OptionCardRadio className="theme-option" name={name} value={value} checked={checked} onSelect={onSelect}>
      {children}
    </OptionCardRadio>
  );
}

export function Toggle({ label, checked, onChange, hint }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode }) {
  const hintId = useId();
  return (
    <div className="theme-panel__toggle">
      <label className="checkbox">
        <input type="checkbox" checked={checked} aria-describedby={hint ? hintId : undefined} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
