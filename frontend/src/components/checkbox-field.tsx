import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'aria-describedby'> {
  label: ReactNode;
  /** Said under the box and read with it. */
  hint: ReactNode;
  /** The wrapper's class ('field' unless the list lays its options out otherwise). */
  className?: string;
}

/** A checkbox with its label and a hint that describes it. */
export function CheckboxField({ label, hint, className = 'field', ...input }: CheckboxFieldProps) {
  const hintId = useId();
  return (
    <div className={className}>
      <label className="checkbox">
        <input {...input} type="checkbox" aria-describedby={hintId} />
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {hint}
      </p>
    </div>
  );
}
