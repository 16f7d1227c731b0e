import { useEffect, useMemo, useRef, useState } from 'react';
import type { JournalEntry } from '@contracts/journal';
import { crisisLevelOf, useCrisisFollowUp } from '../../components/crisis-follow-up';
import { useToast } from '../../components/toast';
import { prepareCrisisCheck } from '../../lib/crisis/crisis-check';
import { ENCRYPTION_MESSAGES } from '../../lib/crypto/errors';
import { focusElement, focusPageHeading, neighbourOf } from '../../lib/focus-target';
import { useEncryption } from '../../lib/encryption-context';
import { journalApi } from './api/journal-api';
import { createBody, isEntryEncrypted, updateBody, type EntryDraft, type PlainEntry } from './entry-crypto';
import { DEFAULT_MOOD } from './moods';
import { useJournalEntries, type JournalEntryView } from './use-journal-entries';

export type MoodFilter = 'all' | 1 | 2 | 3 | 4 | 5;
export type FormState = { mode: 'new'; draft: EntryDraft; key: number } | { mode: 'edit'; entry: PlainEntry; draft: EntryDraft; key: number };

/** What the page shows where the entries go. */
export type JournalListView = 'loading' | 'load-error' | 'hidden' | 'first-entry' | 'no-match' | 'entries';

const EMPTY_DRAFT: EntryDraft = { title: '', content: '', mood: DEFAULT_MOOD, tags: [], notes: '' };

/** The card of an entry in the list (not its "Decrypting…" placeholder), if it is shown. */
export function entryCard(id: string): HTMLElement | null {
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

/**
 * Spec §2 /journal: the journal page's state (filters, the entry form, delete and export) and
 * the transitions between them, including where the focus goes after each.
 */
export function useJournalPage() {
  const { status, keys, busy, enabled, currentKeys, requestUnlock } = useEncryption();
  const toast = useToast();
  const journal = useJournalEntries(keys);
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

  const listView = ((): JournalListView => {
    // Until the first entries are open; later a saved entry decrypts in its own place.
    const nothingOpenYet = hasEntries && journal.entries.every((view) => view.result === undefined);
    if (journal.loading || (nothingOpenYet && !hideList) || (busy && anyEncrypted)) return 'loading';
    if (journal.error && !hasEntries) return 'load-error';
    if (hideList) return 'hidden';
    if (!hasEntries) return 'first-entry';
    if (visible.length === 0) return 'no-match';
    return 'entries';
  })();

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
    afterDelete.current = neighbourOf(visible.map((view) => view.raw.id), deleting.id);
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

  const clearFilters = () => {
    setQuery('');
    setMood('all');
  };

  return {
    status,
    busy,
    locked,
    currentKeys,
    requestUnlock,
    journal,
    crisis,
    issues,
    announcement,
    filters: { query, mood, filtering, setQuery, setMood, clear: clearFilters },
    hasEntries,
    hideList,
    visible,
    listView,
    entryForm: { state: form, openNew, openEdit, save, close: closeForm },
    deletion: {
      entry: deleting,
      busy: deleteBusy,
      ask: setDeleting,
      cancel: () => setDeleting(null),
      confirm: confirmDelete,
      /** Where the focus goes once the dialog closes: the entry next to the deleted one, if any. */
      returnFocus: () => (afterDelete.current ? entryCard(afterDelete.current) : null),
    },
    exporting: {
      open: exportOpen,
      start: () => setExportOpen(true),
      close: () => setExportOpen(false),
      onDecryptFailure: () => setExportIssue(true),
    },
  };
}

export type JournalPageState = ReturnType<typeof useJournalPage>;
