import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { FieldFrame } from '../../../components/field';
import { Modal } from '../../../components/modal';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { therapistsApi } from '../api/therapists-api';
import { buildConnectionMessage, connectionRequest, MESSAGE_LIMIT, THERAPIST_MESSAGES, type WizardChoices } from '../matching';
import { firstName, therapistName, type LooseMatch } from '../therapist-display';

/** The text the server gave when it has one, rather than the client's generic status line. */
function serverMessage(error: ApiError): string | null {
  return error.message && !error.message.startsWith('HTTP error!') ? error.message : null;
}

const ALREADY_REQUESTED = 'You already have an open request with this therapist.';

interface ConnectModalProps {
  match: LooseMatch & { _id: string };
  choices: WizardChoices;
  onSent: (therapistId: string) => void;
  onClose: () => void;
}

/** Spec §2: a prefilled, editable message (at most 1000 characters), Send Connection Request or Cancel. */
export function ConnectModal({ match, choices, onSent, onClose }: ConnectModalProps) {
  const toast = useToast();
  const name = therapistName(match);
  const [message, setMessage] = useState(() => buildConnectionMessage(firstName(match), choices));
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; conflict: boolean } | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const atLimit = message.length >= MESSAGE_LIMIT;

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      await therapistsApi.requestConnection(connectionRequest(match._id, message, choices));
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && error.status === 409) {
        setFailure({ text: serverMessage(error) ?? ALREADY_REQUESTED, conflict: true });
      } else if (error instanceof ApiError && error.status === 403 && serverMessage(error)) {
        // Premium after the free trial: the server says what to do.
        setFailure({ text: serverMessage(error) as string, conflict: false });
      } else {
        setFailure({ text: THERAPIST_MESSAGES.connectFailed, conflict: false });
      }
      return;
    }
    toast.success(THERAPIST_MESSAGES.connectSent);
    onSent(match._id);
  };

  return (
    <Modal
      title={`Connect with ${name}`}
      onClose={sending ? undefined : onClose}
      initialFocus={textareaRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={() => void send()} busy={sending}>
            Send Connection Request
          </Button>
        </>
      }
    >
      <div className="stack">
        <p className="connect-form__intro">
          This message goes to {name} with your request. Edit it as you like, and share only what you are comfortable sharing.
        </p>
        <FieldFrame
          label="Your message"
          hint={
            <span className={atLimit ? 'connect-form__counter is-full' : 'connect-form__counter'} data-testid="message-counter">
              {message.length} / {MESSAGE_LIMIT} characters{atLimit && ' (limit reached)'}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              ref={textareaRef}
              className="field__input field__textarea"
              value={message}
              maxLength={MESSAGE_LIMIT}
              rows={8}
              readOnly={sending}
              onChange={(event) => setMessage(event.target.value.slice(0, MESSAGE_LIMIT))}
            />
          )}
        </FieldFrame>
        {failure && (
          <div className="form-error connect-form__error" role="alert">
            <p>{failure.text}</p>
            {failure.conflict && <Link to="/therapist-connections">View your connections</Link>}
          </div>
        )}
      </div>
    </Modal>
  );
}
