import { ClipboardList, FileText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MoodLog } from '@contracts/mental-health';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CrisisFollowUp, crisisLevelOf, useCrisisFollowUp } from '../../../components/crisis-follow-up';
import { CrisisResources } from '../../../components/crisis-resources';
import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import { FormAlert } from '../../../components/form-alert';
import { useToast } from '../../../components/toast';
import { LiveAnnouncement } from '../../../components/live-announcement';
import { prepareCrisisCheck } from '../../../lib/crisis/crisis-check';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import { focusElement, neighbourOf, useHashFocus } from '../../../lib/focus-target';
import { useEncryption, type EncryptionStatus } from '../../../lib/encryption-context';
import { mentalHealthApi } from '../api/mental-health-api';
import { hasPrivateText, moodLogBody, type MoodDraft } from '../mood-crypto';
import { useMoodLogs } from '../use-mood-logs';
import { MoodHistory } from './mood-history';
import { MoodLogForm } from './mood-log-form';
import { MoodTrendsPanel } from './mood-trends-panel';
import { ProfileForm } from './profile-form';
import './mental-health.css';

export const MOOD_SAVED = 'Mood logged successfully';
export const DELETE_MOOD_QUESTION = 'Are you sure you want to delete this mood log?';
/** Ids the dashboard's quick links point at. */
export const LOG_MOOD_SECTION = 'log-mood';
export const CRISIS_SECTION = 'crisis-resources';

function privacyNote(status: EncryptionStatus): string {
  if (status === 'unlocked') return 'Notes, triggers and gratitude are encrypted on this device before they are saved.';
  if (status === 'disabled' || status === 'signed-out') return 'Encryption on this device is turned off: notes, triggers and gratitude are saved as written.';
  return 'Notes, triggers and gratitude are encrypted on this device: unlock encryption to save them.';
}

/** A mood log's card in the history, if it is shown. */
function moodLogCard(id: string): HTMLElement | null {
  const item = Array.from(document.querySelectorAll<HTMLElement>('[data-mood-log-id]')).find((element) => element.dataset.moodLogId === id);
  return item?.querySelector<HTMLElement>('article') ?? null;
}

/** Spec §2 /mental-health: crisis banner, mood log form, mood history, trends and the profile form. */
export function MentalHealthPage() {
  const { status, keys, busy, enabled, currentKeys, requestUnlock } = useEncryption();
  const toast = useToast();
  const history = useMoodLogs(keys);
  const [trendsVersion, setTrendsVersion] = useState(0);
  const [deleting, setDeleting] = useState<MoodLog | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const crisis = useCrisisFollowUp();
  /** The mood log just saved: it has the focus once the history shows it. */
  const savedLog = useRef<string | null>(null);
  /** The log next to the one being deleted: it has the focus once the dialog closes. */
  const afterDelete = useRef<string | null>(null);
  // The dashboard's quick links name a section of this page.
  useHashFocus();

  useEffect(() => {
    const id = savedLog.current;
    if (!id) return;
    savedLog.current = null;
    // Outside the 30 days the history shows: back to the form, ready for the next one.
    if (!focusElement(moodLogCard(id))) focusElement(document.getElementById(LOG_MOOD_SECTION));
  });
  // Every mood log's words are checked: the detector loads while the person writes.
  useEffect(() => prepareCrisisCheck(), []);

  const save = async (draft: MoodDraft): Promise<string | null> => {
    // Checked on the device while the save goes ahead: the crisis lines follow it and never delay it.
    // Announced, never focused: the person may be writing again by then.
    const risky = crisisLevelOf([draft.notes, ...draft.triggers, ...draft.gratitude]);
    const outcome = await store(draft);
    void risky.then((level) => {
      if (level) crisis.show(outcome === null ? 'mood' : 'info', level);
    });
    return outcome;
  };

  const store = async (draft: MoodDraft): Promise<string | null> => {
    // Encryption on: private text never leaves the device unencrypted, so no key means no save.
    const sessionKeys = enabled ? currentKeys() : null;
    if (enabled && !sessionKeys && hasPrivateText(draft)) {
      requestUnlock();
      return ENCRYPTION_MESSAGES.keyMissing;
    }
    let body;
    try {
      body = await moodLogBody(draft, sessionKeys);
    } catch {
      return ENCRYPTION_MESSAGES.encryptSession;
    }
    try {
      const saved = await mentalHealthApi.createMoodLog(body);
      history.add(saved);
      savedLog.current = saved.id;
      setTrendsVersion((v) => v + 1);
      toast.success(MOOD_SAVED);
      setAnnouncement('Mood logged.');
      return null;
    } catch (failure) {
      return failure instanceof Error ? failure.message : 'Your mood could not be saved. Please try again.';
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    // The log after it in the history, else the one before: the focus goes there afterwards.
    afterDelete.current = neighbourOf(history.logs.map((view) => view.raw.id), deleting.id);
    setDeleteBusy(true);
    try {
      await mentalHealthApi.deleteMoodLog(deleting.id);
      history.remove(deleting.id);
      setTrendsVersion((v) => v + 1);
      setAnnouncement('Mood log deleted.');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The mood log could not be deleted.');
    } finally {
      setDeleting(null);
      setDeleteBusy(false);
    }
  };

  const failedCount = history.logs.filter((view) => view.result?.state === 'failed').length;

  return (
    <section className="page mental-health">
      <h1 className="page__title">Mental Health Profile</h1>
      <CrisisResources id={CRISIS_SECTION} />
      <p className="mental-health__check-ins">
        <Link className="inline-row" to="/check-ins">
          <ClipboardList aria-hidden="true" size={18} />
          Take a PHQ-9 or GAD-7 check-in and see how your scores change
        </Link>
      </p>
      <p className="mental-health__check-ins">
        <Link className="inline-row" to="/reports">
          <FileText aria-hidden="true" size={18} />
          Make a report of your moods and check-ins to take to a therapist
        </Link>
      </p>

      {enabled && !keys && !busy && (
        <EncryptionLockedNotice
          status={status}
          label="Encryption"
          unlockLabel="Unlock"
          recoveryText="Your data was encrypted under an earlier password. Enter your recovery key to open it with your current password."
          setupText="Set up encryption to keep your mood notes private: only you will be able to read them."
          onUnlock={requestUnlock}
        />
      )}
      {failedCount > 0 && <FormAlert message={ENCRYPTION_MESSAGES.decryptSession} />}

      <CrisisFollowUp state={crisis.state} onDismiss={crisis.dismiss} />

      <div className="mental-health__grid">
        <MoodLogForm id={LOG_MOOD_SECTION} onSave={save} privacyNote={privacyNote(status)} />
        <MoodTrendsPanel version={trendsVersion} />
      </div>

      <MoodHistory
        logs={history.logs}
        loading={history.loading}
        loadingMore={history.loadingMore}
        error={history.error}
        hasMore={history.hasMore}
        onRetry={history.retry}
        onLoadMore={() => void history.loadMore()}
        onDelete={setDeleting}
      />

      <ProfileForm />

      <LiveAnnouncement message={announcement} />

      {deleting && (
        <ConfirmDialog
          title="Delete mood log"
          message={DELETE_MOOD_QUESTION}
          confirmLabel="Delete"
          danger
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          // The neighbouring log, else the history's heading (the list is empty now).
          returnFocus={() => (afterDelete.current ? moodLogCard(afterDelete.current) : document.querySelector<HTMLElement>('.mood-history > h2'))}
        />
      )}
    </section>
  );
}
