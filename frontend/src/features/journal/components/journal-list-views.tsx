import type { JournalEntry } from '@contracts/journal';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import type { PlainEntry } from '../entry-crypto';
import type { JournalEntryView } from '../use-journal-entries';
import { EntryCard, UnreadableEntryCard } from './entry-card';

/* What the journal page shows where its entries go, one view per state (see JournalListView). */

export function JournalLoadError({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="empty-state">
      <FormAlert message={message} />
      <Button variant="secondary" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** No entries yet; the button is left out while the entry form is open. */
export function JournalFirstEntry({ onStart }: { onStart: (() => void) | null }) {
  return (
    <div className="empty-state card">
      <h2 className="empty-state__title">Start Your Journey</h2>
      <p>Your journal is a private place for your thoughts. Write your first entry to begin.</p>
      {onStart && <Button onClick={onStart}>Write your first entry</Button>}
    </div>
  );
}

export function JournalNoMatches({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <div className="empty-state card">
      <h2 className="empty-state__title">No Entries Found</h2>
      <p>No entry matches your search or mood filter.</p>
      <Button variant="secondary" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}

interface JournalEntryListProps {
  entries: JournalEntryView[];
  onEdit: (entry: PlainEntry) => void;
  onDelete: (entry: JournalEntry) => void;
}

/** Each entry as its card once decrypted (or as unreadable), "Decrypting…" until then. */
export function JournalEntryList({ entries, onEdit, onDelete }: JournalEntryListProps) {
  return (
    <ul className="stack stack--loose plain-list" aria-label="Journal entries">
      {entries.map(({ raw, result }) => (
        <li key={raw.id} data-entry-id={raw.id}>
          {result === undefined ? (
            <div className="entry-card entry-card--pending card" aria-busy="true">
              Decrypting…
            </div>
          ) : result.state === 'ready' ? (
            <EntryCard entry={result.entry} onEdit={() => onEdit(result.entry)} onDelete={() => onDelete(raw)} />
          ) : (
            <UnreadableEntryCard entry={raw} onDelete={() => onDelete(raw)} />
          )}
        </li>
      ))}
    </ul>
  );
}

interface JournalLoadMoreProps {
  filtering: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loaded: number;
  total: number;
  onLoadMore: () => void;
}

/** Below the list: Load more while the server has more, and how many entries are loaded. */
export function JournalLoadMore({ filtering, hasMore, loadingMore, loaded, total, onLoadMore }: JournalLoadMoreProps) {
  return (
    <div className="journal-more">
      {filtering && hasMore && <p className="journal-more__hint">Search and filter cover the entries loaded so far.</p>}
      {hasMore && (
        <Button variant="secondary" busy={loadingMore} onClick={onLoadMore}>
          Load more
        </Button>
      )}
      <p className="journal-more__count">
        {loaded} of {Math.max(total, loaded)} entries loaded
      </p>
    </div>
  );
}
