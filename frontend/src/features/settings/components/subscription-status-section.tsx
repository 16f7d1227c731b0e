import { CalendarClock, CircleAlert, CircleCheck, CircleX, Clock, Crown, RefreshCw, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { PREMIUM_PLAN, type SubscriptionView } from '@contracts/payments-plan';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Loader } from '../../../components/loader';
import {
  describeSubscription,
  endDateLine,
  expiryWarning,
  formatPlanPrice,
  type SubscriptionDisplay,
  type SubscriptionTone,
} from '../subscription-display';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { useSubscriptionStatus } from '../subscription-status';
import { SettingsCard } from './settings-card';

const TONE_ICONS: Readonly<Record<SubscriptionTone, LucideIcon>> = {
  success: CircleCheck,
  warning: Clock,
  danger: CircleX,
};

/** The badge: a colour and an icon, and always the status in words. */
export function SubscriptionBadge({ display }: { display: SubscriptionDisplay }) {
  const Icon = display.endsSoon ? CalendarClock : TONE_ICONS[display.tone];
  return (
    <span className={`badge badge--outlined badge--${display.tone} subscription-badge`} data-testid="subscription-badge" data-tone={display.tone}>
      <Icon aria-hidden="true" size={16} />
      {display.label}
    </span>
  );
}

function planName(subscription: SubscriptionView): string {
  return !subscription.plan || subscription.plan === PREMIUM_PLAN.id ? PREMIUM_PLAN.name : subscription.plan;
}

function Details({ subscription, display }: { subscription: SubscriptionView; display: SubscriptionDisplay }) {
  const dateLine = endDateLine(subscription, display);
  const warning = expiryWarning(subscription, display);
  if (display.kind === 'trial') {
    return (
      <p className="subscription-status__text">
        Your free trial is active from sign-up. Upgrade to Premium or enter a license key for unlimited AI conversations,
        advanced mood tracking, journal export and analytics, and therapist matching.
      </p>
    );
  }
  if (display.kind === 'expired') {
    return (
      <>
        {dateLine && <p className="subscription-status__text">{dateLine}</p>}
        <p className="subscription-status__text">Upgrade to Premium or enter a license key to get your premium features back.</p>
      </>
    );
  }
  return (
    <>
      <dl className="facts facts--grid">
        <div>
          <dt>Plan</dt>
          <dd>{planName(subscription)}</dd>
        </div>
        {subscription.source && (
          <div>
            <dt>Paid by</dt>
            <dd>{paidBy(subscription.source)}</dd>
          </div>
        )}
        {dateLine && (
          <div>
            <dt>Period</dt>
            <dd data-testid="subscription-end">{dateLine}</dd>
          </div>
        )}
      </dl>
      {warning && (
        <p className="callout callout--warning" data-testid="subscription-warning">
          <CircleAlert aria-hidden="true" size={16} />
          {warning}
        </p>
      )}
    </>
  );
}

/** Spec §4 Subscription display: loading, then Free Trial, Premium Active or Subscription Expired. */
export function SubscriptionStatusSection() {
  const { subscription, loading, failed, fallbackStatus, refetch } = useSubscriptionStatus({ refresh: true });
  const [retrying, setRetrying] = useState(false);
  // The clock is read when the answer is shown; a page left open for days is refreshed on return anyway.
  const [now] = useState(() => Date.now());

  const retry = async () => {
    setRetrying(true);
    await refetch();
    setRetrying(false);
  };

  if (loading) {
    return (
      <SettingsCard title="Subscription status" icon={Crown}>
        <Loader label="Loading subscription status..." />
      </SettingsCard>
    );
  }

  // Without an answer from the server, the status on the user record stands in.
  const shown: SubscriptionView = subscription ?? { status: fallbackStatus === 'active' ? 'active' : fallbackStatus === 'none' ? 'none' : 'expired' };
  const display = describeSubscription(shown, now);
  return (
    <SettingsCard title="Subscription status" icon={Crown} className="subscription-status">
      <p className="subscription-status__badge-line">
        <SubscriptionBadge display={display} />
      </p>
      <Details subscription={shown} display={display} />
      {failed && !subscription && (
        <div className="subscription-status__retry">
          <FormAlert message={SETTINGS_MESSAGES.statusFailed} />
          <Button variant="secondary" busy={retrying} onClick={() => void retry()}>
            <RefreshCw aria-hidden="true" size={16} />
            Try again
          </Button>
        </div>
      )}
    </SettingsCard>
  );
}

function paidBy(source: 'license' | 'stripe' | 'admin'): string {
  if (source === 'license') return 'A license key';
  if (source === 'admin') return 'Granted by the Solace team';
  return `Subscription, ${formatPlanPrice()}`;
}
