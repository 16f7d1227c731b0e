import { TriangleAlert, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { CUSTOM_COLOR_LABELS, isHexColor, type CustomColorKey } from '../../../lib/theme/theme-options';

interface CustomColorRowProps {
  colorKey: CustomColorKey;
  value: string | undefined;
  /** The colour shown by the picker while no custom colour is set. */
  fallback: string;
  problem: string | undefined;
  onChange: (value: string | null) => void;
}

export function CustomColorRow({ colorKey, value, fallback, problem, onChange }: CustomColorRowProps) {
  const id = useId();
  const label = CUSTOM_COLOR_LABELS[colorKey];
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);
  const [invalid, setInvalid] = useState(false);
  // A value changed from outside (picker, Clear, Discard, Reset) replaces what was typed.
  if (shownValue !== value) {
    setShownValue(value);
    setText(value ?? '');
    setInvalid(false);
  }

  const onText = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') {
      setInvalid(false);
      onChange(null);
    } else if (isHexColor(trimmed)) {
      setInvalid(false);
      onChange(trimmed);
    } else {
      setInvalid(true);
    }
  };

  const clear = () => {
    setText('');
    setInvalid(false);
    onChange(null);
  };

  const describedBy = [`${id}-state`, invalid ? `${id}-error` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="custom-color" role="group" aria-labelledby={`${id}-label`}>
      <span className="custom-color__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="custom-color__controls">
        <input
          type="color"
          className="custom-color__picker"
          aria-label={`${label} color picker`}
          value={value ?? fallback}
          onChange={(e) => onChange(e.target.value)}
        />
        <div className="field__control custom-color__text">
          <input
            id={`${id}-text`}
            className="field__input"
            aria-label={`${label} color (hex)`}
            placeholder="#rrggbb"
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(e) => onText(e.target.value)}
          />
        </div>
        <Button variant="secondary" aria-label={`Clear ${label.toLowerCase()} color`} disabled={!value && !text} onClick={clear}>
          <X aria-hidden="true" size={16} />
          Clear
        </Button>
      </div>
      <p className="field__hint" id={`${id}-state`}>
        {value ? `Custom: ${value}` : "Not set: the scheme's color is used."}
      </p>
      {invalid && (
        <p className="field__error" id={`${id}-error`}>
          Enter a color as # followed by six hexadecimal digits, for example #336699.
        </p>
      )}
      {problem && (
        <p className="callout custom-color__problem" id={`${id}-problem`}>
          <TriangleAlert aria-hidden="true" size={16} />
          {problem}
        </p>
      )}
    </div>
  );
}
