import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CloudExport, ExportDateRange, ExportFormat } from '@contracts/journal';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field, FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { ProgressBar } from '../../../components/progress-bar';
import { SelectField } from '../../../components/select-field';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import type { SessionKeys } from '../../../lib/crypto/key-store';
import { journalApi } from '../api/journal-api';
import { DATE_RANGE_LABELS } from './export-document';
import { downloadBlob } from '../../../lib/download-file';
import { EXPORT_MESSAGES, ExportDecryptError, ExportError, runExport, type ExportDelivery } from './export-run';

/** Spec §4/§9: +10% every 200 ms up to 90%, 100% on completion, closed 1 s later. */
export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 200;
export const PROGRESS_CAP = 90;
export const CLOSE_AFTER_MS = 1000;

const FORMATS: { value: ExportFormat; label: string }[] = [
  { value: 'pdf', label: 'PDF' },
  { value: 'docx', label: 'Word (DOCX)' },
  { value: 'txt', label: 'Plain text (TXT)' },
  { value: 'json', label: 'JSON' },
];

const DELIVERIES: { value: ExportDelivery; label: string }[] = [
  { value: 'download', label: 'Download' },
  { value: 'email', label: 'Email' },
  { value: 'cloud', label: 'Cloud storage' },
];

const RANGES: ExportDateRange[] = ['all', 'last7', 'last30', 'last90', 'thisYear'];

interface ExportModalProps {
  onClose: () => void;
  /** The keys at the moment the export runs (entries are decrypted in the browser). */
  currentKeys: () => SessionKeys | null;
  /** Tells the page that entries could not be decrypted, for its Encryption Issue banner. */
  onDecryptFailure: () => void;
}

type Phase = 'idle' | 'exporting' | 'done';

/** The spec's text, unless the server said why (Premium after the trial, storage full, too large, too many emails). */
function failureText(failure: unknown): string {
  if (failure instanceof ExportError) return failure.message;
  if (failure instanceof ApiError && [403, 409, 413, 429].includes(failure.status) && !failure.message.startsWith('HTTP error!')) return failure.message;
  return EXPORT_MESSAGES.failed;
}

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function base64ToBlob(data: string, type: string): Blob {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain;charset=utf-8',
  json: 'application/json',
};

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  disabled: boolean;
  onChange: (value: T) => void;
}

/** One choice of the export (format, delivery) as a group of radio buttons. */
function ChoiceGroup<T extends string>({ legend, name, options, value, disabled, onChange }: ChoiceGroupProps<T>) {
  return (
    <FieldsetFrame legend={legend} className="bare-fieldset" disabled={disabled}>
      <div className="option-cards">
        {options.map((option) => (
          <label key={option.value} className="option-card">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}

/** Earlier exports kept in cloud storage: download or delete. */
function CloudExports({ disabled }: { disabled: boolean }) {
  const headingId = useId();
  const [items, setItems] = useState<CloudExport[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<CloudExport | null>(null);

  useEffect(() => {
    let cancelled = false;
    journalApi.listCloudExports().then(
      (list) => {
        if (!cancelled) setItems(list);
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.error('Cloud exports could not be listed', failure);
        setItems([]);
        setError('Your cloud exports could not be loaded.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const download = async (item: CloudExport) => {
    setBusyId(item.id);
    setError(null);
    try {
      const file = await journalApi.getCloudExport(item.id);
      downloadBlob(base64ToBlob(file.data, CONTENT_TYPES[file.format] ?? 'application/octet-stream'), file.filename);
    } catch (failure) {
      console.error('Cloud export could not be downloaded', failure);
      setError('That export could not be downloaded. Please try again.');
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (item: CloudExport) => {
    setBusyId(item.id);
    setError(null);
    try {
      await journalApi.deleteCloudExport(item.id);
      setItems((current) => current?.filter((i) => i.id !== item.id) ?? null);
      setConfirming(null);
    } catch (failure) {
      console.error('Cloud export could not be deleted', failure);
      setError('That export could not be deleted. Please try again.');
      setConfirming(null);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="stack stack--tight rule-above" aria-labelledby={headingId}>
      <h3 className="cloud-exports__title" id={headingId}>
        Your cloud exports
      </h3>
      {items === null ? (
        <p className="cloud-exports__empty">Loading…</p>
      ) : items.length === 0 ? (
        !error && <p className="cloud-exports__empty">No exports saved to your cloud storage yet.</p>
      ) : (
        <ul className="stack stack--tight plain-list">
          {items.map((item) => {
            const date = new Date(item.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
            return (
              <li key={item.id} className="cloud-exports__item split-row">
                <span className="cloud-exports__name">
                  {item.filename}
                  <span className="cloud-exports__meta">
                    {date} · {formatSize(item.size)}
                  </span>
                </span>
                <span className="button-row">
                  <Button
                    variant="secondary"
                    aria-label={`Download ${item.filename} from ${date}`}
                    busy={busyId === item.id && !confirming}
                    disabled={disabled || (busyId !== null && busyId !== item.id)}
                    onClick={() => void download(item)}
                  >
                    Download
                  </Button>
                  <Button
                    variant="ghost"
                    aria-label={`Delete ${item.filename} from ${date}`}
                    disabled={disabled || busyId !== null}
                    onClick={() => setConfirming(item)}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <FormAlert message={error} />
      {confirming && (
        <ConfirmDialog
          title="Delete cloud export"
          message={`Delete ${confirming.filename} from your cloud storage? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={busyId === confirming.id}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

/** Spec §2 export modal: format, delivery, email address, date range, mood and tags, progress. */
export function ExportModal({ onClose, currentKeys, onDecryptFailure }: ExportModalProps) {
  const toast = useToast();
  const noticeId = useId();
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [delivery, setDelivery] = useState<ExportDelivery>('download');
  // Exports are emailed to the account's own verified address only (the server refuses others).
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const [dateRange, setDateRange] = useState<ExportDateRange>('all');
  const [includeMood, setIncludeMood] = useState(true);
  const [includeTags, setIncludeTags] = useState(true);
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const closer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTicker = useCallback(() => {
    if (ticker.current) clearInterval(ticker.current);
    ticker.current = null;
  }, []);

  useEffect(
    () => () => {
      stopTicker();
      if (closer.current) clearTimeout(closer.current);
    },
    [stopTicker],
  );

  const emailMissing = delivery === 'email' && email.trim() === '';
  const exporting = phase !== 'idle';

  const start = async () => {
    if (exporting || emailMissing) return;
    setPhase('exporting');
    setError(null);
    setProgress(0);
    ticker.current = setInterval(() => setProgress((p) => Math.min(PROGRESS_CAP, p + PROGRESS_STEP)), PROGRESS_INTERVAL_MS);
    try {
      const message = await runExport({ format, delivery, email, dateRange, includeMood, includeTags }, currentKeys());
      stopTicker();
      setProgress(100);
      setPhase('done');
      setDoneMessage(message);
      toast.success(message);
      closer.current = setTimeout(onClose, CLOSE_AFTER_MS);
    } catch (failure) {
      stopTicker();
      setProgress(0);
      setPhase('idle');
      if (failure instanceof ExportDecryptError) {
        setError(ENCRYPTION_MESSAGES.journalExportBanner);
        onDecryptFailure();
      } else {
        console.error('Journal export failed', failure);
        setError(failureText(failure));
      }
    }
  };

  return (
    <Modal
      title="Export Journal"
      size="large"
      describedBy={noticeId}
      onClose={exporting ? undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={exporting}>
            Cancel
          </Button>
          <Button onClick={() => void start()} busy={phase === 'exporting'} disabled={emailMissing || phase === 'done'}>
            Export
          </Button>
        </>
      }
    >
      <div className="stack stack--loose">
        <ChoiceGroup legend="Format" name="export-format" options={FORMATS} value={format} disabled={exporting} onChange={setFormat} />
        <ChoiceGroup legend="Delivery" name="export-delivery" options={DELIVERIES} value={delivery} disabled={exporting} onChange={setDelivery} />

        {delivery === 'email' && (
          <Field
            label="Email address"
            name="export-email"
            type="email"
            autoComplete="email"
            required
            disabled={exporting}
            error={emailMissing ? EXPORT_MESSAGES.emailRequired : null}
            hint={
              user?.emailVerified === false
                ? 'Exports are emailed only to your own verified address. Please verify your email first.'
                : 'Exports are emailed only to your own verified account address.'
            }
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}

        <p className="export-form__notice" id={noticeId}>
          <strong>Please note:</strong> your journal is encrypted in Solace, but an exported file is not. Email and cloud storage
          copies leave this device unencrypted: anyone with access to that mailbox or file can read them.
        </p>

        <SelectField label="Date range" value={dateRange} options={RANGES} labels={DATE_RANGE_LABELS} disabled={exporting} onChange={setDateRange} />

        <div className="export-form__checks">
          <label className="checkbox">
            <input type="checkbox" checked={includeMood} disabled={exporting} onChange={(e) => setIncludeMood(e.target.checked)} />
            Include mood ratings
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={includeTags} disabled={exporting} onChange={(e) => setIncludeTags(e.target.checked)} />
            Include tags
          </label>
        </div>

        {exporting && <ProgressBar value={progress} label="Export progress" />}
        {/* Visible only: the toast announces the outcome, once. */}
        <p className="export-form__status">{phase === 'done' ? doneMessage : phase === 'exporting' ? 'Exporting your journal…' : ''}</p>
        <FormAlert message={error} />

        <CloudExports disabled={exporting} />
      </div>
    </Modal>
  );
}
