import { forwardRef, useId } from 'react';
import { CrisisCard, CrisisLineList, type CrisisLineId } from '../../../components/crisis-card';
import { isComplete, questionsToAsk, riskOf, type Risk, type SafetyAnswers } from '../safety-questions';
import { AnswerGroup } from './answer-group';

const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
] as const;

/** What each risk asks the person to do, and the lines in the order they are shown. */
export const RISK_HELP: Record<Risk, { title: string; text: string[]; lines: readonly CrisisLineId[] }> = {
  low: {
    title: 'Support is there whenever you want it',
    text: ['Thank you for telling us. If these thoughts come back or get stronger, you can call or text 988, or text HOME to 741741, at any time.'],
    lines: ['call988', 'text988', 'text741741'],
  },
  moderate: {
    title: 'Please reach out for support now',
    text: [
      'Thoughts about how you might end your life are a sign to get support now, not later. Please call or text 988, or text HOME to 741741, now.',
      'And talk to someone you trust today: a friend, a family member, or your doctor.',
    ],
    lines: ['call988', 'text988', 'text741741'],
  },
  high: {
    title: 'Please get help right now',
    text: [
      'Your safety comes first. Call 911 or go to the nearest emergency room now. If you can, stay with someone while you wait.',
      'You can also call or text 988 to talk with someone right away.',
    ],
    lines: ['call911', 'call988', 'text988', 'text741741'],
  },
};

interface SafetyCheckProps {
  answers: SafetyAnswers;
  onChange: (answers: SafetyAnswers) => void;
  /** The card has just appeared (item 9 was answered): announce it at once. */
  alert: boolean;
}

/**
 * What PHQ-9 item 9 above 0 opens: the crisis card and the short Columbia-style follow-up,
 * then the help that fits its answers. Nothing here is stored.
 */
export const SafetyCheck = forwardRef<HTMLElement, SafetyCheckProps>(function SafetyCheck({ answers, onChange, alert }, ref) {
  const headingId = useId();
  const complete = isComplete(answers);
  const risk = riskOf(answers);
  const help = RISK_HELP[risk];
  return (
    <div className="check-in__safety stack" data-testid="safety-check">
      <CrisisCard ref={ref} context="checkin" alert={alert} />
      <section className="card stack" aria-labelledby={headingId} data-testid="safety-follow-up">
        <h3 className="section-title" id={headingId}>
          A few more questions, to find the right support
        </h3>
        <p>These answers stay on this device and are never saved. Answer only what you feel able to.</p>
        {questionsToAsk(answers).map((question, index) => (
          <AnswerGroup
            key={question.id}
            name={`safety-${question.id}`}
            number={`${index + 1}.`}
            legend={question.text}
            options={YES_NO}
            value={answers[question.id]}
            onChange={(value) => onChange({ ...answers, [question.id]: value })}
          />
        ))}
        {/* Present from the start, so the help is read out when it appears. */}
        <div aria-live="polite">
          {complete && (
            <section className={`check-in__risk check-in__risk--${risk}`} data-testid={`risk-${risk}`}>
              <h4 className="check-in__risk-title">{help.title}</h4>
              {help.text.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <CrisisLineList lines={help.lines} />
            </section>
          )}
        </div>
      </section>
    </div>
  );
});
