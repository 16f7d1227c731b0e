import { ACHIEVEMENTS, type AchievementId, type AchievementStatus, type ProgressResponse } from '@contracts/achievements';
import { Award, Brain, CalendarCheck, Flame, Heart, Lock, Sparkles, Star, Target, TrendingUp, Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Loader } from '../../../components/loader';
import { LoadFailure } from '../../../components/load-failure';
import { NoData } from '../../../components/no-data';
import { StatGrid } from '../../../components/stat-grid';
import type { CoachingProgress } from '../use-coaching-progress';

export const PROGRESS_LOAD_FAILED = 'Your progress could not be loaded.';

const ACHIEVEMENT_ICONS: Record<AchievementId, LucideIcon> = {
  'seven-day-streak': Flame,
  'first-session': Star,
  'goal-setter': Target,
  'mindfulness-master': Sparkles,
  'cognitive-champion': Brain,
  'emotional-expert': Heart,
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

interface Tile {
  id: string;
  label: string;
  icon: LucideIcon;
  value: (progress: ProgressResponse) => string;
  unit?: (progress: ProgressResponse) => string;
}

/** Spec §2 /ai-coaching names these tiles; the figures are the person's own (the dashboard's streak and sessions). */
const TILES: Tile[] = [
  { id: 'streak', label: 'Day Streak', icon: Flame, value: (p) => String(p.streak), unit: (p) => plural(p.streak, 'day', 'days') },
  { id: 'sessions', label: 'Total Sessions', icon: CalendarCheck, value: (p) => String(p.totalSessions) },
  { id: 'progress', label: 'Progress', icon: TrendingUp, value: (p) => `${p.progress}%` },
  { id: 'achievements', label: 'Achievements Unlocked', icon: Trophy, value: (p) => String(p.achievements.filter((a) => a.unlocked).length) },
];

function formatEarned(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The four stat tiles: a dash until (or unless) the figures are known, never a made-up number. */
export function CoachingStats({ state }: { state: CoachingProgress }) {
  const progress = state.status === 'ready' ? state.progress : null;
  const stats = TILES.map(({ id, label, icon, value, unit }) => ({
    id,
    label,
    icon,
    // Value and unit in one box: the icon's row spaces its items apart.
    value: progress ? (
      <span>
        {value(progress)}
        {unit && <span className="stat-card__unit"> {unit(progress)}</span>}
      </span>
    ) : (
      <NoData words={state.status === 'loading' ? 'Loading' : 'Not available'} />
    ),
  }));
  return (
    <StatGrid
      title="Your coaching at a glance"
      titleClassName="visually-hidden"
      stats={stats}
      testIdPrefix="coaching-stat-"
      busy={state.status === 'loading'}
    />
  );
}

function AchievementItem({ status }: { status: AchievementStatus }) {
  const definition = ACHIEVEMENTS.find((a) => a.id === status.id);
  if (!definition) return null;
  const Icon = status.unlocked ? ACHIEVEMENT_ICONS[status.id] : Lock;
  const detail = status.unlocked && status.unlockedAt
    ? `${definition.description}. Earned ${formatEarned(status.unlockedAt)}.`
    : `${definition.description}.${status.count > 0 ? ` ${status.count} of ${status.target} so far.` : ''}`;
  return (
    <li className={`achievement ${status.unlocked ? 'achievement--unlocked' : 'achievement--locked'}`} data-testid="achievement">
      <Icon aria-hidden="true" size={20} />
      <span>
        <strong>{definition.name}</strong>
        <small>{detail}</small>
      </span>
      <span className="achievement__state">{status.unlocked ? 'Unlocked' : 'Locked'}</span>
    </li>
  );
}

/** The achievements as earned: each unlocks with the date it was earned; a locked one says what it takes. */
export function CoachingAchievements({ state, onRetry }: { state: CoachingProgress; onRetry: () => void }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="coaching__heading">
        <Award aria-hidden="true" size={20} /> Achievements
      </h2>
      {state.status === 'loading' && <Loader label="Loading your achievements..." />}
      {state.status === 'failed' && <LoadFailure className="achievement-list" message={PROGRESS_LOAD_FAILED} onRetry={onRetry} />}
      {state.status === 'ready' && (
        <ul className="achievement-list plain-list">
          {state.progress.achievements.map((status) => (
            <AchievementItem key={status.id} status={status} />
          ))}
        </ul>
      )}
    </section>
  );
}
