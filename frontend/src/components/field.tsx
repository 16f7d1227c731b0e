import { useId, type ComponentPropsWithRef, type FieldsetHTMLAttributes, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Ids of elements that describe a control; empty entries are skipped. */
export type DescribedBy = string | null | undefined | false | readonly (string | null | undefined | false)[];

/** One `aria-describedby` value from several ids (undefined when there is none). */
export function joinIds(...ids: DescribedBy[]): string | undefined {
  const flat = ids.flatMap((id) => (Array.isArray(id) ? id : [id])).filter((id): id is string => typeof id === 'string' && id !== '');
  return flat.length > 0 ? [...new Set(flat)].join(' ') : undefined;
}

/** How a field tells what is wrong with it and what rules it follows. */
export interface FieldStateProps {
  /** The field's own message, shown under it; the field is then invalid and described by it. */
  error?: string | null;
  /**
   * Invalid without a message of its own: the message is elsewhere (a form alert about this
   * field) and its id is given in `describedBy`.
   */
  invalid?: boolean;
  /** Other elements that describe the field: a rules list, a form alert about it. */
  describedBy?: DescribedBy;
}

interface FieldFrameProps extends FieldStateProps {
  label: string;
  hint?: ReactNode;
  className?: string;
  /** The control, wired to the label, the hint and the error. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * Label, hint and error around one control, linked for assistive technology: the control is
 * described by its error first, then the other describing elements, then its hint.
 */
export function FieldFrame({ label, hint, error, invalid, describedBy, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': joinIds(errorId, describedBy, hintId),
  };
  return (
    <div className={['field', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children(control)}</div>
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

interface FieldsetFrameProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'aria-invalid' | 'aria-describedby' | 'children'> {
  legend: string;
  /** The group's own message, shown under its options; the group is then invalid and described by it. */
  error?: string | null;
  /** The options; each is given the group's description, so it is read as the focus lands on one. */
  children: ReactNode | ((describedBy: string | undefined) => ReactNode);
}

/** A group of options (radio buttons, checkboxes) under its legend, with the group's error. */
export function FieldsetFrame({ legend, error, children, ...fieldset }: FieldsetFrameProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset {...fieldset} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
      <legend className="field__label">{legend}</legend>
      {typeof children === 'function' ? children(errorId) : children}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

// With its ref (React 19 passes `ref` as a prop), so a form can focus the input.
export interface FieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>, FieldStateProps {
  label: string;
  hint?: ReactNode;
  /** Rendered inside the input row, after the input (e.g. a show/hide button). */
  trailing?: ReactNode;
}

export function Field({ label, hint, error, invalid, describedBy, trailing, className, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} invalid={invalid} describedBy={describedBy} className={className}>
      {(control) => (
        <>
          <input {...input} {...control} className="field__input" />
          {trailing}
        </>
      )}
    </FieldFrame>
  );
}

/** A whole-number input (count, days, age): a number keypad on phones and steps of 1. */
export function WholeNumberField(props: Omit<FieldProps, 'type' | 'inputMode' | 'step'>) {
  return <Field type="number" inputMode="numeric" step={1} {...props} />;
}
