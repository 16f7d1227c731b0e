import { useId } from 'react';

const CONSENT_KEY = 'solace_coach_model_consent';

/** The user's choice on this device; off until they turn it on. */
export function readModelConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function storeModelConsent(consented: boolean): void {
  try {
    if (consented) window.localStorage.setItem(CONSENT_KEY, 'yes');
    else window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Private modes without storage: the choice lasts for this chat only.
  }
}

/** Shown only when the deployment offers a language model: explicit, informed, off by default. */
export function ModelConsent({ consented, onChange }: { consented: boolean; onChange: (consented: boolean) => void }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="inline-row inline-row--top model-consent">
      <input
        id={id}
        type="checkbox"
        checked={consented}
        aria-describedby={hintId}
        onChange={(event) => {
          storeModelConsent(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <div>
        <label htmlFor={id}>Use the AI language model for replies</label>
        <p id={hintId} className="model-consent__hint">
          Your messages in this chat are then sent in plain text (not encrypted) to an AI model hosted on Amazon Bedrock so it can write the
          coach's replies. They are not stored there. The crisis check still runs on your device first, and a message that looks like a
          crisis is never sent. Turn this off at any time to go back to the coach that runs on your device.
        </p>
      </div>
    </div>
  );
}
