import { CircleCheck, Clock, Languages, Star, Video, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { sessionLabel } from '../matching';
import {
  bioText,
  experienceText,
  languages,
  licenseText,
  matchingSpecializations,
  matchReason,
  rateText,
  ratingText,
  scorePercent,
  sessionTypes,
  specializations,
  therapistName,
  timezoneText,
  type LooseMatch,
} from '../therapist-display';
import { TherapistAvatar } from './therapist-avatar';

interface MatchCardProps {
  match: LooseMatch;
  rank: number;
  requested: boolean;
  onConnect: () => void;
}

/** One fact about the therapist: its name (after an icon, if any), then its value (`testId` marks the value). */
function MatchFact({ term, icon: Icon, testId, children }: { term: string; icon?: LucideIcon; testId?: string; children: ReactNode }) {
  return (
    <div className="match-card__fact">
      <dt>
        {Icon && <Icon className="match-card__icon" aria-hidden="true" size={16} />}
        {term}
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** One ranked match (spec §2 /therapists step 3), with the display defaults applied. */

export function MatchCard({ match, rank, requested, onConnect }: MatchCardProps) {
  const nameId = useId();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const wasRequested = useRef(requested);
  const name = therapistName(match);
  const license = licenseText(match);
  const rating = ratingText(match);
  const highlighted = new Set(matchingSpecializations(match));
  const reason = matchReason(match);
  const types = sessionTypes(match);
  const spoken = languages(match);

  // The Connect button that had focus is gone once the request is sent: focus moves to the link.
  useEffect(() => {
    if (requested && !wasRequested.current) linkRef.current?.focus();
    wasRequested.current = requested;
  }, [requested]);

  return (
    <article className="match-card card" aria-labelledby={nameId} data-testid="match-card">
      <header className="match-card__header">
        <TherapistAvatar therapist={match} />
        <div className="match-card__identity">
          <p className="match-card__rank">Match {rank}</p>
          <h3 className="match-card__name" id={nameId}>
            {name}
          </h3>
          {license && <p className="match-card__license">{license}</p>}
        </div>
        <p className="match-card__score" data-testid="match-score">
          <span className="match-card__score-value">{scorePercent(match.matchScore)}</span>
          <span className="match-card__score-label">match</span>
        </p>
      </header>

      {reason && <p className="match-card__reason">{reason}</p>}

      <dl className="match-card__facts">
        <MatchFact term="Rating" testId="match-rating">
          {rating !== 'New' && <Star className="match-card__icon" aria-hidden="true" size={16} />}
          {rating}
          {rating !== 'New' && <span className="visually-hidden"> out of 5</span>}
        </MatchFact>
        <MatchFact term="Experience" testId="match-experience">{experienceText(match)}</MatchFact>
        <MatchFact term="Rate">
          <span data-testid="match-rate">{rateText(match)}</span> per session
        </MatchFact>
        <MatchFact term="Time zone" testId="match-timezone">
          <Clock className="match-card__icon" aria-hidden="true" size={16} />
          {timezoneText(match)}
        </MatchFact>
      </dl>

      <p className="match-card__bio" data-testid="match-bio">
        {bioText(match)}
      </p>

      {specializations(match).length > 0 && (
        <div className="stack stack--tight">
          <p className="match-card__section-title">Specializations</p>
          <ul className="wrap-row plain-list" aria-label={`Specializations of ${name}`}>
            {specializations(match).map((item) => {
              const isMatch = highlighted.has(item);
              return (
                <li key={item} className={isMatch ? 'specialty-tag is-match' : 'specialty-tag'}>
                  {isMatch && <CircleCheck className="specialty-tag__icon" aria-hidden="true" size={14} />}
                  {item}
                  {isMatch && <span className="visually-hidden"> (matches what you chose)</span>}
                </li>
              );
            })}
          </ul>
        </div>
      )}

      {(types.length > 0 || spoken.length > 0) && (
        <dl className="match-card__extras">
          {types.length > 0 && (
            <MatchFact term="Sessions" icon={Video} testId="match-sessions">
              {types.map(sessionLabel).join(', ')}
            </MatchFact>
          )}
          {spoken.length > 0 && (
            <MatchFact term="Languages" icon={Languages} testId="match-languages">
              {spoken.join(', ')}
            </MatchFact>
          )}
        </dl>
      )}

      <footer className="button-row button-row--end">
        {requested ? (
          <div className="match-card__sent">
            <p className="match-card__sent-text">
              <CircleCheck className="match-card__icon" aria-hidden="true" size={18} />
              Request sent
            </p>
            <Link ref={linkRef} to="/therapist-connections">
              View your connections
            </Link>
          </div>
        ) : (
          <Button onClick={onConnect} aria-label={`Connect with ${name}`}>
            Connect
          </Button>
        )}
      </footer>
    </article>
  );
}
