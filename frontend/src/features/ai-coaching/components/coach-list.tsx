import { COACH_IDS, COACHES, type Coach } from '@contracts/coaches';
import { Lightbulb, Star } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { useCoachingProgress } from '../use-coaching-progress';
import { CoachAvatar } from './coach-avatar';
import { CoachingAchievements, CoachingStats } from './coaching-progress';

export const RECENT_INSIGHTS: { coach: Coach; text: string }[] = [
  { coach: COACHES.sage, text: 'A few slow breaths before a hard moment often help more than one long meditation at the end of the day.' },
  { coach: COACHES.phoenix, text: 'Writing a worrying thought down and weighing the evidence for and against it takes much of its power away.' },
  { coach: COACHES.zenith, text: 'Small, specific goals tied to something you already do each day are the ones that stick.' },
];

interface CoachListProps {
  onChoose: (coach: Coach) => void;
  onQuickStart: (coach: Coach) => void;
  /** The pointer or keyboard focus reached a coach: the chat can start loading before the click. */
  onIntent?: () => void;
}

/** The coach list with the person's own figures, recent insights and achievements (spec §2 /ai-coaching). */
export function CoachList({ onChoose, onQuickStart, onIntent }: CoachListProps) {
  const progress = useCoachingProgress();
  const coachesId = useId();
  const insightsId = useId();
  return (
    <div className="page coaching">
      <header>
        <h1 className="page__title">AI Coaches</h1>
        <p className="page__lead">Choose a coach who fits what you need today. Coaches are AI wellness guides, not therapists.</p>
      </header>

      <CoachingStats state={progress.state} />

      <section aria-labelledby={coachesId}>
        <h2 id={coachesId} className="coaching__heading">
          Your coaches
        </h2>
        <ul className="columns coach-grid plain-list">
          {COACH_IDS.map((id) => {
            const coach = COACHES[id];
            return (
              <li key={id} className="coach-card card" style={{ borderTopColor: coach.colors.primary }} onPointerEnter={onIntent} onFocus={onIntent}>
                <div className="coach-card__head">
                  <CoachAvatar coach={coach} size="large" />
                  <div>
                    <h3 className="coach-card__name">{coach.name}</h3>
                    <p className="coach-card__specialty">{coach.specialty}</p>
                  </div>
                </div>
                <p className="coach-card__description">{coach.description}</p>
                <p className="coach-card__meta">
                  <span>{coach.sessions} sessions</span>
                  <span>
                    <Star aria-hidden="true" size={14} /> <span className="visually-hidden">Rating </span>
                    {coach.rating.toFixed(1)}
                  </span>
                </p>
                <ul className="coach-card__techniques plain-list" aria-label={`${coach.name}'s techniques`}>
                  {coach.techniques.map((technique) => (
                    <li key={technique}>{technique}</li>
                  ))}
                </ul>
                <div className="button-row">
                  <Button onClick={() => onChoose(coach)} aria-label={`Chat with ${coach.name}`}>
                    Start Chat
                  </Button>
                  <Button variant="secondary" onClick={() => onQuickStart(coach)} aria-label={`Quick Start with ${coach.name}`}>
                    Quick Start
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="columns coaching__columns">
        <section className="card" aria-labelledby={insightsId}>
          <h2 id={insightsId} className="coaching__heading">
            <Lightbulb aria-hidden="true" size={20} /> Recent Insights
          </h2>
          <ul className="insight-list plain-list">
            {RECENT_INSIGHTS.map(({ coach, text }) => (
              <li key={coach.id} className="insight">
                <CoachAvatar coach={coach} size="small" />
                <p>
                  <strong>{coach.name}:</strong> {text}
                </p>
              </li>
            ))}
          </ul>
        </section>

        <CoachingAchievements state={progress.state} onRetry={progress.retry} />
      </div>
    </div>
  );
}
