import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled multi-line input, styled like Field. */
export function TextAreaField({ label, hint, error, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea {...textarea} {...control} className="field__input field__textarea" />}
    </FieldFrame>
  );
}
