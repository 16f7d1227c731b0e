import { ArrowLeft, Check, Lock } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { PREMIUM_PLAN } from '@contracts/payments-plan';
import { Button } from '../../../components/button';
import { Field } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { formatPlanPrice } from '../subscription-display';
import './account-settings.css';

export type UpgradeStep = 'plan' | 'payment';

interface UpgradeModalProps {
  step: UpgradeStep;
  billingName: string;
  billingEmail: string;
  /** The checkout is being created (or the browser is leaving for it). */
  busy: boolean;
  error: string | null;
  onContinue: () => void;
  onBack: () => void;
  onCheckout: () => void;
  onClose: () => void;
}

/**
 * Spec §2/§4 Upgrade modal: the plan step, then the payment step (Back returns to the plan).
 * Card details are entered on the payment provider's hosted checkout page, never here.
 */
export function UpgradeModal({ step, billingName, billingEmail, busy, error, onContinue, onBack, onCheckout, onClose }: UpgradeModalProps) {
  const stepId = useId();
  const stepRef = useRef<HTMLParagraphElement>(null);
  const shownStep = useRef(step);

  // A new step is announced from its top: focus would otherwise stay on a button that changed meaning.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.focus();
  }, [step]);

  const price = formatPlanPrice();
  const footer =
    step === 'plan' ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </>
    ) : (
      <>
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          <ArrowLeft aria-hidden="true" size={16} />
          Back
        </Button>
        <Button onClick={onCheckout} busy={busy}>
          <Lock aria-hidden="true" size={16} />
          Continue to secure checkout
        </Button>
      </>
    );

  return (
    <Modal title="Upgrade to Premium" onClose={busy ? undefined : onClose} footer={footer} describedBy={stepId} className="upgrade-modal">
      <p className="upgrade-modal__step" id={stepId} ref={stepRef} tabIndex={-1}>
        {step === 'plan' ? 'Step 1 of 2: your plan' : 'Step 2 of 2: payment'}
      </p>
      <div className="upgrade-modal__plan split-row">
        <h3 className="upgrade-modal__plan-name">{PREMIUM_PLAN.name}</h3>
        <p className="upgrade-modal__price" data-testid="plan-price">
          {price}
        </p>
      </div>
      {step === 'plan' ? (
        <ul className="upgrade-modal__features" aria-label="Included in Premium">
          {PREMIUM_PLAN.features.map((feature) => (
            <li key={feature}>
              <Check aria-hidden="true" size={16} />
              {feature}
            </li>
          ))}
        </ul>
      ) : (
        <div className="stack stack--loose">
          <Field label="Billing name" name="billingName" value={billingName} readOnly autoComplete="name" hint="From your account." />
          <Field label="Billing email" name="billingEmail" type="email" value={billingEmail} readOnly autoComplete="email" hint="Receipts are sent here." />
          <p className="inline-row inline-row--top upgrade-modal__secure">
            <Lock aria-hidden="true" size={16} />
            You enter your card details on the secure checkout page of our payment provider. Solace never sees or stores your card
            number. You can cancel at any time.
          </p>
          <FormAlert message={error} />
        </div>
      )}
    </Modal>
  );
}
