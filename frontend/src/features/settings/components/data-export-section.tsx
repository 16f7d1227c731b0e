import { Download, FolderArchive } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ExportEncryption } from '@contracts/export-format';
import { Button } from '../../../components/button';
import { FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { useEncryption } from '../../../lib/encryption-context';
import type { ExportProgress, ExportStage } from '../data-export/run-data-export';
import { SettingsCard } from './settings-card';

export const DATA_EXPORT_TEXTS = {
  button: 'Download all my data',
  done: (filename: string) => `Your data is ready: ${filename} was downloaded.`,
  failed: 'The export could not be finished, so nothing was downloaded. Please check your connection and try again.',
  decryptFailed: (where: string) =>
    `Some of your data could not be decrypted (${where}), so nothing was downloaded. Unlock encryption again, or choose the encrypted form.`,
  locked: 'Your encrypted items can only be read once encryption is unlocked. Unlock it, or choose the encrypted form instead.',
  noKey: 'Encryption has never been set up on this account, so there is nothing to keep encrypted: choose the readable form.',
} as const;

const STAGE_LABELS: Record<ExportStage, string> = {
  reading: 'Reading your data…',
  decrypting: 'Decrypting on this device…',
  zipping: 'Building the ZIP file…',
};

const CHOICES: readonly { value: ExportEncryption; label: string; hint: string }[] = [
  { value: 'decrypted', label: 'Decrypted (readable)', hint: 'Everything opened on this device, readable in any text editor or spreadsheet.' },
  {
    value: 'encrypted',
    label: 'Encrypted (with my wrapped key)',
    hint: 'Private items stay encrypted; only your password or recovery key opens them, with the decrypt tool.',
  },
];

type Run =
  | { state: 'idle' }
  | { state: 'running'; progress: ExportProgress }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string; locked?: boolean };

/** Settings → "Download all my data": a complete export, built on the device, as one ZIP. */
export function DataExportSection() {
  const { status, currentKeys, requestUnlock } = useEncryption();
  const [choice, setChoice] = useState<ExportEncryption>('decrypted');
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const stage = useRef<ExportStage | null>(null);
  const [announced, setAnnounced] = useState('');
  const name = useId();
  const labelId = useId();
  const running = run.state === 'running';

  const start = async () => {
    stage.current = null;
    setRun({ state: 'running', progress: { stage: 'reading', percent: 0 } });
    try {
      const { runDataExport } = await import('../data-export/run-data-export');
      const filename = await runDataExport(choice, currentKeys(), {
        onProgress: (progress) => {
          // The stage is announced once; the bar itself moves without a word per percent.
          if (stage.current !== progress.stage) {
            stage.current = progress.stage;
            setAnnounced(STAGE_LABELS[progress.stage]);
          }
          setRun({ state: 'running', progress });
        },
      });
      setRun({ state: 'done', message: DATA_EXPORT_TEXTS.done(filename) });
      setAnnounced(DATA_EXPORT_TEXTS.done(filename));
    } catch (error) {
      setAnnounced('');
      setRun(failureOf(error));
    }
  };

  const lockedNow = choice === 'decrypted' && (status === 'locked' || status === 'recovery-needed');

  return (
    <SettingsCard
      title="Your data"
      icon={FolderArchive}
      description={
        'Take everything Solace keeps for you (journal, moods, check-ins, coaching sessions, safety plan, profile and settings) ' +
        'as one ZIP file, built on this device.'
      }
    >
      <FieldsetFrame legend="Form of the export" className="bare-fieldset" disabled={running}>
        <div className="stack">
          {CHOICES.map((option) => (
            <label key={option.value} className="inline-row data-export__choice">
              <input type="radio" name={name} value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
              <span>
                <strong>{option.label}</strong>
                <br />
                <span className="field__hint">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </FieldsetFrame>
      {lockedNow && (
        <div className="card card--warning stack">
          <p>{DATA_EXPORT_TEXTS.locked}</p>
          <div className="button-row">
            <Button variant="secondary" onClick={requestUnlock}>
              Unlock encryption
            </Button>
          </div>
        </div>
      )}
      {run.state === 'running' && (
        <div className="stack data-export__progress">
          <span id={labelId}>{STAGE_LABELS[run.progress.stage]}</span>
          <progress aria-labelledby={labelId} max={100} value={Math.round(run.progress.percent)}>
            {Math.round(run.progress.percent)}%
          </progress>
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
      {run.state === 'done' && <p className="data-export__done">{run.message}</p>}
      <FormAlert message={run.state === 'failed' ? run.message : null} />
      {run.state === 'failed' && run.locked && (
        <div className="button-row">
          <Button variant="secondary" onClick={requestUnlock}>
            Unlock encryption
          </Button>
        </div>
      )}
      <div className="button-row">
        <Button onClick={() => void start()} busy={running} disabled={lockedNow}>
          <Download aria-hidden="true" size={16} />
          {DATA_EXPORT_TEXTS.button}
        </Button>
      </div>
    </SettingsCard>
  );
}

function failureOf(error: unknown): Run {
  const named = error instanceof Error ? error.name : '';
  if (named === 'ExportLockedError') return { state: 'failed', message: DATA_EXPORT_TEXTS.locked, locked: true };
  if (named === 'NoKeyMaterialError') return { state: 'failed', message: DATA_EXPORT_TEXTS.noKey };
  if (named === 'ExportDecryptError') {
    return { state: 'failed', message: DATA_EXPORT_TEXTS.decryptFailed((error as { where?: string }).where ?? 'an item'), locked: true };
  }
  return { state: 'failed', message: DATA_EXPORT_TEXTS.failed };
}
