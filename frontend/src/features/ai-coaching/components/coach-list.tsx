import { COACH_IDS, COACHES, type Coach } from '@contracts/coaches';
import { Award, Brain, CalendarCheck, Flame, Heart, Lightbulb, Lock, Sparkles, Star, Target, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { CoachAvatar } from './coach-avatar';

/** Spec §2 /ai-coaching: static placeholder figures. */
export const COACHING_STATS: { id: string; label: string; value: string; icon: LucideIcon }[] = [
  { id: 'streak', label: 'Day Streak', value: '7 days', icon: Flame },
  { id: 'sessions', label: 'Total Sessions', value: '23', icon: CalendarCheck },
  { id: 'progress', label: 'Progress', value: '87%', icon: TrendingUp },
  { id: 'achievements', label: 'Achievements Unlocked', value: '3', icon: Trophy },
];

export const ACHIEVEMENTS: { name: string; description: string; unlocked: boolean; icon: LucideIcon }[] = [
  { name: '7-Day Streak', description: 'Checked in seven days in a row', unlocked: true, icon: Flame },
  { name: 'First Session', description: 'Finished a first coaching session', unlocked: true, icon: Star },
  { name: 'Goal Setter', description: 'Set a goal with a coach', unlocked: true, icon: Target },
  { name: 'Mindfulness Master', description: 'Ten mindfulness sessions with Dr. Sage', unlocked: false, icon: Sparkles },
  { name: 'Cognitive Champion', description: 'Five thought records with Phoenix', unlocked: false, icon: Brain },
  { name: 'Emotional Expert', description: 'Named your feelings in five sessions with Dr. Harmony', unlocked: false, icon: Heart },
];

export const RECENT_INSIGHTS: { coach: Coach; text: string }[] = [
  { coach: COACHES.sage, text: 'A few slow breaths before a hard moment often help more than one long meditation at the end of the day.' },
  { coach: COACHES.phoenix, text: 'Writing a worrying thought down and weighing the evidence for and against it takes much of its power away.' },
  { coach: COACHES.zenith, text: 'Small, specific goals tied to something you already do each day are the ones that stick.' },
];

interface CoachListProps {
  onChoose: (coach: Coach) => void;
  onQuickStart: (coach: Coach) => void;
}

/** The coach list with stat tiles, recent insights and achievements (spec §2 /ai-coaching). */
export function CoachList({ onChoose, onQuickStart }: CoachListProps) {
  const statsId = useId();
  const coachesId = useId();
  const insightsId = useId();
  const achievementsId = useId();
  return (
    <div className="page coaching">
      <header>
        <h1 className="page__title">AI Coaches</h1>
        <p className="page__lead">Choose a coach who fits what you need today. Coaches are AI wellness guides, not therapists.</p>
      </header>

      <section aria-labelledby={statsId}>
        <h2 id={statsId} className="visually-hidden">
          Your coaching at a glance
        </h2>
        <dl className="stat-grid">
          {COACHING_STATS.map(({ id, label, value, icon: Icon }) => (
            <div key={id} className="stat-card" data-testid={`coaching-stat-${id}`}>
              <dt className="stat-card__label">{label}</dt>
              <dd className="stat-card__value stat-card__value--with-icon">
                <Icon aria-hidden="true" size={20} />
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby={coachesId}>
        <h2 id={coachesId} className="coaching__heading">
          Your coaches
        </h2>
        <ul className="columns coach-grid plain-list">
          {COACH_IDS.map((id) => {
            const coach = COACHES[id];
            return (
              <li key={id} className="coach-card card" style={{ borderTopColor: coach.colors.primary }}>
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

        <section className="card" aria-labelledby={achievementsId}>
          <h2 id={achievementsId} className="coaching__heading">
            <Award aria-hidden="true" size={20} /> Achievements
          </h2>
          <ul className="achievement-list plain-list">
            {ACHIEVEMENTS.map(({ name, description, unlocked, icon: Icon }) => (
              <li key={name} className={`achievement ${unlocked ? 'achievement--unlocked' : 'achievement--locked'}`} data-testid="achievement">
                {unlocked ? <Icon aria-hidden="true" size={20} /> : <Lock aria-hidden="true" size={20} />}
                <span>
                  <strong>{name}</strong>
                  <small>{description}</small>
                </span>
                <span className="achievement__state">{unlocked ? 'Unlocked' : 'Locked'}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
