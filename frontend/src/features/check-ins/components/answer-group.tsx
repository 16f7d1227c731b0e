import { OptionCardRadio } from '../../../components/option-card-radio';

interface AnswerGroupProps<V extends number | boolean> {
  /** The radio group's name, unique on the page. */
  name: string;
  /** The question, read as the group's legend. */
  legend: string;
  /** Shown before the legend, e.g. "3." */
  number?: string;
  options: readonly { value: V; label: string }[];
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** Marks the group as not answered after a submit. */
  invalid?: boolean;
  testId?: string;
}

/** One question with its options as a group of radio cards. */
export function AnswerGroup<V extends number | boolean>({ name, legend, number, options, value, onChange, invalid, testId }: AnswerGroupProps<V>) {
  return (
    <fieldset className="check-in__question" data-testid={testId} aria-invalid={invalid || undefined} id={`question-${name}`}>
      <legend className="check-in__legend">
        {number && <span className="check-in__number">{number} </span>}
        {legend}
      </legend>
      <div className="option-cards">
        {options.map((option) => (
          <OptionCardRadio
            key={String(option.value)}
            className="check-in__option"
            name={name}
            value={String(option.value)}
            checked={value === option.value}
            onSelect={() => onChange(option.value)}
          >
            {option.label}
          </OptionCardRadio>
        ))}
      </div>
    </fieldset>
  );
}
