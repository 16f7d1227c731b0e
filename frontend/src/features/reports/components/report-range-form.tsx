import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { SelectField } from '../../../components/select-field';
import { presetRange, RANGE_PRESETS, rangeError, localDate, type RangePreset, type ReportRange } from '../report-range';

const PRESET_LABELS: Record<RangePreset, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
  custom: 'Choose dates',
};
const PRESET_IDS: readonly RangePreset[] = [...RANGE_PRESETS.map((p) => p.id), 'custom'];

/** The range picker: a preset applies at once; chosen dates apply once they make a valid range. */
export function ReportRangeForm({ onApply }: { onApply: (range: ReportRange) => void }) {
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [custom, setCustom] = useState<ReportRange>(() => presetRange('30d'));
  const [error, setError] = useState<ReturnType<typeof rangeError>>(null);

  const choose = (next: RangePreset) => {
    setPreset(next);
    setError(null);
    if (next !== 'custom') onApply(presetRange(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = rangeError(custom);
    setError(problem);
    if (!problem) onApply(custom);
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Report dates">
      <SelectField label="Dates" value={preset} options={PRESET_IDS} labels={PRESET_LABELS} onChange={choose} />
      {preset === 'custom' && (
        <>
          <div className="report-range__dates">
            {(['from', 'to'] as const).map((end) => (
              <Field
                key={end}
                label={end === 'from' ? 'From' : 'To'}
                type="date"
                value={custom[end]}
                max={localDate(new Date())}
                onChange={(e) => setCustom({ ...custom, [end]: e.target.value })}
                error={error?.field === end ? error.message : null}
              />
            ))}
          </div>
          <div>
            <Button type="submit">Show these dates</Button>
          </div>
        </>
      )}
    </form>
  );
}
