import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { stepHeading, type ConnectedTherapist, type PlanStep, type SafetyPlan } from '../plan-model';
import { ContactItem, FixedProfessionals } from './plan-contacts';
import { rowsOf, StepEditor, withRows, type EditorRow } from './step-editor';

interface PlanStepSectionProps {
  step: PlanStep;
  plan: SafetyPlan;
  therapists: ConnectedTherapist[];
  /** Saves the whole plan; answers null or the message to show. */
  onSave: (plan: SafetyPlan) => Promise<string | null>;
}

/** One step of the plan: its items, and an Edit that turns them into a list to change and save. */
export function PlanStepSection({ step, plan, therapists, onSave }: PlanStepSectionProps) {
  const headingId = useId();
  const [rows, setRows] = useState<EditorRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!rows) return;
    setBusy(true);
    const message = await onSave(withRows(plan, step, rows));
    setBusy(false);
    setError(message);
    if (!message) setRows(null);
  };

  const items = plan[step.key];
  return (
    <section className="card plan-step" aria-labelledby={headingId} data-testid={`plan-step-${step.key}`}>
      <div className="plan-step__head">
        <h2 className="section-title" id={headingId}>
          {stepHeading(step)}
        </h2>
        {!rows && (
          <Button variant="ghost" className="inline-row no-print" aria-label={`Edit ${step.title}`} onClick={() => setRows(rowsOf(plan, step))}>
            <Pencil aria-hidden="true" size={16} />
            Edit
          </Button>
        )}
      </div>
      <p className="plan-step__explanation">{step.explanation}</p>
      {step.key === 'professionals' && <FixedProfessionals therapists={therapists} />}
      {rows ? (
        <div className="no-print">
          <StepEditor step={step} rows={rows} onChange={setRows} />
          {error && <FormAlert message={error} />}
          <div className="plan-step__buttons">
            <Button busy={busy} onClick={() => void save()}>
              Save
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => (setRows(null), setError(null))}>
              Cancel
            </Button>
          </div>
        </div>
      ) : items.length === 0 ? (
        step.key !== 'professionals' && <p className="plan-step__empty">Nothing here yet.</p>
      ) : step.kind === 'contact' ? (
        <ul className="plan-list plain-list">
          {plan[step.key].map((contact, i) => (
            <ContactItem key={i} contact={contact} />
          ))}
        </ul>
      ) : (
        <ul className="plan-list">
          {plan[step.key].map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
