/** A polite, unseen status line: what a page says to screen readers after an action (saved, deleted, withdrawn). */
export function LiveAnnouncement({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status">
      {message}
    </p>
  );
}
