import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SubscriptionView } from '@contracts/payments-plan';
import type { SubscriptionStatus } from '@contracts/user';
import { useAuth } from '../../lib/auth-context';
import { settingsApi } from './api/settings-api';

/**
 * The subscription status of the signed-in user (GET /payments/subscription-status), shared by
 * the trial banner and the settings page: one request serves both, and a refetch after a
 * licence activation, a checkout or the portal updates every screen that shows it.
 */
interface StatusState {
  userId: string | null;
  subscription: SubscriptionView | null;
  /** The last request failed (what was known before stays). */
  failed: boolean;
  /** When `subscription` was read (ms since the epoch); 0 when never. */
  loadedAt: number;
}

/** A status read this recently is reused by screens that only need to know it (the banner). */
export const SUBSCRIPTION_STATUS_MAX_AGE_MS = 60_000;

const EMPTY: StatusState = { userId: null, subscription: null, failed: false, loadedAt: 0 };

let state: StatusState = EMPTY;
let sequence = 0;
let inFlight: { userId: string; id: number; promise: Promise<SubscriptionView | null> } | null = null;
const listeners = new Set<() => void>();

function publish(next: StatusState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function stateOf(userId: string): StatusState {
  return state.userId === userId ? state : { ...EMPTY, userId };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => state;

/** Spec §4: a missing subscription or status reads as 'none' (the free trial). */
export function normalizeSubscription(value: unknown): SubscriptionView {
  if (!value || typeof value !== 'object') return { status: 'none' };
  const view = value as Partial<SubscriptionView> & { status?: unknown };
  return {
    ...view,
    status: typeof view.status === 'string' && view.status ? (view.status as SubscriptionView['status']) : 'none',
  };
}

/**
 * Reads the status now. With `reuse`, a request already under way for the user answers instead
 * (two screens mounting together make one call); otherwise a new one starts, and an older answer
 * arriving late no longer replaces what the newer one says.
 */
export function fetchSubscriptionStatus(userId: string, { reuse = false }: { reuse?: boolean } = {}): Promise<SubscriptionView | null> {
  if (reuse && inFlight?.userId === userId) return inFlight.promise;
  const id = ++sequence;
  const promise = settingsApi.subscriptionStatus().then(
    (body) => {
      const subscription = normalizeSubscription(body?.subscription);
      if (id === sequence) publish({ userId, subscription, failed: false, loadedAt: Date.now() });
      return subscription;
    },
    () => {
      if (id === sequence) publish({ ...stateOf(userId), failed: true });
      return null;
    },
  );
  inFlight = { userId, id, promise };
  void promise.finally(() => {
    if (inFlight?.id === id) inFlight = null;
  });
  return promise;
}

/** Reads the status unless a recent answer for the user is known or a request is under way. */
export function ensureSubscriptionStatus(userId: string): Promise<SubscriptionView | null> {
  const known = stateOf(userId);
  if (known.subscription && Date.now() - known.loadedAt < SUBSCRIPTION_STATUS_MAX_AGE_MS) return Promise.resolve(known.subscription);
  return fetchSubscriptionStatus(userId, { reuse: true });
}

/** Stores a status another answer carried (a cancellation's), as if just read. */
export function setSubscriptionStatus(userId: string, subscription: SubscriptionView): void {
  sequence += 1;
  publish({ userId, subscription: normalizeSubscription(subscription), failed: false, loadedAt: Date.now() });
}

/** Forgets what is known (tests, and nothing else, start from scratch with it). */
export function resetSubscriptionStatus(): void {
  sequence += 1;
  inFlight = null;
  publish(EMPTY);
}

export interface SubscriptionStatusValue {
  /** What the server said; null until it has answered for this user. */
  subscription: SubscriptionView | null;
  /** No answer yet and none failed: the first request is under way. */
  loading: boolean;
  /** The last request failed. */
  failed: boolean;
  /** The status on the user record from sign-in, for while the server's answer is unknown. */
  fallbackStatus: SubscriptionStatus | 'none';
  /** Reads the status again; answers it, or null when the request failed. */
  refetch: () => Promise<SubscriptionView | null>;
}

/**
 * The signed-in user's subscription status. With `refresh`, mounting reads it afresh (the settings
 * page, also after coming back from a checkout or the portal); otherwise a recent answer is reused.
 */
export function useSubscriptionStatus({ refresh = false }: { refresh?: boolean } = {}): SubscriptionStatusValue {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => {
    if (!userId) return;
    if (refresh) void fetchSubscriptionStatus(userId, { reuse: true });
    else void ensureSubscriptionStatus(userId);
  }, [userId, refresh]);

  // A page restored from the back-forward cache (Back from the portal) is not mounted again.
  useEffect(() => {
    if (!userId || !refresh) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void fetchSubscriptionStatus(userId);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [userId, refresh]);

  const refetch = useCallback(() => (userId ? fetchSubscriptionStatus(userId) : Promise.resolve(null)), [userId]);

  const own = userId && current.userId === userId ? current : null;
  return {
    subscription: own?.subscription ?? null,
    loading: userId !== null && !own?.subscription && !own?.failed,
    failed: own?.failed ?? false,
    fallbackStatus: user?.subscription?.status ?? 'none',
    refetch,
  };
}
