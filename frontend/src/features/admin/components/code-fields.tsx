import { CODE_PLANS, CODE_STATUSES, type CodePlan, type CodeStatus } from '@contracts/admin-options';
import { SelectField } from '../../../components/select-field';
import { STATUS_LABELS, planLabel } from '../format';

interface CodeStatusFieldProps<T extends CodeStatus | ''> {
  value: T;
  onChange: (value: T) => void;
  /** A first, empty option for "any status" (the search form), with this label. */
  anyLabel?: string;
}

/** The Status select of the code lists and the code search. */
export function CodeStatusField<T extends CodeStatus | ''>({ value, onChange, anyLabel }: CodeStatusFieldProps<T>) {
  return (
    <SelectField<CodeStatus | ''>
      label="Status"
      name="status"
      value={value}
      options={CODE_STATUSES}
      labels={(status) => (status ? STATUS_LABELS[status] : '')}
      emptyOption={anyLabel}
      onChange={(status) => onChange(status as T)}
    />
  );
}

/** The Plan select of code generation and of a user's subscription. */
export function CodePlanField({ value, onChange, error }: { value: CodePlan; onChange: (plan: CodePlan) => void; error?: string }) {
  return <SelectField label="Plan" name="plan" error={error} value={value} options={CODE_PLANS} labels={planLabel} onChange={onChange} />;
}
