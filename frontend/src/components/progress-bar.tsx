/** A labelled determinate progress bar (0 to 100). */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div className="meter progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped}>
        <span className="meter__fill progress__fill" style={{ width: `${clamped}%` }} />
      </div>
      <span className="progress__value" aria-hidden="true">
        {clamped}%
      </span>
    </div>
  );
}
