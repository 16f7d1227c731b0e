import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';

interface ErrorNoteProps {
  message: string;
  onRetry?: () => void;
}

/** A failure shown in place of what could not be loaded or done. */
export function ErrorNote({ message, onRetry }: ErrorNoteProps) {
  return (
    <div className="admin-error">
      <FormAlert message={message} />
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
