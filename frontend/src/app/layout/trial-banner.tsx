import { X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { useAuth } from '../../lib/auth-context';

export const TRIAL_BANNER_DISMISSED_KEY = 'solace_trial_banner_dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(TRIAL_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Shown unless the subscription is active; closing hides it for the browser session. */
export function TrialBanner() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (!user || user.subscription?.status === 'active' || dismissed) return null;

  const close = () => {
    window.sessionStorage.setItem(TRIAL_BANNER_DISMISSED_KEY, 'true');
    setDismissed(true);
  };

  return (
    <section className="trial-banner" aria-label="Free trial">
      <div className="trial-banner__text">
        <p className="trial-banner__title">Free Trial - Limited Features</p>
        <p className="trial-banner__detail">
          Upgrade to Premium for unlimited AI conversations, advanced mood tracking, journal export and therapist matching.
        </p>
      </div>
      <div className="trial-banner__actions">
        <Button variant="secondary" onClick={() => void navigate('/settings')}>
          Enter License
        </Button>
        <Button onClick={() => console.info('Upgrade selected from the trial banner')}>Upgrade</Button>
        <button type="button" className="trial-banner__close" aria-label="Close trial banner" onClick={close}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </section>
  );
}
