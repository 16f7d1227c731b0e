import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldStateProps } from './field';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>,
    FieldStateProps {
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line input, styled like Field. */
export function TextAreaField({ label, hint, error, invalid, describedBy, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} invalid={invalid} describedBy={describedBy} className={className}>
      {(control) => <textarea {...textarea} {...control} className="field__input field__textarea" />}
    </FieldFrame>
  );
}

/** The optional free-text notes of a journal entry or a mood log. */
export function NotesField({ maxLength, value, onChange }: { maxLength: number; value: string; onChange: (notes: string) => void }) {
  return <TextAreaField label="Notes (optional)" name="notes" rows={3} maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />;
}
