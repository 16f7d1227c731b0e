import { Field, type FieldProps } from './field';

type NameFieldProps = Omit<FieldProps, 'label' | 'name' | 'autoComplete' | 'required' | 'maxLength'>;

interface NameFieldsProps {
  /** The row's class (each form lays its rows out itself). */
  className: string;
  /** The two labels, as the form words them. */
  labels: readonly [first: string, last: string];
  first: NameFieldProps;
  last: NameFieldProps;
}

/** The required first and last name, side by side (at most 50 characters each, as the API takes them). */
export function NameFields({ className, labels, first, last }: NameFieldsProps) {
  return (
    <div className={className}>
      <Field label={labels[0]} name="firstName" autoComplete="given-name" required maxLength={50} {...first} />
      <Field label={labels[1]} name="lastName" autoComplete="family-name" required maxLength={50} {...last} />
    </div>
  );
}
