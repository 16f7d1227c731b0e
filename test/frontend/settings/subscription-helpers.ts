import { within } from '@testing-library/react';
import { findRegion, region } from './helpers';

/** What the subscription tests share: the status request, its badge, and waiting for it. */

export const STATUS = 'GET /payments/subscription-status';
export const badge = () => within(region('Subscription status')).getByTestId('subscription-badge');

export async function statusShown() {
  const section = await findRegion('Subscription status');
  await within(section).findByTestId('subscription-badge');
  return section;
}
