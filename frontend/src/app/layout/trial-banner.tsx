import { X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { LICENSE_SECTION_ANCHOR, UPGRADE_QUERY } from '../../features/settings/settings-anchors';
import { useSubscriptionStatus } from '../../features/settings/subscription-status';
import { useAuth } from '../../lib/auth-context';

export const TRIAL_BANNER_DISMISSED_KEY = 'solace_trial_banner_dismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(TRIAL_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * Spec §2: shown unless the subscription is active; closing hides it for the browser session.
 * Upgrade opens the upgrade flow (the Upgrade modal of /settings), where the spec only logs.
 * The status is the server's (GET /payments/subscription-status, shared with /settings); until it
 * answers, the one on the signed-in user stands in.
 */
export function TrialBanner() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { subscription, fallbackStatus } = useSubscriptionStatus();
  const [dismissed, setDismissed] = useState(wasDismissed);

  const status = subscription?.status ?? fallbackStatus;
  if (!user || status === 'active' || dismissed) return null;

  const close = () => {
    try {
      window.sessionStorage.setItem(TRIAL_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Without session storage the banner stays closed until the page is reloaded.
    }
    setDismissed(true);
  };

  return (
    <section className="split-row trial-banner" aria-label="Free trial">
      <div className="trial-banner__text">
        <p className="trial-banner__title">Free Trial - Limited Features</p>
        <p className="trial-banner__detail">
          Upgrade to Premium for unlimited AI conversations, advanced mood tracking, journal export and therapist matching.
        </p>
      </div>
      <div className="trial-banner__actions">
        <Button variant="secondary" onClick={() => void navigate({ pathname: '/settings', hash: `#${LICENSE_SECTION_ANCHOR}` })}>
          Enter License
        </Button>
        <Button onClick={() => void navigate({ pathname: '/settings', search: `?${UPGRADE_QUERY}` })}>Upgrade</Button>
        <button type="button" className="trial-banner__close" aria-label="Close trial banner" onClick={close}>
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </section>
  );
}
