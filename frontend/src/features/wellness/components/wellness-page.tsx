import { FaceSlightlySmiling, NotebookPen } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { DashboardResponse } from '@contracts/analytics';
import { LinkTabs, type LinkTab } from '../../../components/link-tabs';
import { analyticsApi } from '../../../lib/analytics-api';
import { formatAverage, mean, NO_DATA } from '../../../lib/mood-scale';
import './wellness.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function mentalHealthSummary(data: DashboardResponse): string {
  const average = formatAverage(mean(data.mood_trend.map((item) => item.score)));
  const checkIns = plural(data.stats.check_ins, 'check-in', 'check-ins');
  return average === NO_DATA ? `${checkIns} this week` : `${checkIns} this week · average mood ${average}`;
}

export function journalSummary(data: DashboardResponse): string {
  return `${plural(data.journal_streak, 'day', 'days')} streak · ${plural(data.stats.total_journal_entries, 'entry', 'entries')}`;
}

/**
 * Spec §2 /wellness: tabs Mental Health and Journal, each a link to its screen, with a short
 * summary from the dashboard figures. Without them (a failure) the tabs still work.
 */
export function WellnessPage() {
  const [data, setData] = useState<DashboardResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    analyticsApi.dashboard(controller.signal).then(
      (dashboard) => {
        if (!controller.signal.aborted) setData(dashboard);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Wellness summary could not be loaded:', failure instanceof Error ? failure.message : failure);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, []);

  const summary = (text: string | null) =>
    text ? (
      <span className="wellness-tab__summary">{text}</span>
    ) : failed ? null : (
      <span className="wellness-tab__summary wellness-tab__summary--pending" aria-hidden="true">
        …
      </span>
    );
  const tabs: LinkTab[] = [
    {
      to: '/mental-health',
      title: 'Mental Health',
      icon: FaceSlightlySmiling,
      text: 'Log your mood, see your trends and keep your wellness profile.',
      extra: summary(data ? mentalHealthSummary(data) : null),
    },
    {
      to: '/journal',
      title: 'Journal',
      icon: NotebookPen,
      text: 'Write privately: entries are encrypted on your device.',
      extra: summary(data ? journalSummary(data) : null),
    },
  ];

  return (
    <section className="page wellness">
      <h1 className="page__title">My Health</h1>
      <p className="page__lead">Your mood check-ins and your journal, side by side.</p>
      <LinkTabs label="My Health sections" tabs={tabs} testId="wellness-tab" />
    </section>
  );
}
