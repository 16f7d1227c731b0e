import { FieldsetFrame } from '../../../components/field';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/** A fieldset of checkboxes; the chosen values keep the options' order. */
export function CheckboxGroup<T extends string>({ legend, options, value, onChange }: CheckboxGroupProps<T>) {
  const toggle = (option: T, checked: boolean) => {
    const chosen = new Set<T>(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.filter((o) => chosen.has(o)));
  };
  return (
    <FieldsetFrame legend={legend} className="bare-fieldset">
      <div className="checkbox-group__options">
        {options.map((option) => (
          <label key={option} className="checkbox checkbox-group__option">
            <input type="checkbox" checked={value.includes(option)} onChange={(e) => toggle(option, e.target.checked)} />
            {option}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}
