import type { MoodLog } from '@contracts/mental-health';
import { Button } from '../../../components/button';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { TitledSection } from '../../../components/titled-section';
import type { MoodLogView } from '../use-mood-logs';
import { MoodLogCard } from './mood-log-card';

interface MoodHistoryProps {
  logs: MoodLogView[];
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  hasMore: boolean;
  onRetry: () => void;
  onLoadMore: () => void;
  onDelete: (log: MoodLog) => void;
}

/** Spec §7/§9: the mood logs of the last 30 days, newest first. */
export function MoodHistory({ logs, loading, loadingMore, error, hasMore, onRetry, onLoadMore, onDelete }: MoodHistoryProps) {
  let body;
  if (loading) body = <Loader label="Loading your mood history..." />;
  else if (error && logs.length === 0)
    body = (
      <LoadFailure className="mood-history__empty" message={error} onRetry={onRetry} retryLabel="Try Again" />
    );
  else if (logs.length === 0) body = <p className="mood-history__empty">No mood logs in the last 30 days. Log how you feel to start your history.</p>;
  else
    body = (
      <>
        <ul className="mood-history__list plain-list" aria-label="Mood logs">
          {logs.map(({ raw, result }) => (
            <li key={raw.id} data-mood-log-id={raw.id}>
              <MoodLogCard raw={raw} result={result} onDelete={() => onDelete(raw)} />
            </li>
          ))}
        </ul>
        {hasMore && (
          <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
            Load more
          </Button>
        )}
      </>
    );
  return (
    <TitledSection title="Recent Mood History" className="mood-history">
      {body}
    </TitledSection>
  );
}
