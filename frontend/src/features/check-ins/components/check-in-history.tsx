import { Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState, type ComponentProps } from 'react';
import type { MoodTrendPeriod } from '@contracts/analytics';
import { Button } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { analyticsApi } from '../../../lib/analytics-api';
import { formatAverage } from '../../../lib/mood-scale';
import { formatDateTime } from '../../../lib/time-zone';
import type { PlainCheckIn } from '../check-in-crypto';
import { QUESTIONNAIRES, bandOf } from '../questionnaires';
import type { CheckInView } from '../use-check-ins';
import type { CheckInPoint } from './check-in-chart';

// recharts loads with the chart, only when there is a check-in to draw.
const CheckInChart = lazy(() => import('./check-in-chart').then((m) => ({ default: m.CheckInChart })));

const DAY_MS = 86_400_000;

/** The shortest mood-trends period that covers the check-ins shown. */
export function periodCovering(oldest: string | undefined, now = Date.now()): { period: MoodTrendPeriod; words: string } {
  const days = oldest ? (now - Date.parse(oldest)) / DAY_MS : 0;
  if (days <= 30) return { period: '30d', words: 'the last 30 days' };
  if (days <= 90) return { period: '90d', words: 'the last 90 days' };
  return { period: '1y', words: 'the last year' };
}

const dayLabel = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** One point per check-in, oldest first; each carries the score of its own kind. */
export function chartPoints(checkIns: readonly PlainCheckIn[]): CheckInPoint[] {
  return [...checkIns].reverse().map((c) => ({
    key: c.id,
    label: dayLabel(c.takenAt),
    phq9: c.kind === 'phq9' ? c.total : null,
    gad7: c.kind === 'gad7' ? c.total : null,
  }));
}

/** The person's mood average over the same period, from the mood analytics. */
function MoodAverage({ oldest }: { oldest: string | undefined }) {
  const { period, words } = periodCovering(oldest);
  const [average, setAverage] = useState<{ period: MoodTrendPeriod; value: number | null } | 'failed' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    analyticsApi.moodTrends(period, controller.signal).then(
      (trends) => setAverage({ period, value: trends.average ?? null }),
      () => {
        if (!controller.signal.aborted) setAverage('failed');
      },
    );
    return () => controller.abort();
  }, [period]);
  let value = 'loading…';
  if (average === 'failed') value = 'not available right now';
  else if (average && average.period === period) value = average.value === null ? 'no mood logged' : `${formatAverage(average.value)} out of 5`;
  return (
    <p className="check-in__mood-average" data-testid="check-in-mood-average">
      Your average mood over {words}: <strong>{value}</strong>
    </p>
  );
}

interface CheckInHistoryProps {
  views: readonly CheckInView[];
  ready: readonly PlainCheckIn[];
  loading: boolean;
  error: string | null;
  more: ComponentProps<typeof LoadMore>['list'];
  onRetry: () => void;
  onDelete: (checkIn: PlainCheckIn) => void;
}

/** Both scores over time on one chart, with a table for screen readers, the mood average beside it, and the list. */
export function CheckInHistory({ views, ready, loading, error, more, onRetry, onDelete }: CheckInHistoryProps) {
  const headingId = useId();
  let body;
  if (loading) body = <Loader label="Loading your check-ins..." />;
  else if (error) body = <LoadFailure className="check-in__failed" message={error} onRetry={onRetry} retryLabel="Try again" />;
  else if (views.length === 0) body = <p>Your check-ins will appear here, with a chart of how your scores change over time.</p>;
  else {
    const locked = views.filter((view) => view.result?.state === 'locked').length;
    const failed = views.filter((view) => view.result?.state === 'failed').length;
    const count = (n: number) => (n === 1 ? 'One check-in' : `${n} check-ins`);
    body = (
      <>
        {ready.length > 0 && (
          <div className="check-in__history-figures">
            <Suspense fallback={<Loader label="Loading chart..." />}>
              <CheckInChart points={chartPoints(ready)} />
            </Suspense>
            <MoodAverage oldest={ready[ready.length - 1]?.takenAt} />
          </div>
        )}
        {locked > 0 && <p>{count(locked)} cannot be read until encryption is unlocked.</p>}
        {failed > 0 && <p>{count(failed)} could not be decrypted with your key.</p>}
        <ul className="stack stack--tight plain-list" data-testid="check-in-list">
          {ready.map((checkIn) => {
            const questionnaire = QUESTIONNAIRES[checkIn.kind];
            const band = bandOf(questionnaire, checkIn.total);
            return (
              <li key={checkIn.id} className="inline-row inline-row--loose check-in__history-item" data-testid="check-in-item">
                <span>
                  <strong>{questionnaire.name}</strong> {checkIn.total} of {questionnaire.maxTotal}, {band.label.toLowerCase()}
                  {' · '}
                  <time dateTime={checkIn.takenAt}>{formatDateTime(checkIn.takenAt)}</time>
                </span>
                <Button variant="ghost" aria-label={`Delete the ${questionnaire.name} of ${formatDateTime(checkIn.takenAt)}`} onClick={() => onDelete(checkIn)}>
                  <Trash2 aria-hidden="true" size={16} />
                </Button>
              </li>
            );
          })}
        </ul>
        <LoadMore className="button-row" list={more} />
      </>
    );
  }
  return (
    <section className="card stack check-in__history" aria-labelledby={headingId}>
      <h2 className="section-title" id={headingId}>
        Your check-in history
      </h2>
      {body}
    </section>
  );
}
