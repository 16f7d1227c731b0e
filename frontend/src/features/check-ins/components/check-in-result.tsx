import { RotateCcw } from 'lucide-react';
import { forwardRef, useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { DIFFICULTY_OPTIONS, SCREENING_NOTE, bandOf, describeChange, type Change, type Questionnaire } from '../questionnaires';

export type SaveState = { state: 'saved' } | { state: 'not-saved'; reason: string };

interface CheckInResultProps {
  questionnaire: Questionnaire;
  total: number;
  difficulty: number | null;
  change: Change | null;
  save: SaveState;
  /** The crisis card and follow-up, shown before the score when PHQ-9 item 9 was above 0. */
  safety?: ReactNode;
  onDone: () => void;
}

/** The score, its band and meaning, the change since last time, and whether it was saved. */
export const CheckInResult = forwardRef<HTMLHeadingElement, CheckInResultProps>(function CheckInResult(props, ref) {
  const { questionnaire, total, difficulty, change, save, safety, onDone } = props;
  const headingId = useId();
  const band = bandOf(questionnaire, total);
  const difficultyLabel = difficulty === null ? null : DIFFICULTY_OPTIONS.find((o) => o.value === difficulty)?.label;
  return (
    <section className="stack" aria-labelledby={headingId} data-testid="check-in-result">
      <h2 className="section-title" id={headingId} ref={ref} tabIndex={-1}>
        Your {questionnaire.name} result
      </h2>
      {safety}
      <div className={`card stack check-in__score check-in__score--${band.id}`} data-testid="check-in-score">
        <p className="check-in__total">
          <strong>{total}</strong> out of {questionnaire.maxTotal}: <strong>{band.label}</strong>
        </p>
        <p>{band.meaning}</p>
        {difficultyLabel && <p>How difficult these problems have made things: {difficultyLabel.toLowerCase()}.</p>}
        {change && (
          <p className={change.meaningful ? 'check-in__change check-in__change--meaningful' : 'check-in__change'} data-testid="check-in-change">
            Since your last {questionnaire.name}: {describeChange(change)}
          </p>
        )}
        <p className="check-in__note">
          <strong>{SCREENING_NOTE}</strong> Only a doctor or therapist can diagnose. Whatever your score, talking to someone you trust can help.
        </p>
        <p className="check-in__saved" role="status">
          {save.state === 'saved' ? 'Saved to your history, encrypted on this device.' : save.reason}
        </p>
      </div>
      <div className="button-row">
        <Button variant="secondary" onClick={onDone}>
          <RotateCcw aria-hidden="true" size={16} />
          Back to check-ins
        </Button>
      </div>
    </section>
  );
});
