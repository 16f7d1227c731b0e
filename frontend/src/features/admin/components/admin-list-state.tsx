import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader';
import { ErrorNote } from './error-note';

/** Where a list's load stands, as the admin loaders keep it. */
interface ListLoad {
  loading: boolean;
  error: string | null;
  /** Loads it again (the retry of a failure). */
  reload: () => void;
}

interface AdminListStateProps {
  load: ListLoad;
  loadingLabel: string;
  empty: boolean;
  emptyText: string;
  /** The list, once it has rows. */
  children: ReactNode;
}

/** Where an admin page's list goes: a loader, then its failure (with a retry), a note that it is empty, or the list. */
export function AdminListState({ load, loadingLabel, empty, emptyText, children }: AdminListStateProps) {
  if (load.loading) return <Loader label={loadingLabel} />;
  if (load.error) return <ErrorNote message={load.error} onRetry={load.reload} />;
  if (empty) return <p className="admin-empty">{emptyText}</p>;
  return children;
}
