import { ExternalLink, Info, KeyRound, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PREMIUM_PLAN, type SubscriptionView } from '@contracts/payments-plan';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/form-alert';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { useAuth } from '../../../lib/auth-context';
import { isNetworkFailure, refusalMessage, safeRedirectUrl, settingsApi, settingsReturnUrl } from '../api/settings-api';
import { UPGRADE_QUERY } from '../settings-anchors';
import { SETTINGS_MESSAGES } from '../settings-messages';
import { formatPlanPrice, formatSubscriptionDate } from '../subscription-display';
import { setSubscriptionStatus, useSubscriptionStatus } from '../subscription-status';
import { SettingsCard } from './settings-card';
import { UpgradeModal, type UpgradeStep } from './upgrade-modal';

/**
 * After a checkout the payment provider's webhook makes the subscription active, which may take
 * a moment: the status is read this many times, this far apart, before the page says it is
 * still being confirmed.
 */
export const CHECKOUT_CONFIRMATION = { attempts: 5, intervalMs: 2000 } as const;

type CheckoutReturn = 'success' | 'cancelled' | null;
type Confirmation = 'idle' | 'confirming' | 'pending' | 'confirmed';

function readCheckoutReturn(params: URLSearchParams): CheckoutReturn {
  const value = params.get('checkout');
  return value === 'success' || value === 'cancelled' ? value : null;
}

function effectiveSubscription(subscription: SubscriptionView | null, fallbackStatus: string): SubscriptionView {
  if (subscription) return subscription;
  return { status: fallbackStatus === 'active' ? 'active' : fallbackStatus === 'none' ? 'none' : 'expired' };
}

/**
 * Spec §2 "purchase or manage subscription": without premium, Upgrade to Premium opens the
 * Upgrade modal and leads to the hosted checkout; with a Stripe subscription, Manage subscription
 * opens the customer portal; premium from a licence key has nothing to manage. /settings?upgrade
 * (the trial banner's Upgrade) arrives with the Upgrade modal open.
 */
export function SubscriptionPlanSection() {
  const toast = useToast();
  const { user } = useAuth();
  const { subscription, loading, fallbackStatus, refetch } = useSubscriptionStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const [checkoutReturn] = useState<CheckoutReturn>(() => readCheckoutReturn(searchParams));
  const [confirmation, setConfirmation] = useState<Confirmation>(checkoutReturn === 'success' ? 'confirming' : 'idle');
  const [cancelledNote, setCancelledNote] = useState(checkoutReturn === 'cancelled');

  const [upgrade, setUpgrade] = useState<{ open: boolean; step: UpgradeStep }>({ open: false, step: 'plan' });
  const [checkoutBusy, setCheckoutBusy] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [portalBusy, setPortalBusy] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelBusy, setCancelBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  // The checkout's answer is read once; the address goes back to plain /settings so a reload
  // or a bookmark does not announce it again.
  useEffect(() => {
    if (!searchParams.has('checkout') && !searchParams.has('session_id')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('checkout');
    next.delete('session_id');
    setSearchParams(next, { replace: true });
  }, [searchParams, setSearchParams]);

  // Back from a hosted page restores this page as it was left (back-forward cache): not busy any more.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setCheckoutBusy(false);
      setPortalBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (confirmation !== 'confirming') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });
    void (async () => {
      for (let attempt = 1; attempt <= CHECKOUT_CONFIRMATION.attempts; attempt += 1) {
        const view = await refetch();
        if (cancelled) return;
        if (view?.status === 'active') {
          // Spec §4 Upgrade modal: on success it resets to the plan step, the status is read again, and it closes.
          setUpgrade({ open: false, step: 'plan' });
          setCheckoutBusy(false);
          setCheckoutError(null);
          setConfirmation('confirmed');
          toast.success(SETTINGS_MESSAGES.paymentSucceeded);
          return;
        }
        if (attempt < CHECKOUT_CONFIRMATION.attempts) {
          await pause(CHECKOUT_CONFIRMATION.intervalMs);
          if (cancelled) return;
        }
      }
      setConfirmation('pending');
    })();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [confirmation, refetch, toast]);

  if (!user) return null;
  const billingName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;

  const openUpgrade = () => {
    setCancelledNote(false);
    setCheckoutError(null);
    setUpgrade({ open: true, step: 'plan' });
  };

  const closeUpgrade = () => {
    setCheckoutError(null);
    setUpgrade({ open: false, step: 'plan' });
    if (!searchParams.has(UPGRADE_QUERY)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(UPGRADE_QUERY);
    setSearchParams(next, { replace: true });
  };

  const startCheckout = async () => {
    if (checkoutBusy) return;
    setCheckoutBusy(true);
    setCheckoutError(null);
    let url: string | null = null;
    let failure: string | null = null;
    try {
      url = safeRedirectUrl((await settingsApi.createCheckout(settingsReturnUrl()))?.url);
    } catch (error) {
      failure = refusalMessage(error);
    }
    if (!url) {
      setCheckoutBusy(false);
      setCheckoutError(failure ?? SETTINGS_MESSAGES.intentFailed);
      return;
    }
    // The browser leaves for the hosted checkout; the button stays busy until it has.
    window.location.assign(url);
  };

  const openPortal = async () => {
    if (portalBusy) return;
    setPortalBusy(true);
    setPortalError(null);
    let url: string | null = null;
    let failure: string = SETTINGS_MESSAGES.portalSessionFailed;
    try {
      url = safeRedirectUrl((await settingsApi.customerPortal(settingsReturnUrl()))?.url);
    } catch (error) {
      failure = isNetworkFailure(error) ? SETTINGS_MESSAGES.portalFailed : (refusalMessage(error) ?? SETTINGS_MESSAGES.portalSessionFailed);
    }
    if (!url) {
      setPortalBusy(false);
      setPortalError(failure);
      return;
    }
    window.location.assign(url);
  };

  const cancelSubscription = async () => {
    setCancelBusy(true);
    setCancelError(null);
    try {
      const answer = await settingsApi.cancelSubscription();
      if (answer?.subscription?.status) setSubscriptionStatus(user.id, answer.subscription);
      else void refetch();
      const end = answer?.subscription?.endDate ?? subscription?.endDate;
      toast.success(end ? `Your subscription will end on ${formatSubscriptionDate(end)}.` : 'Your subscription will not renew.');
    } catch (error) {
      setCancelError(refusalMessage(error) ?? SETTINGS_MESSAGES.cancelFailed);
    } finally {
      setCancelBusy(false);
      setCancelOpen(false);
    }
  };

  const checkAgain = () => setConfirmation('confirming');

  const shown = effectiveSubscription(subscription, fallbackStatus);
  const active = shown.status === 'active';
  // Asked for by the address until it is closed; there is nothing to upgrade once Premium is active.
  const upgradeOpen = upgrade.open || (searchParams.has(UPGRADE_QUERY) && !active);

  let body;
  if (!active && (confirmation === 'confirming' || confirmation === 'pending')) {
    // A payment on its way is not offered again.
    body = null;
  } else if (loading) {
    body = <Loader label="Loading your plan..." />;
  } else if (!active) {
    body = (
      <div className="plan-offer">
        <p className="plan-offer__summary">
          <strong>{PREMIUM_PLAN.name}</strong> <span data-testid="offer-price">{formatPlanPrice()}</span>
        </p>
        <p className="settings-card__lead">Unlimited AI conversations, advanced mood tracking, journal export and analytics, therapist matching and priority support.</p>
        <Button onClick={openUpgrade}>
          <Sparkles aria-hidden="true" size={16} />
          Upgrade to Premium
        </Button>
      </div>
    );
  } else if (shown.source === 'stripe') {
    body = (
      <div className="stack">
        <p className="settings-card__lead">
          Update your card, see your invoices, cancel or resume your subscription in the secure customer portal of our payment provider.
        </p>
        <div className="button-row">
          <Button busy={portalBusy} onClick={() => void openPortal()}>
            <ExternalLink aria-hidden="true" size={16} />
            Manage subscription
          </Button>
          {!shown.cancelAtPeriodEnd && (
            <Button variant="secondary" onClick={() => setCancelOpen(true)}>
              Cancel subscription
            </Button>
          )}
        </div>
        <FormAlert message={portalError} />
        <FormAlert message={cancelError} />
      </div>
    );
  } else if (shown.source === 'license') {
    body = (
      <p className="callout callout--info plan-license">
        <KeyRound aria-hidden="true" size={18} />
        Your Premium comes from a license key, so there is no subscription to manage or cancel. When it ends, enter another key or
        upgrade to a subscription.
      </p>
    );
  } else {
    body = <p className="settings-card__lead">Premium is active on your account.</p>;
  }

  return (
    <SettingsCard title="Premium subscription" icon={Sparkles}>
      <div className="checkout-return" role="status">
        {confirmation === 'confirming' && (
          <p className="callout callout--info checkout-return__note">
            <span className="btn__spinner" aria-hidden="true" />
            {SETTINGS_MESSAGES.checkoutConfirming}
          </p>
        )}
        {confirmation === 'pending' && (
          <p className="callout callout--info checkout-return__note">
            <Info aria-hidden="true" size={18} />
            {SETTINGS_MESSAGES.checkoutPending}
          </p>
        )}
        {cancelledNote && (
          <p className="callout callout--info checkout-return__note">
            <Info aria-hidden="true" size={18} />
            {SETTINGS_MESSAGES.checkoutCancelled}
          </p>
        )}
      </div>
      {confirmation === 'pending' && (
        <div className="button-row">
          <Button variant="secondary" onClick={checkAgain}>
            Check again
          </Button>
        </div>
      )}
      {body}
      {upgradeOpen && (
        <UpgradeModal
          step={upgrade.step}
          billingName={billingName}
          billingEmail={user.email}
          busy={checkoutBusy}
          error={checkoutError}
          onContinue={() => setUpgrade({ open: true, step: 'payment' })}
          onBack={() => {
            setCheckoutError(null);
            setUpgrade({ open: true, step: 'plan' });
          }}
          onCheckout={() => void startCheckout()}
          onClose={closeUpgrade}
        />
      )}
      {cancelOpen && (
        <ConfirmDialog
          title="Cancel your subscription?"
          message={
            shown.endDate
              ? `Premium stays active until ${formatSubscriptionDate(shown.endDate)} and then ends; you will not be charged again. You can resume it in Manage subscription before then.`
              : 'Premium stays active until the end of the period you paid for; you will not be charged again.'
          }
          confirmLabel="Cancel subscription"
          cancelLabel="Keep subscription"
          danger
          busy={cancelBusy}
          onConfirm={() => void cancelSubscription()}
          onCancel={() => setCancelOpen(false)}
        />
      )}
    </SettingsCard>
  );
}
