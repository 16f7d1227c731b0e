import type { ReactNode } from 'react';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface LoadFailureProps {
  message: string;
  /** Offers to try again when given. */
  onRetry?: () => void;
  /** The retry button's content (its accessible name). */
  retryLabel?: ReactNode;
  className: string;
  /** False for a part of the page whose failure is only shown, not announced as an alert. */
  alert?: boolean;
}

/** A failure shown in place of what could not be loaded, with a way to ask again. */
export function LoadFailure({ message, onRetry, retryLabel = 'Try again', className, alert = true }: LoadFailureProps) {
  return (
    <div className={className}>
      {alert ? <FormAlert message={message} /> : <p>{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
