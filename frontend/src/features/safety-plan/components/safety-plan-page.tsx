import { Download, Printer, Trash2, WifiOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CrisisLineList } from '../../../components/crisis-card';
import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import { FormAlert } from '../../../components/form-alert';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { TitledSection } from '../../../components/titled-section';
import { useAuth } from '../../../lib/auth-context';
import { ENCRYPTION_MESSAGES } from '../../../lib/crypto/errors';
import { downloadBlob } from '../../../lib/download-file';
import { useEncryption, type EncryptionStatus } from '../../../lib/encryption-context';
import { PLAN_STEPS, type ConnectedTherapist, type SafetyPlan } from '../plan-model';
import { useConnectedTherapists } from '../use-connected-therapists';
import { useSafetyPlan } from '../use-safety-plan';
import { GuidedFill } from './guided-fill';
import { PlanStepSection } from './plan-step-section';
import './safety-plan.css';

export const SAFETY_PLAN_TITLE = 'My Safety Plan';
export const PDF_FAILED = 'The PDF could not be made. Please try again, or print the plan instead.';
export const ENCRYPTION_OFF_TEXT =
  'Your safety plan is always encrypted on this device, and encryption is turned off. Turn it on in Account Settings to make a plan.';

function savedOn(iso: string | null): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }) : 'an earlier visit';
}

/** The lines stay in reach whatever happens to the plan. */
function CrisisLinesCard() {
  return (
    <TitledSection title="If you need help now" className="crisis-card plan-crisis-lines">
      <CrisisLineList />
    </TitledSection>
  );
}

function LockedNotice({ status, onUnlock }: { status: EncryptionStatus; onUnlock: () => void }) {
  if (status === 'disabled') {
    return (
      <section className="card card--warning" aria-label="Safety plan locked">
        <p>{ENCRYPTION_OFF_TEXT}</p>
      </section>
    );
  }
  return (
    <EncryptionLockedNotice
      status={status}
      label="Safety plan locked"
      unlockLabel="Unlock my plan"
      recoveryText="Your safety plan was encrypted under an earlier password. Enter your recovery key to open it with your current password."
      setupText="Set up encryption to make your safety plan: it is encrypted on this device and only you can read it."
      onUnlock={onUnlock}
    />
  );
}

interface PlanSheetProps {
  plan: SafetyPlan;
  therapists: ConnectedTherapist[];
  onSave: (plan: SafetyPlan) => Promise<string | null>;
  onDelete: () => Promise<string | null>;
}

/** The whole plan on one page: what Print puts on paper. */
function PlanSheet({ plan, therapists, onSave, onDelete }: PlanSheetProps) {
  const [pdfBusy, setPdfBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const confirmDelete = async () => {
    setDeleting(true);
    const message = await onDelete();
    // On success the page shows the guided fill instead of this sheet.
    if (message) {
      setDeleting(false);
      setConfirming(false);
      setError(message);
    }
  };

  const downloadPdf = async () => {
    setPdfBusy(true);
    setError(null);
    try {
      const { buildPlanPdf } = await import('../safety-plan-pdf');
      downloadBlob(await buildPlanPdf(plan, therapists), 'my-safety-plan.pdf');
    } catch {
      setError(PDF_FAILED);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <>
      <div className="plan-toolbar no-print">
        <Button variant="secondary" className="inline-row" onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} />
          Print
        </Button>
        <Button variant="secondary" className="inline-row" busy={pdfBusy} onClick={() => void downloadPdf()}>
          <Download aria-hidden="true" size={18} />
          Download PDF
        </Button>
        <Button variant="ghost" className="inline-row" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" size={18} />
          Delete my plan
        </Button>
      </div>
      <FormAlert message={error} />
      <div className="safety-plan__sheet" data-testid="safety-plan-sheet">
        <p className="safety-plan__print-title" aria-hidden="true">
          {SAFETY_PLAN_TITLE}
        </p>
        {PLAN_STEPS.map((step) => (
          <PlanStepSection key={step.key} step={step} plan={plan} therapists={therapists} onSave={onSave} />
        ))}
        <p className="safety-plan__emergency">If you are in immediate danger, call 911.</p>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete my safety plan"
          message="Your plan will be deleted from Solace and from this device. You can make a new one at any time."
          confirmLabel="Delete"
          danger
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}

/** /safety-plan: the Stanley-Brown safety plan, filled step by step the first time, then editable on one page. */
export function SafetyPlanPage() {
  const { user } = useAuth();
  const { status, keys, busy, requestUnlock } = useEncryption();
  const therapists = useConnectedTherapists();
  const { stored, opened, save, remove, reload } = useSafetyPlan(user?.id ?? '', keys);

  let body;
  if (stored.kind === 'loading' || (stored.kind === 'stored' && keys && opened.state === 'waiting')) {
    body = <Loader label="Loading your safety plan..." />;
  } else if (stored.kind === 'error') {
    body = <LoadFailure className="card" message={stored.message} onRetry={reload} />;
  } else if (!keys) {
    body = <CrisisLinesCard />;
  } else if (stored.kind === 'none') {
    body = <GuidedFill therapists={therapists} onFinish={save} />;
  } else if (opened.state === 'failed') {
    body = (
      <>
        <FormAlert message={ENCRYPTION_MESSAGES.decryptSession} />
        <CrisisLinesCard />
      </>
    );
  } else if (opened.state === 'ready') {
    body = (
      <>
        {stored.source === 'device' && (
          <p className="card card--warning inline-row plan-offline" role="status">
            <WifiOff aria-hidden="true" size={18} />
            {`You are offline or Solace cannot be reached: this is the copy saved on this device on ${savedOn(stored.savedAt)}.`}
          </p>
        )}
        <PlanSheet plan={opened.plan} therapists={therapists} onSave={save} onDelete={remove} />
      </>
    );
  }

  return (
    <section className="page safety-plan">
      <header className="no-print">
        <h1 className="page__title">{SAFETY_PLAN_TITLE}</h1>
        <p className="page__lead">
          A plan for hard moments, made while you feel steadier: the signs to watch for, what helps, and who to reach. It is encrypted on this
          device; only you can read it.
        </p>
      </header>
      {!keys && !busy && <LockedNotice status={status} onUnlock={requestUnlock} />}
      {body}
    </section>
  );
}
