import { Button } from '../../../components/button';

interface ErrorNoteProps {
  message: string;
  onRetry?: () => void;
}

/** A failure shown in place of what could not be loaded or done. */
export function ErrorNote({ message, onRetry }: ErrorNoteProps) {
  return (
    <div className="admin-error">
      <p className="form-error" role="alert">
        {message}
      </p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
