import type { ComponentPropsWithRef } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost' | 'link' | 'danger';

// With its ref: React 19 passes `ref` as a prop, so dialogs can focus a button.
interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: Variant;
  /** Shows the busy state and blocks further clicks. */
  busy?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', busy = false, fullWidth = false, className, disabled, type = 'button', children, ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, fullWidth ? 'btn--full' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
