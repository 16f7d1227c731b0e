import { FileUp } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import { FormAlert } from '../../../components/form-alert';
import { useAuth } from '../../../lib/auth-context';
import { useEncryption } from '../../../lib/encryption-context';
import { unmappedLabels } from '../import-plan';
import { useDataImport } from '../use-data-import';
import { ImportPreview } from './import-preview';
import { ImportProgress, ImportSummary, progressText } from './import-progress';
import { MoodMappingStep } from './mood-mapping-step';
import './data-import.css';

const ACCEPT = '.csv,.daylio,.zip,.json';
/** Restoring is for another account (a new one): here, the items still in this account would be added again. */
export const SAME_ACCOUNT =
  'This export was made from this account. A restore is meant for a new account: items that are still here would be added a second time.';
export const FILE_LABEL = 'Daylio export (.csv) or backup (.daylio), or a Solace export (.zip or .json)';

/** /import: bring in a Daylio export or backup, or a Solace export. Files are read on the device; notes are encrypted there. */
export function ImportPage() {
  const { requestUnlock } = useEncryption();
  const { user } = useAuth();
  const imp = useDataImport();
  const { state } = imp;
  const inputId = useId();
  const errorId = useId();
  const file = 'file' in state ? state.file : null;
  const plan = useMemo(() => (file ? imp.planOf(file) : null), [file, imp]);
  const needsKeys = imp.encryptionStatus !== 'disabled' && imp.encryptionStatus !== 'unlocked';
  const mappingNeeded = file?.kind === 'daylio' && file.source.moodLabels.length > 0;
  const ready = plan !== null && plan.items.length > 0 && (!mappingNeeded || (imp.mappingConfirmed && unmappedLabels(file.source, imp.mapping).length === 0));
  const busy = state.stage === 'reading' || state.stage === 'importing';

  return (
    <div className="page import-page stack stack--loose">
      <h1 className="page__title">Import data</h1>
      <p className="page__lead">
        Bring in your mood history and notes from Daylio (its CSV export or a .daylio backup), or restore a Solace export. The file is read on this device;
        notes are encrypted here before they are saved. Importing the same file again adds nothing twice. <Link to="/settings">Back to settings</Link>
      </p>
      <EncryptionLockedNotice
        status={imp.encryptionStatus}
        label="Encryption"
        unlockLabel="Unlock to import"
        recoveryText="Enter your recovery key so imported notes are encrypted under your current key."
        setupText="Set up encryption first, so your imported notes are stored encrypted."
        onUnlock={requestUnlock}
      />
      {(state.stage === 'choose' || state.stage === 'reading' || state.stage === 'preview') && (
        <section className="card stack" aria-labelledby={`${inputId}-heading`}>
          <h2 className="section-title inline-row" id={`${inputId}-heading`}>
            <FileUp aria-hidden="true" size={22} />
            Choose a file
          </h2>
          <label htmlFor={inputId}>{FILE_LABEL}</label>
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            disabled={busy}
            aria-describedby={state.stage === 'choose' && state.error ? errorId : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) void imp.choose(chosen);
            }}
          />
          {state.stage === 'reading' && <p role="status">Reading {state.name}…</p>}
          {state.stage === 'choose' && state.error && <FormAlert id={errorId} message={state.error} />}
        </section>
      )}
      {state.stage === 'preview' && plan && file && (
        <>
          {mappingNeeded && (
            <MoodMappingStep
              labels={file.source.moodLabels}
              mapping={imp.mapping}
              confirmed={imp.mappingConfirmed}
              onChange={(next) => {
                imp.setMapping(next);
                imp.setMappingConfirmed(false);
              }}
              onConfirm={() => imp.setMappingConfirmed(true)}
            />
          )}
          {file.kind === 'solace' && file.from.email === user?.email && file.from.createdAt === user.createdAt && (
            <p className="card card--warning" role="note">
              {SAME_ACCOUNT}
            </p>
          )}
          <ImportPreview plan={plan} />
          <div className="inline-row">
            <Button onClick={() => void imp.start(file)} disabled={!ready || needsKeys}>
              Import {plan.items.length} {plan.items.length === 1 ? 'item' : 'items'}
            </Button>
            <Button variant="secondary" onClick={imp.reset}>
              Choose another file
            </Button>
          </div>
        </>
      )}
      {state.stage === 'importing' && <ImportProgress progress={state.progress} />}
      {state.stage === 'failed' && (
        <section className="card stack" aria-label="Import stopped">
          <FormAlert message={state.message} />
          <p>{progressText(state.progress)}</p>
          <Button onClick={() => void imp.start(state.file)}>Import again</Button>
        </section>
      )}
      {state.stage === 'done' && <ImportSummary summary={state.summary} skipped={state.skipped} onAnother={imp.reset} />}
    </div>
  );
}
