import { useCallback, useEffect, useId, useMemo, useState, type ChangeEvent, type RefObject } from 'react';
import { joinIds, type DescribedBy, type FieldStateProps } from '../components/field';

/** Texts of the checks many forms share (the spec names none of them). */
export const FORM_MESSAGES = {
  emailRequired: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
} as const;

// The shape the API's email check accepts (zod's email pattern), so the form refuses what the server would.
const EMAIL_SHAPE = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with a typed email address, or null when it can be sent. */
export function emailProblem(text: string): string | null {
  const email = text.trim();
  if (!email) return FORM_MESSAGES.emailRequired;
  return EMAIL_SHAPE.test(email) ? null : FORM_MESSAGES.emailInvalid;
}

/**
 * The form field at a request path ("profile.goals.2" is the goals field): `fields` maps each
 * path the form knows to its field; a deeper path belongs to the nearest path it starts with.
 */
export function fieldAt<const F extends string>(path: string | null | undefined, fields: Readonly<Record<string, F>>): F | null {
  const parts = (path ?? '').split('.').filter(Boolean);
  for (let end = parts.length; end > 0; end -= 1) {
    const key = parts.slice(0, end).join('.');
    if (Object.prototype.hasOwnProperty.call(fields, key)) return fields[key] ?? null;
  }
  return null;
}

/**
 * The field a server refusal is about when its message names it: the API's validation answers
 * start with the field's path ("email: Please enter a valid email address", "profile.bio: ...").
 */
export function fieldNamedIn<const F extends string>(message: string | null | undefined, fields: Readonly<Record<string, F>>): F | null {
  return fieldAt(/^([A-Za-z][\w.]*): /.exec(message ?? '')?.[1], fields);
}

const FOCUSABLE = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Focuses the first control marked invalid inside `container`, in page order. A marked group
 * (a radio group) hands the focus to its chosen option, else to its first one.
 */
export function focusFirstInvalid(container: ParentNode): HTMLElement | null {
  const marked = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!marked) return null;
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>('input:checked:not([disabled])') ?? marked.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
  return target ?? null;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A failure of the whole form (shown as an alert), and the one field it is about, if any. */
export interface FormFailure<F extends string> {
  message: string;
  field: F | null;
}

export interface FormErrors<F extends string> {
  errors: FieldErrors<F>;
  failure: FormFailure<F> | null;
  /** For the form's FormAlert: its message and the id the field it is about points at. */
  alert: { message: string | null; id: string };
  /**
   * Shows the form's own findings under their fields (and drops an earlier failure), then moves
   * the focus to the first invalid field. Answers whether anything was wrong.
   */
  show(found: Partial<Record<F, string | null | undefined | false>>): boolean;
  /** One field's message from a check made while the person is in it (the focus stays where it is). */
  mark(field: F, message: string): void;
  /** A failure of the whole form; when it is about one field, that field is marked and focused. */
  fail(message: string, field?: F | null): void;
  /** The person changed a field: its message goes, and a failure about it too. */
  clear(field: F): void;
  /** Everything goes (a new submit, a reset form). */
  reset(): void;
  /** The props that tie a field to its message, to the failure about it, and to `more` (a rules list). */
  field(name: F, ...more: DescribedBy[]): Required<Pick<FieldStateProps, 'error' | 'invalid'>> & { describedBy: string | undefined };
}

/**
 * The errors of one form: each message under its field (aria-invalid, aria-describedby), a
 * form-level failure as an alert tied to the field it names, and the focus on the first invalid
 * field (inside `formRef`, the form's ref) after a refused submit.
 */
export function useFormErrors<F extends string>(formRef: RefObject<HTMLElement | null>): FormErrors<F> {
  const alertId = useId();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<FormFailure<F> | null>(null);
  // Bumped to ask for the focus once the marks are rendered.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [focusRequest, formRef]);

  const show = useCallback((found: Partial<Record<F, string | null | undefined | false>>) => {
    const next: FieldErrors<F> = {};
    for (const [name, message] of Object.entries(found) as [F, string | null | undefined | false][]) {
      if (message) next[name] = message;
    }
    setErrors(next);
    setFailure(null);
    const any = Object.keys(next).length > 0;
    if (any) setFocusRequest((n) => n + 1);
    return any;
  }, []);

  const mark = useCallback((name: F, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
  }, []);

  const fail = useCallback((message: string, field: F | null = null) => {
    setFailure({ message, field });
    if (field) setFocusRequest((n) => n + 1);
  }, []);

  const clear = useCallback((name: F) => {
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setFailure((current) => (current?.field === name ? null : current));
  }, []);

  const reset = useCallback(() => {
    setErrors({});
    setFailure(null);
  }, []);

  const field = useCallback(
    (name: F, ...more: DescribedBy[]) => {
      const tied = failure?.field === name;
      return { error: errors[name] ?? null, invalid: tied, describedBy: joinIds(tied ? alertId : null, ...more) };
    },
    [errors, failure, alertId],
  );

  const alert = useMemo(() => ({ message: failure?.message ?? null, id: alertId }), [failure, alertId]);

  return { errors, failure, alert, show, mark, fail, clear, reset, field };
}

/**
 * Binds a form's text fields to its draft and its errors: `input(name)` gives a field its
 * value, its message (and the failure about it, and `more` describing elements), and a change
 * that hands the new text to `change` (which clears the message where the form wants that).
 */
export function draftInputs<F extends string>(errors: Pick<FormErrors<F>, 'field'>, value: (name: F) => string, change: (name: F, text: string) => void) {
  return (name: F, ...more: DescribedBy[]) => ({
    ...errors.field(name, ...more),
    value: value(name),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(name, event.target.value),
  });
}
