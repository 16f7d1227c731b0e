import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  /** The control, wired to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint and error around one control, linked for assistive technology. */
export function FieldFrame({ label, hint, error, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** Rendered inside the input row, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
}

export function Field({ label, hint, error, trailing, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <>
          <input {...input} {...control} className="field__input" />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}
