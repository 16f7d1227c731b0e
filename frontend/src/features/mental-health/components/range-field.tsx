import { useId } from 'react';

interface RangeFieldProps {
  label: string;
  name: string;
  value: number;
  min: number;
  max: number;
  /** Words for the two ends of the scale, e.g. ['Low', 'High']. */
  ends: [string, string];
  onChange: (value: number) => void;
}

/** A labelled slider showing its value; screen readers hear "5 out of 10". */
export function RangeField({ label, name, value, min, max, ends, onChange }: RangeFieldProps) {
  const id = useId();
  const scaleId = `${id}-scale`;
  return (
    <div className="field range-field">
      <div className="range-field__head">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {/* Visible value only: aria-valuetext already tells assistive technology. */}
        <span className="range-field__value" aria-hidden="true" data-testid={`${name}-value`}>
          {value}/{max}
        </span>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        className="range-field__input"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={`${value} out of ${max}`}
        aria-describedby={scaleId}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div className="range-field__scale" id={scaleId}>
        <span>
          {min} {ends[0]}
        </span>
        <span>
          {max} {ends[1]}
        </span>
      </div>
    </div>
  );
}
