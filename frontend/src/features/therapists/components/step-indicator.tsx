import { Check } from 'lucide-react';

export const WIZARD_STEPS = ['Your concerns', 'Your preferences', 'Your matches'] as const;
export type WizardStep = 1 | 2 | 3;

/** "Step 2 of 3" in words, with the three steps drawn as a progress track. */
export function StepIndicator({ step }: { step: WizardStep }) {
  return (
    <div className="stack stack--tight">
      <p className="wizard-steps__count">
        Step {step} of {WIZARD_STEPS.length}
      </p>
      <ol className="wizard-steps__list plain-list" aria-label="Matching steps">
        {WIZARD_STEPS.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'upcoming';
          return (
            <li key={label} className={`inline-row wizard-steps__item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="wizard-steps__marker" aria-hidden="true">
                {state === 'done' ? <Check size={14} /> : number}
              </span>
              <span className="wizard-steps__label">
                {label}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
