interface FormAlertProps {
  message: string | null | undefined;
  id?: string;
}

/** An inline failure of a form or section, announced when it appears. */
export function FormAlert({ message, id }: FormAlertProps) {
  if (!message) return null;
  return (
    <p className="form-error" id={id} role="alert">
      {message}
    </p>
  );
}
