import { lazy, Suspense, useEffect, useId } from 'react';
import type { MoodTrendsResponse } from '@contracts/analytics';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { Figure } from '../../../components/no-data';
import { analyticsApi } from '../../../lib/analytics-api';
import { formatAverage } from '../../../lib/mood-scale';
import { formatDay } from '../../../lib/time-zone';
import { useRetriableLoad } from '../../../lib/use-retriable-load';

const MoodLineChart = lazy(() => import('../../../components/mood-line-chart').then((m) => ({ default: m.MoodLineChart })));

export const TRENDS_UNAVAILABLE = 'Mood trends are not available right now.';

type State = ({ status: 'loading' } | { status: 'ready'; trends: MoodTrendsResponse } | { status: 'failed' }) & {
  /** The request this state answers; another one is still under way when it differs. */
  request?: string;
};
const LOADING: State = { status: 'loading' };

/**
 * Spec §2 mood-trends panel over the last 30 days: good, neutral and difficult days (spec §9
 * classes, by each day's average) and the average. `version` changes when a log is added or
 * deleted, to count it.
 */
export function MoodTrendsPanel({ version }: { version: number }) {
  const headingId = useId();
  const { state, setState, attempt, retry } = useRetriableLoad(LOADING);

  const request = `${version}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    analyticsApi.moodTrends('30d', controller.signal).then(
      (trends) => {
        if (!controller.signal.aborted) setState({ status: 'ready', trends, request });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Mood trends could not be loaded:', failure instanceof Error ? failure.message : failure);
        setState({ status: 'failed', request });
      },
    );
    return () => controller.abort();
  }, [request, setState]);

  let body;
  if (state.status === 'loading') body = <Loader label="Loading your mood trends..." />;
  else if (state.status === 'failed')
    body = <LoadFailure className="mood-trends__failed" alert={false} message={TRENDS_UNAVAILABLE} retryLabel="Try Again" onRetry={retry} />;
  else {
    const { counts, average, days } = state.trends;
    const figures = [
      { id: 'good', label: 'Good days', value: String(counts?.good ?? 0) },
      { id: 'neutral', label: 'Neutral days', value: String(counts?.neutral ?? 0) },
      { id: 'difficult', label: 'Difficult days', value: String(counts?.difficult ?? 0) },
      { id: 'average', label: 'Average mood', value: formatAverage(average) },
    ];
    const points = (days ?? []).map((day) => ({ key: day.date, label: formatDay(day.date), value: day.average }));
    body = (
      <>
        <dl className="mood-trends__figures">
          {figures.map((figure) => (
            <div key={figure.id} className={`mood-trends__figure mood-trends__figure--${figure.id}`} data-testid={`trend-${figure.id}`}>
              <dt>{figure.label}</dt>
              <dd>
                <Figure value={figure.value} />
              </dd>
            </div>
          ))}
        </dl>
        {points.length > 0 ? (
          <Suspense fallback={<Loader label="Loading chart..." />}>
            <MoodLineChart points={points} title="Average mood per day over the last 30 days, from 0 to 5" valueName="Average mood" height={180} />
          </Suspense>
        ) : (
          <p className="mood-trends__empty">Log your mood to see your trends here.</p>
        )}
      </>
    );
  }

  return (
    // Busy while the figures are being counted again (after a log was added or deleted).
    <section className="card mood-trends" aria-labelledby={headingId} aria-busy={state.request !== request || undefined}>
      <h2 className="section-title" id={headingId}>
        Mood Trends <span className="mood-trends__period">last 30 days</span>
      </h2>
      {body}
    </section>
  );
}
