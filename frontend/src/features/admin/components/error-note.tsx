import { LoadFailure } from '../../../components/load-failure';

interface ErrorNoteProps {
  message: string;
  onRetry?: () => void;
}

/** A failure shown in place of what could not be loaded or done. */
export function ErrorNote({ message, onRetry }: ErrorNoteProps) {
  return <LoadFailure className="admin-error" message={message} onRetry={onRetry} />;
}
