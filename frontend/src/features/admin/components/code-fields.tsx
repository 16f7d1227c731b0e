import { CODE_PLANS, CODE_STATUSES, type CodePlan } from '@contracts/admin-options';
import { FieldFrame } from '../../../components/field';
import { STATUS_LABELS, planLabel } from '../format';

interface CodeStatusFieldProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  /** A first, empty option for "any status" (the search form), with this label. */
  anyLabel?: string;
}

/** The Status select of the code lists and the code search. */
export function CodeStatusField<T extends string>({ value, onChange, anyLabel }: CodeStatusFieldProps<T>) {
  return (
    <FieldFrame label="Status">
      {(control) => (
        <select {...control} name="status" className="field__input" value={value} onChange={(e) => onChange(e.target.value as T)}>
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {CODE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** The Plan select of code generation and of a user's subscription. */
export function CodePlanField({ value, onChange, error }: { value: CodePlan; onChange: (plan: CodePlan) => void; error?: string }) {
  return (
    <FieldFrame label="Plan" error={error}>
      {(control) => (
        <select {...control} name="plan" className="field__input" value={value} onChange={(e) => onChange(e.target.value as CodePlan)}>
          {CODE_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {planLabel(plan)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
