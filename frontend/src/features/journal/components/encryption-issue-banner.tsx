import { useId } from 'react';
import { Button } from '../../../components/button';

/** Spec §2/§8: shown on encryption failures; a reload lets the user re-enter the password. */
export function EncryptionIssueBanner({ messages }: { messages: string[] }) {
  const headingId = useId();
  if (messages.length === 0) return null;
  return (
    <section className="encryption-issue split-row" role="alert" aria-labelledby={headingId}>
      <div>
        <h2 className="encryption-issue__title" id={headingId}>
          Encryption Issue
        </h2>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </section>
  );
}
