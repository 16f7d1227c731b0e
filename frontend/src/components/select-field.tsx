import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldStateProps } from './field';

export interface SelectFieldProps<T extends string>
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'value' | 'onChange' | 'children'>,
    FieldStateProps {
  label: string;
  hint?: ReactNode;
  value: T;
  options: readonly T[];
  /** Each option's text, by its value. */
  labels: Readonly<Record<T, string>> | ((option: T) => string);
  onChange: (value: T) => void;
  /** A first option with the empty value ("any status"), with this text. */
  emptyOption?: string;
}

/** A labelled drop-down of fixed options, styled like Field. */
export function SelectField<T extends string>({
  label,
  hint,
  error,
  invalid,
  describedBy,
  className,
  value,
  options,
  labels,
  onChange,
  emptyOption,
  ...select
}: SelectFieldProps<T>) {
  const labelOf = typeof labels === 'function' ? labels : (option: T) => labels[option];
  return (
    <FieldFrame label={label} hint={hint} error={error} invalid={invalid} describedBy={describedBy} className={className}>
      {(control) => (
        <select {...select} {...control} className="field__input" value={value} onChange={(e) => onChange(e.target.value as T)}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
