import type { ReactNode } from 'react';

interface OptionCardRadioProps {
  /** The feature's own class for the card (its layout), next to `option-card`. */
  className: string;
  name: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  /** Elements that describe the group (its message), read as the focus lands on this option. */
  describedBy?: string;
  children: ReactNode;
}

/** One radio of a group of option cards (styles/option-cards.css), marked while it is selected. */
export function OptionCardRadio({ className, name, value, checked, onSelect, describedBy, children }: OptionCardRadioProps) {
  return (
    <label className={checked ? `${className} option-card is-selected` : `${className} option-card`}>
      <input type="radio" name={name} value={value} checked={checked} aria-describedby={describedBy} onChange={() => onSelect()} />
      {children}
    </label>
  );
}
