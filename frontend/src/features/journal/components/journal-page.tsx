import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { JournalEntry } from '@contracts/journal';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CrisisFollowUp, crisisLevelOf, useCrisisFollowUp } from '../../../components/crisis-follow-up';
import { FormAlert } from '../../../components/form-alert';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { prepareCrisisCheck } from '../../../lib/crisis/crisis-check';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import { focusElement, focusPageHeading } from '../../../lib/focus-target';
import { useEncryption, type EncryptionStatus } from '../../../lib/encryption-context';
import { journalApi } from '../api/journal-api';
import { createBody, isEntryEncrypted, updateBody, type EntryDraft, type PlainEntry } from '../entry-crypto';
import { DEFAULT_MOOD, MOOD_OPTIONS } from '../moods';
import { useJournalEntries, type JournalEntryView } from '../use-journal-entries';
import { EncryptionBadge } from './encryption-badge';
import { EncryptionIssueBanner } from './encryption-issue-banner';
import { EntryCard, UnreadableEntryCard } from './entry-card';
import { EntryForm } from './entry-form';
import { FUTURECASTING_DRAFT, PromptCard } from './prompt-card';
import './journal.css';

// The export modal (and the file builders behind it) load when Export is pressed.
const ExportModal = lazy(() => import('../export/export-modal').then((m) => ({ default: m.ExportModal })));

export const DELETE_QUESTION = 'Are you sure you want to delete this entry?';

type MoodFilter = 'all' | 1 | 2 | 3 | 4 | 5;
type FormState = { mode: 'new'; draft: EntryDraft; key: number } | { mode: 'edit'; entry: PlainEntry; draft: EntryDraft; key: number };

const EMPTY_DRAFT: EntryDraft = { title: '', content: '', mood: DEFAULT_MOOD, tags: [], notes: '' };

/** The card of an entry in the list (not its "Decrypting…" placeholder), if it is shown. */
function entryCard(id: string): HTMLElement | null {
  const item = Array.from(document.querySelectorAll<HTMLElement>('[data-entry-id]')).find((element) => element.dataset.entryId === id);
  return item?.querySelector<HTMLElement>('article.entry-card') ?? null;
}

/** Where focus goes after the list changes: an element, or 'wait' while the entry it is for is still decrypting. */
type FocusTarget = (entries: JournalEntryView[]) => HTMLElement | null | 'wait';

function matches(view: JournalEntryView, query: string, mood: MoodFilter): boolean {
  if (mood !== 'all' && view.raw.mood !== mood) return false;
  if (!query) return true;
  if (view.result?.state !== 'ready') return false;
  const { title, content, notes, tags } = view.result.entry;
  return [title, content, notes, ...tags].some((text) => text.toLowerCase().includes(query));
}

const LOCKED_TEXT: Partial<Record<EncryptionStatus, { text: string; action: string }>> = {
  locked: { text: ENCRYPTION_MESSAGES.keyMissing, action: 'Unlock journal' },
  'recovery-needed': {
    text: 'Your journal was encrypted under an earlier password. Enter your recovery key to open it with your current password.',
    action: 'Enter recovery key',
  },
  'setup-needed': { text: 'Set up encryption to keep your journal private: only you will be able to read it.', action: 'Set up encryption' },
};

/** Spec §2 /journal. */
export function JournalPage() {
  const { status, keys, busy, enabled, currentKeys, requestUnlock } = useEncryption();
  const toast = useToast();
  const journal = useJournalEntries(keys);
  const searchId = useId();
  const moodId = useId();
  const [query, setQuery] = useState('');
  const [mood, setMood] = useState<MoodFilter>('all');
  const [form, setForm] = useState<FormState | null>(null);
  const [saveIssue, setSaveIssue] = useState(false);
  const [exportIssue, setExportIssue] = useState(false);
  const [deleting, setDeleting] = useState<JournalEntry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const crisis = useCrisisFollowUp();
  const formKey = useRef(0);
  /** What opened the entry form, for focus to go back to on Cancel. */
  const formOpener = useRef<HTMLElement | null>(null);
  /** Focus to move once the list shows what changed (a saved entry), else to the page's h1. */
  const focusAfterRender = useRef<FocusTarget | null>(null);
  /** The entry next to the one being deleted: it has the focus once the dialog closes. */
  const afterDelete = useRef<string | null>(null);
  // Every save is checked: the detector loads while the person writes.
  useEffect(() => prepareCrisisCheck(), []);

  const needle = query.trim().toLowerCase();
  const visible = useMemo(() => journal.entries.filter((view) => matches(view, needle, mood)), [journal.entries, needle, mood]);
  const hasEntries = journal.entries.length > 0;
  const filtering = needle !== '' || mood !== 'all';
  const anyEncrypted = journal.entries.some((view) => isEntryEncrypted(view.raw));
  const locked = enabled && !keys;
  const hideList = locked && anyEncrypted;
  const failedCount = journal.entries.filter((view) => view.result?.state === 'failed').length;

  const issues = [
    ...(failedCount > 0 ? [ENCRYPTION_MESSAGES.journalLoadBanner] : []),
    ...(saveIssue ? [ENCRYPTION_MESSAGES.journalSaveBanner] : []),
    ...(exportIssue ? [ENCRYPTION_MESSAGES.journalExportBanner] : []),
  ];

  const rememberOpener = () => {
    formOpener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  };

  const closeForm = () => {
    const opener = formOpener.current;
    // Back to the button that opened the form (New Entry is enabled again once it is closed).
    focusAfterRender.current = () => (opener?.isConnected ? opener : null);
    setForm(null);
  };

  // Runs after every render: a pending focus move waits until its target is on the screen.
  useEffect(() => {
    const find = focusAfterRender.current;
    if (!find) return;
    const target = find(journal.entries);
    if (target === 'wait') return;
    focusAfterRender.current = null;
    if (!focusElement(target)) focusPageHeading();
  });

  const openNew = (draft: EntryDraft = EMPTY_DRAFT) => {
    rememberOpener();
    formKey.current += 1;
    setForm({ mode: 'new', draft, key: formKey.current });
  };

  const openEdit = (entry: PlainEntry) => {
    rememberOpener();
    formKey.current += 1;
    setForm({
      mode: 'edit',
      entry,
      draft: { title: entry.title, content: entry.content, mood: entry.mood, tags: entry.tags, notes: entry.notes },
      key: formKey.current,
    });
  };

  const save = async (draft: EntryDraft): Promise<string | null> => {
    if (!form) return null;
    // Checked on the device while the save goes ahead: the crisis lines follow it and never delay it.
    // Announced, never focused: the person may be writing again by then.
    const risky = crisisLevelOf([draft.title, draft.content, draft.notes]);
    const outcome = await store(draft, form);
    void risky.then((level) => {
      if (level) crisis.show(outcome === null ? 'journal' : 'info', level);
    });
    return outcome;
  };

  const store = async (draft: EntryDraft, form: FormState): Promise<string | null> => {
    // Encryption on: nothing leaves the device unencrypted, so no key means no save.
    const sessionKeys = enabled ? currentKeys() : null;
    if (enabled && !sessionKeys) {
      requestUnlock();
      return ENCRYPTION_MESSAGES.keyMissing;
    }
    let send: () => Promise<JournalEntry>;
    try {
      if (form.mode === 'new') {
        const body = await createBody(draft, sessionKeys);
        send = () => journalApi.create(body);
      } else {
        const { id } = form.entry;
        const body = await updateBody(draft, sessionKeys, form.entry);
        send = () => journalApi.update(id, body);
      }
    } catch {
      setSaveIssue(true);
      return ENCRYPTION_MESSAGES.encryptSession;
    }
    let saved: JournalEntry;
    try {
      saved = await send();
    } catch (failure) {
      return failure instanceof Error ? failure.message : 'The entry could not be saved. Please try again.';
    }
    setSaveIssue(false);
    journal.upsert(saved, form.mode === 'new');
    setAnnouncement(form.mode === 'new' ? 'Entry saved.' : 'Changes saved.');
    // The saved entry has the focus once it is in the list (a filter may hide it: then the h1).
    focusAfterRender.current = (entries) => {
      const card = entryCard(saved.id);
      if (card) return card;
      const view = entries.find((item) => item.raw.id === saved.id);
      return view === undefined || view.result !== undefined ? null : 'wait';
    };
    setForm(null);
    return null;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // The entry after it in the list, else the one before: the focus goes there afterwards.
    const shown = visible.map((view) => view.raw.id);
    const at = shown.indexOf(deleting.id);
    afterDelete.current = at < 0 ? null : (shown[at + 1] ?? shown[at - 1] ?? null);
    setDeleteBusy(true);
    try {
      await journalApi.remove(deleting.id);
      journal.removeEntry(deleting.id);
      if (form?.mode === 'edit' && form.entry.id === deleting.id) setForm(null);
      setAnnouncement('Entry deleted.');
      setDeleting(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The entry could not be deleted.');
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  const lockedText = LOCKED_TEXT[status];

  let list;
  // Until the first entries are open; later a saved entry decrypts in its own place.
  const nothingOpenYet = hasEntries && journal.entries.every((view) => view.result === undefined);
  if (journal.loading || (nothingOpenYet && !hideList) || (busy && anyEncrypted)) {
    list = <Loader label={busy ? 'Unlocking your journal...' : 'Loading your journal...'} />;
  } else if (journal.error && !hasEntries) {
    list = (
      <div className="empty-state">
        <FormAlert message={journal.error} />
        <Button variant="secondary" onClick={journal.retry}>
          Try Again
        </Button>
      </div>
    );
  } else if (hideList) {
    list = null;
  } else if (!hasEntries) {
    list = (
      <div className="empty-state card">
        <h2 className="empty-state__title">Start Your Journey</h2>
        <p>Your journal is a private place for your thoughts. Write your first entry to begin.</p>
        {!form && <Button onClick={() => openNew()}>Write your first entry</Button>}
      </div>
    );
  } else if (visible.length === 0) {
    list = (
      <div className="empty-state card">
        <h2 className="empty-state__title">No Entries Found</h2>
        <p>No entry matches your search or mood filter.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setQuery('');
            setMood('all');
          }}
        >
          Clear filters
        </Button>
      </div>
    );
  } else {
    list = (
      <ul className="journal-list plain-list" aria-label="Journal entries">
        {visible.map(({ raw, result }) => (
          <li key={raw.id} data-entry-id={raw.id}>
            {result === undefined ? (
              <div className="entry-card entry-card--pending card" aria-busy="true">
                Decrypting…
              </div>
            ) : result.state === 'ready' ? (
              <EntryCard entry={result.entry} onEdit={() => openEdit(result.entry)} onDelete={() => setDeleting(raw)} />
            ) : (
              <UnreadableEntryCard entry={raw} onDelete={() => setDeleting(raw)} />
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page journal-page">
      <header className="split-row">
        <div className="journal-header__text">
          <h1 className="page__title">Journal</h1>
          <EncryptionBadge status={status} />
        </div>
        <div className="button-row">
          <Button onClick={() => openNew()} disabled={form !== null}>
            New Entry
          </Button>
          {hasEntries && !form && (
            <Button variant="secondary" onClick={() => setExportOpen(true)}>
              Export
            </Button>
          )}
        </div>
      </header>

      <CrisisFollowUp state={crisis.state} onDismiss={crisis.dismiss} />

      <EncryptionIssueBanner messages={issues} />

      {locked && !busy && lockedText && (
        <section className="card card--warning" aria-label="Journal locked">
          <p>{lockedText.text}</p>
          <Button onClick={requestUnlock}>{lockedText.action}</Button>
        </section>
      )}

      {form ? (
        <EntryForm key={form.key} mode={form.mode} initial={form.draft} onSave={save} onCancel={closeForm} />
      ) : (
        <PromptCard onStart={() => openNew(FUTURECASTING_DRAFT)} />
      )}

      {!hideList && (
        <div className="journal-filters" role="search" aria-label="Filter entries">
          <div className="field journal-filters__search">
            <label className="field__label" htmlFor={searchId}>
              Search entries
            </label>
            <div className="field__control">
              <input
                id={searchId}
                type="search"
                className="field__input"
                placeholder="Search titles, content, notes and tags"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
          </div>
          <div className="field journal-filters__mood">
            <label className="field__label" htmlFor={moodId}>
              Mood
            </label>
            <div className="field__control">
              <select
                id={moodId}
                className="field__input"
                value={String(mood)}
                onChange={(e) => setMood(e.target.value === 'all' ? 'all' : (Number(e.target.value) as MoodFilter))}
              >
                <option value="all">All</option>
                {MOOD_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.value} {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}

      {list}

      {!hideList && hasEntries && !journal.loading && (
        <div className="journal-more">
          {filtering && journal.hasMore && <p className="journal-more__hint">Search and filter cover the entries loaded so far.</p>}
          {journal.hasMore && (
            <Button variant="secondary" busy={journal.loadingMore} onClick={() => void journal.loadMore()}>
              Load more
            </Button>
          )}
          <p className="journal-more__count">
            {journal.entries.length} of {Math.max(journal.total, journal.entries.length)} entries loaded
          </p>
        </div>
      )}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {deleting && (
        <ConfirmDialog
          title="Delete entry"
          message={DELETE_QUESTION}
          confirmLabel="Delete"
          danger
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          returnFocus={() => (afterDelete.current ? entryCard(afterDelete.current) : null)}
        />
      )}

      {exportOpen && (
        <Suspense fallback={null}>
          <ExportModal onClose={() => setExportOpen(false)} currentKeys={currentKeys} onDecryptFailure={() => setExportIssue(true)} />
        </Suspense>
      )}
    </section>
  );
}
