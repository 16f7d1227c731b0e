import type { ReactNode } from 'react';
import { Button } from './button';

interface SubmitRowProps {
  /** The row's class (its place and spacing in the form). */
  className: string;
  busy?: boolean;
  disabled?: boolean;
  /** The submit button's content (its accessible name). */
  children: ReactNode;
}

/** A form's actions row holding its one submit button. */
export function SubmitRow({ className, busy, disabled, children }: SubmitRowProps) {
  return (
    <div className={className}>
      <Button type="submit" busy={busy} disabled={disabled}>
        {children}
      </Button>
    </div>
  );
}
