import { Ban, CircleCheck, CircleCheckBig, CircleX, Clock, MessageCircle, Star, Undo2, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import type { TherapistConnection } from '@contracts/therapist-options';
import type { BadgeTone } from '../../../components/badge-tone';
import { Button } from '../../../components/button';
import {
  canWithdraw,
  displayStatus,
  formatConnectedDate,
  ratingText,
  specializations,
  therapistName,
  type DisplayStatus,
  type LooseTherapist,
} from '../therapist-display';
import { TherapistAvatar } from './therapist-avatar';

const STATUS: Record<DisplayStatus, { label: string; hint: string; icon: LucideIcon; tone: BadgeTone }> = {
  pending: { label: 'Pending', hint: 'Waiting for the therapist to review your request.', icon: Clock, tone: 'warning' },
  accepted: {
    label: 'Accepted',
    hint: 'The therapist accepted your request and will be in touch to arrange a first session.',
    icon: CircleCheck,
    tone: 'success',
  },
  active: { label: 'Active', hint: 'You are working with this therapist.', icon: MessageCircle, tone: 'success' },
  completed: { label: 'Completed', hint: 'This connection has ended.', icon: CircleCheckBig, tone: 'neutral' },
  declined: { label: 'Declined', hint: 'The therapist is not able to take this request. You can look for another match.', icon: CircleX, tone: 'danger' },
  withdrawn: { label: 'Withdrawn', hint: 'You withdrew this request.', icon: Ban, tone: 'neutral' },
};

/** A connection as read from the server: the therapist may be missing or not populated. */
export type LooseConnection = Partial<Omit<TherapistConnection, 'therapistId'>> & { _id: string; therapistId?: LooseTherapist | string | null };

export function connectionTherapist(connection: LooseConnection): LooseTherapist | null {
  return connection.therapistId && typeof connection.therapistId === 'object' ? connection.therapistId : null;
}

interface ConnectionCardProps {
  connection: LooseConnection;
  onMessage: () => void;
  onWithdraw: () => void;
}

/** Spec §2 /therapist-connections: one card per connection. */
export function ConnectionCard({ connection, onMessage, onWithdraw }: ConnectionCardProps) {
  const nameId = useId();
  const therapist = connectionTherapist(connection);
  const name = therapistName(therapist);
  const status = displayStatus(connection.status);
  const { label, hint, icon: StatusIcon, tone } = STATUS[status];
  const specialty = specializations(therapist)[0];
  const rating = ratingText(therapist);
  const date = formatConnectedDate(connection.createdAt);
  const message = typeof connection.requestMessage === 'string' ? connection.requestMessage.trim() : '';

  return (
    <article className="connection-card card" aria-labelledby={nameId} data-testid="connection-card">
      <header className="connection-card__header">
        <TherapistAvatar therapist={therapist} />
        <div className="connection-card__identity">
          <h2 className="connection-card__name" id={nameId}>
            {name}
          </h2>
          {specialty && <p className="connection-card__specialty">{specialty}</p>}
          <p className="connection-card__rating" data-testid="connection-rating">
            {rating === 'New' ? (
              'New'
            ) : (
              <>
                <Star className="connection-card__icon" aria-hidden="true" size={16} />
                {rating}
                <span className="visually-hidden"> out of 5</span>
              </>
            )}
          </p>
        </div>
        <p className={`badge badge--outlined badge--${tone} status-badge status-badge--${status}`} data-testid="connection-status">
          <StatusIcon aria-hidden="true" size={16} />
          <span className="visually-hidden">Status: </span>
          {label}
        </p>
      </header>

      <p className="connection-card__hint">{hint}</p>

      {message && (
        <div className="connection-card__message">
          <p className="connection-card__message-label">Your message</p>
          <p className="written-text" data-testid="connection-message">
            {message}
          </p>
        </div>
      )}

      {date && (
        <p className="connection-card__date">
          {status === 'pending' || status === 'declined' || status === 'withdrawn' ? 'Requested on' : 'Connected on'} <time dateTime={connection.createdAt}>{date}</time>
        </p>
      )}

      {(status === 'active' || canWithdraw(status)) && (
        <footer className="button-row button-row--end">
          {canWithdraw(status) && (
            <Button variant="ghost" className="connection-card__withdraw" onClick={onWithdraw} aria-label={`Withdraw request to ${name}`}>
              <Undo2 aria-hidden="true" size={18} />
              Withdraw request
            </Button>
          )}
          {status === 'active' && (
            <Button onClick={onMessage} aria-label={`Message ${name}`}>
              <MessageCircle aria-hidden="true" size={18} />
              Message
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
