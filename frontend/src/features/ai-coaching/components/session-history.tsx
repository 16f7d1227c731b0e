import type { ChatSession } from '@contracts/chat';
import type { Coach } from '@contracts/coaches';
import { History, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast';
import { sessionMinutes } from '../../../lib/chat-sessions';
import { chatApi } from '../api/chat-api';

const formatMinutes = (minutes: number | null) => (minutes === null ? 'under a minute' : `${minutes} min`);

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface SessionHistoryProps {
  coach: Coach;
  /** The session on screen: it cannot be opened again or deleted from here. */
  currentSessionId: string | null;
  /** Bumped when a new session is saved, to list it. */
  refreshKey: number;
  onOpen: (session: ChatSession) => void;
}

/** Past sessions with this coach: reopen or delete. */
export function SessionHistory({ coach, currentSessionId, refreshKey, onOpen }: SessionHistoryProps) {
  const headingId = useId();
  const toast = useToast();
  const [sessions, setSessions] = useState<ChatSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<ChatSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** The session next to the one being deleted: its Open button has the focus once the dialog closes. */
  const afterDelete = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    chatApi
      .listSessions(controller.signal)
      .then((all) => {
        setSessions(all.filter((s) => s.persona === coach.id));
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [coach.id, refreshKey, attempt]);

  const past = useMemo(() => sessions?.filter((s) => s.id !== currentSessionId) ?? [], [sessions, currentSessionId]);

  const confirmDelete = useCallback(async () => {
    if (!deleting) return;
    const shown = past.map((s) => s.id);
    const at = shown.indexOf(deleting.id);
    afterDelete.current = at < 0 ? null : (shown[at + 1] ?? shown[at - 1] ?? null);
    setBusy(true);
    try {
      await chatApi.deleteSession(deleting.id);
      setSessions((list) => list?.filter((s) => s.id !== deleting.id) ?? null);
      toast.success('Session deleted');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The session could not be deleted.');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }, [deleting, past, toast]);

  /** After a delete: the next session's Open button, else the heading of the list. */
  const focusAfterDelete = () => {
    const id = afterDelete.current;
    const item = id ? Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-session-id]') ?? []).find((el) => el.dataset.sessionId === id) : undefined;
    return item?.querySelector<HTMLElement>('button') ?? headingRef.current;
  };

  return (
    <section className="stack rule-above" aria-labelledby={headingId}>
      <h3 id={headingId} className="inline-row session-history__title" ref={headingRef} tabIndex={-1}>
        <History aria-hidden="true" size={18} /> Past sessions with {coach.name}
      </h3>
      {failed ? (
        <p>
          Past sessions could not be loaded.{' '}
          <Button variant="link" onClick={() => setAttempt((n) => n + 1)}>
            Try Again
          </Button>
        </p>
      ) : sessions === null ? (
        <p className="session-history__empty">Loading past sessions...</p>
      ) : past.length === 0 ? (
        <p className="session-history__empty">No past sessions yet.</p>
      ) : (
        <ul className="session-history__list plain-list" ref={listRef}>
          {past.map((session) => (
            <li key={session.id} className="session-history__item split-row" data-testid="past-session" data-session-id={session.id}>
              <span>
                <strong>{dateFormat.format(new Date(session.startedAt))}</strong>
                <small>
                  {session.messageCount} messages · {formatMinutes(sessionMinutes(session))}
                </small>
              </span>
              <span className="button-row">
                <Button variant="secondary" onClick={() => onOpen(session)} aria-label={`Open the session of ${dateFormat.format(new Date(session.startedAt))}`}>
                  Open
                </Button>
                <Button variant="ghost" onClick={() => setDeleting(session)} aria-label={`Delete the session of ${dateFormat.format(new Date(session.startedAt))}`}>
                  <Trash2 aria-hidden="true" size={16} />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this session?"
          message="The conversation and all its messages are deleted for good."
          confirmLabel="Delete"
          danger
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          returnFocus={focusAfterDelete}
        />
      )}
    </section>
  );
}
