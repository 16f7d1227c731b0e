import { lazy, Suspense } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CrisisFollowUp } from '../../../components/crisis-follow-up';
import { Loader } from '../../../components/loader';
import { LiveAnnouncement } from '../../../components/live-announcement';
import { useJournalPage } from '../use-journal-page';
import { EncryptionBadge } from './encryption-badge';
import { EncryptionIssueBanner } from './encryption-issue-banner';
import { EntryForm } from './entry-form';
import { JournalFilters } from './journal-filters';
import { JournalEntryList, JournalFirstEntry, JournalLoadError, JournalLoadMore, JournalNoMatches } from './journal-list-views';
import { JournalLockedNotice } from './journal-locked-notice';
import { FUTURECASTING_DRAFT, PromptCard } from './prompt-card';
import './journal.css';

// The export modal (and the file builders behind it) load when Export is pressed.
const ExportModal = lazy(() => import('../export/export-modal').then((m) => ({ default: m.ExportModal })));

export const DELETE_QUESTION = 'Are you sure you want to delete this entry?';

/** Spec §2 /journal. */
export function JournalPage() {
  const {
    status,
    busy,
    locked,
    requestUnlock,
    currentKeys,
    journal,
    crisis,
    issues,
    announcement,
    filters,
    hasEntries,
    hideList,
    visible,
    listView,
    entryForm,
    deletion,
    exporting,
  } = useJournalPage();
  const form = entryForm.state;

  return (
    <section className="page journal-page">
      <header className="split-row">
        <div className="journal-header__text">
          <h1 className="page__title">Journal</h1>
          <EncryptionBadge status={status} />
        </div>
        <div className="button-row">
          <Button onClick={() => entryForm.openNew()} disabled={form !== null}>
            New Entry
          </Button>
          {hasEntries && !form && (
            <Button variant="secondary" onClick={exporting.start}>
              Export
            </Button>
          )}
        </div>
      </header>

      <CrisisFollowUp state={crisis.state} onDismiss={crisis.dismiss} />

      <EncryptionIssueBanner messages={issues} />

      {locked && !busy && <JournalLockedNotice status={status} onUnlock={requestUnlock} />}

      {form ? (
        <EntryForm key={form.key} mode={form.mode} initial={form.draft} onSave={entryForm.save} onCancel={entryForm.close} />
      ) : (
        <PromptCard onStart={() => entryForm.openNew(FUTURECASTING_DRAFT)} />
      )}

      {!hideList && <JournalFilters query={filters.query} mood={filters.mood} onQueryChange={filters.setQuery} onMoodChange={filters.setMood} />}

      {listView === 'loading' && <Loader label={busy ? 'Unlocking your journal...' : 'Loading your journal...'} />}
      {listView === 'load-error' && <JournalLoadError message={journal.error} onRetry={journal.retry} />}
      {listView === 'first-entry' && <JournalFirstEntry onStart={form ? null : () => entryForm.openNew()} />}
      {listView === 'no-match' && <JournalNoMatches onClearFilters={filters.clear} />}
      {listView === 'entries' && <JournalEntryList entries={visible} onEdit={entryForm.openEdit} onDelete={deletion.ask} />}

      {!hideList && hasEntries && !journal.loading && (
        <JournalLoadMore
          filtering={filters.filtering}
          hasMore={journal.hasMore}
          loadingMore={journal.loadingMore}
          loaded={journal.entries.length}
          total={journal.total}
          onLoadMore={() => void journal.loadMore()}
        />
      )}

      <LiveAnnouncement message={announcement} />

      {deletion.entry && (
        <ConfirmDialog
          title="Delete entry"
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          danger
          busy={deletion.busy}
          onConfirm={() => void deletion.confirm()}
          onCancel={deletion.cancel}
          returnFocus={deletion.returnFocus}
        />
      )}

      {exporting.open && (
        <Suspense fallback={null}>
          <ExportModal onClose={exporting.close} currentKeys={currentKeys} onDecryptFailure={exporting.onDecryptFailure} />
        </Suspense>
      )}
    </section>
  );
}
