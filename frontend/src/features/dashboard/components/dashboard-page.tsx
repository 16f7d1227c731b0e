import { FaceSlightlySmiling, Handshake, Heart, LifeBuoy, MessageCircle, NotebookPen, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardResponse } from '@contracts/analytics';
import type { ChatSession } from '@contracts/chat';
import { COACHES, isCoachId } from '@contracts/coaches';
import { LinkCardGrid, type LinkCardItem } from '../../../components/link-card-grid';
import { CheckInPrompt } from '../../../components/check-in-prompt';
import { Loader } from '../../../components/loader';
import { Figure, NoData } from '../../../components/no-data';
import { StatGrid, type Stat } from '../../../components/stat-grid';
import { TitledSection } from '../../../components/titled-section';
import { useAuth } from '../../../lib/auth-context';
import { formatAverage } from '../../../lib/mood-scale';
import { formatDateTime, formatDay } from '../../../lib/time-zone';
import { activeDays, moodAverage, NO_RECENT_ACTIVITY, sessionMinutes } from '../dashboard-stats';
import { useDashboardData } from '../use-dashboard-data';
import './dashboard.css';

// recharts loads with the chart, only when there is mood data to draw.
const MoodLineChart = lazy(() => import('../../../components/mood-line-chart').then((m) => ({ default: m.MoodLineChart })));

/** Where the quick links go; the mental-health screen scrolls to (and focuses) the named section. */
export const LOG_MOOD_HREF = '/mental-health#log-mood';
export const CRISIS_SUPPORT_HREF = '/mental-health#crisis-resources';

function QuickLinks() {
  return (
    <nav className="quick-links" aria-label="Quick actions">
      <Link className="pill quick-link" to="/ai-coaching">
        <MessageCircle className="quick-link__icon" aria-hidden="true" size={18} />
        Start Chat
      </Link>
      <Link className="pill quick-link" to={LOG_MOOD_HREF}>
        <FaceSlightlySmiling className="quick-link__icon" aria-hidden="true" size={18} />
        Log Mood
      </Link>
      <Link className="pill quick-link quick-link--crisis" to={CRISIS_SUPPORT_HREF}>
        <LifeBuoy className="quick-link__icon" aria-hidden="true" size={18} />
        Crisis Support
      </Link>
    </nav>
  );
}

function Stats({ dashboard }: { dashboard: DashboardResponse }) {
  const streak = dashboard.journal_streak;
  const stats: Stat[] = [
    { id: 'total-sessions', label: 'Total Sessions', value: <Figure value={String(dashboard.total_sessions)} /> },
    { id: 'journal-streak', label: 'Journal Streak', value: <Figure value={String(streak)} />, unit: streak === 1 ? 'day' : 'days' },
    { id: 'mood-average', label: 'Mood Average', value: <Figure value={formatAverage(moodAverage(dashboard.mood_trend))} /> },
    { id: 'active-days', label: 'Active Days', value: <Figure value={String(activeDays(dashboard.chat_activity))} /> },
  ];
  return <StatGrid title="Your progress" titleClassName="visually-hidden" stats={stats} testIdPrefix="stat-" />;
}

function MoodTrend({ dashboard }: { dashboard: DashboardResponse }) {
  const points = dashboard.mood_trend.map((item, index) => ({
    key: `${item.timestamp ?? item.date}-${index}`,
    label: formatDay(item.date),
    value: item.score,
  }));
  return (
    <TitledSection title="Mood Trend" className="card stack">
      <Suspense fallback={<Loader label="Loading chart..." />}>
        <MoodLineChart points={points} title="Your last mood check-ins, from 0 to 5" />
      </Suspense>
    </TitledSection>
  );
}

interface Feature extends LinkCardItem {
  stat: { value?: string; label: string };
}

function FeatureCards({ dashboard }: { dashboard: DashboardResponse }) {
  const features: Feature[] = [
    {
      to: '/ai-coaching',
      title: 'AI Coaching',
      icon: Sparkles,
      text: 'Talk things through with your AI coach team, any time.',
      stat: { value: String(dashboard.total_sessions), label: 'Sessions' },
    },
    {
      to: '/journal',
      title: 'Journal',
      icon: NotebookPen,
      text: 'Write privately: entries are encrypted on your device.',
      stat: { value: String(dashboard.journal_streak), label: 'Streak' },
    },
    {
      to: '/wellness',
      title: 'Wellness',
      icon: Heart,
      text: 'Log your mood and see how you have been feeling.',
      stat: { value: String(dashboard.stats.check_ins), label: 'Check-ins' },
    },
    {
      to: '/community',
      title: 'Community',
      icon: Handshake,
      text: 'Connect with people who understand.',
      stat: { label: 'Coming Soon' },
    },
  ];
  return (
    <LinkCardGrid
      title="Your Wellness Tools"
      items={features}
      classes={{ list: 'feature-grid', card: 'feature-card', title: 'feature-card__title', text: 'feature-card__text' }}
      iconSize={28}
      testId="feature-card"
      more={(feature) => (
        <p className="feature-card__stat">
          {feature.stat.value !== undefined && <span className="feature-card__stat-value">{feature.stat.value} </span>}
          {feature.stat.label}
        </p>
      )}
    />
  );
}

function coachName(persona: string): string {
  return isCoachId(persona) ? COACHES[persona].name : 'your AI coach';
}

function RecentActivity({ sessions }: { sessions: ChatSession[] }) {
  return (
    <TitledSection title="Recent Activity" className="card stack">
      {sessions.length === 0 ? (
        <p className="recent-activity__empty">{NO_RECENT_ACTIVITY}</p>
      ) : (
        <ul className="stack stack--tight plain-list">
          {sessions.map((session) => {
            const minutes = sessionMinutes(session);
            return (
              <li key={session.id} className="inline-row inline-row--loose recent-activity__item" data-testid="recent-activity-item">
                <MessageCircle className="recent-activity__icon" aria-hidden="true" size={20} />
                <div className="recent-activity__main">
                  <p className="recent-activity__title">Chat with {coachName(session.persona)}</p>
                  <time className="recent-activity__date" dateTime={session.startedAt}>
                    {formatDateTime(session.startedAt)}
                  </time>
                </div>
                <p className="recent-activity__duration" data-testid="session-duration">
                  {minutes === null ? <NoData words="Duration unknown" /> : `${minutes} min`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}

/** Spec §2 / (dashboard). */
export function DashboardPage() {
  const { user } = useAuth();
  const { loading, dashboard, sessions } = useDashboardData();
  const name = user?.firstName.trim() || 'Friend';
  return (
    <section className="page dashboard">
      <div className="welcome-banner">
        <h1 className="welcome-banner__title">Welcome back, {name}!</h1>
        <p className="welcome-banner__text">How are you feeling today? Your AI coach team is here for you.</p>
      </div>
      <QuickLinks />
      {user && <CheckInPrompt userId={user.id} />}
      {loading ? (
        <Loader label="Loading your dashboard..." />
      ) : (
        <>
          <Stats dashboard={dashboard} />
          {dashboard.mood_trend.length > 0 && <MoodTrend dashboard={dashboard} />}
          <FeatureCards dashboard={dashboard} />
          <RecentActivity sessions={sessions} />
        </>
      )}
    </section>
  );
}
