import { Field, type FieldProps } from './field';

type EmailFieldProps = Omit<FieldProps, 'label' | 'name' | 'type' | 'required'> & {
  /** 'email' unless the form signs in to a separate account ('username'). */
  autoComplete?: 'email' | 'username';
};

/** The required "Email" field of the sign-in, reset and account forms. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <Field label="Email" name="email" type="email" autoComplete={autoComplete} required {...props} />;
}
