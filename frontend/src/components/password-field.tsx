import { useState } from 'react';
import { Field, type FieldProps } from './field';

type PasswordFieldProps = Omit<FieldProps, 'type' | 'trailing'>;

export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const action = visible ? 'Hide' : 'Show';
  return (
    <Field
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="field__toggle"
          aria-label={`${action} ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {action}
        </button>
      }
    />
  );
}
