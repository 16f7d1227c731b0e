import { PREMIUM_PLAN, type CheckoutResponse, type PortalResponse, type SubscriptionStatusResponse, type SubscriptionView } from '@contracts/payments-plan';
import type { RouteInput } from '@contracts/route-schemas';
import type { AccountUpdateBody, LicenseActivationResponse, MessageResponse, SettingsBody, User, UserSettings } from '@contracts/user';
import { ApiError, api, serverMessage } from '../../../lib/api-client';
import { routeUrl } from '../../../lib/route-url';

/** A session handed back by the server after a password change (docs/architecture.md, "Identity and sessions"). */
export interface RenewedSession {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

/** PUT /user/password: every earlier session ends; this device gets a new one. */
export type PasswordChangeResponse = MessageResponse & RenewedSession;

/** PUT /user/account: the user, a note when an email change was asked for, a session after a password change. */
export type AccountUpdateResponse = { success: true; user: User; message?: string } & Partial<RenewedSession>;

export interface CancelSubscriptionResponse {
  success: true;
  subscription?: SubscriptionView;
}

/** With `encryption`: the data key re-wrapped under the new password, stored with the change. */
export type PasswordChangeBody = RouteInput<'user.changePassword'>;

export const settingsApi = {
  subscriptionStatus: (signal?: AbortSignal) =>
    api.get<SubscriptionStatusResponse | undefined>(routeUrl('payments.subscriptionStatus'), { signal }),
  /** A hosted checkout page for the premium plan; it sends the person back to `returnUrl`. */
  createCheckout: (returnUrl: string) =>
    api.post<Partial<CheckoutResponse> | undefined>(routeUrl('payments.createSubscription'), { planId: PREMIUM_PLAN.id, returnUrl }),
  customerPortal: (returnUrl: string) => api.post<Partial<PortalResponse> | undefined>(routeUrl('payments.customerPortal'), { returnUrl }),
  cancelSubscription: () => api.post<CancelSubscriptionResponse | undefined>(routeUrl('payments.cancelSubscription'), { atPeriodEnd: true }),
  activateLicense: (licenseKey: string) => api.post<LicenseActivationResponse>(routeUrl('user.activateLicense'), { licenseKey }),
  getSettings: (signal?: AbortSignal) => api.get<Partial<UserSettings> | undefined>(routeUrl('user.getSettings'), { signal }),
  updateSettings: (body: SettingsBody) => api.put<Partial<UserSettings> | undefined>(routeUrl('user.updateSettings'), body),
  updateAccount: (body: AccountUpdateBody) => api.put<AccountUpdateResponse>(routeUrl('user.updateAccount'), body),
  changePassword: (body: PasswordChangeBody) => api.put<PasswordChangeResponse>(routeUrl('user.changePassword'), body),
  /** DELETE /user/account: everything the person has, their address and their sign-in, after their password. */
  deleteAccount: (password: string) => api.delete<MessageResponse>(routeUrl('user.deleteAccount'), { password }),
};

/**
 * The server's own words for a refusal (a 4xx, or a payment provider's answer relayed with a
 * 502/503), or null: no answer at all, an unexpected 500, an expired session (401, handled by
 * the API client) and bodies without a message leave the caller's fallback text to be shown.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401 || error.status === 500 || error.status < 400) return null;
  return serverMessage(error);
}

/** True when no answer arrived at all (offline, server unreachable). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * A hosted page's address, accepted only as an http(s) URL: a checkout or portal answer is never
 * allowed to run script through `javascript:` or similar.
 */
export function safeRedirectUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Where a checkout or the customer portal sends the person back to: this app's settings page. */
export function settingsReturnUrl(): string {
  return `${window.location.origin}/settings`;
}
