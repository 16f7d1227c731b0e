import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import { PLAN_LIMITS, type PlanContact, type PlanStep, type SafetyPlan } from '../plan-model';

/** One line being edited: the text of an item, or a contact's name with its phone. */
export interface EditorRow {
  text: string;
  phone: string;
}

export function rowsOf(plan: SafetyPlan, step: PlanStep): EditorRow[] {
  if (step.kind === 'contact') return plan[step.key].map((c) => ({ text: c.name, phone: c.phone }));
  return plan[step.key].map((text) => ({ text, phone: '' }));
}

/** The plan with this step's rows in place; blank rows are left out. */
export function withRows(plan: SafetyPlan, step: PlanStep, rows: EditorRow[]): SafetyPlan {
  if (step.kind === 'contact') {
    const contacts: PlanContact[] = rows.map((r) => ({ name: r.text.trim(), phone: r.phone.trim() })).filter((c) => c.name || c.phone);
    return { ...plan, [step.key]: contacts };
  }
  return { ...plan, [step.key]: rows.map((r) => r.text.trim()).filter(Boolean) };
}

interface StepEditorProps {
  step: PlanStep;
  rows: EditorRow[];
  onChange: (rows: EditorRow[]) => void;
}

/** A step's short list: each item a field with a Remove button, and one more with Add. */
export function StepEditor({ step, rows, onChange }: StepEditorProps) {
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);

  // A new row takes the focus, so typing can start at once.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

  const update = (index: number, change: Partial<EditorRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const add = () => {
    added.current = true;
    onChange([...rows, { text: '', phone: '' }]);
  };

  return (
    <div className="plan-editor">
      <ol ref={list} className="plan-editor__rows plain-list">
        {rows.map((row, index) => {
          const label = `${step.itemLabel} ${index + 1}`;
          return (
            <li key={index} className="plan-editor__row">
              <label className="plan-editor__field">
                <span className="plan-editor__label">{step.kind === 'contact' ? `${label}: name` : label}</span>
                <input
                  className="field__input"
                  value={row.text}
                  maxLength={step.kind === 'contact' ? PLAN_LIMITS.nameChars : PLAN_LIMITS.itemChars}
                  onChange={(e) => update(index, { text: e.target.value })}
                />
              </label>
              {step.kind === 'contact' && (
                <label className="plan-editor__field plan-editor__field--phone">
                  <span className="plan-editor__label">{`${label}: phone`}</span>
                  <input
                    className="field__input"
                    type="tel"
                    autoComplete="off"
                    value={row.phone}
                    maxLength={PLAN_LIMITS.phoneChars}
                    onChange={(e) => update(index, { phone: e.target.value })}
                  />
                </label>
              )}
              <Button variant="ghost" className="plan-editor__remove" aria-label={`Remove ${label}`} onClick={() => remove(index)}>
                <Trash2 aria-hidden="true" size={18} />
              </Button>
            </li>
          );
        })}
      </ol>
      {rows.length < PLAN_LIMITS.items && (
        <Button variant="secondary" className="inline-row" onClick={add}>
          <Plus aria-hidden="true" size={18} />
          {rows.length === 0 ? `Add ${step.itemLabel.toLowerCase()}` : `Add another ${step.itemLabel.toLowerCase()}`}
        </Button>
      )}
    </div>
  );
}
