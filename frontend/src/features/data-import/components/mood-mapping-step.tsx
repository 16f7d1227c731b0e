import { MOOD_LEVELS } from '../../../lib/mood-scale';
import { Button } from '../../../components/button';
import { TitledSection } from '../../../components/titled-section';
import type { MoodMapping } from '../import-plan';
import type { MoodLabel } from '../source-rows';

interface MoodMappingStepProps {
  labels: MoodLabel[];
  mapping: MoodMapping;
  confirmed: boolean;
  onChange: (mapping: MoodMapping) => void;
  onConfirm: () => void;
}

/**
 * Daylio lets people rename every mood, in any language: each name found in the file gets a
 * place on Solace's 1–5 scale, prefilled where the file tells (the default names, a backup's
 * mood group) and confirmed by the person before anything is imported.
 */
export function MoodMappingStep({ labels, mapping, confirmed, onChange, onConfirm }: MoodMappingStepProps) {
  const complete = labels.every(({ label }) => mapping[label] !== undefined);
  return (
    <TitledSection title="Match your moods" className="card stack">
      <p>Solace rates moods from 1 (very low) to 5 (excellent). Check where each of your Daylio moods belongs.</p>
      <ul className="stack stack--tight import-mapping">
        {labels.map(({ label, count }) => {
          const id = `mood-map-${label}`;
          return (
            <li key={label} className="inline-row">
              <label htmlFor={id}>
                “{label}” <span className="import-muted">({count === 1 ? '1 day' : `${count} days`})</span>
              </label>
              <select
                id={id}
                value={mapping[label] ?? ''}
                onChange={(event) => {
                  const next = { ...mapping };
                  if (event.target.value === '') delete next[label];
                  else next[label] = Number(event.target.value);
                  onChange(next);
                }}
              >
                <option value="">Choose…</option>
                {[...MOOD_LEVELS].reverse().map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.value} – {level.label}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
      {confirmed ? (
        <p role="status">Moods matched.</p>
      ) : (
        <Button onClick={onConfirm} disabled={!complete}>
          These moods are right
        </Button>
      )}
      {!complete && <p className="import-muted">Choose a place for every mood to go on.</p>}
    </TitledSection>
  );
}
