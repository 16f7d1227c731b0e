import { within } from '@testing-library/react';
import { findRegion, region } from './helpers';

/** What the subscription tests share: the status request, its badge, and waiting for it. */

export const STATUS = 'GET /payments/subscription-status';
export const badge = () => within(region('Subscription status')).getByTestId('subscription-badge');

/** The status badge says this and is in this tone (its colour). */
export function expectBadge(text: string, tone: 'success' | 'warning' | 'danger') {
  expect(badge().textContent).toBe(text);
  expect(badge().getAttribute('data-tone')).toBe(tone);
}

export async function statusShown() {
  const section = await findRegion('Subscription status');
  await within(section).findByTestId('subscription-badge');
  return section;
}
