import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { EMPTY_PLAN, PLAN_STEPS, stepHeading, type ConnectedTherapist, type SafetyPlan } from '../plan-model';
import { FixedProfessionals } from './plan-contacts';
import { rowsOf, StepEditor, withRows, type EditorRow } from './step-editor';

interface GuidedFillProps {
  therapists: ConnectedTherapist[];
  /** Saves the plan at the end; answers null or the message to show. */
  onFinish: (plan: SafetyPlan) => Promise<string | null>;
}

/** An empty step starts with one field ready to type in. */
const startRows = (rows: EditorRow[]): EditorRow[] => (rows.length > 0 ? rows : [{ text: '', phone: '' }]);

/** The first fill: one step per screen with what it is for and a few examples; every step can be skipped. */
export function GuidedFill({ therapists, onFinish }: GuidedFillProps) {
  const [index, setIndex] = useState(0);
  const [plan, setPlan] = useState<SafetyPlan>(EMPTY_PLAN);
  const [rows, setRows] = useState<EditorRow[]>(startRows([]));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = PLAN_STEPS[index]!;
  const last = index === PLAN_STEPS.length - 1;
  const filled = rows.some((r) => r.text.trim() || r.phone.trim());

  // Each new screen is announced by moving the focus to its heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [index]);

  const go = (next: number) => {
    const kept = withRows(plan, step, rows);
    setPlan(kept);
    setRows(startRows(rowsOf(kept, PLAN_STEPS[next]!)));
    setIndex(next);
  };

  const finish = async () => {
    const kept = withRows(plan, step, rows);
    setPlan(kept);
    setBusy(true);
    const message = await onFinish(kept);
    setBusy(false);
    setError(message);
  };

  return (
    <section className="card plan-guided" aria-labelledby={headingId}>
      <p className="plan-guided__progress">
        {step.number === null ? 'Last step' : `Step ${step.number} of 6`}
        <span className="visually-hidden">, screen {index + 1} of {PLAN_STEPS.length}</span>
      </p>
      <h2 className="section-title" id={headingId} ref={heading} tabIndex={-1}>
        {stepHeading(step)}
      </h2>
      <p>{step.explanation}</p>
      <p className="plan-guided__examples">For example: {step.examples.join('; ')}.</p>
      {step.key === 'professionals' && <FixedProfessionals therapists={therapists} />}
      <StepEditor step={step} rows={rows} onChange={setRows} />
      {error && <FormAlert message={error} />}
      <div className="plan-guided__nav">
        {index > 0 && (
          <Button variant="secondary" className="inline-row" disabled={busy} onClick={() => go(index - 1)}>
            <ArrowLeft aria-hidden="true" size={18} />
            Back
          </Button>
        )}
        {last ? (
          <Button className="inline-row" busy={busy} onClick={() => void finish()}>
            <Check aria-hidden="true" size={18} />
            Save my plan
          </Button>
        ) : (
          <Button className="inline-row" onClick={() => go(index + 1)}>
            {filled ? 'Next' : 'Skip this step'}
            <ArrowRight aria-hidden="true" size={18} />
          </Button>
        )}
      </div>
    </section>
  );
}
