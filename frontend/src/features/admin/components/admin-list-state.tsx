import type { ReactNode } from 'react';
import { Loader } from '../../../components/loader';
import { ErrorNote } from './error-note';

interface AdminListStateProps {
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  /** The list, once it has rows. */
  children: ReactNode;
}

/** Where an admin page's list goes: a loader, then its failure (with a retry), a note that it is empty, or the list. */
export function AdminListState({ loading, loadingLabel, error, onRetry, empty, emptyText, children }: AdminListStateProps) {
  if (loading) return <Loader label={loadingLabel} />;
  if (error) return <ErrorNote message={error} onRetry={onRetry} />;
  if (empty) return <p className="admin-empty">{emptyText}</p>;
  return children;
}
