import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby'> {
  /** The section's heading (level 2), which also names the region. */
  title: ReactNode;
  'data-testid'?: string;
}

/** A page section named by its own level-2 heading. */
export function TitledSection({ title, children, ...section }: TitledSectionProps) {
  const headingId = useId();
  return (
    <section {...section} aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
