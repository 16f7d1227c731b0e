import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { MENTAL_HEALTH_LIMITS } from '@contracts/mental-health-options';
import { Field } from '../../../components/field';

export const TOO_MANY_ITEMS = `Add at most ${MENTAL_HEALTH_LIMITS.listItems} items.`;
export const ITEM_TOO_LONG = `Each item can have at most ${MENTAL_HEALTH_LIMITS.listItemChars} characters.`;

/** Adds what was typed ("a, b" adds two), trimmed, skipping empty ones and repeats. */
export function addItems(items: readonly string[], text: string): { items: string[]; error: string | null } {
  const next = [...items];
  const seen = new Set(items.map((item) => item.toLowerCase()));
  for (const part of text.split(',')) {
    const item = part.trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    if (item.length > MENTAL_HEALTH_LIMITS.listItemChars) return { items: [...items], error: ITEM_TOO_LONG };
    seen.add(item.toLowerCase());
    next.push(item);
  }
  if (next.length > MENTAL_HEALTH_LIMITS.listItems) return { items: [...items], error: TOO_MANY_ITEMS };
  return { items: next, error: null };
}

interface TagListFieldProps {
  label: string;
  name: string;
  items: string[];
  onChange: (items: string[]) => void;
  hint?: string;
  placeholder?: string;
}

/**
 * A list typed one item at a time (Enter or Add), shown as removable tags. What is still typed
 * when the field loses focus is added too, so a Save right after typing keeps it.
 */
export function TagListField({ label, name, items, onChange, hint = 'Press Enter or Add after each one.', placeholder }: TagListFieldProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (!text.trim()) return;
    const result = addItems(items, text);
    setError(result.error);
    if (!result.error) {
      onChange(result.items);
      setText('');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the item instead of submitting the form around it.
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="tag-list">
      <Field
        label={label}
        name={name}
        hint={hint}
        error={error}
        placeholder={placeholder}
        value={text}
        maxLength={MENTAL_HEALTH_LIMITS.listItemChars * 2}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        trailing={
          <button type="button" className="field__toggle" aria-label={`Add to ${label}`} onMouseDown={(e) => e.preventDefault()} onClick={commit}>
            Add
          </button>
        }
      />
      {items.length > 0 && (
        <ul className="tag-list__items plain-list" aria-label={label}>
          {items.map((item) => (
            <li key={item} className="chip">
              <span>{item}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={`Remove ${item} from ${label}`}
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
